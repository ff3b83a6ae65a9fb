// The interpretation articles (GET /api/article/list, GET /api/article/get) as TanStack queries.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKind } from '@zhiyuan/contracts';
import { isApiError, type Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

export interface ArticleListParams {
  kind: ArticleKind;
  keyword: string;
  page: number;
  pageSize: number;
}

export const articleListQuery = (api: Pick<Api, 'listArticles'>, params: ArticleListParams) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: ({ signal }) =>
      api.listArticles(
        {
          kind: params.kind,
          page: params.page,
          pageSize: params.pageSize,
          ...(params.keyword ? { keyword: params.keyword } : {}),
        },
        { signal },
      ),
  });

export function useArticleList(params: ArticleListParams) {
  const { api } = useDomain();
  return useQuery({ ...articleListQuery(api, params), placeholderData: keepPreviousData });
}

export const articleQuery = (api: Pick<Api, 'getArticle'>, id: number) =>
  queryOptions({
    queryKey: ['articles', 'detail', id],
    // Not found is shown in the page, not as a toast.
    queryFn: ({ signal }) => api.getArticle({ id }, { signal, silent: true }),
    // The server's answer does not change on a second try; a lost connection might.
    retry: (count, error) => !(isApiError(error) && error.kind === 'api') && count < 1,
  });

export function useArticle(id: number) {
  const { api } = useDomain();
  return useQuery(articleQuery(api, id));
}
