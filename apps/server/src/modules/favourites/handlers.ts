// Favourites (我的收藏): add (idempotent: adding twice keeps the first), list newest first, remove.
import type { Kysely } from 'kysely';
import { ERROR_CODES, type Favourite, type FavouriteKind } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime, type Clock } from '../../lib/time.ts';
import {
  addFavourite,
  findFavourite,
  listFavourites,
  removeFavourite,
  type FavouriteRow,
} from './repository.ts';
import { resolveTarget, type FavouriteTargetResolvers } from './targets.ts';

/** Enough for any real list; stops a script from filling the table through one account. */
export const MAX_FAVOURITES = 500;

export const FAVOURITE_MESSAGES = {
  targetUnknown: '收藏的内容不存在',
  tooMany: `收藏数量已达上限（${MAX_FAVOURITES}条），请先删除一些`,
} as const;

export type FavouriteCalls = 'collectWeb' | 'listCollections' | 'removeCollection';

export interface FavouriteHandlerDeps {
  db: Kysely<DB>;
  now: Clock;
  /** Resolvers of the kinds' targets, from the modules that own them. */
  targets: FavouriteTargetResolvers;
}

function toFavourite(row: FavouriteRow): Favourite {
  return {
    kind: row.kind as FavouriteKind,
    targetId: row.target_id,
    title: row.title,
    createdAt: isoTime(row.created_at),
  };
}

export function favouriteHandlers({
  db,
  now,
  targets,
}: FavouriteHandlerDeps): Pick<CallHandlers, FavouriteCalls> {
  return {
    collectWeb: async ({ input, auth }) => {
      const existing = await findFavourite(db, auth.userId, input.kind, input.targetId);
      if (existing) return toFavourite(existing);
      const target = await resolveTarget(targets, input.kind, input.targetId);
      if (!target) throw new AppError(ERROR_CODES.notFound, FAVOURITE_MESSAGES.targetUnknown);
      const favourite = { userId: auth.userId, kind: input.kind, targetId: input.targetId };
      const added = await addFavourite(
        db,
        { ...favourite, title: target.title.slice(0, 200) },
        MAX_FAVOURITES,
        now(),
      );
      if (added === 'full') throw new AppError(ERROR_CODES.conflict, FAVOURITE_MESSAGES.tooMany);
      const row = await findFavourite(db, auth.userId, input.kind, input.targetId);
      if (!row) throw new Error('favourite vanished right after it was stored');
      return toFavourite(row);
    },

    listCollections: async ({ input, auth }) =>
      (await listFavourites(db, auth.userId, input.kind)).map(toFavourite),

    removeCollection: async ({ input, auth }) => {
      await removeFavourite(db, auth.userId, input.kind, input.targetId);
    },
  };
}
