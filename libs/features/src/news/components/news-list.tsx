// An announcement list (高考公告 or 强基计划): the page's heading, the keyword box, the announcements of the
// page newest first — title linking to the announcement, date, summary, 示例数据 on the examples — and the
// pager. Keyword and page live in the URL.
import { Link } from 'react-router';
import type { NewsCategory, NewsItem } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { Empty, Pagination, SampleBadge } from '@zhiyuan/ui';
import { useNewsList } from '../api/news.ts';
import { useListSearch } from '../hooks/use-list-search.ts';
import { newsMessages as t } from '../messages.ts';
import { newsContentLink } from '../paths.ts';
import { KeywordSearch } from './keyword-search.tsx';
import { LoadError, LoadingLines } from './load-states.tsx';

export const NEWS_PAGE_SIZE = 10;

export interface NewsListProps {
  category: NewsCategory;
  /** The page's h1; the category's name by default. */
  title?: string;
  pageSize?: number;
}

function NewsEntry({ item }: { item: NewsItem }) {
  const date = parseTime(item.publishedAt, '{y}-{m}-{d}');
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <h2 className="flex flex-wrap items-center gap-2 text-base font-medium">
        <Link
          to={newsContentLink(item.id)}
          className="text-foreground hover:text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {item.title}
        </Link>
        {item.sample && <SampleBadge />}
      </h2>
      {date && (
        <p className="text-xs text-muted-foreground">
          {t.publishedAt}：<time dateTime={item.publishedAt}>{date}</time>
        </p>
      )}
      {item.summary && <p className="text-sm text-muted-foreground">{item.summary}</p>}
    </li>
  );
}

export function NewsList({
  category,
  title = t.categories[category],
  pageSize = NEWS_PAGE_SIZE,
}: NewsListProps) {
  const { keyword, page, setKeyword, setPage } = useListSearch();
  const list = useNewsList({ category, keyword, page, pageSize });

  let body;
  if (list.isPending) body = <LoadingLines label={t.loading} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = <Empty description={keyword ? t.emptySearch(keyword) : t.empty} />;
  else {
    const { items, total } = list.data;
    body = (
      <>
        {keyword && (
          <p role="status" className="text-sm text-muted-foreground">
            {t.resultsFor(keyword, total)}
          </p>
        )}
        <ul
          aria-label={t.listLabel(title)}
          aria-busy={list.isPlaceholderData || undefined}
          className="divide-y"
        >
          {items.map((item) => (
            <NewsEntry key={item.id} item={item} />
          ))}
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
