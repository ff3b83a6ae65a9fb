// The method fitted on the region's data — pure, so it can run off the main thread (fit-worker.ts): the rank
// model learned from every admitted year's change (what live predictions use) and the calibration table of
// the backtest (each year predicted from the years before it), which tells a student what a probability of
// the method meant in the past.
import {
  backtestCases,
  calibrationTable,
  casesFromYearUnits,
  fitRankModel,
  type BacktestOptions,
  type BacktestReport,
  type CalibrationTable,
  type RankModel,
  type RegionData,
} from '@zhiyuan/admissions';

export interface FittedMethod {
  /** Fitted on every unit of every admitted year with a past (the default model without one). */
  readonly model: RankModel;
  /** Null when no year could be predicted from an earlier one. */
  readonly calibration: CalibrationTable | null;
}

/** Every year predicted from the years before it (`npm run backtest`). */
export function backtestRegion(data: RegionData, options: BacktestOptions = {}): BacktestReport {
  return backtestCases(casesFromYearUnits(data), options);
}

export function fitMethod(data: RegionData): FittedMethod {
  const cases = casesFromYearUnits(data);
  const transitions = cases.flatMap((c) => (c.minRank === null ? [] : [{ ...c, minRank: c.minRank }]));
  const report = backtestCases(cases);
  const calibration = report.years.length > 0 ? calibrationTable(report) : null;
  return { model: fitRankModel(transitions), calibration };
}
