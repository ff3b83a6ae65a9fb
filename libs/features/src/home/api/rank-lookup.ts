// A score's place in the 一分一段 table (GET /api/rank/lookup): which ranks a candidate with it holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

export interface RankLookup {
  year: number;
  category: string;
  score: number;
}

export const rankLookupQuery = (api: Pick<Api, 'lookupRank'>, lookup: RankLookup) =>
  queryOptions({
    queryKey: ['rank', 'lookup', lookup],
    // The box says itself what went wrong (e.g. no table for the year), so no toast on top.
    queryFn: ({ signal }) => api.lookupRank(lookup, { signal, silent: true }),
    retry: (count, error) => !(isApiError(error) && error.kind === 'api') && count < 1,
    staleTime: 10 * 60_000,
  });

/** Looks up `lookup` once it is given (the form was sent). */
export function useRankLookup(lookup: RankLookup | null) {
  const { api } = useDomain();
  return useQuery({
    ...rankLookupQuery(api, lookup ?? { year: 0, category: '', score: 0 }),
    enabled: lookup !== null,
  });
}
