// Sessions: a random 256-bit token is handed to the client once; the database keeps only its SHA-256. The
// site's sessions last 7 days and the back office's 1 day, both sliding with use; logout revokes one, a
// password change revokes the others and a reset revokes all.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLES, type Client, type Role } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { DAY, MINUTE, type Clock } from '../../lib/time.ts';

export const SESSION_TTL: Record<Client, number> = { web: 7 * DAY, admin: DAY };
/** A session's expiry moves forward at most once a minute, so reads do not turn into a write each. */
const SLIDE_EVERY = MINUTE;
/** Tokens are 32 random bytes in base64url: exactly 43 characters of this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionRecord {
  sessionId: number;
  userId: number;
  client: Client;
  activeRole: Role;
  phone: string;
  name: string;
  avatar: string;
  roles: Role[];
}

/** The user's roles from the stored JSON, in the catalogue's order; unknown names are dropped. */
export function parseRoles(json: string): Role[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return ROLES.filter((r) => list.includes(r));
}

/** The role a new session acts as: the highest the user holds (admin, editor, teacher, student). */
export function defaultActiveRole(roles: readonly Role[]): Role {
  for (const role of ['admin', 'editor', 'teacher', 'student'] as const)
    if (roles.includes(role)) return role;
  return 'student';
}

export function createSessionStore(db: Kysely<DB>, now: Clock) {
  return {
    /** Opens a session and returns the token (shown once, never stored). */
    async create(userId: number, client: Client, activeRole: Role): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: sha256Hex(token),
          client,
          active_role: activeRole,
          created_at: t,
          last_seen_at: t,
          expires_at: t + SESSION_TTL[client],
          revoked_at: null,
        })
        .execute();
      // Old rows are only dead weight; clearing them here keeps the table small without a scheduler.
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', t - DAY), eb('revoked_at', '<', t - DAY)]))
        .execute();
      return token;
    },

    /** The live session of a token, sliding its expiry; null for anything else (forged, expired, revoked). */
    async find(token: string): Promise<SessionRecord | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const t = now();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as sessionId',
          'sessions.client',
          'sessions.active_role',
          'sessions.last_seen_at',
          'users.id as userId',
          'users.phone',
          'users.name',
          'users.avatar',
          'users.roles',
        ])
        .where('sessions.token_hash', '=', sha256Hex(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', t)
        .executeTakeFirst();
      if (!row) return null;
      const client: Client = row.client === 'admin' ? 'admin' : 'web';
      if (t - row.last_seen_at >= SLIDE_EVERY) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: t, expires_at: t + SESSION_TTL[client] })
          .where('id', '=', row.sessionId)
          .execute();
      }
      const roles = parseRoles(row.roles);
      // A role taken away after sign-in no longer applies, whatever the session chose.
      const held = roles.find((r) => r === row.active_role);
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        client,
        activeRole: held ?? defaultActiveRole(roles),
        phone: row.phone,
        name: row.name,
        avatar: row.avatar,
        roles,
      };
    },

    async setActiveRole(sessionId: number, role: Role): Promise<void> {
      await db.updateTable('sessions').set({ active_role: role }).where('id', '=', sessionId).execute();
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every session of the user, except `keep` when given. */
    async revokeAllOf(userId: number, keep?: number): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keep !== undefined) query = query.where('id', '!=', keep);
      await query.execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
