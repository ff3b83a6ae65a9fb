// The 一分一段 table as a distribution chart: a bar per score (candidates with that score), low scores on the
// left, zoomable; the looked-up score marked. Its data table groups the scores by ten points, which reads
// better aloud than 500 rows.
import type { RankTable } from '@zhiyuan/contracts';
import { countBarsOption, type ChartOption, type ChartTable } from '@zhiyuan/feature-shared';
import { rankTableMessages as t } from '../messages.ts';

export interface ScoreBucket {
  from: number;
  to: number;
  count: number;
}

/** Candidates per `size`-point band, highest band first (e.g. 680–689). */
export function scoreBuckets(rows: RankTable['rows'], size = 10): ScoreBucket[] {
  const buckets = new Map<number, number>();
  for (const row of rows) {
    const from = Math.floor(row.score / size) * size;
    buckets.set(from, (buckets.get(from) ?? 0) + row.count);
  }
  return [...buckets]
    .sort(([a], [b]) => b - a)
    .map(([from, count]) => ({ from, to: from + size - 1, count }));
}

export function distributionOption(table: RankTable, highlight?: number): ChartOption {
  const ascending = [...table.rows].reverse();
  const scores = ascending.map((r) => String(r.score));
  return {
    ...countBarsOption({
      categories: scores,
      counts: ascending.map((r) => r.count),
      categoryName: t.table.columns.score,
      countName: t.table.count,
      formatCount: t.people,
      grid: { right: 40, top: 40, bottom: 56 },
      barCategoryGap: '10%',
      ...(highlight === undefined ? {} : { markAt: String(highlight) }),
    }),
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 16 }],
  };
}

export function distributionTable(table: RankTable): ChartTable {
  return {
    caption: t.table.chartCaption(table.year, table.category),
    columns: [
      { key: 'band', title: t.table.bucket },
      { key: 'count', title: t.table.people, align: 'right' },
    ],
    rows: scoreBuckets(table.rows).map((b) => ({ band: `${b.from}–${b.to}`, count: b.count })),
  };
}
