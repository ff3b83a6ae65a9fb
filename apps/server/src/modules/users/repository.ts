// The users table: the only place that reads or writes it. Other modules go through these functions.
import type { Kysely } from 'kysely';
import type { Role } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/time.ts';
import { parseRoles } from '../auth/sessions.ts';

export interface UserRecord {
  id: number;
  phone: string;
  name: string;
  passwordHash: string;
  roles: Role[];
  avatar: string;
}

export interface NewUser {
  phone: string;
  name: string;
  passwordHash: string;
  roles: readonly Role[];
}

export function createUsers(db: Kysely<DB>, now: Clock) {
  const columns = ['id', 'phone', 'name', 'password_hash', 'roles', 'avatar'] as const;
  const toRecord = (row: {
    id: number;
    phone: string;
    name: string;
    password_hash: string;
    roles: string;
    avatar: string;
  }): UserRecord => ({
    id: row.id,
    phone: row.phone,
    name: row.name,
    passwordHash: row.password_hash,
    roles: parseRoles(row.roles),
    avatar: row.avatar,
  });

  return {
    async findByPhone(phone: string): Promise<UserRecord | null> {
      const row = await db.selectFrom('users').select(columns).where('phone', '=', phone).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Creates the user; null when the phone is already taken (also when another request just took it). */
    async create(user: NewUser): Promise<UserRecord | null> {
      const t = now();
      try {
        const row = await db
          .insertInto('users')
          .values({
            phone: user.phone,
            name: user.name,
            password_hash: user.passwordHash,
            roles: JSON.stringify(user.roles),
            avatar: '',
            created_at: t,
            updated_at: t,
          })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning(columns)
          .executeTakeFirst();
        return row ? toRecord(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },

    /** Moves the user to another phone; false when that phone belongs to someone else. */
    async setPhone(id: number, phone: string): Promise<boolean> {
      try {
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where('phone', '=', phone)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (taken) return false;
        await db.updateTable('users').set({ phone, updated_at: now() }).where('id', '=', id).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async setRoles(id: number, roles: readonly Role[]): Promise<void> {
      await db
        .updateTable('users')
        .set({ roles: JSON.stringify(roles), updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
