// /data/college-page?id= (院校详情): the college named by the URL's id, with 收藏 beside its name.
import { useSearchParams } from 'react-router';
import { CollegeProfilePage } from '@zhiyuan/feature-colleges';
import { collegeFavourite } from './favourite-slots.tsx';
import { positiveId } from './url-params.ts';

export function CollegePage() {
  const [params] = useSearchParams();
  return <CollegeProfilePage id={positiveId(params.get('id'))} favourite={collegeFavourite} />;
}
