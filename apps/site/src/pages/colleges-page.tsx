// /data/colleges (找学校): the college search, whose whole query is the URL's.
import { CollegeSearchPage, prefetchCollegeSearch } from '@zhiyuan/feature-colleges';
import { pageDataLoader } from '../app/page-data.ts';

export function CollegesPage() {
  return <CollegeSearchPage />;
}

/** The URL's page of results, fetched ahead of the server's render. */
export const loader = pageDataLoader(({ url, api, queryClient }) =>
  prefetchCollegeSearch(api, queryClient, url.searchParams),
);
