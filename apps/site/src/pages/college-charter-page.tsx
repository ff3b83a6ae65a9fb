// /data/report-detail?id= (招生章程): the admission charter of the college named by the URL's id.
import { useSearchParams } from 'react-router';
import { CollegeCharterPage as CollegeCharter } from '@zhiyuan/feature-colleges';
import { positiveId } from './url-params.ts';

export function CollegeCharterPage() {
  const [params] = useSearchParams();
  return <CollegeCharter id={positiveId(params.get('id'))} />;
}
