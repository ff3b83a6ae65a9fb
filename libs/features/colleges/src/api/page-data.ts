// The queries a college page asks for on its first render, fetched ahead: the server's render of 院校详情, of
// 招生章程 or of 院校对比 then has its data before it draws (one render, not one per layer of the page: the
// profile's history, plan and majors wait for the college), and a router loader can start them beside the
// page's code. Each uses the query options and the parameters its component uses, so the keys are the ones it
// reads. 找学校's is in search-page-data.ts.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { readCompareIds } from '../utils/college-compare-path.ts';
import {
  collegeAdmissionsQuery,
  collegeCharterQuery,
  collegeMajorsQuery,
  collegePlansQuery,
  collegeQuery,
} from './colleges.ts';

/** What 院校详情 and 院校对比 both draw of college `id`: the college, its admission history (no filter) and plan. */
async function prefetchCollegeFacts(api: Api, queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(collegeQuery(api, id)),
    queryClient.prefetchQuery(collegeAdmissionsQuery(api, { id })),
    queryClient.prefetchQuery(collegePlansQuery(api, id)),
  ]);
}

/** 院校详情 of college `id`: the college, its admission history (no filter chosen yet), its plan and majors. */
export async function prefetchCollegeProfile(api: Api, queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    prefetchCollegeFacts(api, queryClient, id),
    queryClient.prefetchQuery(collegeMajorsQuery(api, id)),
  ]);
}

/** 招生章程 of college `id`. */
export async function prefetchCollegeCharter(api: Api, queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.prefetchQuery(collegeCharterQuery(api, id));
}

/**
 * 院校对比 of the URL's colleges (`params`): each one's facts. Its estimates for a score are the 志愿表 check,
 * a POST the server does not make for a page: they load in the browser.
 */
export async function prefetchCollegeCompare(
  api: Api,
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  await Promise.all(readCompareIds(params).map((id) => prefetchCollegeFacts(api, queryClient, id)));
}
