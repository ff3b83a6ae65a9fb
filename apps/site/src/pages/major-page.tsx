// /data/subject-detail?code= and /subject-data/subject-detail?code= (专业详情): the major named by the URL,
// with 收藏 beside its name.
import { useSearchParams } from 'react-router';
import { MajorDetailPage, prefetchMajorDetail } from '@zhiyuan/feature-majors';
import type { FetchAhead } from '../app/page-data.ts';
import { majorFavourite } from './favourite-slots.tsx';

export function DataMajorPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/data" favourite={majorFavourite} />;
}

export function SubjectDataMajorPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/subject-data" favourite={majorFavourite} />;
}

/** The major's page data (both addresses), fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = ({ url, api, queryClient }) =>
  prefetchMajorDetail(api, queryClient, url.searchParams.get('code'));
