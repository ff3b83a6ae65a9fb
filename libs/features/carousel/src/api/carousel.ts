// The home carousel's banners (GET /api/scrollSetting/getScrollImages), enabled ones in order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey, type Api } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export const carouselQuery = (api: Pick<Api, 'getScrollImages'>) =>
  queryOptions({
    queryKey: callKey('getScrollImages'),
    // Decoration: a failure leaves the space empty rather than raising a toast on the home page.
    queryFn: ({ signal }) => api.getScrollImages({ signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export function useCarousel() {
  const { api } = useDomain();
  return useQuery(carouselQuery(api));
}
