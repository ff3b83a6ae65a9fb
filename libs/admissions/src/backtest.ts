/**
 * The backtest: predict each year of each unit from the years before it only, and compare with what
 * happened. Without real applicants' outcomes, a candidate of rank r is taken as admitted in year Y exactly
 * when r ≤ the unit's actual lowest rank of Y; candidate ranks are sampled on a fixed grid around the
 * prediction (never around the truth, which the model must not see). Explicit outcomes can be passed instead.
 * The report gives calibration per probability band of 0.1, the Brier score (with the score of always
 * answering the overall admission rate, for scale), and how often each tier — 保 above all — was admitted.
 * Pure: the CLI reads the database, calls `backtest` and prints `formatBacktestReport`.
 */
import { BACKTEST_MESSAGES as M } from './messages.ts';
import {
  admissionProbability,
  predictThreshold,
  type EstimateOptions,
  type ThresholdEstimate,
  type UnitYear,
} from './probability.ts';
import { TIER_NAMES, tierOf, TIERS, type Tier, type TierDef } from './tiers.ts';

/** A unit and its whole history (every year, including those to be predicted). */
export interface BacktestUnit {
  readonly key: string;
  readonly history: readonly UnitYear[];
}

/** A real candidate's result, when known: used instead of sampled ranks. */
export interface BacktestOutcome {
  readonly unitKey: string;
  readonly year: number;
  readonly rank: number;
  readonly admitted: boolean;
}

export interface BacktestOptions {
  /** Years to predict; by default every year of the histories. */
  readonly years?: readonly number[];
  /** A unit-year is predicted only with at least this many usable earlier years (1 by default). */
  readonly minPastYears?: number;
  /** Candidate ranks as multiples of the predicted lowest rank (`DEFAULT_RANK_MULTIPLIERS`). */
  readonly rankMultipliers?: readonly number[];
  /** Known outcomes; when given, no ranks are sampled. */
  readonly outcomes?: readonly BacktestOutcome[];
  readonly estimate?: EstimateOptions;
  readonly tiers?: readonly TierDef[];
}

/** 21 ranks from 0.61× to 1.65× the predicted lowest rank, evenly spaced in log (steps of 5 %). */
export const DEFAULT_RANK_MULTIPLIERS: readonly number[] = Array.from({ length: 21 }, (_, i) =>
  Math.exp((i - 10) * 0.05),
);

export interface CalibrationBand {
  /** Predicted probabilities p with from ≤ p < to (the last band includes 1). */
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly meanPredicted: number | null;
  readonly observedRate: number | null;
}

export interface OutcomeTally {
  readonly count: number;
  readonly admitted: number;
  /** admitted ÷ count, null when count is 0. */
  readonly rate: number | null;
}

export interface BacktestReport {
  /** Years predicted, ascending. */
  readonly years: readonly number[];
  /** Candidate-unit-year predictions scored. */
  readonly samples: number;
  /** Unit-years predicted, and those skipped for lack of earlier years. */
  readonly unitYears: number;
  readonly skippedUnitYears: number;
  /** Mean of (p − admitted)²; null without samples. */
  readonly brierScore: number | null;
  /** The Brier score of always answering the overall admission rate. */
  readonly baselineBrierScore: number | null;
  /** Mean |mean predicted − observed rate| over the bands, weighted by their counts. */
  readonly calibrationError: number | null;
  /** Ten bands of 0.1. */
  readonly calibration: readonly CalibrationBand[];
  /** Each tier's tally, 冲 to 保. */
  readonly tiers: readonly ({ readonly tier: Tier } & OutcomeTally)[];
  /** The 保 tally again: how often a safety choice was in fact admitted. */
  readonly safety: OutcomeTally;
  /** Below the lowest tier. */
  readonly notSuggested: OutcomeTally;
  readonly byYear: readonly {
    readonly year: number;
    readonly samples: number;
    readonly brierScore: number | null;
  }[];
}

interface Scored {
  readonly year: number;
  readonly p: number;
  readonly admitted: boolean;
}

const tally = (items: readonly Scored[]): OutcomeTally => {
  const admitted = items.filter((s) => s.admitted).length;
  return { count: items.length, admitted, rate: items.length ? admitted / items.length : null };
};

const brier = (items: readonly Scored[]): number | null =>
  items.length ? items.reduce((a, s) => a + (s.p - (s.admitted ? 1 : 0)) ** 2, 0) / items.length : null;

const positiveRank = (r: number | null | undefined): r is number =>
  typeof r === 'number' && Number.isFinite(r) && r > 0;

/** Runs the backtest over `units`. Deterministic: the same input gives the same report. */
export function backtest(units: readonly BacktestUnit[], options: BacktestOptions = {}): BacktestReport {
  const minPast = Math.max(1, options.minPastYears ?? 1);
  const multipliers = options.rankMultipliers ?? DEFAULT_RANK_MULTIPLIERS;
  const tiers = options.tiers ?? TIERS;
  const wanted = options.years ? new Set(options.years) : null;
  const byKey = new Map(units.map((u) => [u.key, u]));
  const scored: Scored[] = [];
  const predicted = new Set<string>();
  let skipped = 0;

  const predict = (unit: BacktestUnit, year: number): ThresholdEstimate | null => {
    const actual = unit.history.find((h) => h.year === year);
    const prediction = predictThreshold(
      unit.history,
      { year, planCount: actual?.planCount ?? null, candidates: actual?.candidates ?? null },
      options.estimate,
    );
    return prediction.status === 'ok' && prediction.yearsUsed >= minPast ? prediction : null;
  };

  if (options.outcomes) {
    const cache = new Map<string, ThresholdEstimate | null>();
    for (const outcome of options.outcomes) {
      if (wanted && !wanted.has(outcome.year)) continue;
      const unit = byKey.get(outcome.unitKey);
      if (!unit || !positiveRank(outcome.rank)) continue;
      const id = `${outcome.unitKey}\u0000${outcome.year}`;
      if (!cache.has(id)) {
        const prediction = predict(unit, outcome.year);
        cache.set(id, prediction);
        if (prediction) predicted.add(id);
        else skipped += 1;
      }
      const prediction = cache.get(id);
      if (!prediction) continue;
      const p = admissionProbability(prediction, outcome.rank) ?? 0;
      scored.push({ year: outcome.year, p, admitted: outcome.admitted });
    }
  } else {
    for (const unit of units) {
      for (const actual of unit.history) {
        if ((wanted && !wanted.has(actual.year)) || !positiveRank(actual.minRank)) continue;
        const id = `${unit.key}\u0000${actual.year}`;
        if (predicted.has(id)) continue;
        const prediction = predict(unit, actual.year);
        if (!prediction) {
          skipped += 1;
          continue;
        }
        predicted.add(id);
        for (const k of multipliers) {
          const rank = Math.max(1, prediction.rank * k);
          const p = admissionProbability(prediction, rank) ?? 0;
          scored.push({ year: actual.year, p, admitted: rank <= actual.minRank });
        }
      }
    }
  }

  const calibration: CalibrationBand[] = Array.from({ length: 10 }, (_, band) => {
    const items = scored.filter((s) => Math.min(9, Math.floor(s.p * 10)) === band);
    const t = tally(items);
    return {
      from: band / 10,
      to: (band + 1) / 10,
      count: items.length,
      meanPredicted: items.length ? items.reduce((a, s) => a + s.p, 0) / items.length : null,
      observedRate: t.rate,
    };
  });
  const calibrationError = scored.length
    ? calibration.reduce(
        (a, b) => a + (b.count * Math.abs((b.meanPredicted ?? 0) - (b.observedRate ?? 0))) / scored.length,
        0,
      )
    : null;
  const overall = tally(scored).rate;
  const tierTallies = TIER_NAMES.map((tier) => ({
    tier,
    ...tally(scored.filter((s) => tierOf(s.p, tiers) === tier)),
  }));
  const years = [...new Set(scored.map((s) => s.year))].sort((a, b) => a - b);

  return {
    years,
    samples: scored.length,
    unitYears: predicted.size,
    skippedUnitYears: skipped,
    brierScore: brier(scored),
    baselineBrierScore: overall === null ? null : overall * (1 - overall),
    calibrationError,
    calibration,
    tiers: tierTallies,
    safety: tally(scored.filter((s) => tierOf(s.p, tiers) === '保')),
    notSuggested: tally(scored.filter((s) => tierOf(s.p, tiers) === null)),
    byYear: years.map((year) => {
      const items = scored.filter((s) => s.year === year);
      return { year, samples: items.length, brierScore: brier(items) };
    }),
  };
}

/** The report as Chinese plain text, one line per item, for the CLI. */
export function formatBacktestReport(report: BacktestReport): string {
  return [
    M.title,
    M.summary(report.samples, report.unitYears, report.skippedUnitYears, report.years),
    M.brier(report.brierScore, report.baselineBrierScore),
    M.calibrationError(report.calibrationError),
    M.calibrationHeader,
    ...report.calibration.map((b) =>
      M.calibrationRow(b.from, b.to, b.count, b.meanPredicted, b.observedRate),
    ),
    ...report.tiers.map((t) => M.tierRow(t.tier, t.count, t.rate)),
    M.safety(report.safety.count, report.safety.admitted, report.safety.rate),
  ].join('\n');
}
