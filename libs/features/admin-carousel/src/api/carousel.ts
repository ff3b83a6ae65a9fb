// 轮播图 of the back office (GET/POST /api/admin/carousel/…) as TanStack queries and mutations.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveCarouselBody } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useCarouselItems() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listCarousel'),
    queryFn: ({ signal }) => api.listCarousel({ signal, silent: true }),
  });
}

export function useCarouselActions() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey('listCarousel') }),
      queryClient.invalidateQueries({ queryKey: callKey('getScrollImages') }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: SaveCarouselBody) => api.saveCarousel(body, { silent: true }),
      onSettled,
    }),
    toggle: useMutation({
      mutationFn: (body: SaveCarouselBody) => api.saveCarousel(body),
      onSettled,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => api.reorderCarousel({ ids }),
      onMutate: (ids) => {
        // The new order shows at once; the server's answer (or a refetch after a failure) settles it.
        queryClient.setQueryData(callKey('listCarousel'), (items: { id: number }[] | undefined) =>
          items ? ids.map((id) => items.find((item) => item.id === id)!).filter(Boolean) : items,
        );
      },
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.removeCarousel({ id }), onSettled }),
  };
}
