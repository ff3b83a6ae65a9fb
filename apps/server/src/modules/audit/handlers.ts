// 操作日志's one call: the search. Days are Beijing days (the school's), whatever the server's time zone.
import { apiCalls, auditAction, isAuditedCall, ROLES, type AuditEntry, type Role } from '@zhiyuan/contracts';
import type { Db } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { DAY, isoTime } from '../../lib/time.ts';
import { listAuditRows, type AuditRow } from './log.ts';

/** The Chinese label of each action: the summary of the call it comes from. */
const ACTION_LABELS = new Map(
  Object.values(apiCalls)
    .filter(isAuditedCall)
    .map((call) => [auditAction(call.path), call.summary]),
);

const beijingDayStart = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function entry(row: AuditRow): AuditEntry {
  const role: Role = (ROLES as readonly string[]).includes(row.actor_role)
    ? (row.actor_role as Role)
    : 'admin';
  return {
    id: row.id,
    at: isoTime(row.at),
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    actorRole: role,
    ip: row.ip,
    action: row.action,
    actionLabel: ACTION_LABELS.get(row.action) ?? row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    summary: row.summary,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
  };
}

export function auditHandlers(db: Db): Pick<CallHandlers, 'listAudit'> {
  return {
    listAudit: async ({ input }) => {
      const { total, rows } = await listAuditRows(db, {
        actor: input.actor,
        actorId: input.actorId,
        action: input.action,
        targetType: input.targetType,
        targetId: input.targetId,
        from: input.from === undefined ? undefined : beijingDayStart(input.from),
        to: input.to === undefined ? undefined : beijingDayStart(input.to) + DAY,
        page: input.page,
        pageSize: input.pageSize,
      });
      return { total, items: rows.map(entry) };
    },
  };
}
