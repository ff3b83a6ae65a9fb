// The favourites (GET /api/userCollections/list, newest first) and 取消收藏 (POST
// /api/userCollections/remove), which removes the item at once and puts it back if the server refuses.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite, FavouriteTarget } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { accountQueryKey, useDomain } from '../../shared/index.ts';

export const favouritesListQuery = (api: Api) =>
  queryOptions({
    queryKey: accountQueryKey('favourites'),
    queryFn: ({ signal }) => api.listCollections({}, { signal }),
  });

export function useFavourites() {
  const { api } = useDomain();
  return useQuery(favouritesListQuery(api));
}

export function useRemoveFavourite() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const { queryKey } = favouritesListQuery(api);
  return useMutation({
    mutationFn: (target: FavouriteTarget) => api.removeCollection(target),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favourite[]>(queryKey);
      queryClient.setQueryData<Favourite[]>(queryKey, (list) =>
        list?.filter((f) => !(f.kind === target.kind && f.targetId === target.targetId)),
      );
      return { previous };
    },
    onError: (_error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
