// The query 找学校 asks for on its first render, fetched ahead (as page-data.ts does for the college pages).
// A module of its own: the pages that share a module share its imports too, and reading the URL's search
// brings the provinces and cities, which 院校详情, 招生章程 and 院校对比 have no use for (院校详情 loaded
// 6 KB gzip less once they were apart).
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { readCollegeFilters, toCollegeSearchQuery } from '../utils/college-query.ts';
import { collegeSearchQuery } from './colleges.ts';

/** 找学校 at the URL's search (`params`): its page of results. */
export async function prefetchCollegeSearch(
  api: Api,
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  await queryClient.prefetchQuery(collegeSearchQuery(api, toCollegeSearchQuery(readCollegeFilters(params))));
}
