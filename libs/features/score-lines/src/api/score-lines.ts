// GET /api/scoreLine/list as a TanStack query. The whole list is small (a few lines per year and category),
// so it is fetched once and narrowed on the page; errors are shown in place with 重试.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreLineListQuery } from '@zhiyuan/contracts';
import { callKey, type Api } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export const scoreLinesQuery = (api: Api, query: ScoreLineListQuery = {}) =>
  queryOptions({
    queryKey: callKey('listScoreLines', query),
    queryFn: ({ signal }) => api.listScoreLines(query, { signal, silent: true }),
    staleTime: 30 * 60_000,
  });

export function useScoreLines(query: ScoreLineListQuery = {}) {
  const { api } = useDomain();
  return useQuery(scoreLinesQuery(api, query));
}
