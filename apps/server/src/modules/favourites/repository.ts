// The favourites table: the only code that reads or writes it, always for one user.
import type { Kysely } from 'kysely';
import type { FavouriteKind } from '@zhiyuan/contracts';
import type { DB, Db } from '../../db/schema.ts';
import { lockKey } from '../../db/write-locks.ts';

export interface FavouriteRow {
  kind: string;
  target_id: string;
  title: string;
  created_at: number;
}

const COLUMNS = ['kind', 'target_id', 'title', 'created_at'] as const;

export function findFavourite(
  db: Db,
  userId: number,
  kind: FavouriteKind,
  targetId: string,
): Promise<FavouriteRow | undefined> {
  return db
    .selectFrom('favourites')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
}

async function countFavourites(db: Db, userId: number): Promise<number> {
  const count = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/**
 * Adds a favourite unless the user already has `max` ('full'); one that exists already is kept as it is.
 * Counted and written under the user's lock, so adds arriving together cannot pass the limit.
 */
export function addFavourite(
  db: Kysely<DB>,
  favourite: { userId: number; kind: FavouriteKind; targetId: string; title: string },
  max: number,
  now: number,
): Promise<'added' | 'full'> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `favourites:${favourite.userId}`);
    if (await findFavourite(trx, favourite.userId, favourite.kind, favourite.targetId)) return 'added';
    if ((await countFavourites(trx, favourite.userId)) >= max) return 'full';
    await trx
      .insertInto('favourites')
      .values({
        user_id: favourite.userId,
        kind: favourite.kind,
        target_id: favourite.targetId,
        title: favourite.title,
        created_at: now,
      })
      .execute();
    return 'added';
  });
}

/** The user's favourites (of one kind, when given), newest first. */
export function listFavourites(
  db: Kysely<DB>,
  userId: number,
  kind: FavouriteKind | undefined,
): Promise<FavouriteRow[]> {
  let query = db
    .selectFrom('favourites')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

export async function removeFavourite(
  db: Kysely<DB>,
  userId: number,
  kind: FavouriteKind,
  targetId: string,
): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}
