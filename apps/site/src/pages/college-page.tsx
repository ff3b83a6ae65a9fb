// /data/college-page?id= (院校详情): the college named by the URL's id.
import { useSearchParams } from 'react-router';
import { CollegeProfilePage } from '@zhiyuan/features/colleges';
import { positiveId } from './url-params.ts';

export function CollegePage() {
  const [params] = useSearchParams();
  return <CollegeProfilePage id={positiveId(params.get('id'))} />;
}
