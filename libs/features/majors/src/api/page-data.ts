// The queries 专业详情 asks for on its first render, fetched ahead: the server's render then has its data
// before it draws (one render, not three: the admission rows are asked for by the major's name, which comes
// with the major). The same query options and parameters as its components, so the keys are the ones they read.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { majorAdmissionsQuery, majorCodeOf, majorHistoryQuery, majorQuery } from './majors.ts';

/** 专业详情 of the URL's `code`: the major with the colleges offering it, then its admission rows. */
export async function prefetchMajorDetail(
  api: Api,
  queryClient: QueryClient,
  code: string | null,
): Promise<void> {
  const majorCode = majorCodeOf(code);
  if (majorCode === null) return;
  await queryClient.prefetchQuery(majorQuery(api, majorCode));
  const major = queryClient.getQueryData(majorQuery(api, majorCode).queryKey);
  if (major) await queryClient.prefetchQuery(majorAdmissionsQuery(api, majorHistoryQuery(major.name)));
}
