// Batch lines along a category track: the rows of the track's categories (理科 up to 2024, 物理类 from 2025,
// by the site config's `track`), and a line per line name across the years for the trend chart. Names that
// changed with the reform (本科一批 → 本科批) stay separate lines, each drawn where it existed.
import type { ScoreLineItem, SiteYear } from '@zhiyuan/contracts';
import { trackOf, type TrendSeries } from '@zhiyuan/feature-shared';

type Years = readonly Pick<SiteYear, 'year' | 'categories'>[];

/** The lines of a track (of one year when given), newest year first, as the API orders them. */
export function linesOfTrack(
  lines: readonly ScoreLineItem[],
  years: Years,
  track: string,
  year?: number,
): ScoreLineItem[] {
  return lines.filter(
    (l) => (year === undefined || l.year === year) && trackOf(years, l.category, l.year) === track,
  );
}

/** The trend of a track: the years with lines (ascending) and one series per line name. */
export function lineTrend(
  lines: readonly ScoreLineItem[],
  years: Years,
  track: string,
): { years: number[]; series: TrendSeries[] } {
  const mine = linesOfTrack(lines, years, track);
  const chartYears = [...new Set(mine.map((l) => l.year))].sort((a, b) => a - b);
  // The newest year's order first (the API lists a year from the highest line down), older names after.
  const names = [...new Set([...mine].sort((a, b) => b.year - a.year).map((l) => l.batch))];
  return {
    years: chartYears,
    series: names.map((name) => ({
      name,
      values: chartYears.map((year) => mine.find((l) => l.year === year && l.batch === name)?.score ?? null),
    })),
  };
}
