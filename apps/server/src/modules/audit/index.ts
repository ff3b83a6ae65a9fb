// The audit module (操作日志): owns audit_log. It gives the call layer a recorder per staff write (bound to
// the request's actor and the call's action, written in the write's own transaction) and answers the admins'
// search. No call or face updates or deletes an entry.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { auditHandlers } from './handlers.ts';
import { bindAuditWrite, type AuditActor, type AuditWrite } from './recorder.ts';

export type { AuditActor, AuditRecord, AuditWrite } from './recorder.ts';

export interface AuditDeps {
  db: Kysely<DB>;
  now: Clock;
}

export interface Audit {
  handlers: Pick<CallHandlers, 'listAudit'>;
  /** The recorder of one staff write: `action` from the call's path, `actor` from its request. */
  writerFor(action: string, actor: AuditActor): AuditWrite;
}

export function createAudit({ db, now }: AuditDeps): Audit {
  return {
    handlers: auditHandlers(db),
    writerFor: (action, actor) => bindAuditWrite(now, action, actor),
  };
}
