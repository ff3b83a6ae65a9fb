// GET /api/admissionPlan/electives as a TanStack query: the previous page stays on screen while the next
// loads; a failure is shown where the results would be.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ElectivesQuery } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 10 * 60_000;

export const electivesSearchQuery = (api: Api, query: ElectivesQuery) =>
  queryOptions({
    ...callQuery(api, 'searchByElectives', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

/** Asks only once the query is complete (two electives chosen). */
export function useElectivesSearch(query: ElectivesQuery | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...electivesSearchQuery(api, query ?? { category: '', electives: '' }),
    enabled: query !== undefined,
  });
}
