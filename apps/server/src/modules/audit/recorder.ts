// How a staff write records itself. The call layer binds a recorder to the request (who, from where, which
// call); the handler calls it once, inside the transaction of its write, with what it changed. A second
// entry for one request is a programming error and rolls the write back; so does any failure of the write,
// which takes its entry with it.
import type { Transaction } from 'kysely';
import type { Role } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import { auditJson, insertAuditRow } from './log.ts';

/** Who makes a staff write: the session's user and active role, and the request's address. */
export interface AuditActor {
  userId: number;
  name: string;
  role: Role;
  ip: string;
}

/** What a handler says about its write. `before`/`after` for settings and roles (never secrets). */
export interface AuditRecord {
  targetType: string;
  targetId: string | number;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Records the request's one entry in the write's transaction. */
export type AuditWrite = (trx: Transaction<DB>, record: AuditRecord) => Promise<void>;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A recorder for one request: its action (from the call's path) and actor are fixed. */
export function bindAuditWrite(now: Clock, action: string, actor: AuditActor): AuditWrite {
  let recorded = false;
  return async (trx, record) => {
    if (recorded) throw new Error(`${action}: a staff write records exactly one audit entry`);
    recorded = true;
    await insertAuditRow(trx, {
      at: now(),
      actor_user_id: actor.userId,
      actor_name: clip(actor.name, 64),
      actor_role: actor.role,
      ip: clip(actor.ip, 64),
      action,
      target_type: record.targetType,
      target_id: clip(String(record.targetId), 64),
      summary: clip(record.summary, 500),
      before_json: auditJson(record.before),
      after_json: auditJson(record.after),
    });
  };
}
