// The default SMS driver: nothing is sent; messages are kept in `sms_outbox` for a week, where an admin
// (GET /api/admin/smsOutbox) or the CLI (`npm run cli -- sms:outbox`) reads them out.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DAY, type Clock } from '../../lib/time.ts';
import type { SmsDriver } from './driver.ts';

export const OUTBOX_RETENTION = 7 * DAY;

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
