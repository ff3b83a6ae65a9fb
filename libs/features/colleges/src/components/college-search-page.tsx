// 找学校 (/data/colleges): search by name, pinyin or initials with filters and a sort order. The whole query
// is the URL's (read and written here), so back, forward, refresh and a shared link all show the same list;
// every change pushes a history entry and returns to page 1.
import { useSearchParams } from 'react-router';
import { Button, Empty, LoadError, ResultsSection } from '@zhiyuan/ui';
import { useCollegeSearch } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import {
  COLLEGE_PAGE_SIZE,
  DEFAULT_COLLEGE_FILTERS,
  hasCollegeFilters,
  readCollegeFilters,
  toCollegeSearchQuery,
  writeCollegeFilters,
  type CollegeFilters,
} from '../utils/college-query.ts';
import { CollegeFiltersForm } from './college-filters.tsx';
import { CollegeResults } from './college-results.tsx';

const t = collegesMessages.search;

export function CollegeSearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = readCollegeFilters(params);
  const search = useCollegeSearch(toCollegeSearchQuery(filters));

  const go = (next: CollegeFilters) => setParams(writeCollegeFilters(next));
  const change = (change: Partial<CollegeFilters>) => go({ ...filters, ...change, page: 1 });
  const reset = () => go(DEFAULT_COLLEGE_FILTERS);

  let results;
  if (search.isError && !search.data) {
    results = <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  } else if (search.data && search.data.total === 0) {
    results = (
      <Empty description={t.empty}>
        {hasCollegeFilters(filters) && <Button onClick={reset}>{t.reset}</Button>}
      </Empty>
    );
  } else {
    results = <CollegeResults items={search.data?.items ?? []} loading={search.isPending} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <CollegeFiltersForm filters={filters} onChange={change} onReset={reset} />
      <ResultsSection
        heading={t.results}
        headingId="college-results"
        total={search.data ? t.total(search.data.total) : ''}
        busy={search.isFetching}
        pagination={
          search.data && {
            total: search.data.total,
            page: filters.page,
            pageSize: COLLEGE_PAGE_SIZE,
            onChange: (page) => go({ ...filters, page }),
          }
        }
      >
        {results}
      </ResultsSection>
    </div>
  );
}
