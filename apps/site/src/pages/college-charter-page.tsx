// /data/report-detail?id= (招生章程): the admission charter of the college named by the URL's id.
import { useSearchParams } from 'react-router';
import { CollegeCharterPage as CollegeCharter, prefetchCollegeCharter } from '@zhiyuan/feature-colleges';
import type { FetchAhead } from '../app/page-data.ts';
import { positiveId } from './url-params.ts';

export function CollegeCharterPage() {
  const [params] = useSearchParams();
  return <CollegeCharter id={positiveId(params.get('id'))} />;
}

/** The charter, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = async ({ url, api, queryClient }) => {
  const id = positiveId(url.searchParams.get('id'));
  if (id !== null) await prefetchCollegeCharter(api, queryClient, id);
};
