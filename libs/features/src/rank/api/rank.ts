// The 一分一段 calls as TanStack queries: score → rank, rank → score, the equivalent scores of the other
// years, and the whole table. Failures (a rank beyond the table, a year without a table) are shown where the
// answer would be, so the calls skip the global toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  RankByRankQuery,
  RankEquivalentQuery,
  RankLookupQuery,
  RankTableQuery,
} from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

const STALE_MS = 30 * 60_000;

export const rankLookupQuery = (api: Api, query: RankLookupQuery) =>
  queryOptions({
    queryKey: ['rank', 'lookup', query],
    queryFn: ({ signal }) => api.lookupRank(query, { signal, silent: true }),
    staleTime: STALE_MS,
  });

export const rankByRankQuery = (api: Api, query: RankByRankQuery) =>
  queryOptions({
    queryKey: ['rank', 'byRank', query],
    queryFn: ({ signal }) => api.rankByRank(query, { signal, silent: true }),
    staleTime: STALE_MS,
  });

export const equivalentScoresQuery = (api: Api, query: RankEquivalentQuery) =>
  queryOptions({
    queryKey: ['rank', 'equivalent', query],
    queryFn: ({ signal }) => api.equivalentScores(query, { signal, silent: true }),
    staleTime: STALE_MS,
  });

export const rankTableQuery = (api: Api, query: RankTableQuery) =>
  queryOptions({
    queryKey: ['rank', 'table', query],
    queryFn: ({ signal }) => api.getRankTable(query, { signal, silent: true }),
    staleTime: STALE_MS,
  });

export function useRankLookup(query: RankLookupQuery | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...rankLookupQuery(api, query ?? { year: 0, category: '', score: 0 }),
    enabled: query !== undefined,
  });
}

export function useRankByRank(query: RankByRankQuery | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...rankByRankQuery(api, query ?? { year: 0, category: '', rank: 0 }),
    enabled: query !== undefined,
  });
}

export function useEquivalentScores(query: RankEquivalentQuery | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...equivalentScoresQuery(api, query ?? { year: 0, category: '', score: 0 }),
    enabled: query !== undefined,
  });
}

export function useRankTable(query: RankTableQuery | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...rankTableQuery(api, query ?? { year: 0, category: '' }),
    enabled: query !== undefined,
  });
}
