// Favourites (我的收藏): add (idempotent: adding twice keeps the first), list newest first, remove.
import { ERROR_CODES, type Favourite, type FavouriteKind } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError } from '../../http/app-error.ts';
import { isoTime } from '../../lib/time.ts';
import type { Services } from '../../services.ts';

/** Enough for any real list; stops a script from filling the table through one account. */
export const MAX_FAVOURITES = 500;

export const FAVOURITE_MESSAGES = {
  targetUnknown: '收藏的内容不存在',
  tooMany: `收藏数量已达上限（${MAX_FAVOURITES}条），请先删除一些`,
} as const;

interface FavouriteRow {
  kind: string;
  target_id: string;
  title: string;
  created_at: number;
}

function toFavourite(row: FavouriteRow): Favourite {
  return {
    kind: row.kind as FavouriteKind,
    targetId: row.target_id,
    title: row.title,
    createdAt: isoTime(row.created_at),
  };
}

export function favouriteHandlers(
  s: Services,
): Pick<CallHandlers, 'collectWeb' | 'listCollections' | 'removeCollection'> {
  const columns = ['kind', 'target_id', 'title', 'created_at'] as const;

  async function find(userId: number, kind: FavouriteKind, targetId: string) {
    return s.db
      .selectFrom('favourites')
      .select(columns)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
  }

  return {
    collectWeb: async ({ input, auth }) => {
      const existing = await find(auth.userId, input.kind, input.targetId);
      if (existing) return toFavourite(existing);
      const target = await s.favouriteTargets.resolve(input.kind, input.targetId);
      if (!target) throw new AppError(ERROR_CODES.notFound, FAVOURITE_MESSAGES.targetUnknown);
      const count = await s.db
        .selectFrom('favourites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_FAVOURITES)
        throw new AppError(ERROR_CODES.conflict, FAVOURITE_MESSAGES.tooMany);
      await s.db
        .insertInto('favourites')
        .values({
          user_id: auth.userId,
          kind: input.kind,
          target_id: input.targetId,
          title: target.title.slice(0, 200),
          created_at: s.now(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
        .execute();
      const row = await find(auth.userId, input.kind, input.targetId);
      if (!row) throw new Error('favourite vanished right after it was stored');
      return toFavourite(row);
    },

    listCollections: async ({ input, auth }) => {
      let query = s.db
        .selectFrom('favourites')
        .select(columns)
        .where('user_id', '=', auth.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (input.kind) query = query.where('kind', '=', input.kind);
      return (await query.execute()).map(toFavourite);
    },

    removeCollection: async ({ input, auth }) => {
      await s.db
        .deleteFrom('favourites')
        .where('user_id', '=', auth.userId)
        .where('kind', '=', input.kind)
        .where('target_id', '=', input.targetId)
        .execute();
    },
  };
}
