// The signed-in person's favourites (GET /api/userCollections/list, newest first) and the one way to change
// them: 收藏 (POST /api/userCollections/collectWeb) or 取消收藏 (POST /api/userCollections/remove). The change
// applies to the cached list at once — so the 收藏 button and 我的收藏 stay in step — and is undone if the
// server refuses.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite, FavouriteKind } from '@zhiyuan/contracts';
import { accountCallKey, type Api } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export interface FavouriteSubject {
  kind: FavouriteKind;
  targetId: string;
  /** Shown in 我的收藏 until the server's own answer replaces the optimistic entry. */
  title?: string;
}

const same = (a: Pick<Favourite, 'kind' | 'targetId'>, b: Pick<Favourite, 'kind' | 'targetId'>) =>
  a.kind === b.kind && a.targetId === b.targetId;

export const favouritesQuery = (api: Pick<Api, 'listCollections'>) =>
  queryOptions({
    queryKey: accountCallKey('listCollections', {}),
    queryFn: ({ signal }) => api.listCollections({}, { signal }),
  });

/** The favourites; only fetched while `enabled` (signed in). */
export function useFavourites(enabled = true) {
  const { api } = useDomain();
  return useQuery({ ...favouritesQuery(api), enabled });
}

/** The favourites list (only fetched when `enabled`, i.e. signed in) and whether `subject` is in it. */
export function useIsFavourite(subject: FavouriteSubject, enabled: boolean) {
  const query = useFavourites(enabled);
  const isFavourite = enabled && (query.data?.some((f) => same(f, subject)) ?? false);
  return { query, isFavourite };
}

/** 收藏 (`add: true`) or 取消收藏 (`add: false`) with an optimistic update of the list. */
export function useSetFavourite() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const { queryKey } = favouritesQuery(api);
  return useMutation({
    mutationFn: async ({ subject, add }: { subject: FavouriteSubject; add: boolean }) => {
      const target = { kind: subject.kind, targetId: subject.targetId };
      if (add) await api.collectWeb(target);
      else await api.removeCollection(target);
    },
    onMutate: async ({ subject, add }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favourite[]>(queryKey);
      queryClient.setQueryData<Favourite[]>(queryKey, (list) => {
        const rest = (list ?? []).filter((f) => !same(f, subject));
        if (!add) return list && rest;
        const entry: Favourite = {
          kind: subject.kind,
          targetId: subject.targetId,
          title: subject.title ?? '',
          createdAt: new Date().toISOString(),
        };
        return [entry, ...rest];
      });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
