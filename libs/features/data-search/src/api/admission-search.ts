// GET /api/admission/search as TanStack queries: the page the table shows, and the first hundred rows of the
// same query for the score distribution. The previous page stays on screen while the next loads; failures
// are shown where the results would be, so the calls skip the global toast.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdmissionSearchQuery } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 10 * 60_000;

export const admissionSearchQuery = (api: Api, query: AdmissionSearchQuery) =>
  queryOptions({
    ...callQuery(api, 'searchAdmissions', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

export function useAdmissionSearch(query: AdmissionSearchQuery) {
  const { api } = useDomain();
  return useQuery(admissionSearchQuery(api, query));
}
