// The college calls as TanStack queries: search (the previous page stays on screen while the next loads),
// detail, admission charter, majors offered, the admission history in the region, this year's plan and the
// estimate of its groups for a score. Errors are shown where the data would be (with 重试), so these calls skip
// the global error toast.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeAdmissionsQuery, CollegeSearchQuery, VolunteerCheckInput } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 5 * 60_000;

export const collegeSearchQuery = (api: Api, query: CollegeSearchQuery) =>
  queryOptions({
    ...callQuery(api, 'searchColleges', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

export const collegeQuery = (api: Api, id: number) =>
  queryOptions({ ...callQuery(api, 'getCollege', { id }), staleTime: STALE_MS });

export const collegeCharterQuery = (api: Api, id: number) =>
  queryOptions({ ...callQuery(api, 'getCollegeCharter', { id }), staleTime: STALE_MS });

export const collegeMajorsQuery = (api: Api, id: number) =>
  queryOptions({ ...callQuery(api, 'getCollegeMajors', { id }), staleTime: STALE_MS });

export const collegePlansQuery = (api: Api, id: number) =>
  queryOptions({ ...callQuery(api, 'getCollegePlans', { id }), staleTime: STALE_MS });

export const collegeAdmissionsQuery = (api: Api, query: CollegeAdmissionsQuery) =>
  queryOptions({
    ...callQuery(api, 'getCollegeAdmissions', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

/** The estimate of some groups for a score (院校对比): the 志愿表 check, which saves nothing. */
export const compareEstimateQuery = (api: Api, input: VolunteerCheckInput) =>
  queryOptions({ ...callQuery(api, 'checkVolunteerTable', input), staleTime: STALE_MS });

export function useCollegeSearch(query: CollegeSearchQuery) {
  const { api } = useDomain();
  return useQuery(collegeSearchQuery(api, query));
}

export function useCollege(id: number) {
  const { api } = useDomain();
  return useQuery(collegeQuery(api, id));
}

export function useCollegeCharter(id: number) {
  const { api } = useDomain();
  return useQuery(collegeCharterQuery(api, id));
}

export function useCollegeMajors(id: number) {
  const { api } = useDomain();
  return useQuery(collegeMajorsQuery(api, id));
}

export function useCollegePlans(id: number) {
  const { api } = useDomain();
  return useQuery(collegePlansQuery(api, id));
}

export function useCollegeAdmissions(query: CollegeAdmissionsQuery) {
  const { api } = useDomain();
  return useQuery(collegeAdmissionsQuery(api, query));
}
