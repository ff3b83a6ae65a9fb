// 大数据查询 (/data-search/data-search): the admission records with filters, sortable columns and paging, the
// whole query in the URL (back, forward, refresh and a shared link show the same rows); export links for the
// same query; the lowest-score distribution of the result; and, when a college is chosen in the table, its
// trend across the years — the colleges feature's, handed in by the app (`collegeTrend`).
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, LoadError, ResultsSection } from '@zhiyuan/ui';
import { SampleNote, useSiteConfig } from '@zhiyuan/feature-shared';
import { useAdmissionSearch } from '../api/admission-search.ts';
import { dataSearchMessages } from '../messages.ts';
import {
  DEFAULT_SEARCH_FILTERS,
  DISTRIBUTION_SAMPLE_SIZE,
  hasSearchFilters,
  readSearchFilters,
  SEARCH_PAGE_SIZE,
  toSearchQuery,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-query.ts';
import { AdmissionTable } from './admission-table.tsx';
import { ExportLinks } from './export-links.tsx';
import { ScoreDistribution } from './score-distribution.tsx';
import { SearchFiltersForm } from './search-filters.tsx';

const t = dataSearchMessages;

export interface DataSearchPageProps {
  /** Prefix of the API for the export links (the app's `VITE_API_BASE`); same origin by default. */
  apiBase?: string;
  /** The trend of the college chosen in the table (keyed by the college, so each starts afresh). */
  collegeTrend?: (college: { collegeId: number; onClose: () => void }) => ReactNode;
}

export function DataSearchPage({ apiBase = '', collegeTrend }: DataSearchPageProps) {
  const [params, setParams] = useSearchParams();
  const { config } = useSiteConfig();
  const filters = readSearchFilters(params, config.years);
  const search = useAdmissionSearch(toSearchQuery(filters));

  const go = (next: SearchFilters, replace = false) => setParams(writeSearchFilters(next), { replace });
  const change = (part: Partial<SearchFilters>) => go({ ...filters, ...part, page: 1 });
  const reset = () =>
    go({ ...DEFAULT_SEARCH_FILTERS, ...(filters.college ? { college: filters.college } : {}) });

  let results;
  if (search.isError && !search.data) {
    results = <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  } else if (search.data && search.data.total === 0) {
    results = (
      <Empty description={t.results.empty}>
        {hasSearchFilters(filters) && <Button onClick={reset}>{t.filters.reset}</Button>}
      </Empty>
    );
  } else {
    results = (
      <AdmissionTable
        rows={search.data?.items ?? []}
        loading={search.isPending}
        sort={filters.sort}
        onSort={(sort) => go({ ...filters, sort, page: 1 })}
        college={filters.college}
        onTrend={(college) => {
          go({ ...filters, college });
          document
            .getElementById('data-search-charts')
            ?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.intro(config.region.province)}</p>
      </div>
      <SearchFiltersForm filters={filters} years={config.years} onChange={change} onReset={reset} />
      <ResultsSection
        heading={t.results.heading}
        headingId="data-search-results"
        total={search.data ? t.results.total(search.data.total) : ''}
        busy={search.isFetching}
        className="gap-3"
        pagination={
          search.data && {
            total: search.data.total,
            page: filters.page,
            pageSize: SEARCH_PAGE_SIZE,
            onChange: (page) => go({ ...filters, page }),
          }
        }
      >
        <ExportLinks filters={filters} apiBase={apiBase} />
        {search.data?.items.some((r) => r.sample) && <SampleNote />}
        {results}
      </ResultsSection>
      <div id="data-search-charts" className="grid gap-4 lg:grid-cols-2">
        <ScoreDistribution query={toSearchQuery(filters, 1, DISTRIBUTION_SAMPLE_SIZE)} />
        {filters.college !== undefined && collegeTrend ? (
          <Fragment key={filters.college}>
            {collegeTrend({
              collegeId: filters.college,
              onClose: () => go({ ...filters, college: undefined }, true),
            })}
          </Fragment>
        ) : (
          <section
            aria-labelledby="data-search-trend"
            className="flex flex-col gap-2 rounded-lg border bg-card p-4"
          >
            <h2 id="data-search-trend" className="text-lg font-medium">
              {t.trend.headingPending}
            </h2>
            <p className="text-sm text-muted-foreground">{t.trend.hint}</p>
          </section>
        )}
      </div>
    </div>
  );
}
