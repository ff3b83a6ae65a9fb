// The newest announcements of one category, for the home page: a card with the category as its heading, a
// 更多 link to the full list, and the latest titles with their dates.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsCategory } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  SampleBadge,
} from '@zhiyuan/ui';
import { NEWS_LIST_PATHS, newsContentPath } from '@zhiyuan/feature-shared';
import { useNewsList } from '../api/news.ts';
import { newsMessages as t } from '../messages.ts';

export interface LatestNewsProps {
  category: NewsCategory;
  limit?: number;
  /** Level of the card's heading; h2 under the home page's h1. */
  headingAs?: 'h2' | 'h3';
  className?: string;
}

export function LatestNews({ category, limit = 5, headingAs = 'h2', className }: LatestNewsProps) {
  const list = useNewsList({ category, keyword: '', page: 1, pageSize: limit });
  const name = t.categories[category];

  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} rows={3} />;
  else if (list.isError)
    body = (
      <LoadError
        title={t.loadFailed}
        titleAs={headingAs === 'h2' ? 'h3' : 'h2'}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.items.length === 0) body = <Empty description={t.empty} />;
  else
    body = (
      <ul aria-label={t.listLabel(name)} className="flex flex-col divide-y">
        {list.data.items.map((item) => {
          const date = parseTime(item.publishedAt, '{y}-{m}-{d}');
          return (
            <li key={item.id} className="flex items-center gap-2 py-2.5 text-sm">
              <Link
                to={newsContentPath(item.id)}
                className="min-w-0 flex-1 truncate text-foreground hover:text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.title}
              </Link>
              {item.sample && <SampleBadge />}
              {date && (
                <time dateTime={item.publishedAt} className="shrink-0 text-xs text-muted-foreground">
                  {date}
                </time>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    // min-w-0: in a grid cell, long titles are cut with … instead of widening the page.
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle as={headingAs} className="text-lg font-semibold">
          {name}
        </CardTitle>
        <Link
          to={NEWS_LIST_PATHS[category]}
          aria-label={t.moreOf(name)}
          className="inline-flex items-center text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t.more}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
