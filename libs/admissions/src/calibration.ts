/**
 * Calibration shown to users: what a probability of the method meant in the past. The server runs the
 * backtest on the data in the database once per data version, keeps `calibrationTable(report)` (ten bands,
 * small and serialisable), and attaches `calibrationNote(table, prediction, p)` to each recommendation:
 * “过去按此方法估计为 70–80% 的志愿，实际录取 76%”, with a clear flag when the unit's own history is too thin
 * for the figure to mean much.
 */
import type { BacktestReport } from './backtest.ts';
import { CALIBRATION_MESSAGES as M } from './messages.ts';
import { calibrationBands, type CalibrationBand, type Forecast } from './metrics.ts';
import type { ThresholdPrediction } from './probability.ts';

export interface CalibrationTable {
  /** Years of the backtest it summarises (those predicted with a model fitted on earlier years). */
  readonly years: readonly number[];
  readonly samples: number;
  /** The engine's reliability bands over those years. */
  readonly bands: readonly CalibrationBand[];
  /** Bands with fewer samples than this are not quoted. */
  readonly minSamples: number;
  /** The provinces whose folds it pools (the selection protocol's); none for one region's own backtest. */
  readonly regions?: readonly string[];
}

export interface CalibrationTableOptions {
  /** Only these years; by default the years whose model was fitted on data (else every year). */
  readonly years?: readonly number[];
  readonly minSamples?: number;
}

/**
 * The reliability table to show, from a backtest on the database. Years predicted on a cold start are left
 * out when others exist: the live estimate uses a model fitted on every earlier year, like the other folds.
 */
export function calibrationTable(
  report: BacktestReport,
  options: CalibrationTableOptions = {},
): CalibrationTable {
  const fitted = report.folds.filter((f) => f.samples > 0 && f.model.source === 'data').map((f) => f.year);
  const wanted = new Set(options.years ?? (fitted.length > 0 ? fitted : report.years));
  const folds = report.folds.filter((f) => wanted.has(f.year) && f.samples > 0);
  const bands = pooledBands(folds.map((f) => f.engine.calibration));
  return {
    years: folds.map((f) => f.year),
    samples: bands.reduce((a, b) => a + b.count, 0),
    bands,
    minSamples: options.minSamples ?? 200,
  };
}

/** Reliability bands of several backtests recombined: counts add up, means and rates weigh by counts. */
export function pooledBands(lists: readonly (readonly CalibrationBand[])[]): CalibrationBand[] {
  const sums = Array.from({ length: 10 }, () => ({ count: 0, p: 0, admitted: 0 }));
  for (const list of lists) {
    list.forEach((band, i) => {
      const sum = sums[i];
      if (!sum || band.count === 0) return;
      sum.count += band.count;
      sum.p += (band.meanPredicted ?? 0) * band.count;
      sum.admitted += (band.observedRate ?? 0) * band.count;
    });
  }
  return sums.map((s, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: s.count,
    meanPredicted: s.count ? s.p / s.count : null,
    observedRate: s.count ? s.admitted / s.count : null,
  }));
}

/** A table straight from forecasts (for callers with their own outcomes). */
export function calibrationTableOf(
  forecasts: readonly Forecast[],
  years: readonly number[],
  minSamples = 200,
): CalibrationTable {
  return { years, samples: forecasts.length, bands: calibrationBands(forecasts), minSamples };
}

export interface CalibrationNote {
  /** The band of p, and what was observed in it; null when there is no table or the band is too small. */
  readonly band: { readonly from: number; readonly to: number } | null;
  readonly observedRate: number | null;
  readonly samples: number;
  /** “过去按此方法估计为 70–80% 的志愿，实际录取 76%（…）”, or why there is no such figure. */
  readonly message: string;
  /** True when the unit's own history is too thin for its estimate (or the band's figure) to mean much. */
  readonly thinHistory: boolean;
  /** Why, in Chinese (empty when not thin). */
  readonly thinReasons: readonly string[];
}

/** Why a unit's estimate rests on too little of its own history. */
export function thinHistoryReasons(prediction: ThresholdPrediction): string[] {
  if (prediction.status === 'no-data') return [M.noHistory];
  const reasons: string[] = [];
  // The unit's own years: a year taken from its college's units (a reference) or rebuilt from its majors'
  // rows (a year that admitted by college) is not its own history.
  const rebuilt = prediction.evidence.filter((e) => e.match === 'majors').length;
  const college = prediction.evidence.filter((e) => e.match === 'college').length;
  const own = prediction.evidence.length - rebuilt - college;
  if (own === 1) reasons.push(rebuilt + college > 0 ? M.oneOwnYear(rebuilt, college) : M.oneYear);
  if (own === 0) reasons.push(rebuilt > 0 ? M.majorsOnly : M.collegeOnly);
  if (prediction.basis.source === 'default') reasons.push(M.noBacktest);
  return reasons;
}

/** The note for a unit's probability `p` (as `admissionProbability` gave it). */
export function calibrationNote(
  table: CalibrationTable | null,
  prediction: ThresholdPrediction,
  p: number | null,
): CalibrationNote {
  const thinReasons = thinHistoryReasons(prediction);
  const thin = { thinHistory: thinReasons.length > 0, thinReasons };
  if (p === null || !Number.isFinite(p)) {
    return { band: null, observedRate: null, samples: 0, message: M.noEstimate, ...thin };
  }
  if (!table || table.samples === 0) {
    return { band: null, observedRate: null, samples: 0, message: M.noTable, ...thin };
  }
  const band = table.bands[Math.max(0, Math.min(9, Math.floor(p * 10)))];
  if (!band || band.count < table.minSamples || band.observedRate === null) {
    return { band: null, observedRate: null, samples: band?.count ?? 0, message: M.fewSamples, ...thin };
  }
  return {
    band: { from: band.from, to: band.to },
    observedRate: band.observedRate,
    samples: band.count,
    message: M.observed(band.from, band.to, band.observedRate, table.years, band.count, table.regions ?? []),
    ...thin,
  };
}
