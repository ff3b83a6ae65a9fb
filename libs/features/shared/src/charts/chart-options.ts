// Option builders shared by the data pages: a value followed across exam years (batch lines, a college's
// lowest score or rank). Pure functions, so what a chart will show is tested without drawing it.
import type { ChartOption, ChartTable } from './chart-types.ts';

export interface TrendSeries {
  name: string;
  /** One value per year of the chart, `null` where the year has none (the line breaks there). */
  values: readonly (number | null)[];
}

export interface YearTrendInput {
  years: readonly number[];
  series: readonly TrendSeries[];
  /** Name of the value axis, e.g. 分数线. */
  valueName: string;
  /** Unit after a value in the tooltip and table, e.g. 分. */
  unit?: string;
  /** For ranks, where smaller is better: the axis runs downwards so that better is still higher. */
  inverse?: boolean;
}

const formatValue = (value: unknown, unit: string) =>
  typeof value === 'number' ? `${value.toLocaleString('zh-CN')}${unit}` : '—';

/** A line per series across the years, with a legend and an axis tooltip. */
export function yearTrendOption({
  years,
  series,
  valueName,
  unit = '',
  inverse = false,
}: YearTrendInput): ChartOption {
  return {
    // Axis labels (rank numbers such as 14,500) stay inside the chart.
    grid: {
      left: 8,
      right: 24,
      top: 56,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: { trigger: 'axis', valueFormatter: (value) => formatValue(value, unit) },
    legend: { type: 'scroll', top: 0 },
    xAxis: { type: 'category', data: years.map((y) => `${y}`), boundaryGap: false },
    yAxis: { type: 'value', name: valueName, inverse, scale: true, minInterval: 1 },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: [...s.values],
      symbolSize: 8,
      connectNulls: false,
    })),
  };
}

/** The same numbers as a table: a row per year, a column per series. */
export function yearTrendTable(
  { years, series, unit = '' }: YearTrendInput,
  caption: string,
  yearTitle: string,
): ChartTable {
  return {
    caption,
    columns: [
      { key: 'year', title: yearTitle },
      ...series.map((s, i) => ({ key: `s${i}`, title: s.name, align: 'right' as const })),
    ],
    rows: years.map((year, y) => {
      const row: Record<string, string | number | null> = { year };
      series.forEach((s, i) => {
        const value = s.values[y];
        row[`s${i}`] = value == null ? '—' : formatValue(value, unit);
      });
      return row;
    }),
  };
}

export interface CountBarsInput {
  /** The bars' labels, in order (score bands, scores). */
  categories: readonly string[];
  counts: readonly number[];
  /** Names of the category and count axes. */
  categoryName: string;
  countName: string;
  /** A count as the tooltip says it, e.g. 12人. */
  formatCount: (count: number) => string;
  /** Space around the plot; the count labels of a long axis need more on the right. */
  grid?: { right?: number; top?: number; bottom?: number };
  barCategoryGap?: string;
  /** A category to mark with a vertical line (the looked-up score). */
  markAt?: string;
}

/** Counts as bars along a category axis (how many had each score or band), with an axis tooltip. */
export function countBarsOption({
  categories,
  counts,
  categoryName,
  countName,
  formatCount,
  grid = {},
  barCategoryGap = '15%',
  markAt,
}: CountBarsInput): ChartOption {
  const markLine =
    markAt !== undefined && categories.includes(markAt)
      ? { markLine: { symbol: 'none', label: { formatter: markAt }, data: [{ xAxis: markAt }] } }
      : {};
  return {
    grid: {
      left: 8,
      right: grid.right ?? 16,
      top: grid.top ?? 32,
      bottom: grid.bottom ?? 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? formatCount(value) : '—'),
    },
    xAxis: { type: 'category', data: [...categories], name: categoryName },
    yAxis: { type: 'value', name: countName, minInterval: 1 },
    series: [{ type: 'bar', name: countName, data: [...counts], barCategoryGap, ...markLine }],
  };
}
