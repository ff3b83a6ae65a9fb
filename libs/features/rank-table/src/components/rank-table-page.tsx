// 一分一段 (/data/orderLine), the rank table page: year and category from the site config, 分数查位次 and 位次查分数, the equivalent
// scores of the other years for the looked-up score, and the whole table with its distribution chart. The
// query (year, category, score, rank) lives in the URL, so back, forward, refresh and sharing keep it.
import { useSearchParams } from 'react-router';
import { Select } from '@zhiyuan/ui';
import { SiteConfigGuard, useSiteConfig } from '@zhiyuan/feature-shared';
import { useEquivalentScores, useRankByRank, useRankLookup, useRankTable } from '../api/rank-table.ts';
import { rankTableMessages as t } from '../messages.ts';
import {
  categoryForYear,
  rankCalls,
  readRankQuery,
  writeRankQuery,
  type RankQuery,
} from '../utils/rank-query.ts';
import { EquivalentScores } from './equivalent-scores.tsx';
import { RankLookup, ScoreLookup } from './lookups.tsx';
import { RankTableSection } from './rank-table-section.tsx';

export function RankTablePage() {
  const [params, setParams] = useSearchParams();
  const { config } = useSiteConfig();
  const query = readRankQuery(params, config.years);
  const go = (next: RankQuery) => setParams(writeRankQuery(next));

  const calls = rankCalls(query);
  const lookup = useRankLookup(calls.lookup);
  const byRank = useRankByRank(calls.byRank);
  const equivalent = useEquivalentScores(calls.equivalent);
  const table = useRankTable(calls.table);

  const heading = (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro(config.region.province)}</p>
    </div>
  );

  if (!query) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <SiteConfigGuard empty={t.noYears} />
      </div>
    );
  }

  const years = [...config.years].sort((a, b) => b.year - a.year);
  const categories = config.years.find((y) => y.year === query.year)?.categories ?? [];

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <div
        role="group"
        aria-label={t.filters}
        className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 sm:max-w-lg"
      >
        <Select
          label={t.year}
          options={years.map((y) => ({ value: String(y.year), label: String(y.year) }))}
          value={String(query.year)}
          onValueChange={(value) => {
            const year = Number(value);
            const category = categoryForYear(config.years, query.year, query.category, year);
            if (category) go({ ...query, year, category });
          }}
        />
        <Select
          label={t.category}
          options={categories.map((c) => ({ value: c.name, label: c.name }))}
          value={query.category}
          onValueChange={(category) => go({ ...query, category })}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ScoreLookup
          text={params.get('score') ?? ''}
          carry={{ year: String(query.year), category: query.category, rank: query.rank?.toString() }}
          onSubmit={(score) => go({ ...query, score })}
          state={{ data: lookup.data, error: lookup.error, isFetching: lookup.isFetching }}
        />
        <RankLookup
          text={params.get('rank') ?? ''}
          carry={{ year: String(query.year), category: query.category, score: query.score?.toString() }}
          onSubmit={(rank) => go({ ...query, rank })}
          state={{ data: byRank.data, error: byRank.error, isFetching: byRank.isFetching }}
        />
      </div>
      <EquivalentScores
        data={equivalent.data}
        error={equivalent.error}
        loading={equivalent.isFetching}
        asked={query.score !== undefined}
      />
      <RankTableSection
        key={`${query.year}-${query.category}-${query.score ?? ''}`}
        year={query.year}
        category={query.category}
        table={table.data}
        error={table.error}
        onRetry={() => void table.refetch()}
        {...(query.score === undefined ? {} : { score: query.score })}
      />
    </div>
  );
}
