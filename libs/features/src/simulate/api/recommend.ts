// POST /api/simulate/recommend as a TanStack query: the candidate's rank, equivalent scores and one tier's
// page of suggestions. The previous answer stays on screen while the next page or tier loads, and failures
// are shown where the results would be, so the call skips the global toast.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendInput } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

const STALE_MS = 10 * 60_000;

export const recommendQuery = (api: Api, input: RecommendInput) =>
  queryOptions({
    queryKey: ['simulate', 'recommend', input],
    queryFn: ({ signal }) => api.simulateRecommend(input, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

export function useRecommend(input: RecommendInput | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...recommendQuery(api, input ?? { category: '', batch: '', rank: 1 }),
    enabled: input !== undefined,
  });
}
