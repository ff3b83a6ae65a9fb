// 选科查询 (/data/electives): for a 3+1+2 combination, the 院校专业组 of this year's 招生计划 it may apply to
// (可报) and those it may not (不可报, with what it lacks), filterable like 找学校; the whole query in the URL.
import { useSearchParams } from 'react-router';
import { ELECTIVES_RESULTS, type ElectivesResult } from '@zhiyuan/contracts/basics';
import { Empty, LoadError, ResultsSection, Tabs, TabsContent, TabsList, TabsTrigger } from '@zhiyuan/ui';
import { OfficialSource, SampleNote, SiteConfigGuard, useSiteConfig } from '@zhiyuan/feature-shared';
import { useElectivesSearch } from '../api/electives-search.ts';
import { electivesMessages } from '../messages.ts';
import {
  ELECTIVES_PAGE_SIZE,
  electivesYear,
  readElectivesFilters,
  toElectivesQuery,
  writeElectivesFilters,
  type ElectivesFilters,
} from '../utils/electives-query.ts';
import { ElectivesForm } from './electives-form.tsx';
import { ElectivesTable } from './electives-table.tsx';

const t = electivesMessages;

export function ElectivesPage() {
  const [params, setParams] = useSearchParams();
  const { config } = useSiteConfig();
  const year = electivesYear(config.years, config.currentYear);
  const filters = readElectivesFilters(params, year);
  const query = toElectivesQuery(filters);
  const search = useElectivesSearch(query);

  const go = (next: ElectivesFilters) => setParams(writeElectivesFilters(next));
  const change = (part: Partial<ElectivesFilters>) => go({ ...filters, ...part, page: 1 });
  const data = query ? search.data : undefined;
  const subjects = data?.subjects.join('+') ?? '';

  let results;
  if (!query) {
    results = <Empty description={t.start} className="rounded-lg border bg-card" />;
  } else if (search.isError && !search.data) {
    results = <LoadError titleAs="h3" error={search.error} onRetry={() => void search.refetch()} />;
  } else {
    results = (
      <Tabs
        value={filters.result}
        onValueChange={(value) => change({ result: ELECTIVES_RESULTS.find((r) => r === value) ?? 'allowed' })}
      >
        <TabsList aria-label={t.results.tabs}>
          {ELECTIVES_RESULTS.map((r: ElectivesResult) => (
            <TabsTrigger key={r} value={r} className="px-3 text-base">
              {r === 'allowed'
                ? t.results.allowed(data?.allowedCount ?? 0)
                : t.results.denied(data?.deniedCount ?? 0)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ELECTIVES_RESULTS.map((r) => (
          <TabsContent key={r} value={r} className="flex flex-col gap-3">
            {data?.items.some((g) => g.sample) && <SampleNote />}
            {data?.items.some((g) => !g.sample) && <OfficialSource />}
            <ElectivesTable
              groups={r === filters.result ? (data?.items ?? []) : []}
              loading={search.isPending}
              allowed={r === 'allowed'}
              caption={t.results.caption(subjects, r === 'allowed')}
            />
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">
          {t.intro(data?.year ?? year?.year ?? config.currentYear)}
        </p>
        <p className="text-xs text-muted-foreground">{t.honesty}</p>
      </div>
      {!year ? (
        <SiteConfigGuard empty={t.start} />
      ) : (
        <>
          <ElectivesForm year={year} filters={filters} onChange={change} />
          <ResultsSection
            heading={t.results.heading}
            headingId="electives-results"
            total={data ? t.results.total(data.total) : ''}
            busy={query !== undefined && search.isFetching}
            className="gap-3"
            pagination={
              data && {
                total: data.total,
                page: filters.page,
                pageSize: ELECTIVES_PAGE_SIZE,
                onChange: (page) => go({ ...filters, page }),
              }
            }
          >
            {results}
          </ResultsSection>
        </>
      )}
    </div>
  );
}
