// /data/orderLine (一分一段): score ↔ rank, equivalent scores and the whole table; the query is in the URL.
import { prefetchRankTable, RankTablePage as RankTable } from '@zhiyuan/feature-rank-table';
import type { FetchAhead } from '../app/page-data.ts';

export function RankTablePage() {
  return <RankTable />;
}

/** The URL's lookups and table, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = ({ url, api, queryClient }) =>
  prefetchRankTable(api, queryClient, url.searchParams);
