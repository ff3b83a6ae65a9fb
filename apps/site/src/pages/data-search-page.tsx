// /data-search/data-search (大数据查询): the admission records with the query in the URL, and the trend of the
// college chosen in the results (the colleges feature's); the export links point at the same API prefix as
// every other call.
import { CollegeTrend } from '@zhiyuan/feature-colleges';
import { DataSearchPage as DataSearch } from '@zhiyuan/feature-data-search';

export function DataSearchPage() {
  return (
    <DataSearch
      apiBase={import.meta.env.VITE_API_BASE ?? ''}
      collegeTrend={({ collegeId, onClose }) => <CollegeTrend collegeId={collegeId} onClose={onClose} />}
    />
  );
}
