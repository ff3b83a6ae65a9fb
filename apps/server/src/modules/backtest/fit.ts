// The method fitted on the region's data — pure, so it can run off the main thread (fit-worker.ts): the rank
// model learned from every admitted year's change (what live predictions use) and the calibration table of
// the backtest (each year predicted from the years before it), which tells a student what a probability of
// the method meant in the past.
import {
  backtestCases,
  calibrationTable,
  casesFromYearUnits,
  fitRankModel,
  PROTOCOL_SUMMARY,
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

/**
 * The model fitted on the region's own changes (the prior of every province until they are enough), and the
 * reliability the note quotes: what the selection protocol measured over every province and year, each
 * predicted from earlier years only (protocol.generated.ts) — not one region's few folds. Without it (a build
 * whose protocol was not run), the region's own backtest.
 */
export function fitMethod(data: RegionData): FittedMethod {
  const cases = casesFromYearUnits(data);
  const transitions = cases.flatMap((c) => (c.minRank === null ? [] : [{ ...c, minRank: c.minRank }]));
  const model = fitRankModel(transitions);
  if (PROTOCOL_SUMMARY) return { model, calibration: PROTOCOL_SUMMARY.calibration };
  const report = backtestCases(cases);
  return { model, calibration: report.years.length > 0 ? calibrationTable(report) : null };
}
