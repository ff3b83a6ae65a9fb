// The ECharts option the shared chart accepts: only the chart kinds and components the chart loader registers
// (line and bar series; grid, tooltip, legend, data zoom and mark lines), so an option using anything else is a
// type error instead of a chart that silently draws nothing.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
>;

/** A drawn chart, as far as the component uses it. */
export interface ChartInstance {
  setOption(option: ChartOption, options?: { notMerge?: boolean }): void;
  resize(): void;
  dispose(): void;
}

/** What the loader hands over: ECharts' `init`, with the needed parts registered. */
export interface ChartEngine {
  init(element: HTMLElement, theme: null, options: { renderer: 'svg' }): ChartInstance;
}

/** A column of a chart's data table. */
export interface ChartTableColumn {
  key: string;
  title: string;
  align?: 'left' | 'center' | 'right';
}

export type ChartTableRow = Readonly<Record<string, string | number | null>>;

/** The chart's data as a table, for screen readers and for anyone who wants the numbers. */
export interface ChartTable {
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly ChartTableRow[];
}
