// /data/report-detail?id= (招生章程): the admission charter of the college named by the URL's id.
import { useSearchParams } from 'react-router';
import { CollegeCharterPage } from '@zhiyuan/features/colleges';
import { positiveId } from './url-params.ts';

export function ReportDetailPage() {
  const [params] = useSearchParams();
  return <CollegeCharterPage id={positiveId(params.get('id'))} />;
}
