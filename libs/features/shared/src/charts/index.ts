// Charts of the data pages: <EChart> (ECharts loaded on first use, with a data table for screen readers),
// the option builders they share, and the category tracks that join 理科 and 物理类 across the reform.
export { EChart, type EChartProps } from './echart.tsx';
export type { ChartOption, ChartTable, ChartTableColumn, ChartTableRow } from './chart-types.ts';
export { applyChartTheme, DEFAULT_CHART_THEME, readChartTheme, type ChartTheme } from './chart-theme.ts';
export {
  countBarsOption,
  yearTrendOption,
  yearTrendTable,
  type CountBarsInput,
  type TrendSeries,
  type YearTrendInput,
} from './chart-options.ts';
export { categoryTracks, trackOf, type CategoryTrack } from './tracks.ts';
export { chartMessages } from './messages.ts';
