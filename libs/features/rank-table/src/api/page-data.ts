// The queries 一分一段 asks for on its first render, fetched ahead: the server's render then has its answers
// before it draws (one render, not one to learn what the page asks for and another once it has come). The
// year and category default to the site configuration's newest, so the configuration comes first (the server
// fetches it beside this: the same query, asked once), then the calls the page makes for the URL's query
// (`rankCalls`), with the query options it uses.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { rankCalls, readRankQuery } from '../utils/rank-query.ts';
import { equivalentScoresQuery, rankByRankQuery, rankLookupQuery, rankTableQuery } from './rank-table.ts';

/** 一分一段 at the URL's query (`params`: year, category, score, rank): its lookups and its table. */
export async function prefetchRankTable(
  api: Api,
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  await queryClient.prefetchQuery(siteConfigQuery(api));
  const config = queryClient.getQueryData(siteConfigQuery(api).queryKey);
  if (!config) return;
  const { lookup, byRank, equivalent, table } = rankCalls(readRankQuery(params, config.years));
  await Promise.all([
    lookup && queryClient.prefetchQuery(rankLookupQuery(api, lookup)),
    byRank && queryClient.prefetchQuery(rankByRankQuery(api, byRank)),
    equivalent && queryClient.prefetchQuery(equivalentScoresQuery(api, equivalent)),
    table && queryClient.prefetchQuery(rankTableQuery(api, table)),
  ]);
}
