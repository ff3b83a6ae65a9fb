// /data/orderLine (一分一段): score ↔ rank, equivalent scores and the whole table; the query is in the URL.
import { RankPage } from '@zhiyuan/features/rank';

export function OrderLinePage() {
  return <RankPage />;
}
