// One announcement (/news/news-content?id=…): its title as the page's heading, category, date and 示例数据
// for the examples, the body, and 打印, which opens the print preview layer (打印预览 with its 打印 button).
// The text is a print region, so printing the page prints only the announcement. Once it is there, its title
// and summary are the document's title and description, and its address the canonical URL.
import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { NewsDetail } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { isApiError, parseTime } from '@zhiyuan/domain';
import { Badge, Button, LoadError, LoadingSkeleton, PrintRegion, Result, SampleBadge } from '@zhiyuan/ui';
import {
  contentPageMeta,
  NEWS_LIST_PATHS,
  newsContentPath,
  parseId,
  TextBlocks,
  usePageMeta,
} from '@zhiyuan/feature-shared';
import { useNewsDetail } from '../api/news.ts';
import { newsMessages as t } from '../messages.ts';

function Announcement({ news }: { news: NewsDetail }) {
  const date = parseTime(news.publishedAt, '{y}-{m}-{d}');
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-2 border-b pb-4">
        <h1 className="text-2xl leading-snug font-semibold">{news.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t.categories[news.category]}</Badge>
          {date && (
            <span>
              {t.publishedAt}：<time dateTime={news.publishedAt}>{date}</time>
            </span>
          )}
          {news.sample && <SampleBadge />}
        </p>
      </header>
      <TextBlocks blocks={news.blocks} />
      {news.sample && <p className="text-xs text-muted-foreground">{t.sampleNote}</p>}
    </article>
  );
}

export function NewsContent() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const news = useNewsDetail(id);
  const [previewing, setPreviewing] = useState(false);
  usePageMeta(
    news.data
      ? contentPageMeta(news.data, t.categories[news.data.category], newsContentPath(news.data.id))
      : null,
  );

  const notFound = (
    <Result
      status="404"
      title={t.notFound}
      titleAs="h1"
      description={t.notFoundDescription}
      extra={
        <Button asChild variant="primary">
          <Link to={NEWS_LIST_PATHS.gaokao}>{t.backToList(t.categories.gaokao)}</Link>
        </Button>
      }
    />
  );

  if (id === null) return notFound;
  if (news.isPending) return <LoadingSkeleton shape="list" label={t.loading} rows={3} />;
  if (news.isError) {
    if (isApiError(news.error) && news.error.code === ERROR_CODES.notFound) return notFound;
    return <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void news.refetch()} />;
  }

  const category = t.categories[news.data.category];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={NEWS_LIST_PATHS[news.data.category]}
          className="inline-flex items-center gap-1 text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToList(category)}
        </Link>
        <Button variant="outline" onClick={() => setPreviewing(true)}>
          <Printer aria-hidden="true" />
          {t.print}
        </Button>
      </div>
      {/* One print region at a time: while the preview is open, it is the one printed. */}
      {previewing ? (
        <>
          <Announcement news={news.data} />
          <PrintRegion
            preview
            title={t.printTitle}
            buttonLabel={t.print}
            onClose={() => setPreviewing(false)}
          >
            <Announcement news={news.data} />
          </PrintRegion>
        </>
      ) : (
        <PrintRegion>
          <Announcement news={news.data} />
        </PrintRegion>
      )}
    </div>
  );
}
