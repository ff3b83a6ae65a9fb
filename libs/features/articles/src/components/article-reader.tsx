// The reading view of an interpretation article, shown in its list's page (?id=…): a link back to the list
// as it was, the title as the page's heading, date and 示例数据, the college or major it is about, 收藏, and
// the body. What is offered beside the details (收藏) comes from the app (`actions`). Once it is there, its
// title and summary are the document's title and description, and its own address the canonical URL.
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleDetail } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { isApiError, parseTime } from '@zhiyuan/domain';
import { Button, LoadError, LoadingSkeleton, Result, SampleBadge } from '@zhiyuan/ui';
import { articlePath, contentPageMeta, TextBlocks, usePageMeta } from '@zhiyuan/feature-shared';
import { useArticle } from '../api/articles.ts';
import { articlesMessages as t } from '../messages.ts';
import { articleTargetLink } from '../utils/article-target.ts';

export interface ArticleReaderProps {
  /** The article's id; null for an id that cannot exist (shown as not found). */
  id: number | null;
  /** The list to go back to (its URL as it was). */
  backTo: string;
  backLabel: string;
  /** Beside the article's details, e.g. the 收藏 button the app hands in. */
  actions?: (article: ArticleDetail) => ReactNode;
}

type Actions = ArticleReaderProps['actions'];

const linkClass = 'text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

function Article({ article, actions }: { article: ArticleDetail; actions: Actions }) {
  const date = parseTime(article.publishedAt, '{y}-{m}-{d}');
  const targetLink = articleTargetLink(article);
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-3 border-b pb-4">
        <h1 className="text-2xl leading-snug font-semibold">{article.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {date && (
              <span>
                {t.publishedAt}：<time dateTime={article.publishedAt}>{date}</time>
              </span>
            )}
            {article.target && (
              <span>
                {article.target.collegeId !== null ? t.relatedCollege : t.relatedMajor}：
                {targetLink ? (
                  <Link to={targetLink} className={`${linkClass} underline underline-offset-2`}>
                    {article.target.name}
                  </Link>
                ) : (
                  article.target.name
                )}
              </span>
            )}
            {article.sample && <SampleBadge />}
          </p>
          {actions?.(article)}
        </div>
      </header>
      <TextBlocks blocks={article.blocks} />
      {article.sample && <p className="text-xs text-muted-foreground">{t.sampleNote}</p>}
    </article>
  );
}

function LoadedArticle({ id, backTo, backLabel, actions }: Omit<ArticleReaderProps, 'id'> & { id: number }) {
  const article = useArticle(id);
  usePageMeta(
    article.data
      ? contentPageMeta(
          article.data,
          t.kinds[article.data.kind],
          articlePath(article.data.kind, article.data.id),
        )
      : null,
  );
  if (article.isPending) return <LoadingSkeleton shape="list" label={t.loading} rows={3} />;
  if (article.isError) {
    if (isApiError(article.error) && article.error.code === ERROR_CODES.notFound) {
      return <NotFound backTo={backTo} backLabel={backLabel} />;
    }
    return <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void article.refetch()} />;
  }
  return <Article article={article.data} actions={actions} />;
}

function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Result
      status="404"
      title={t.notFound}
      titleAs="h1"
      description={t.notFoundDescription}
      extra={
        <Button asChild variant="primary">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      }
    />
  );
}

export function ArticleReader({ id, backTo, backLabel, actions }: ArticleReaderProps) {
  // Opening an article from further down the list starts reading at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={backTo} label={backLabel} />
      {id === null ? (
        <NotFound backTo={backTo} backLabel={backLabel} />
      ) : (
        <LoadedArticle id={id} backTo={backTo} backLabel={backLabel} actions={actions} />
      )}
    </div>
  );
}
