// /data/college-page?id= (院校详情): the college named by the URL's id, with 收藏 beside its name.
import { useSearchParams } from 'react-router';
import { CollegeProfilePage, prefetchCollegeProfile } from '@zhiyuan/feature-colleges';
import type { FetchAhead } from '../app/page-data.ts';
import { collegeFavourite } from './favourite-slots.tsx';
import { positiveId } from './url-params.ts';

export function CollegePage() {
  const [params] = useSearchParams();
  return <CollegeProfilePage id={positiveId(params.get('id'))} favourite={collegeFavourite} />;
}

/** The college's page data, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = async ({ url, api, queryClient }) => {
  const id = positiveId(url.searchParams.get('id'));
  if (id !== null) await prefetchCollegeProfile(api, queryClient, id);
};
