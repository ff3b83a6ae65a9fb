// The audit_log table: the only code that reads or writes it. An entry is added inside the transaction of
// the write it records (the parameter is a Transaction, so it cannot be written outside one), and only read
// back by the search; nothing updates or deletes a row.
import type { Selectable, Transaction } from 'kysely';
import { containsAny } from '../../db/like.ts';
import type { AuditLogTable, DB, Db } from '../../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** Keys whose values never reach the log, wherever they sit in a before/after value. */
const SECRET_KEY = /password|token|secret|hash|captcha/i;

/** `value` as JSON with secrets left out, or null when there is nothing to keep. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (key !== '' && SECRET_KEY.test(key) ? undefined : v));
}

export async function insertAuditRow(trx: Transaction<DB>, row: Omit<AuditRow, 'id'>): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  actor?: string | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Epoch ms, inclusive. */
  from?: number | undefined;
  /** Epoch ms, exclusive. */
  to?: number | undefined;
  page: number;
  pageSize: number;
}

/** One page of entries, newest first, and how many match. */
export async function listAuditRows(db: Db, f: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  let base = db.selectFrom('audit_log');
  if (f.actor) base = base.where(containsAny(['actor_name'], f.actor));
  if (f.actorId !== undefined) base = base.where('actor_user_id', '=', f.actorId);
  if (f.action) base = base.where('action', '=', f.action);
  if (f.targetType) base = base.where('target_type', '=', f.targetType);
  if (f.targetId) base = base.where('target_id', '=', f.targetId);
  if (f.from !== undefined) base = base.where('at', '>=', f.from);
  if (f.to !== undefined) base = base.where('at', '<', f.to);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return { total: Number(count.n), rows };
}
