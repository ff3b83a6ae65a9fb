// The sms_outbox table and the default SMS driver that fills it: nothing is sent; messages are kept for a
// week, where an admin (GET /api/admin/smsOutbox) or the CLI (`npm run cli -- sms:outbox`) reads them out.
import type { Kysely } from 'kysely';
import { containsAny } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import { DAY, type Clock } from '../../lib/time.ts';
import type { SmsDriver } from './driver.ts';

export const OUTBOX_RETENTION = 7 * DAY;

/** A kept message; `createdAt` in epoch milliseconds. */
export interface OutboxMessage {
  id: number;
  phone: string;
  purpose: string;
  code: string;
  text: string;
  createdAt: number;
}

export interface SmsOutbox {
  /** The newest messages first, of one phone when given. */
  list(filter: { phone?: string | undefined; limit: number }): Promise<OutboxMessage[]>;
  /** One page, newest first, of the messages whose phone contains `phone`, of one purpose when given. */
  page(filter: {
    phone?: string | undefined;
    purpose?: string | undefined;
    page: number;
    pageSize: number;
  }): Promise<{ total: number; messages: OutboxMessage[] }>;
}

type OutboxRow = Omit<OutboxMessage, 'createdAt'> & { created_at: number };
const toMessage = ({ created_at, ...row }: OutboxRow): OutboxMessage => ({ ...row, createdAt: created_at });

export function createSmsOutbox(db: Kysely<DB>): SmsOutbox {
  return {
    async list({ phone, limit }) {
      let query = db
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'purpose', 'code', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit);
      if (phone) query = query.where('phone', '=', phone);
      return (await query.execute()).map(toMessage);
    },
    async page({ phone, purpose, page, pageSize }) {
      let base = db.selectFrom('sms_outbox');
      if (phone) base = base.where(containsAny(['phone'], phone));
      if (purpose) base = base.where('purpose', '=', purpose);
      const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'phone', 'purpose', 'code', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(count.n), messages: rows.map(toMessage) };
    },
  };
}

export function createOutboxDriver(db: Kysely<DB>, now: Clock): SmsDriver {
  return {
    name: 'outbox',
    async send(message) {
      const t = now();
      await db
        .insertInto('sms_outbox')
        .values({
          phone: message.phone,
          purpose: message.purpose,
          code: message.code,
          text: message.text,
          created_at: t,
        })
        .execute();
      await db
        .deleteFrom('sms_outbox')
        .where('created_at', '<', t - OUTBOX_RETENTION)
        .execute();
    },
  };
}
