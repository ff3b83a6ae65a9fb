// The queries a college page asks for on its first render, fetched ahead: the server's render of 找学校 or of
// 院校详情 then has its data before it draws (one render, not one per layer of the page: the profile's
// history, plan and majors wait for the college), and a router loader can start them beside the page's code.
// Each uses the query options and the parameters its component uses, so the keys are the ones it reads.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { readCollegeFilters, toCollegeSearchQuery } from '../utils/college-query.ts';
import {
  collegeAdmissionsQuery,
  collegeMajorsQuery,
  collegePlansQuery,
  collegeQuery,
  collegeSearchQuery,
} from './colleges.ts';

/** 找学校 at the URL's search (`params`): its page of results. */
export async function prefetchCollegeSearch(
  api: Api,
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  await queryClient.prefetchQuery(collegeSearchQuery(api, toCollegeSearchQuery(readCollegeFilters(params))));
}

/** 院校详情 of college `id`: the college, its admission history (no filter chosen yet), its plan and majors. */
export async function prefetchCollegeProfile(api: Api, queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(collegeQuery(api, id)),
    queryClient.prefetchQuery(collegeAdmissionsQuery(api, { id })),
    queryClient.prefetchQuery(collegePlansQuery(api, id)),
    queryClient.prefetchQuery(collegeMajorsQuery(api, id)),
  ]);
}
