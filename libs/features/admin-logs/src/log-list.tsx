// What both logs share: the title, a search form kept in the URL (?keyword=…&page=…), the load, error and
// empty states and the pager around a list of entries.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, LoadError, LoadingSkeleton, Pagination, SearchField } from '@zhiyuan/ui';
import type { ListSearch } from '@zhiyuan/feature-shared';
import { adminLogsMessages } from './messages.ts';

export const LOG_PAGE_SIZE = 20;

export interface LogListProps<T> {
  title: string;
  searchLabel: string;
  search: ListSearch;
  query: UseQueryResult<{ total: number; items: T[] }>;
  /** More search controls beside the keyword. */
  filters?: ReactNode;
  empty: string;
  children: (items: T[]) => ReactNode;
}

export function LogList<T>({ title, searchLabel, search, query, filters, empty, children }: LogListProps<T>) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{adminLogsMessages.readOnly}</p>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          search.setKeyword(String(new FormData(event.currentTarget).get('keyword') ?? ''));
        }}
      >
        <SearchField
          key={search.keyword}
          name="keyword"
          label={searchLabel}
          defaultValue={search.keyword}
          className="flex-1"
        />
        {filters}
      </form>
      {query.isPending ? (
        <LoadingSkeleton label={adminLogsMessages.loading(title)} rows={5} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <>
          {children(query.data.items)}
          <Pagination
            total={query.data.total}
            page={search.page}
            pageSize={LOG_PAGE_SIZE}
            onChange={search.setPage}
            showTotal
          />
        </>
      )}
    </section>
  );
}
