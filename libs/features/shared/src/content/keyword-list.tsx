// The page of a list with a keyword box (公告, 解读): its heading and keyword box, then the list of the page —
// or its skeleton, 加载失败 with 重试, or nothing found — with the search summary, the 示例数据 note when the
// page holds examples, and the pager. The caller keeps keyword and page (useListSearch) and asks the list.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, LoadError, LoadingSkeleton, Pagination } from '@zhiyuan/ui';
import { KeywordSearch } from './keyword-search.tsx';
import type { ListSearch } from './use-list-search.ts';

export interface KeywordListTexts {
  loading: string;
  loadFailed: string;
  empty: string;
  emptySearch: (keyword: string) => string;
  resultsFor: (keyword: string, total: number) => string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Under a page holding examples. */
  sampleNote: string;
}

export interface KeywordListProps<T extends { id: number; sample: boolean }> {
  /** The page's h1. */
  title: string;
  /** The list's accessible name. */
  listLabel: string;
  search: ListSearch;
  list: UseQueryResult<{ items: T[]; total: number }>;
  pageSize: number;
  texts: KeywordListTexts;
  /** One entry: an <li>. */
  renderItem: (item: T) => ReactNode;
}

export function KeywordList<T extends { id: number; sample: boolean }>({
  title,
  listLabel,
  search,
  list,
  pageSize,
  texts: t,
  renderItem,
}: KeywordListProps<T>) {
  const { keyword, page, setKeyword, setPage } = search;
  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError) {
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = <Empty description={keyword ? t.emptySearch(keyword) : t.empty} />;
  } else {
    const { items, total } = list.data;
    body = (
      <>
        {keyword && (
          <p role="status" className="text-sm text-muted-foreground">
            {t.resultsFor(keyword, total)}
          </p>
        )}
        <ul aria-label={listLabel} aria-busy={list.isPlaceholderData || undefined} className="divide-y">
          {items.map(renderItem)}
        </ul>
        {items.some((item) => item.sample) && <p className="text-xs text-muted-foreground">{t.sampleNote}</p>}
        {total > pageSize && (
          <Pagination
            total={total}
            page={page}
            pageSize={pageSize}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            className="justify-center pt-2"
          />
        )}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:justify-between">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <KeywordSearch
          keyword={keyword}
          onSearch={setKeyword}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
        />
      </div>
      {body}
    </section>
  );
}
