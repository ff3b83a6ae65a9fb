// An interpretation list (专业解读 or 院校解读) with its reading view: the list — heading, keyword box,
// articles with date, summary, what they are about and 示例数据, the pager — or, with ?id=…, that article in
// the same page with a link back to the list as it was. Keyword, page and article all live in the URL.
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ArticleDetail, ArticleItem, ArticleKind } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { SampleBadge } from '@zhiyuan/ui';
import { KeywordList, parseId, useListSearch } from '@zhiyuan/feature-shared';
import { useArticleList } from '../api/articles.ts';
import { articlesMessages as t } from '../messages.ts';
import { articleTargetLink } from '../utils/article-target.ts';
import { ArticleReader } from './article-reader.tsx';

export const ARTICLE_PAGE_SIZE = 10;

export interface ArticleListProps {
  kind: ArticleKind;
  /** The page's h1; the kind's name by default. */
  title?: string;
  pageSize?: number;
  /** What the reading view offers beside the article (the app hands in the 收藏 button). */
  articleActions?: (article: ArticleDetail) => ReactNode;
}

const linkClass =
  'hover:text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring';

function ArticleEntry({ article, readLink }: { article: ArticleItem; readLink: string }) {
  const date = parseTime(article.publishedAt, '{y}-{m}-{d}');
  const targetLink = articleTargetLink(article);
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <h2 className="flex flex-wrap items-center gap-2 text-base font-medium">
        <Link to={readLink} className={`text-foreground ${linkClass}`}>
          {article.title}
        </Link>
        {article.sample && <SampleBadge />}
      </h2>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {date && (
          <span>
            {t.publishedAt}：<time dateTime={article.publishedAt}>{date}</time>
          </span>
        )}
        {article.target && (
          <span>
            {article.target.collegeId !== null ? t.relatedCollege : t.relatedMajor}：
            {targetLink ? (
              // A link inside running text is underlined, not told apart by colour alone.
              <Link
                to={targetLink}
                className="text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {article.target.name}
              </Link>
            ) : (
              article.target.name
            )}
          </span>
        )}
      </p>
      {article.summary && <p className="text-sm text-muted-foreground">{article.summary}</p>}
    </li>
  );
}

function Articles({ kind, title, pageSize }: Required<Omit<ArticleListProps, 'articleActions'>>) {
  const search = useListSearch();
  const [params] = useSearchParams();
  const list = useArticleList({ kind, keyword: search.keyword, page: search.page, pageSize });

  const readLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };

  return (
    <KeywordList
      title={title}
      listLabel={t.listLabel(title)}
      search={search}
      list={list}
      pageSize={pageSize}
      texts={{ ...t, searchLabel: t.searchLabel(title) }}
      renderItem={(article) => (
        <ArticleEntry key={article.id} article={article} readLink={readLink(article.id)} />
      )}
    />
  );
}

export function ArticleList({
  kind,
  title = t.kinds[kind],
  pageSize = ARTICLE_PAGE_SIZE,
  articleActions,
}: ArticleListProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const idParam = params.get('id');
  if (idParam !== null) {
    const back = new URLSearchParams(params);
    back.delete('id');
    const search = back.toString();
    return (
      <ArticleReader
        id={parseId(idParam)}
        backTo={search ? `${pathname}?${search}` : pathname}
        backLabel={t.backToList(title)}
        {...(articleActions ? { actions: articleActions } : {})}
      />
    );
  }
  return <Articles kind={kind} title={title} pageSize={pageSize} />;
}
