// The favourites module (收藏): owns favourites and answers the add, list and remove calls. The modules that
// own what can be favourited give the resolvers of their kinds' titles.
import type { CallHandlers } from '../../http/calls.ts';
import { favouriteHandlers, type FavouriteCalls, type FavouriteHandlerDeps } from './handlers.ts';

export type { FavouriteTargetResolver, FavouriteTargetResolvers } from './targets.ts';
export type FavouritesDeps = FavouriteHandlerDeps;

export function createFavourites(deps: FavouritesDeps): { handlers: Pick<CallHandlers, FavouriteCalls> } {
  return { handlers: favouriteHandlers(deps) };
}
