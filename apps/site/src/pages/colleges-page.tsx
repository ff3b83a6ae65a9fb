// /data/colleges (找学校): the college search, whose whole query is the URL's.
import { CollegeSearchPage, prefetchCollegeSearch } from '@zhiyuan/feature-colleges';
import type { FetchAhead } from '../app/page-data.ts';

export function CollegesPage() {
  return <CollegeSearchPage />;
}

/** The URL's page of results, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = ({ url, api, queryClient }) =>
  prefetchCollegeSearch(api, queryClient, url.searchParams);
