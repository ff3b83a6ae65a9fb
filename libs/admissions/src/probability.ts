/**
 * Admission probability of a candidate rank against one unit (a school in a batch, a 院校专业组, or a major)
 * from the unit's lowest admitted ranks of past years.
 *
 * The predicted line is the recency-weighted mean of the past log ranks (`lineBase`), corrected and given its
 * spread by the rank model (`RankModel`), which the caller fits once per data version on the transitions of
 * earlier years (`fitRankModel`): the model knows, from the data, how far lines of this kind of match and
 * this level in the field moved, whether candidates and seats moved them, and how much a whole year shifts.
 * Without a fitted model the cold-start defaults apply. The probability is P(lowest rank ≥ candidate rank)
 * under the resulting law of the log rank (a normal with the model's tail of larger misses), kept within
 * [1 %, 99 %]. `predictThreshold` does the work once per unit; `admissionProbability` is a few operations per
 * candidate.
 */
import {
  DEFAULT_ALTERNATION_SETTINGS,
  detectAlternation,
  type Alternation,
  type AlternationSettings,
} from './alternation.ts';
import {
  lineBase,
  positive,
  pullOf,
  pullLearned,
  type LineLimits,
  type PredictionTarget,
  type UnitYear,
} from './line-base.ts';
import type { MatchKind } from './matching.ts';
import { ESTIMATE_MESSAGES as M } from './messages.ts';
import { errorCdf, errorQuantile, NO_TAIL, type ErrorTail } from './error-tail.ts';
import { DEFAULT_RANK_MODEL, predictiveLaw, type RankModel } from './rank-model.ts';

export type { PredictionTarget, UnitYear } from './line-base.ts';

/** Probabilities are kept within [low, high]: past years never make a result certain. */
export interface ProbabilityCap {
  readonly low: number;
  readonly high: number;
}

export interface EstimateSettings extends LineLimits {
  /** The fitted rank model (`fitRankModel`); `DEFAULT_RANK_MODEL` on a cold start. */
  readonly model: RankModel;
  readonly cap: ProbabilityCap;
  /** Level of the reported interval of the predicted lowest rank. */
  readonly intervalLevel: number;
  /** 大小年 detection, reported in the reasons and flags (the estimate does not bet on it). */
  readonly alternation: AlternationSettings;
}

/** At most 5 years, seat changes counted up to 2× either way, probabilities within [1 %, 99 %], an 80 % interval. */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  maxYears: 5,
  maxPlanRatio: 2,
  model: DEFAULT_RANK_MODEL,
  cap: { low: 0.01, high: 0.99 },
  intervalLevel: 0.8,
  alternation: DEFAULT_ALTERNATION_SETTINGS,
};

export type EstimateOptions = Partial<Omit<EstimateSettings, 'alternation'>> & {
  readonly alternation?: Partial<AlternationSettings>;
};

export function resolveEstimateSettings(options: EstimateOptions = {}): EstimateSettings {
  const d = DEFAULT_ESTIMATE_SETTINGS;
  return { ...d, ...options, alternation: { ...d.alternation, ...options.alternation } };
}

/** A past year as the prediction used it. */
export interface YearEvidence {
  readonly year: number;
  readonly minRank: number;
  readonly minScore: number | null;
  readonly planCount: number | null;
  readonly candidates: number | null;
  readonly match: MatchKind;
  /** Share of the total weight (the weights sum to 1). */
  readonly weight: number;
  /** The year's lowest rank carried to this year's candidates and seats. */
  readonly adjustedRank: number;
  /** True when the rank is converted by line difference, not official (`UnitYear.rankNote`). */
  readonly converted?: boolean;
}

/** What the spread rests on: a model fitted on this data's earlier years, or the cold-start default. */
export interface EstimateBasis {
  readonly source: 'data' | 'default';
  readonly years: readonly number[];
  readonly transitions: number;
  /** Whether the match kind had transitions of its own (else all kinds' were used). */
  readonly ownKind: boolean;
}

export interface ThresholdEstimate {
  readonly status: 'ok';
  readonly year: number;
  /** Predicted lowest admitted rank (the median of the model). */
  readonly rank: number;
  /**
   * Centre and spread of the log of the lowest rank: (log rank − logMean) ÷ sigma follows the standard normal
   * widened by `tail` (error-tail.ts).
   */
  readonly logMean: number;
  readonly sigma: number;
  readonly tail: ErrorTail;
  /** Weighted dispersion of the unit's own past log ranks (shown when large). */
  readonly volatility: number;
  readonly interval: { readonly low: number; readonly high: number; readonly level: number };
  readonly yearsUsed: number;
  /** Most recent year first. */
  readonly evidence: readonly YearEvidence[];
  /** How the latest past year was found, and for a reference the spread of what it stands for. */
  readonly match: MatchKind;
  readonly referenceSpread: number;
  /** This year's seats against the typical past seats, and the factor the learned elasticity puts on the rank. */
  readonly plan: { readonly target: number; readonly typical: number; readonly factor: number } | null;
  /**
   * The unit's gap to its college's other units (ln of the college's median rank ÷ its own) and the share of
   * it the model expects to close this year; null when the gap is unknown or no pull was learned.
   */
  readonly collegePull: {
    readonly gap: number;
    readonly pull: number;
    readonly factor: number;
    /** The even odds of a bare code the data has taught nothing about (`UNLEARNED_CODE_PULL`), not learned. */
    readonly assumed: boolean;
  } | null;
  /** Whether past ranks were scaled by the change in candidates (the model found that they follow it), and by how much. */
  readonly candidateScaling: boolean;
  readonly candidateElasticity: number;
  readonly alternation: Alternation;
  readonly cap: ProbabilityCap;
  readonly basis: EstimateBasis;
}

/** A threshold prediction, or `no-data` when no usable past year exists. */
export type ThresholdPrediction =
  ThresholdEstimate | { readonly status: 'no-data'; readonly year: number; readonly yearsUsed: 0 };

/**
 * Predicts the target year's lowest rank of a unit from its `history` (any order; only years before the
 * target with a positive `minRank` count, the first entry of a year wins, the latest `maxYears` are used).
 */
export function predictThreshold(
  history: readonly UnitYear[],
  target: PredictionTarget,
  options: EstimateOptions = {},
): ThresholdPrediction {
  const s = resolveEstimateSettings(options);
  const model = s.model;
  const base = lineBase(history, target, model, s);
  if (!base) return { status: 'no-data', year: target.year, yearsUsed: 0 };

  const { logMean, sigma, own } = predictiveLaw(model, base);
  const tail = model.tail ?? NO_TAIL;
  const z = errorQuantile((1 + s.intervalLevel) / 2, tail);

  const n = base.years.length;
  const spread = base.adjusted.reduce((a, v, i) => a + (base.weights[i] ?? 0) * (v - base.center) ** 2, 0);
  const v2 = base.weights.reduce((a, w) => a + w * w, 0);
  const volatility = n > 1 && v2 < 1 ? Math.sqrt(spread / (1 - v2)) : 0;
  const seatFactor = base.seatShift === null ? 1 : Math.exp(model.seatElasticity * base.seatShift);
  const pull = pullOf(model.collegePull, base.kind);

  return {
    status: 'ok',
    year: target.year,
    rank: Math.exp(logMean),
    logMean,
    sigma,
    volatility,
    interval: {
      low: Math.exp(logMean - z * sigma),
      high: Math.exp(logMean + z * sigma),
      level: s.intervalLevel,
    },
    yearsUsed: n,
    evidence: base.years.map((y, i) => ({
      year: y.year,
      minRank: y.minRank ?? 0,
      minScore: y.minScore ?? null,
      planCount: positive(y.planCount) ? y.planCount : null,
      candidates: positive(y.candidates) ? y.candidates : null,
      match: y.match ?? 'same',
      weight: base.weights[i] ?? 0,
      adjustedRank: Math.exp(base.adjusted[i] ?? 0),
      ...(y.rankNote ? { converted: true } : {}),
    })),
    match: base.kind,
    referenceSpread: base.spread,
    plan:
      base.typicalPlan !== null && positive(target.planCount)
        ? { target: target.planCount, typical: base.typicalPlan, factor: seatFactor }
        : null,
    collegePull:
      base.collegeGap === null || pull === 0 || Math.abs(base.collegeGap) < 1e-9
        ? null
        : {
            gap: base.collegeGap,
            pull,
            factor: Math.exp(pull * base.collegeGap),
            assumed: !pullLearned(model.collegePull, base.kind),
          },
    candidateScaling: model.candidateElasticity > 0 && base.candidateShift !== null,
    candidateElasticity: model.candidateElasticity,
    alternation: detectAlternation(
      base.years.map((y, i) => ({ year: y.year, rank: Math.exp(base.adjusted[i] ?? 0) })),
      target.year,
      s.alternation,
    ),
    tail,
    cap: s.cap,
    basis: { source: model.source, years: model.years, transitions: model.transitions, ownKind: own },
  };
}

export function checkRank(rank: number): void {
  if (!Number.isFinite(rank) || rank < 1) throw new RangeError(M.badRank);
}

/** The uncapped model probability; used to tell whether a cap applied. */
export function rawProbability(prediction: ThresholdEstimate, rank: number): number {
  return errorCdf((prediction.logMean - Math.log(rank)) / prediction.sigma, prediction.tail);
}

/**
 * Probability that a candidate of `rank` (位次, ≥ 1) is admitted: P(the lowest admitted rank ≥ rank), within
 * the prediction's cap. Null without data. Never decreases as the rank gets better (smaller).
 */
export function admissionProbability(prediction: ThresholdPrediction, rank: number): number | null {
  checkRank(rank);
  if (prediction.status === 'no-data') return null;
  const p = rawProbability(prediction, rank);
  return Math.min(prediction.cap.high, Math.max(prediction.cap.low, p));
}
