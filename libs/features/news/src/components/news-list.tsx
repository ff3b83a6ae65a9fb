// An announcement list (高考公告 or 强基计划): the page's heading, the keyword box, the announcements of the
// page newest first — title linking to the announcement, date, summary, 示例数据 on the examples — and the
// pager. Keyword and page live in the URL.
import { Link } from 'react-router';
import type { NewsCategory, NewsItem } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { SampleBadge } from '@zhiyuan/ui';
import { KeywordList, newsContentPath, useListSearch } from '@zhiyuan/feature-shared';
import { useNewsList } from '../api/news.ts';
import { newsMessages as t } from '../messages.ts';

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
          to={newsContentPath(item.id)}
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
  const search = useListSearch();
  const list = useNewsList({ category, keyword: search.keyword, page: search.page, pageSize });
  return (
    <KeywordList
      title={title}
      listLabel={t.listLabel(title)}
      search={search}
      list={list}
      pageSize={pageSize}
      texts={t}
      renderItem={(item) => <NewsEntry key={item.id} item={item} />}
    />
  );
}
