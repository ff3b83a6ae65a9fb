// /data/orderLine (一分一段): score ↔ rank, equivalent scores and the whole table; the query is in the URL.
import { RankTablePage as RankTable } from '@zhiyuan/feature-rank-table';

export function RankTablePage() {
  return <RankTable />;
}
