// The volunteer_tables and volunteer_table_versions tables: the only code that reads or writes them, always
// for one user — someone else's id answers 100404 exactly like a missing one, so existence is never
// revealed. Every write (create, update, remove, restore) adds a version row with the full content in the
// same transaction and bumps the list's version; an update or removal names the version it was made from
// (a stale one answers 100409), so a save on one device never silently overwrites another's. Removal only
// moves the list to the bin: its versions stay and any of them can be restored.
import type { Kysely, Transaction } from 'kysely';
import {
  ERROR_CODES,
  VOLUNTEER_TABLES_MAX,
  VOLUNTEER_VERSIONS_MAX,
  type VOLUNTEER_VERSION_ACTIONS,
} from '@zhiyuan/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockKey } from '../../db/write-locks.ts';
import type { DB, Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/time.ts';
import {
  columnsOf,
  contentOfRow,
  contentOfVersion,
  type StoredContent,
  type VolunteerTableRow,
} from './content.ts';
import { VOLUNTEER_MESSAGES } from './messages.ts';

export type VersionAction = (typeof VOLUNTEER_VERSION_ACTIONS)[number];

/** A stored version as listed. */
export interface VersionRecord {
  version: number;
  action: string;
  content: string;
  created_at: number;
}

const notFound = () => new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.notFound);
const versionNotFound = () => new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.versionNotFound);

/** The user's list (in use, or also removed ones with `withDeleted`); 100404 for anyone else's. */
async function own(on: Db, userId: number, id: number, withDeleted: boolean): Promise<VolunteerTableRow> {
  let query = on
    .selectFrom('volunteer_tables')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The lock a user's creates and restores take, so that lists arriving together are counted one by one. */
const roomLock = (trx: Transaction<DB>, userId: number) => lockKey(trx, `volunteer_tables:${userId}`);

/** 100409 when the user already has as many lists in use as allowed (call under the user's room lock). */
async function checkRoom(trx: Db, userId: number): Promise<void> {
  const row = await trx
    .selectFrom('volunteer_tables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= VOLUNTEER_TABLES_MAX)
    throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.tooMany);
}

/** Adds version `version` with the content, and drops the oldest beyond the kept number. */
async function keepVersion(
  trx: Db,
  at: number,
  tableId: number,
  version: number,
  action: VersionAction,
  content: StoredContent,
) {
  await trx
    .insertInto('volunteer_table_versions')
    .values({ table_id: tableId, version, action, content: JSON.stringify(content), created_at: at })
    .execute();
  if (version > VOLUNTEER_VERSIONS_MAX) {
    await trx
      .deleteFrom('volunteer_table_versions')
      .where('table_id', '=', tableId)
      .where('version', '<=', version - VOLUNTEER_VERSIONS_MAX)
      .execute();
  }
}

/**
 * Moves the list from `expected` to the next version with new columns, or answers 100409 when another
 * write got there first (the version in the WHERE clause is the lock).
 */
async function advance(
  trx: Db,
  at: number,
  row: VolunteerTableRow,
  expected: number,
  set: Partial<ReturnType<typeof columnsOf>> & { deleted_at?: number | null },
): Promise<number> {
  if (row.version !== expected)
    throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.stale(row.version, expected));
  const next = expected + 1;
  const result = await trx
    .updateTable('volunteer_tables')
    .set({ ...set, version: next, updated_at: at })
    .where('id', '=', row.id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await trx
      .selectFrom('volunteer_tables')
      .select('version')
      .where('id', '=', row.id)
      .executeTakeFirst();
    throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.stale(current?.version ?? next, expected));
  }
  return next;
}

/** Runs a write in a transaction; unique-key races (two saves of one version at once) become the same 100409
 * as a stale save. */
async function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.raced);
    throw error;
  }
}

/** A stored version of a list, or 100404. */
async function versionOf(on: Db, tableId: number, version: number): Promise<VersionRecord> {
  const found = await on
    .selectFrom('volunteer_table_versions')
    .select(['version', 'action', 'content', 'created_at'])
    .where('table_id', '=', tableId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!found) throw versionNotFound();
  return found;
}

/** Creates a list (version 1); returns its id. */
function createList(db: Kysely<DB>, now: Clock, userId: number, content: StoredContent): Promise<number> {
  return inTransaction(db, async (trx) => {
    await roomLock(trx, userId);
    await checkRoom(trx, userId);
    const t = now();
    const created = await trx
      .insertInto('volunteer_tables')
      .values({
        user_id: userId,
        ...columnsOf(content),
        version: 1,
        created_at: t,
        updated_at: t,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await keepVersion(trx, now(), created.id, 1, 'create', content);
    return created.id;
  });
}

/** Makes a stored version the list's content again (out of the bin, if it was there). */
function restoreList(db: Kysely<DB>, now: Clock, userId: number, id: number, version: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await roomLock(trx, userId);
    const row = await own(trx, userId, id, true);
    const content = contentOfVersion((await versionOf(trx, row.id, version)).content);
    if (!content) throw versionNotFound();
    if (row.deleted_at !== null) await checkRoom(trx, userId);
    const next = await advance(trx, now(), row, row.version, { ...columnsOf(content), deleted_at: null });
    await keepVersion(trx, now(), row.id, next, 'restore', content);
  });
}

/** How many times 志愿表 were saved (created or changed, not removed or restored) since `since`. */
export async function countSavesSince(db: Kysely<DB>, since: number): Promise<number> {
  const row = await db
    .selectFrom('volunteer_table_versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', 'in', ['create', 'update'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createVolunteerTables(db: Kysely<DB>, now: Clock) {
  return {
    own: (userId: number, id: number, withDeleted = false) => own(db, userId, id, withDeleted),

    /** A list in use, whoever's it is (for a share link, which checks its own right to it). */
    byId: (id: number): Promise<VolunteerTableRow | undefined> =>
      db
        .selectFrom('volunteer_tables')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Each of the users' most recently changed list in use (none for a user without one). */
    async latestOf(userIds: readonly number[]): Promise<VolunteerTableRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('volunteer_tables')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .where('deleted_at', 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const seen = new Set<number>();
      return rows.filter((r) => !seen.has(r.user_id) && seen.add(r.user_id));
    },

    /** The user's lists in use (or in the bin), most recently changed first. */
    list(userId: number, deleted: boolean): Promise<VolunteerTableRow[]> {
      return db
        .selectFrom('volunteer_tables')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', deleted ? 'is not' : 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    create: (userId: number, content: StoredContent) => createList(db, now, userId, content),

    /** Saves new content over version `expected` of the user's list. */
    update: (userId: number, id: number, expected: number, content: StoredContent): Promise<void> =>
      inTransaction(db, async (trx) => {
        const row = await own(trx, userId, id, false);
        const next = await advance(trx, now(), row, expected, columnsOf(content));
        await keepVersion(trx, now(), row.id, next, 'update', content);
      }),

    /** Moves the list to the bin (from version `expected`, or whatever version it is at). */
    remove: (userId: number, id: number, expected: number | undefined): Promise<void> =>
      inTransaction(db, async (trx) => {
        const row = await own(trx, userId, id, false);
        const next = await advance(trx, now(), row, expected ?? row.version, { deleted_at: now() });
        await keepVersion(trx, now(), row.id, next, 'remove', contentOfRow(row));
      }),

    restore: (userId: number, id: number, version: number) => restoreList(db, now, userId, id, version),

    /** The list's versions, newest first. */
    versions(tableId: number): Promise<VersionRecord[]> {
      return db
        .selectFrom('volunteer_table_versions')
        .select(['version', 'action', 'content', 'created_at'])
        .where('table_id', '=', tableId)
        .orderBy('version', 'desc')
        .execute();
    },

    version: (tableId: number, version: number) => versionOf(db, tableId, version),
  };
}

export type VolunteerTables = ReturnType<typeof createVolunteerTables>;
