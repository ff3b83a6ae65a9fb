/**
 * Who may make a call (issue 10's access model): anyone (`'public'`), any signed-in user (`'user'`), or the
 * sessions whose ACTIVE role is in a list (the user must hold that role; the server checks both). The lists
 * name the back office's areas: {@link STAFF} (控制台), {@link CLASS_STAFF} (班级), {@link CONTENT_STAFF}
 * (内容、轮播图、院校库/专业库、media) and {@link ADMIN_ONLY} (数据导入、站点设置、用户管理、短信记录、操作日志).
 * A call made by a role list with a method other than GET is a staff write, which the server audits.
 */
import type { Role } from './roles.ts';

/** The access rule of a call: public, any signed-in user, or the active roles that may make it. */
export type CallAccess = 'public' | 'user' | readonly Role[];

/** Every staff role: 控制台 and what all staff read. */
export const STAFF = ['teacher', 'editor', 'admin'] as const satisfies readonly Role[];
/** The roles that edit content: announcements, articles, the carousel, the college and major libraries. */
export const CONTENT_STAFF = ['editor', 'admin'] as const satisfies readonly Role[];
/** The roles that run classes: 班主任 (their own classes) and admins (every class). */
export const CLASS_STAFF = ['teacher', 'admin'] as const satisfies readonly Role[];
/** Admins only: imports, site settings, users, the SMS log and the audit log. */
export const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];

/** The Chinese name of each role, as the back office and docs/api.md show it. */
export const ROLE_LABELS: Record<Role, string> = {
  student: '学生',
  teacher: '教师',
  editor: '编辑',
  admin: '管理员',
};

/** Whether a session acting as `activeRole` may make a call of `access` (for a signed-in caller). */
export function accessAllows(access: CallAccess, activeRole: Role): boolean {
  if (access === 'public' || access === 'user') return true;
  return access.includes(activeRole);
}

/** The roles a call's access refuses (empty for public and user calls). */
export function rolesDenied(access: CallAccess, roles: readonly Role[]): Role[] {
  return roles.filter((role) => !accessAllows(access, role));
}

/** Whether `access` is a list of roles (a back-office call) rather than public or any user. */
export function isRoleList(access: CallAccess): access is readonly Role[] {
  return Array.isArray(access);
}

/** A staff write: made by a role list with a method other than GET. Every one records one audit entry. */
export function isAuditedCall(call: { method: string; access: CallAccess }): boolean {
  return call.method !== 'GET' && isRoleList(call.access);
}

/**
 * Whether a call's answers are public data a cache may keep: a public GET not marked `personal`. Every
 * other answer (protected calls, writes, personal ones, errors included) says `cache-control: no-store`.
 */
export function isCacheableCall(call: { method: string; access: CallAccess; personal?: true }): boolean {
  return call.method === 'GET' && call.access === 'public' && call.personal !== true;
}

/** The access rule in Chinese, as docs/api.md opens each call's section: `权限：编辑、管理员。`. */
export function accessLabel(access: CallAccess): string {
  if (access === 'public') return '权限：公开。';
  if (access === 'user') return '权限：登录用户。';
  return `权限：${access.map((role) => ROLE_LABELS[role]).join('、')}。`;
}
