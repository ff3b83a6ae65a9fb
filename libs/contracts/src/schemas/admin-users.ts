/**
 * 用户管理 (admins): search accounts by phone or name, view one, set its roles, lock or unlock it, give it a
 * temporary password (RSA-encrypted like every password; the user must change it at the next sign-in), and
 * sign out all its sessions. Nobody can remove the last admin, lock them, or remove their own admin role.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ROLES, roleSchema } from '../roles.ts';
import { encryptedPasswordSchema, nameSchema, phoneSchema } from '../rules.ts';
import { booleanParam, idParam, keywordParam, pageOf, pageParams, queryObject, idField } from './query.ts';

/** `GET /api/admin/user/list` query: phone or name contains the keyword; one role; locked or not. */
export const adminUserListQuery = queryObject({
  keyword: keywordParam.optional(),
  role: roleSchema.optional(),
  locked: booleanParam(M.lockedFlagInvalid).optional(),
  ...pageParams,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

/** An account as the back office lists it (times ISO 8601; `lastSeenAt` null when never signed in). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  locked: z.boolean(),
  /** Set by a password reset here: every call but the password change answers 请先修改密码 until it is. */
  mustChangePassword: z.boolean(),
  /**
   * False for an account an admin created (a teacher) or a roster import made (a student) until its owner
   * sets a password at the first sign-in with an SMS code.
   */
  passwordSet: z.boolean(),
  createdAt: z.string(),
  /** Sessions not expired or signed out. */
  activeSessions: z.number().int().nonnegative(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const adminUserListData = pageOf(adminUserSchema);

/** `GET /api/admin/user/get` query. */
export const adminUserIdQuery = queryObject({ id: idParam });

const userId = idField();

/** `POST /api/admin/user/setRoles` body: every role the account holds from now on (at least one). */
export const setUserRolesBody = z.object({
  id: userId,
  roles: z
    .array(roleSchema, { error: M.rolesRequired })
    .min(1, { error: M.rolesRequired })
    .max(ROLES.length, { error: M.rolesDuplicated })
    .refine((roles) => new Set(roles).size === roles.length, { error: M.rolesDuplicated }),
});
export type SetUserRolesBody = z.input<typeof setUserRolesBody>;

/** `POST /api/admin/user/lock` body: lock (`true`) or unlock (`false`). */
export const lockUserBody = z.object({
  id: userId,
  locked: z.boolean({ error: M.lockedFlagInvalid }),
});
export type LockUserBody = z.input<typeof lockUserBody>;

/** `POST /api/admin/user/resetPassword` body: the temporary password the admin typed, encrypted. */
export const adminResetPasswordBody = z.object({ id: userId, password: encryptedPasswordSchema });
export type AdminResetPasswordBody = z.input<typeof adminResetPasswordBody>;

/** `POST /api/admin/user/signOutAll` body. */
export const userIdBody = z.object({ id: userId });
export type UserIdBody = z.input<typeof userIdBody>;

/** The answer of `signOutAll`: how many sessions it ended. */
export const signOutAllData = z.object({ signedOut: z.number().int().nonnegative() });

/**
 * `POST /api/admin/user/createTeacher` body: the teacher's name and phone. No password: the teacher sets one at
 * the first sign-in with an SMS code sent to this phone (登录页的「忘记密码」（后台登录页：首次登录或忘记密码）).
 */
export const createTeacherBody = z.object({ name: nameSchema, phone: phoneSchema });
export type CreateTeacherBody = z.input<typeof createTeacherBody>;
