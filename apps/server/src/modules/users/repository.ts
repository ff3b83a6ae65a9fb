// The users table: the only place that reads or writes it. Other modules go through these functions; the
// writes of 用户管理 take the transaction they run in (with their audit entry).
import { sql, type Kysely } from 'kysely';
import { ROLES, type Role } from '@zhiyuan/contracts';
import type { DB, Db } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsAny } from '../../db/like.ts';
import type { Clock } from '../../lib/time.ts';

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

export interface UserRecord {
  id: number;
  phone: string;
  name: string;
  passwordHash: string;
  roles: Role[];
  avatar: string;
  /** An admin reset the password: the user must change it before anything else. */
  mustChangePassword: boolean;
  /** False until the owner of an account made without a password (UNSET_PASSWORD) sets one by SMS. */
  passwordSet: boolean;
  locked: boolean;
  createdAt: number;
}

/** The search of 用户管理: phone or name contains the keyword, one role, locked or not. */
export interface UserSearch {
  keyword?: string | undefined;
  role?: Role | undefined;
  locked?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** Roles are stored as a JSON array: a role is held when its quoted name is in it. */
const holds = (role: Role) => sql<boolean>`roles like ${`%"${role}"%`}`;

/**
 * The stored hash of an account made for someone (a teacher by an admin, a student by a roster import): no
 * password verifies against it, so the only way in is setting one with an SMS code sent to the phone.
 */
export const UNSET_PASSWORD = '';

export interface NewUser {
  phone: string;
  name: string;
  passwordHash: string;
  roles: readonly Role[];
}

export function createUsers(db: Kysely<DB>, now: Clock) {
  const columns = [
    'id',
    'phone',
    'name',
    'password_hash',
    'roles',
    'avatar',
    'must_change_password',
    'locked_at',
    'created_at',
  ] as const;
  const toRecord = (row: {
    id: number;
    phone: string;
    name: string;
    password_hash: string;
    roles: string;
    avatar: string;
    must_change_password: number;
    locked_at: number | null;
    created_at: number;
  }): UserRecord => ({
    id: row.id,
    phone: row.phone,
    name: row.name,
    passwordHash: row.password_hash,
    roles: parseRoles(row.roles),
    avatar: row.avatar,
    mustChangePassword: row.must_change_password === 1,
    passwordSet: row.password_hash !== UNSET_PASSWORD,
    locked: row.locked_at !== null,
    createdAt: row.created_at,
  });

  return {
    async findByPhone(phone: string): Promise<UserRecord | null> {
      const row = await db.selectFrom('users').select(columns).where('phone', '=', phone).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findById(id: number, executor: Db = db): Promise<UserRecord | null> {
      const row = await executor.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** The accounts of `ids` (those that exist), in id order. */
    async findByIds(ids: readonly number[]): Promise<UserRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    /** The accounts of `phones` (those that exist). */
    async findByPhones(phones: readonly string[], executor: Db = db): Promise<UserRecord[]> {
      if (phones.length === 0) return [];
      const rows = await executor
        .selectFrom('users')
        .select(columns)
        .where('phone', 'in', [...phones])
        .execute();
      return rows.map(toRecord);
    },

    /** Every unlocked account holding `role`, by name. */
    async withRole(role: Role): Promise<UserRecord[]> {
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where(holds(role))
        .where('locked_at', 'is', null)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    /** One page of accounts, oldest first, and how many match. */
    async search(query: UserSearch): Promise<{ total: number; users: UserRecord[] }> {
      let base = db.selectFrom('users');
      if (query.keyword) base = base.where(containsAny(['phone', 'name'], query.keyword));
      if (query.role) base = base.where(holds(query.role));
      if (query.locked !== undefined) base = base.where('locked_at', query.locked ? 'is not' : 'is', null);
      const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(columns)
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { total: Number(count.n), users: rows.map(toRecord) };
    },

    /** The accounts that hold the admin role and are not locked. */
    async activeAdminIds(executor: Db = db): Promise<number[]> {
      const rows = await executor
        .selectFrom('users')
        .select('id')
        .where(holds('admin'))
        .where('locked_at', 'is', null)
        .execute();
      return rows.map((r) => r.id);
    },

    /** How many accounts hold `role`. */
    /** Accounts holding `role` and none of `without` (注册学生: students who are not also staff). */
    async countWithRole(role: Role, without: readonly Role[] = []): Promise<number> {
      let query = db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(holds(role));
      for (const other of without) query = query.where(sql<boolean>`not (${holds(other)})`);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Creates the user; null when the phone is already taken (also when another request just took it). */
    async create(user: NewUser, executor: Db = db): Promise<UserRecord | null> {
      const t = now();
      try {
        const row = await executor
          .insertInto('users')
          .values({
            phone: user.phone,
            name: user.name,
            password_hash: user.passwordHash,
            roles: JSON.stringify(user.roles),
            avatar: '',
            must_change_password: 0,
            locked_at: null,
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

    /**
     * Sets the password: chosen by the user (the must-change flag is cleared), or a temporary one an admin
     * gave (`mustChange`: the user must change it at the next sign-in).
     */
    async setPasswordHash(
      id: number,
      passwordHash: string,
      options: { mustChange?: boolean; executor?: Db } = {},
    ): Promise<void> {
      await (options.executor ?? db)
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: options.mustChange ? 1 : 0,
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
    },

    async setLocked(id: number, locked: boolean, executor: Db = db): Promise<void> {
      const t = now();
      await executor
        .updateTable('users')
        .set({ locked_at: locked ? t : null, updated_at: t })
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

    async setRoles(id: number, roles: readonly Role[], executor: Db = db): Promise<void> {
      await executor
        .updateTable('users')
        .set({ roles: JSON.stringify(roles), updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
