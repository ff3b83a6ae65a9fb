// The 一分一段 (rank table) calls as TanStack queries: score → rank (the page and the home page's lookup box
// share it), rank → score, the equivalent scores of the other years, and the whole table. Failures (a rank
// beyond the table, a year without a table) are shown where the answer would be, so the calls skip the
// global toast, and a refusal is not asked again: the table does not change on a second try.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ApiCalls,
  CallInput,
  RankByRankQuery,
  RankEquivalentQuery,
  RankLookupQuery,
  RankTableQuery,
} from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, retryUnlessAnswered, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 30 * 60_000;

/** A 一分一段 call: silent (the page shows the reason), not asked again after an answer, cached 30 min. */
const rankTableCall = <N extends 'lookupRank' | 'rankByRank' | 'equivalentScores' | 'getRankTable'>(
  api: Pick<Api, N>,
  name: N,
  input: CallInput<ApiCalls[N]>,
) => queryOptions({ ...callQuery(api, name, input), retry: retryUnlessAnswered, staleTime: STALE_MS });

export const rankLookupQuery = (api: Api, query: RankLookupQuery) => rankTableCall(api, 'lookupRank', query);
export const rankByRankQuery = (api: Api, query: RankByRankQuery) => rankTableCall(api, 'rankByRank', query);
export const equivalentScoresQuery = (api: Api, query: RankEquivalentQuery) =>
  rankTableCall(api, 'equivalentScores', query);
export const rankTableQuery = (api: Api, query: RankTableQuery) => rankTableCall(api, 'getRankTable', query);

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
