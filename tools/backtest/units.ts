// The research backtest's common shape, now the engine's own (libs/admissions year-cases.ts): one admission
// unit of one year and the cases built from them year by year; `npm run backtest` uses the same code.
export {
  casesFromYearUnits as buildCases,
  type RankRows,
  type RegionData,
  type YearUnit,
} from '@zhiyuan/admissions';
