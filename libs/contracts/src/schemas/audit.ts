/**
 * 操作日志 (issue 10): every staff write records one entry — who (user, name, active role), from which IP, what
 * (the action, derived from the call's path, and its target), when, and for settings and roles what changed
 * (before → after). The log is searched by actor, action, target and time; no call edits or deletes it.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { calendarDateSchema } from '../rules.ts';
import { idParam, keywordParam, pageOf, pageParams, queryObject, textParam } from './query.ts';

/** The action of a staff write: the last two segments of its path (`/api/admin/user/setRoles` → `user.setRoles`). */
export function auditAction(path: string): string {
  return path.split('/').filter(Boolean).slice(-2).join('.');
}

/** `GET /api/admin/audit/list` query: the actor (name or phone contains), action, target, days (Beijing). */
export const auditListQuery = queryObject({
  actor: keywordParam.optional(),
  actorId: idParam.optional(),
  action: textParam(M.auditActionInvalid, 64).optional(),
  targetType: textParam(M.auditTargetInvalid, 32).optional(),
  targetId: textParam(M.auditTargetInvalid, 64).optional(),
  from: calendarDateSchema(M.dateInvalid).optional(),
  to: calendarDateSchema(M.dateInvalid).optional(),
  ...pageParams,
}).refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
  path: ['to'],
  error: M.dateRangeInvalid,
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** One entry, newest first; `before`/`after` are the JSON values recorded (null where none). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.enum(ROLES),
  ip: z.string(),
  action: z.string(),
  /** The call's summary in Chinese (what the action did). */
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditListData = pageOf(auditEntrySchema);
