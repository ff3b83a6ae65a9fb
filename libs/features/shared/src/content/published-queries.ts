// The public reading of published content as TanStack queries — a keyword list a page at a time and one item by
// id — made once for every kind that has a list call and a detail call (announcements, interpretation articles).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCalls, CallInput } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { callQuery } from '../api/call-query.ts';
import { retryUnlessAnswered } from '../api/retry.ts';
import { useDomain } from '@zhiyuan/feature-domain-context';
import { keywordListInput, type KeywordListParams } from './list-input.ts';

type ListCall = 'listNews' | 'listArticles';
type DetailCall = 'getNews' | 'getArticle';

/** What a list of `L` is asked with: the keyword list's page and keyword, and the call's own filter. */
export type PublishedListParams<L extends ListCall> = KeywordListParams &
  Omit<CallInput<ApiCalls[L]>, keyof KeywordListParams>;

export function publishedContentQueries<L extends ListCall, D extends DetailCall>(
  listCall: L,
  detailCall: D,
) {
  const listQuery = (api: Pick<Api, L>, params: PublishedListParams<L>) =>
    callQuery(api, listCall, keywordListInput(params) as CallInput<ApiCalls[L]>, { silent: false });

  function useList(params: PublishedListParams<L>) {
    const { api } = useDomain();
    // The previous page stays on screen while the next one loads, so paging does not flash a skeleton.
    return useQuery({ ...listQuery(api, params), placeholderData: keepPreviousData });
  }

  const detailQuery = (api: Pick<Api, D>, id: number) =>
    queryOptions({
      // Not found is shown on the page itself, not as a toast.
      ...callQuery(api, detailCall, { id } as CallInput<ApiCalls[D]>),
      retry: retryUnlessAnswered,
    });

  /** One item; `null` while there is no id to ask for. */
  function useDetail(id: number | null) {
    const { api } = useDomain();
    return useQuery({ ...detailQuery(api, id ?? 0), enabled: id !== null });
  }

  return { listQuery, useList, detailQuery, useDetail };
}
