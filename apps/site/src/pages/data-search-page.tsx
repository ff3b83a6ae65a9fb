// /data-search/data-search (大数据查询): the admission records with the query in the URL; the export links
// point at the same API prefix as every other call.
import { DataSearchPage } from '@zhiyuan/features/data-search';

export function BigDataSearchPage() {
  return <DataSearchPage apiBase={import.meta.env.VITE_API_BASE ?? ''} />;
}
