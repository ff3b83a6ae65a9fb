// The announcements (GET /api/news/list, GET /api/news/get) as TanStack queries.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import {
  callQuery,
  keywordListInput,
  retryUnlessAnswered,
  useDomain,
  type KeywordListParams,
} from '@zhiyuan/feature-shared';

export interface NewsListParams extends KeywordListParams {
  category: NewsCategory;
}

export const newsListQuery = (api: Pick<Api, 'listNews'>, params: NewsListParams) =>
  callQuery(api, 'listNews', keywordListInput(params), { silent: false });

export function useNewsList(params: NewsListParams) {
  const { api } = useDomain();
  // The previous page stays on screen while the next one loads, so paging does not flash a skeleton.
  return useQuery({ ...newsListQuery(api, params), placeholderData: keepPreviousData });
}

export const newsDetailQuery = (api: Pick<Api, 'getNews'>, id: number) =>
  queryOptions({
    // Not found is shown on the page itself, not as a toast.
    ...callQuery(api, 'getNews', { id }),
    retry: retryUnlessAnswered,
  });

export function useNewsDetail(id: number | null) {
  const { api } = useDomain();
  return useQuery({ ...newsDetailQuery(api, id ?? 0), enabled: id !== null });
}
