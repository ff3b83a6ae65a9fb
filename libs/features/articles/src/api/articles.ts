// The interpretation articles (GET /api/article/list, GET /api/article/get) as TanStack queries.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKind } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import {
  callQuery,
  keywordListInput,
  retryUnlessAnswered,
  useDomain,
  type KeywordListParams,
} from '@zhiyuan/feature-shared';

export interface ArticleListParams extends KeywordListParams {
  kind: ArticleKind;
}

export const articleListQuery = (api: Pick<Api, 'listArticles'>, params: ArticleListParams) =>
  callQuery(api, 'listArticles', keywordListInput(params), { silent: false });

export function useArticleList(params: ArticleListParams) {
  const { api } = useDomain();
  return useQuery({ ...articleListQuery(api, params), placeholderData: keepPreviousData });
}

export const articleQuery = (api: Pick<Api, 'getArticle'>, id: number) =>
  queryOptions({
    // Not found is shown in the page, not as a toast.
    ...callQuery(api, 'getArticle', { id }),
    retry: retryUnlessAnswered,
  });

export function useArticle(id: number) {
  const { api } = useDomain();
  return useQuery(articleQuery(api, id));
}
