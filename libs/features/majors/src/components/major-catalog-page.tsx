// 找专业 (/data/subject and /subject-data/subject): the undergraduate catalog 门类 → 专业类 → 专业 of the chosen
// edition, and a search by name, code or initials whose results replace the tree. Keyword, edition and page
// live in the URL, so back, forward, refresh and sharing keep them.
import { useId, useState, type FormEvent } from 'react';
import type { MajorItem } from '@zhiyuan/contracts';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  ResultsSection,
  SearchField,
  Select,
  Table,
  type TableColumn,
} from '@zhiyuan/ui';
import { useSiteConfig, majorDetailPath, type MajorSection } from '@zhiyuan/feature-shared';
import { useMajorSearch, useMajorTree } from '../api/majors.ts';
import { majorsMessages } from '../messages.ts';
import {
  catalogEditions,
  MAJOR_PAGE_SIZE,
  readCatalogQuery,
  writeCatalogQuery,
  type CatalogQuery,
} from '../utils/catalog-query.ts';
import { MajorFlags, MajorTree } from './major-tree.tsx';

const t = majorsMessages.catalog;

export interface MajorCatalogPageProps {
  /** Which copy of the page this is: its major links stay in the same section. */
  section?: MajorSection;
}

function CatalogTree({
  year,
  detailPath,
}: {
  year: number | undefined;
  detailPath: (code: string) => string;
}) {
  const tree = useMajorTree(year === undefined ? {} : { year });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();

  if (tree.isPending) return <LoadingSkeleton rows={8} />;
  if (tree.isError) return <LoadError error={tree.error} onRetry={() => void tree.refetch()} />;

  const allCodes = tree.data.categories.flatMap((c) => [c.code, ...c.subcategories.map((s) => s.code)]);
  const toggle = (code: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.treeHeading(tree.data.catalogYear)}
        </h2>
        <div className="flex gap-2">
          <Button size="small" onClick={() => setExpanded(new Set(allCodes))}>
            {t.expandAll}
          </Button>
          <Button size="small" onClick={() => setExpanded(new Set())}>
            {t.collapseAll}
          </Button>
        </div>
      </div>
      {tree.data.categories.length === 0 ? (
        <Empty description={t.emptyTree} />
      ) : (
        <MajorTree tree={tree.data} expanded={expanded} onToggle={toggle} detailPath={detailPath} />
      )}
    </section>
  );
}

function SearchResults({
  query,
  detailPath,
  onPage,
}: {
  query: CatalogQuery;
  detailPath: (code: string) => string;
  onPage: (page: number) => void;
}) {
  const search = useMajorSearch(
    {
      keyword: query.keyword,
      page: query.page,
      pageSize: MAJOR_PAGE_SIZE,
      ...(query.year === undefined ? {} : { year: query.year }),
    },
    true,
  );
  const columnList: TableColumn<MajorItem>[] = [
    { key: 'code', title: majorsMessages.columns.code, className: 'tabular-nums' },
    {
      key: 'name',
      title: majorsMessages.columns.name,
      render: (m) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={detailPath(m.code)} className="font-medium text-primary-strong hover:underline">
            {m.name}
          </Link>
          <MajorFlags flags={m.flags} />
        </span>
      ),
    },
    { key: 'category', title: majorsMessages.columns.category },
    { key: 'subcategory', title: majorsMessages.columns.subcategory },
    { key: 'degree', title: majorsMessages.columns.degree },
    { key: 'years', title: majorsMessages.columns.years, render: (m) => majorsMessages.yearsValue(m.years) },
  ];
  const columns = columnList.map((column) => ({
    ...column,
    className: cn('whitespace-nowrap', column.className),
  }));

  let body;
  if (search.isError && !search.data)
    body = <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  else if (search.data?.total === 0) body = <Empty description={t.emptySearch} />;
  else {
    body = (
      <Table
        columns={columns}
        data={search.data?.items ?? []}
        rowKey="code"
        caption={t.caption}
        loading={search.isPending}
      />
    );
  }

  return (
    <ResultsSection
      heading={t.results(query.keyword)}
      total={search.data ? t.total(search.data.total) : ''}
      busy={search.isFetching}
      className="gap-3"
      pagination={
        search.data && {
          total: search.data.total,
          page: query.page,
          pageSize: MAJOR_PAGE_SIZE,
          onChange: onPage,
        }
      }
    >
      {body}
    </ResultsSection>
  );
}

export function MajorCatalogPage({ section = '/data' }: MajorCatalogPageProps) {
  const [params, setParams] = useSearchParams();
  const query = readCatalogQuery(params);
  const { config } = useSiteConfig();
  const go = (next: CatalogQuery) => setParams(writeCatalogQuery(next));
  const detailPath = (code: string) => majorDetailPath(section, code);
  const editions = catalogEditions(config.currentYear);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    go({ ...query, keyword: typeof keyword === 'string' ? keyword.trim() : '', page: 1 });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:flex-row md:items-end">
        <form role="search" aria-label={t.formLabel} onSubmit={onSubmit} className="flex-1">
          <SearchField
            key={query.keyword}
            label={t.keyword}
            name="keyword"
            defaultValue={query.keyword}
            placeholder={t.keywordPlaceholder}
            submitLabel={t.submit}
          />
        </form>
        <div className="md:w-40">
          <Select
            label={t.edition}
            options={editions.map((year) => ({ value: String(year), label: t.editionLabel(year) }))}
            value={String(query.year ?? editions[0])}
            onValueChange={(value) =>
              go({ ...query, page: 1, year: Number(value) === editions[0] ? undefined : Number(value) })
            }
          />
        </div>
      </div>
      {query.keyword ? (
        <>
          <SearchResults query={query} detailPath={detailPath} onPage={(page) => go({ ...query, page })} />
          <div>
            <Button variant="link" onClick={() => go({ ...query, keyword: '', page: 1 })}>
              {t.clear}
            </Button>
          </div>
        </>
      ) : (
        <CatalogTree key={query.year ?? 'current'} year={query.year} detailPath={detailPath} />
      )}
    </div>
  );
}
