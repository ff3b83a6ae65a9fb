// An interpretation list (专业解读 or 院校解读) with its reading view: the list — heading, keyword box,
// articles with date, summary, what they are about and 示例数据, the pager — or, with ?id=…, that article in
// the same page with a link back to the list as it was. Keyword, page and article all live in the URL.
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ArticleItem, ArticleKind } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { Empty, Pagination, SampleBadge } from '@zhiyuan/ui';
import { KeywordSearch, LoadError, LoadingLines, parseId, useListSearch } from '../../news/index.ts';
import { useArticleList } from '../api/articles.ts';
import { articlesMessages as t } from '../messages.ts';
import { articleTargetLink } from '../paths.ts';
import { ArticleReader } from './article-reader.tsx';

export const ARTICLE_PAGE_SIZE = 10;

export interface ArticleListProps {
  kind: ArticleKind;
  /** The page's h1; the kind's name by default. */
  title?: string;
  pageSize?: number;
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

function Articles({ kind, title, pageSize }: Required<ArticleListProps>) {
  const { keyword, page, setKeyword, setPage } = useListSearch();
  const [params] = useSearchParams();
  const list = useArticleList({ kind, keyword, page, pageSize });

  const readLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };

  let body;
  if (list.isPending) body = <LoadingLines label={t.loading} />;
  else if (list.isError) body = <LoadError title={t.loadFailed} onRetry={() => void list.refetch()} />;
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
          {items.map((article) => (
            <ArticleEntry key={article.id} article={article} readLink={readLink(article.id)} />
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
              window.scrollTo(0, 0);
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
          label={t.searchLabel(title)}
          placeholder={t.searchPlaceholder}
        />
      </div>
      {body}
    </section>
  );
}

export function ArticleList({ kind, title = t.kinds[kind], pageSize = ARTICLE_PAGE_SIZE }: ArticleListProps) {
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
      />
    );
  }
  return <Articles kind={kind} title={title} pageSize={pageSize} />;
}
