// What the server keeps about the signed-in person, as TanStack query options shared by the features that
// show it (the personal centre edits it, 模拟填报 starts from it and prints it): account details, student
// info, exam results, and the region's high schools the info points at. Keys follow the contract's calls;
// the person's own data sits under the account prefix, which the session reset drops.
import { queryOptions } from '@tanstack/react-query';
import type { ExamResult } from '@zhiyuan/contracts';
import { accountCallKey, callKey, type Api } from '@zhiyuan/domain';

export const userInfoQuery = (api: Pick<Api, 'getUserInfo'>) =>
  queryOptions({
    queryKey: accountCallKey('getUserInfo'),
    queryFn: ({ signal }) => api.getUserInfo({ signal }),
  });

export const studentInfoQuery = (api: Pick<Api, 'getStudentInfo'>) =>
  queryOptions({
    queryKey: accountCallKey('getStudentInfo'),
    queryFn: ({ signal }) => api.getStudentInfo({ signal }),
  });

export const studentScoresQuery = (api: Pick<Api, 'getStudentScore'>) =>
  queryOptions({
    queryKey: accountCallKey('getStudentScore'),
    queryFn: ({ signal }) => api.getStudentScore({ signal }),
  });

/** The region's high schools: public and rarely changed. */
export const highSchoolsQuery = (api: Pick<Api, 'getHighSchools'>) =>
  queryOptions({
    queryKey: callKey('getHighSchools'),
    queryFn: ({ signal }) => api.getHighSchools({ signal }),
    staleTime: 60 * 60 * 1000,
  });

/** The latest 高考 result among the exam results, if any. */
export function latestGaokao(results: readonly ExamResult[] | undefined): ExamResult | undefined {
  return [...(results ?? [])]
    .filter((r) => r.isGaokao)
    .sort((a, b) => b.examDate.localeCompare(a.examDate))[0];
}
