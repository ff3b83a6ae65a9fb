// Whether one college, major or article is among the signed-in person's favourites, and 收藏 / 取消收藏
// for it. The list lives under the personal centre's query key, so adding here shows up in 我的收藏 and a
// removal there shows here. Both changes apply to the cached list at once and are undone if the server
// refuses.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite, FavouriteKind } from '@zhiyuan/contracts';
import { favouritesListQuery } from '../../profile/index.ts';
import { useDomain } from '../../shared/index.ts';

export interface FavouriteSubject {
  kind: FavouriteKind;
  targetId: string;
  /** Shown in 我的收藏 until the server's own answer replaces the optimistic entry. */
  title?: string;
}

const same = (a: Pick<Favourite, 'kind' | 'targetId'>, b: Pick<Favourite, 'kind' | 'targetId'>) =>
  a.kind === b.kind && a.targetId === b.targetId;

/** The favourites list (only fetched when `enabled`, i.e. signed in) and whether `subject` is in it. */
export function useIsFavourite(subject: FavouriteSubject, enabled: boolean) {
  const { api } = useDomain();
  const query = useQuery({ ...favouritesListQuery(api), enabled });
  const isFavourite = enabled && (query.data?.some((f) => same(f, subject)) ?? false);
  return { query, isFavourite };
}

/** 收藏 (`add: true`) or 取消收藏 (`add: false`) with an optimistic update of the shared list. */
export function useSetFavourite() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const { queryKey } = favouritesListQuery(api);
  return useMutation({
    mutationFn: async ({ subject, add }: { subject: FavouriteSubject; add: boolean }) => {
      const target = { kind: subject.kind, targetId: subject.targetId };
      if (add) await api.collectWeb(target);
      else await api.removeCollection(target);
    },
    onMutate: async ({ subject, add }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favourite[]>(queryKey);
      queryClient.setQueryData<Favourite[]>(queryKey, (list = []) => {
        const rest = list.filter((f) => !same(f, subject));
        if (!add) return rest;
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
