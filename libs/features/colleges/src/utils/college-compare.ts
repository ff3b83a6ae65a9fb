// 院校对比 in the URL (`?ids=366,1,3&track=物理&metric=minRank&score=552`: 2–4 colleges, the category track,
// the chart's metric, the score to estimate for) and the comparison's lines: one per college across the years, for the chosen track.
import { scoreParam, type AdmissionRow, type SiteYear } from '@zhiyuan/contracts';
import type { TrendSeries, YearTrendInput } from '@zhiyuan/feature-shared';
import { historyTrend, type HistoryMetric } from './admission-history.ts';
import { readCompareIds } from './college-compare-path.ts';

export interface CompareQuery {
  ids: number[];
  track: string | undefined;
  metric: HistoryMetric;
  /** The score to estimate the colleges' chances for (0–750, halves allowed). */
  score: number | undefined;
}

/** A score as typed or in the URL, checked by the contract's own rule (0–750); undefined when empty or wrong. */
export function readScore(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : scoreParam.safeParse(trimmed).data;
}

export function readCompareQuery(params: URLSearchParams): CompareQuery {
  return {
    ids: readCompareIds(params),
    track: params.get('track')?.trim() || undefined,
    metric: params.get('metric') === 'minRank' ? 'minRank' : 'minScore',
    score: readScore(params.get('score')),
  };
}

export function writeCompareQuery(query: CompareQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.ids.length > 0) params.set('ids', query.ids.join(','));
  if (query.track) params.set('track', query.track);
  if (query.metric !== 'minScore') params.set('metric', query.metric);
  if (query.score !== undefined) params.set('score', String(query.score));
  return params;
}

export { COMPARE_MAX, collegeComparePath } from './college-compare-path.ts';

export interface CollegeHistory {
  name: string;
  rows: readonly AdmissionRow[];
}

/** Each college's line on the track (its label as `historyTrend` names it), on the years any of them has. */
export function compareTrend(
  colleges: readonly CollegeHistory[],
  years: readonly Pick<SiteYear, 'year' | 'categories'>[],
  trackLabel: string,
  metric: HistoryMetric,
): Pick<YearTrendInput, 'years' | 'series'> {
  const each = colleges.map((c) => ({ name: c.name, trend: historyTrend(c.rows, years, metric) }));
  const chartYears = [...new Set(each.flatMap((e) => e.trend.years))].sort((a, b) => a - b);
  const series: TrendSeries[] = each.map(({ name, trend }) => {
    const line = trend.series.find((s) => s.name === trackLabel);
    return {
      name,
      values: chartYears.map((year) => {
        const at = trend.years.indexOf(year);
        return at === -1 || !line ? null : (line.values[at] ?? null);
      }),
    };
  });
  return { years: chartYears, series };
}
