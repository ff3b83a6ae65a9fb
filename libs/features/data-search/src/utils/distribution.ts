// The lowest scores of a result as a histogram: rows counted per ten-point band, lowest band on the left,
// with the same numbers as a table for screen readers. Pure, so what the chart will show is tested without
// drawing it.
import type { AdmissionRow } from '@zhiyuan/contracts';
import { countBarsOption, type ChartOption, type ChartTable } from '@zhiyuan/feature-shared';
import { dataSearchMessages } from '../messages.ts';

const t = dataSearchMessages.distribution;

export interface ScoreBand {
  from: number;
  to: number;
  count: number;
}

/** Rows per `size`-point band of the lowest score, lowest band first, empty bands in between kept. */
export function scoreBands(rows: readonly Pick<AdmissionRow, 'minScore'>[], size = 10): ScoreBand[] {
  if (rows.length === 0) return [];
  const start = (score: number) => Math.floor(score / size) * size;
  const lowest = start(Math.min(...rows.map((r) => r.minScore)));
  const highest = start(Math.max(...rows.map((r) => r.minScore)));
  const bands: ScoreBand[] = [];
  for (let from = lowest; from <= highest; from += size) bands.push({ from, to: from + size - 1, count: 0 });
  for (const row of rows) {
    const band = bands[(start(row.minScore) - lowest) / size];
    if (band) band.count += 1;
  }
  return bands;
}

const label = (b: ScoreBand) => `${b.from}–${b.to}`;

export function distributionOption(bands: readonly ScoreBand[]): ChartOption {
  return countBarsOption({
    categories: bands.map(label),
    counts: bands.map((b) => b.count),
    categoryName: t.band,
    countName: t.count,
    formatCount: t.rows,
  });
}

export function distributionTable(bands: readonly ScoreBand[]): ChartTable {
  return {
    caption: t.caption,
    columns: [
      { key: 'band', title: t.band },
      { key: 'count', title: t.count, align: 'right' },
    ],
    rows: bands.map((b) => ({ band: label(b), count: b.count })),
  };
}
