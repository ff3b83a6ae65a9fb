// POST /api/simulate/recommend as a TanStack query: the candidate's rank, equivalent scores and one tier's
// page of suggestions. The previous answer stays on screen while the next page or tier loads, and failures
// are shown where the results would be, so the call skips the global toast.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendInput } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 10 * 60_000;

export const recommendQuery = (api: Api, input: RecommendInput) =>
  queryOptions({
    ...callQuery(api, 'simulateRecommend', input),
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
