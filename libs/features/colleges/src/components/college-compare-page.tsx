// 院校对比 (/data/college-compare?ids=): 2–4 colleges side by side — where they are, level, nature, type and
// tags, this year's 招生计划 on the chosen track, the student's chances in each of their groups for a score
// (typed, or the personal centre's), and their lowest score and rank in the region year by year — with a chart
// of one line per college. The colleges, the track, the chart's metric and a typed score are in the URL, so
// the comparison can be shared.
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CollegeAdmissions, CollegeDetail, CollegePlans } from '@zhiyuan/contracts';
import { Empty, LoadingSkeleton, Select } from '@zhiyuan/ui';
import {
  categoryTracks,
  collegePagePath,
  ComparePicker,
  CompareTable,
  type CompareCandidate,
  type UseCompareMatches,
  EChart,
  SampleNote,
  trackOf,
  useDomain,
  useSiteConfig,
  yearTrendOption,
  yearTrendTable,
} from '@zhiyuan/feature-shared';
import {
  collegeAdmissionsQuery,
  collegePlansQuery,
  collegeQuery,
  useCollegeSearch,
} from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { CompareScoreField } from './compare-score-field.tsx';
import { useCompareEstimates, useCompareScore } from '../hooks/use-compare-estimates.ts';
import { historyTrend } from '../utils/admission-history.ts';
import type { CompareEstimate } from '../utils/compare-estimates.ts';
import {
  COMPARE_MAX,
  compareTrend,
  readCompareQuery,
  writeCompareQuery,
  type CompareQuery,
} from '../utils/college-compare.ts';

const t = collegesMessages.compare;
const dash = collegesMessages.dash;

/** A college's estimates: one line per group, the likeliest first. */
function EstimateCell({ estimates, failed }: { estimates: CompareEstimate[] | undefined; failed: boolean }) {
  if (estimates === undefined) return <>{failed ? t.estimate.failed : t.estimate.loading}</>;
  if (estimates.length === 0) return <>{t.estimate.noPlan}</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {estimates.map((e) => (
        <li key={`${e.batch}|${e.groupCode ?? ''}`}>
          {t.estimate.unit(e.groupCode, e.batch)}
          <span className="tabular-nums">{t.estimate.value(e.probability, e.tier)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The first colleges the 找学校 search finds for a keyword. */
const useCollegeMatches: UseCompareMatches<number> = (keyword) => {
  const search = useCollegeSearch({ keyword, page: 1, pageSize: 6 });
  return {
    items: search.data?.items.map((c) => ({ key: c.id, name: c.name, detail: `${c.province} · ${c.level}` })),
    error: search.error,
    retry: () => void search.refetch(),
  };
};

interface Compared {
  id: number;
  college: CollegeDetail | undefined;
  admissions: CollegeAdmissions | undefined;
  plans: CollegePlans | undefined;
}

function useCompared(ids: readonly number[]): Compared[] {
  const { api } = useDomain();
  const colleges = useQueries({ queries: ids.map((id) => collegeQuery(api, id)) });
  const admissions = useQueries({ queries: ids.map((id) => collegeAdmissionsQuery(api, { id })) });
  const plans = useQueries({ queries: ids.map((id) => collegePlansQuery(api, id)) });
  return ids.map((id, i) => ({
    id,
    college: colleges[i]?.data,
    admissions: admissions[i]?.data,
    plans: plans[i]?.data,
  }));
}

export interface CollegeComparePageProps {
  /** Colleges to add in one click (the student's 收藏 and 志愿表, which the app hands in). */
  suggestions?: readonly CompareCandidate<number>[];
}

export function CollegeComparePage({ suggestions }: CollegeComparePageProps = {}) {
  const [params, setParams] = useSearchParams();
  const { config } = useSiteConfig();
  const query = readCompareQuery(params);
  const tracks = categoryTracks(config.years);
  const track = tracks.find((x) => x.track === query.track) ?? tracks[0];
  const compared = useCompared(query.ids);
  const own = useCompareScore(query.score);
  const estimates = useCompareEstimates(compared, config.years, track?.track, own.score);
  const go = (next: CompareQuery) => setParams(writeCompareQuery(next));
  const metricName =
    query.metric === 'minScore' ? collegesMessages.trend.minScore : collegesMessages.trend.minRank;

  const ready = compared.every((c) => c.college && c.admissions && c.plans);
  const histories = compared.map((c) => ({
    name: c.college?.name ?? String(c.id),
    rows: (c.admissions?.items ?? []).filter(
      (r) => !track || trackOf(config.years, r.category, r.year) === track.track,
    ),
  }));
  const trend = track && compareTrend(histories, config.years, track.label, query.metric);
  const input = trend && {
    ...trend,
    valueName: metricName,
    ...(query.metric === 'minScore' ? { unit: '分' } : { inverse: true }),
  };
  const years = [...(trend?.years ?? [])].sort((a, b) => b - a);
  const planOf = (c: Compared) => {
    const groups = (c.plans?.groups ?? []).filter((g) => !track || track.categories.includes(g.category));
    return groups.length === 0
      ? t.noPlan
      : t.planValue(
          groups.reduce((a, g) => a + g.planCount, 0),
          groups.length,
        );
  };
  const historyOf = (c: Compared, year: number) => {
    const rows = histories.find((h) => h.name === (c.college?.name ?? String(c.id)))?.rows ?? [];
    const score = historyTrend(rows, config.years, 'minScore');
    const rank = historyTrend(rows, config.years, 'minRank');
    const at = score.years.indexOf(year);
    if (at === -1) return dash;
    return t.historyValue(score.series[0]?.values[at] ?? null, rank.series[0]?.values[at] ?? null);
  };
  const planYear = compared.find((c) => c.plans?.year)?.plans?.year ?? null;

  const rows: { label: string; value: (c: Compared) => ReactNode }[] = [
    { label: t.rows.place, value: (c) => (c.college ? `${c.college.province} · ${c.college.city}` : dash) },
    { label: t.rows.level, value: (c) => c.college?.level ?? dash },
    { label: t.rows.nature, value: (c) => c.college?.nature ?? dash },
    { label: t.rows.type, value: (c) => c.college?.type ?? dash },
    { label: t.rows.tags, value: (c) => (c.college?.tags.length ? c.college.tags.join('、') : dash) },
    { label: t.rows.plan(planYear), value: planOf },
    ...(own.score === undefined
      ? []
      : [
          {
            label: t.estimate.row(own.score),
            value: (c: Compared) => (
              <EstimateCell estimates={estimates.byCollege.get(c.id)} failed={estimates.failed} />
            ),
          },
        ]),
    ...years.map((year) => ({ label: t.rows.history(year), value: (c: Compared) => historyOf(c, year) })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        <p className="text-xs text-muted-foreground">{t.shareHint}</p>
      </div>
      <ComparePicker
        label={t.keyword}
        placeholder={t.keywordPlaceholder}
        chosen={query.ids}
        max={COMPARE_MAX}
        onAdd={(id) => query.ids.length < COMPARE_MAX && go({ ...query, ids: [...query.ids, id] })}
        useMatches={useCollegeMatches}
        {...(suggestions ? { suggestions } : {})}
        suggestionsLabel={t.suggestions}
      />
      {query.ids.length === 0 ? (
        <Empty description={t.none} className="rounded-lg border bg-card" />
      ) : (
        <section aria-labelledby="compare-table" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="compare-table" className="text-lg font-medium">
              {t.caption}
            </h2>
            {tracks.length > 1 && (
              <div className="w-48">
                <Select
                  label={t.track}
                  options={tracks.map((x) => ({ value: x.track, label: x.label }))}
                  value={track?.track ?? ''}
                  onValueChange={(value) => go({ ...query, track: value })}
                />
              </div>
            )}
          </div>
          <CompareScoreField
            key={own.score ?? ''}
            score={own.score}
            fromProfile={own.fromProfile}
            onChange={(score) => go({ ...query, score })}
          />
          {query.ids.length < 2 && <p className="text-sm text-muted-foreground">{t.needTwo}</p>}
          <CompareTable
            caption={t.caption}
            itemHeading={t.item}
            columns={compared.map((c) => ({
              key: String(c.id),
              title: c.college ? (
                <Link to={collegePagePath(c.id)} className="text-primary-strong hover:underline">
                  {c.college.name}
                </Link>
              ) : (
                t.loading
              ),
              removeLabel: t.remove(c.college?.name ?? String(c.id)),
              onRemove: () => go({ ...query, ids: query.ids.filter((id) => id !== c.id) }),
            }))}
            rows={rows.map((row) => ({ label: row.label, cells: compared.map(row.value) }))}
          />
          {compared.some(
            (c) =>
              c.admissions?.items.some((r) => r.sample) ||
              estimates.byCollege.get(c.id)?.some((e) => e.sample),
          ) && <SampleNote />}
        </section>
      )}
      {query.ids.length > 0 && (
        <section
          aria-labelledby="compare-chart"
          className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="compare-chart" className="text-lg font-medium">
              {t.chartHeading}
            </h2>
            <div className="w-40">
              <Select
                label={t.metric}
                options={[
                  { value: 'minScore', label: collegesMessages.trend.minScore },
                  { value: 'minRank', label: collegesMessages.trend.minRank },
                ]}
                value={query.metric}
                onValueChange={(value) =>
                  go({ ...query, metric: value === 'minRank' ? 'minRank' : 'minScore' })
                }
              />
            </div>
          </div>
          {!ready || !input || !track ? (
            <LoadingSkeleton rows={2} block="h-48" />
          ) : input.years.length === 0 ? (
            <Empty description={collegesMessages.trend.empty} />
          ) : (
            <EChart
              option={yearTrendOption(input)}
              label={t.chartLabel(track.label, metricName)}
              table={yearTrendTable(input, t.chartCaption(metricName), t.year)}
              height={280}
            />
          )}
        </section>
      )}
    </div>
  );
}
