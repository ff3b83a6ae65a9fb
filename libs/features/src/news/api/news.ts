// The announcements (GET /api/news/list, GET /api/news/get) as TanStack queries.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '@zhiyuan/contracts';
import { isApiError, type Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

export interface NewsListParams {
  category: NewsCategory;
  keyword: string;
  page: number;
  pageSize: number;
}

export const newsListQuery = (api: Pick<Api, 'listNews'>, params: NewsListParams) =>
  queryOptions({
    queryKey: ['news', 'list', params],
    queryFn: ({ signal }) =>
      api.listNews(
        {
          category: params.category,
          page: params.page,
          pageSize: params.pageSize,
          ...(params.keyword ? { keyword: params.keyword } : {}),
        },
        { signal },
      ),
  });

export function useNewsList(params: NewsListParams) {
  const { api } = useDomain();
  // The previous page stays on screen while the next one loads, so paging does not flash a skeleton.
  return useQuery({ ...newsListQuery(api, params), placeholderData: keepPreviousData });
}

export const newsDetailQuery = (api: Pick<Api, 'getNews'>, id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id],
    // Not found is shown on the page itself, not as a toast.
    queryFn: ({ signal }) => api.getNews({ id }, { signal, silent: true }),
    // The server's answer (not found, or a refusal) does not change on a second try; a lost connection might.
    retry: (count, error) => !(isApiError(error) && error.kind === 'api') && count < 1,
  });

export function useNewsDetail(id: number | null) {
  const { api } = useDomain();
  return useQuery({ ...newsDetailQuery(api, id ?? 0), enabled: id !== null });
}
