// The major calls as TanStack queries: the catalog tree (门类 → 专业类 → 专业) of an edition, search, a major
// with the universities offering it, and its admission rows in the region (the big-data search narrowed to
// major rows named like it). Errors are shown in place with 重试, so the calls skip the global toast.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdmissionSearchQuery, MajorSearchQuery, MajorTreeQuery } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

const STALE_MS = 10 * 60_000;

export const majorTreeQuery = (api: Api, query: MajorTreeQuery) =>
  queryOptions({
    ...callQuery(api, 'getMajorTree', query),
    staleTime: STALE_MS,
  });

export const majorSearchQuery = (api: Api, query: MajorSearchQuery) =>
  queryOptions({
    ...callQuery(api, 'searchMajors', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

export const majorQuery = (api: Api, code: string) =>
  queryOptions({
    ...callQuery(api, 'getMajor', { code }),
    staleTime: STALE_MS,
  });

/** How many admission rows a major's page shows at a time. */
export const MAJOR_HISTORY_PAGE_SIZE = 20;

/** What 专业详情's 在内蒙古的录取情况 asks for: the major's rows by name, newest year first, a page at a time. */
export function majorHistoryQuery(
  majorName: string,
  {
    page = 1,
    year,
    category,
  }: { page?: number; year?: number | undefined; category?: string | undefined } = {},
): AdmissionSearchQuery {
  return {
    keyword: majorName,
    scope: 'major',
    sort: 'year-desc',
    page,
    pageSize: MAJOR_HISTORY_PAGE_SIZE,
    ...(year === undefined ? {} : { year }),
    ...(category ? { category } : {}),
  };
}

/** A major code as the URL gives it, trimmed, or null when it is not one (080901, 080901K, 100201TK …). */
export function majorCodeOf(raw: string | null): string | null {
  const trimmed = raw?.trim() ?? '';
  return /^\d{5,7}[TK]{0,2}$/i.test(trimmed) ? trimmed : null;
}

export const majorAdmissionsQuery = (api: Api, query: AdmissionSearchQuery) =>
  queryOptions({
    ...callQuery(api, 'searchAdmissions', query),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

export function useMajorTree(query: MajorTreeQuery) {
  const { api } = useDomain();
  return useQuery(majorTreeQuery(api, query));
}

export function useMajorSearch(query: MajorSearchQuery, enabled: boolean) {
  const { api } = useDomain();
  return useQuery({ ...majorSearchQuery(api, query), enabled });
}

export function useMajor(code: string) {
  const { api } = useDomain();
  return useQuery(majorQuery(api, code));
}

export function useMajorAdmissions(query: AdmissionSearchQuery) {
  const { api } = useDomain();
  return useQuery(majorAdmissionsQuery(api, query));
}
