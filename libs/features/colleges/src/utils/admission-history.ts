// A college's history in the region as lines across years: one line per category track (理科 → 物理类,
// 文科 → 历史类, joined through the site config), each year's value taken from the college-wide or 专业组
// rows (the lowest of them; for ranks the largest number, i.e. the last admitted), or from the majors when a
// year has no such row.
import type { AdmissionRow, SiteYear } from '@zhiyuan/contracts';
import { categoryTracks, trackOf, type TrendSeries, type YearTrendInput } from '@zhiyuan/feature-shared';

export type HistoryMetric = 'minScore' | 'minRank';

function valueOf(rows: readonly AdmissionRow[], metric: HistoryMetric): number | null {
  const values = rows.map((r) => r[metric]).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  return metric === 'minScore' ? Math.min(...values) : Math.max(...values);
}

export function historyTrend(
  rows: readonly AdmissionRow[],
  years: readonly Pick<SiteYear, 'year' | 'categories'>[],
  metric: HistoryMetric,
): Pick<YearTrendInput, 'years' | 'series'> {
  const chartYears = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const tracks = categoryTracks(years);
  const keyOf = (row: AdmissionRow) => trackOf(years, row.category, row.year) ?? row.category;
  const keys = [...new Set(rows.map(keyOf))].sort((a, b) => {
    const ia = tracks.findIndex((t) => t.track === a);
    const ib = tracks.findIndex((t) => t.track === b);
    return (ia === -1 ? tracks.length : ia) - (ib === -1 ? tracks.length : ib);
  });
  const series: TrendSeries[] = keys.map((key) => {
    const mine = rows.filter((r) => keyOf(r) === key);
    return {
      name: tracks.find((t) => t.track === key)?.label ?? key,
      values: chartYears.map((year) => {
        const ofYear = mine.filter((r) => r.year === year);
        const units = ofYear.filter((r) => r.scope !== '专业');
        return valueOf(units.length > 0 ? units : ofYear, metric);
      }),
    };
  });
  return { years: chartYears, series };
}
