/**
 * Roles, client kinds and the request headers that carry them. The site sends `client: web`, the back
 * office `client: admin`; an admin login also sends `clientType: 2`, which only staff may use.
 */
import * as z from 'zod';
import { CLIENTS, CLIENT_TYPE } from './headers.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Every role a user can hold; `student` is given on registration. */
export const ROLES = ['student', 'teacher', 'editor', 'admin'] as const;
/** A role name. */
export type Role = (typeof ROLES)[number];
/** Roles that may use the back office. */
export const STAFF_ROLES = ['teacher', 'editor', 'admin'] as const satisfies readonly Role[];
/** A staff role name. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role name, with a Chinese message for anything else. */
export const roleSchema = z.enum(ROLES, { error: VALIDATION_MESSAGES.roleInvalid });

/** True for teacher, editor and admin. */
export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export { CLIENT_HEADER, CLIENTS, CLIENT_TYPE, TOKEN_HEADER } from './headers.ts';
export type { Client, ClientType } from './headers.ts';
/** A `client` header value. */
export const clientSchema = z.enum(CLIENTS);

/** A `clientType` value. */
export const clientTypeSchema = z.union([z.literal(CLIENT_TYPE.web), z.literal(CLIENT_TYPE.admin)], {
  error: VALIDATION_MESSAGES.clientTypeInvalid,
});
