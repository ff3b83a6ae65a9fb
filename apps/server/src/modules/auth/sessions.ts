// Sessions: a random 256-bit token is handed to the client once; the database keeps only its SHA-256. The
// site's sessions last 7 days and the back office's 1 day, both sliding with use; logout revokes one, a
// password change revokes the others and a reset revokes all. The sessions table is this module's; the
// user behind a session is read through the users module.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Client, Role } from '@zhiyuan/contracts';
import type { DB, Db } from '../../db/schema.ts';
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
  /** An admin reset the password: every call but the password change waits for a new one. */
  mustChangePassword: boolean;
}

/** The role a new session acts as: the highest the user holds (admin, editor, teacher, student). */
export function defaultActiveRole(roles: readonly Role[]): Role {
  for (const role of ['admin', 'editor', 'teacher', 'student'] as const)
    if (roles.includes(role)) return role;
  return 'student';
}

/** The user a session belongs to, as the users module reads it. */
export interface SessionUser {
  id: number;
  phone: string;
  name: string;
  avatar: string;
  roles: Role[];
  mustChangePassword: boolean;
  /** A locked account has no live session, whatever its tokens. */
  locked: boolean;
}

/** A user's sessions as 用户管理 shows them: how many are live, and when one was last used. */
export interface SessionActivity {
  active: number;
  lastSeenAt: number | null;
}

export function createSessionStore(
  db: Kysely<DB>,
  now: Clock,
  findUser: (id: number) => Promise<SessionUser | null>,
) {
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
        .select(['id', 'user_id', 'client', 'active_role', 'last_seen_at'])
        .where('token_hash', '=', sha256Hex(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', t)
        .executeTakeFirst();
      if (!row) return null;
      const user = await findUser(row.user_id);
      if (!user || user.locked) return null;
      const client: Client = row.client === 'admin' ? 'admin' : 'web';
      if (t - row.last_seen_at >= SLIDE_EVERY) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: t, expires_at: t + SESSION_TTL[client] })
          .where('id', '=', row.id)
          .execute();
      }
      // A role taken away after sign-in no longer applies, whatever the session chose.
      const held = user.roles.find((r) => r === row.active_role);
      return {
        sessionId: row.id,
        userId: user.id,
        client,
        activeRole: held ?? defaultActiveRole(user.roles),
        phone: user.phone,
        name: user.name,
        avatar: user.avatar,
        roles: user.roles,
        mustChangePassword: user.mustChangePassword,
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

    /**
     * Revokes every session of the user, except `keep` when given, in `executor` (a transaction) when given;
     * returns how many live sessions it ended.
     */
    async revokeAllOf(userId: number, options: { keep?: number; executor?: Db } = {}): Promise<number> {
      const t = now();
      let query = (options.executor ?? db)
        .updateTable('sessions')
        .set({ revoked_at: t })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (options.keep !== undefined) query = query.where('id', '!=', options.keep);
      const live = await query.where('expires_at', '>', t).executeTakeFirst();
      // Expired ones are closed too, so a slide can never bring one back; they do not count as signed out.
      await (options.executor ?? db)
        .updateTable('sessions')
        .set({ revoked_at: t })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '<=', t)
        .execute();
      return Number(live.numUpdatedRows);
    },

    /** Live sessions and the last use of each of `userIds`. */
    async activity(userIds: readonly number[]): Promise<Map<number, SessionActivity>> {
      const result = new Map<number, SessionActivity>();
      if (userIds.length === 0) return result;
      const t = now();
      const rows = await db
        .selectFrom('sessions')
        .select((eb) => [
          'user_id',
          eb.fn.max('last_seen_at').as('last_seen'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('revoked_at', 'is', null), eb('expires_at', '>', t)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('active'),
        ])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute();
      for (const row of rows) {
        result.set(row.user_id, {
          active: Number(row.active ?? 0),
          lastSeenAt: Number(row.last_seen) || null,
        });
      }
      return result;
    },

    /** How many sessions were opened since `since` (epoch ms): sign-ins. */
    async countOpenedSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
