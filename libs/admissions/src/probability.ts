/**
 * Admission probability of a candidate rank against one unit (a school in a batch, a 院校专业组, or a major)
 * from the unit's lowest admitted ranks of past years.
 *
 * The model works on the log of the lowest rank, each past year first carried to the target year's
 * conditions: scaled by the change in the number of candidates (rank scaling) and by the change in seats
 * (plan elasticity). The prediction is the recency-weighted mean of those log ranks (weights decaying by
 * `decay` per year back); its spread is their weighted dispersion, never below a floor that grows when
 * there are few years, widened for the uncertainty of the mean itself and, for 大小年, for the chance that
 * the pattern does not continue. The probability is P(lowest rank ≥ candidate rank) under a normal law of
 * the log rank, capped away from 0 and 1 (more tightly with fewer years). `predictThreshold` does the work
 * once per unit; `admissionProbability` and `explainAdmission` are cheap per candidate.
 */
import {
  DEFAULT_ALTERNATION_SETTINGS,
  detectAlternation,
  type Alternation,
  type AlternationSettings,
} from './alternation.ts';
import { ESTIMATE_MESSAGES as M } from './messages.ts';
import { normalCdf, normalQuantile } from './normal.ts';
import { tierOf, TIERS, type Tier, type TierDef } from './tiers.ts';

/** One past year of a unit, as the server reads it from its admission records and rank tables. */
export interface UnitYear {
  readonly year: number;
  /** 最低位次 of the year (null or ≤ 0 when unknown: the year is skipped). */
  readonly minRank: number | null;
  /** 最低分, shown in reasons only. */
  readonly minScore?: number | null;
  /** Seats of the year (计划数); null when unknown. */
  readonly planCount?: number | null;
  /** Candidates of the category that year (the rank table's total); null when unknown. */
  readonly candidates?: number | null;
}

/** The year predicted, with what is known before admission: this year's seats and candidates. */
export interface PredictionTarget {
  readonly year: number;
  readonly planCount?: number | null;
  readonly candidates?: number | null;
}

/** Probabilities are kept within [low, high] once at least `minYears` years of data are used. */
export interface ProbabilityCap {
  readonly minYears: number;
  readonly low: number;
  readonly high: number;
}

/** Every tunable number of the model; `DEFAULT_ESTIMATE_SETTINGS` documents the chosen values. */
export interface EstimateSettings {
  /** Weight of a year relative to the year after it (last year 1, the year before `decay`, then decay²…). */
  readonly decay: number;
  /** At most this many of the most recent years are used. */
  readonly maxYears: number;
  /** Lowest rank ∝ seats^elasticity: 0.5 means 4× the seats moves the lowest rank 2× down the list. */
  readonly planElasticity: number;
  /** Seat changes beyond this ratio (either way) count as this ratio: a changed plan is no new unit. */
  readonly maxPlanRatio: number;
  /** Floor of the log-rank volatility with n years: base + perYear / n. */
  readonly volatilityFloor: { readonly base: number; readonly perYear: number };
  /** Scale past ranks by the change in the number of candidates when both years' totals are known. */
  readonly scaleByCandidates: boolean;
  /** 大小年: detect and account for it (`weight`: share of belief in the pattern continuing). */
  readonly alternation: AlternationSettings & { readonly enabled: boolean; readonly weight: number };
  /** Caps by years of data, most years first. */
  readonly caps: readonly ProbabilityCap[];
  /** Level of the reported interval of the predicted lowest rank. */
  readonly intervalLevel: number;
}

/**
 * The chosen values. Decay 0.7: last year counts 1, two years back 0.7, three 0.49, four 0.34, five 0.24,
 * so the last three years carry three quarters of the weight. Elasticity 0.5, plan ratio capped at 2.
 * Volatility floor 0.06 + 0.18 / n in log rank (1 year ±24 %, 2 years ±15 %, 3 years ±12 %, 5 years ±10 %).
 * 大小年 over ≥ 4 consecutive years with changes ≥ 10 %, believed half. Caps [2 %, 98 %] with ≥ 3 years,
 * [5 %, 95 %] with 2, [10 %, 90 %] with 1. An 80 % interval.
 */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  decay: 0.7,
  maxYears: 5,
  planElasticity: 0.5,
  maxPlanRatio: 2,
  volatilityFloor: { base: 0.06, perYear: 0.18 },
  scaleByCandidates: true,
  alternation: { ...DEFAULT_ALTERNATION_SETTINGS, enabled: true, weight: 0.5 },
  caps: [
    { minYears: 3, low: 0.02, high: 0.98 },
    { minYears: 2, low: 0.05, high: 0.95 },
    { minYears: 1, low: 0.1, high: 0.9 },
  ],
  intervalLevel: 0.8,
};

/** Overrides of the defaults; `alternation` and `volatilityFloor` may be given in part. */
export type EstimateOptions = Partial<Omit<EstimateSettings, 'alternation' | 'volatilityFloor'>> & {
  readonly alternation?: Partial<EstimateSettings['alternation']>;
  readonly volatilityFloor?: Partial<EstimateSettings['volatilityFloor']>;
};

/** The defaults with `options` applied. */
export function resolveEstimateSettings(options: EstimateOptions = {}): EstimateSettings {
  const d = DEFAULT_ESTIMATE_SETTINGS;
  return {
    ...d,
    ...options,
    alternation: { ...d.alternation, ...options.alternation },
    volatilityFloor: { ...d.volatilityFloor, ...options.volatilityFloor },
    caps: [...(options.caps ?? d.caps)].sort((a, b) => b.minYears - a.minYears),
  };
}

/** A past year as the prediction used it. */
export interface YearEvidence {
  readonly year: number;
  readonly minRank: number;
  readonly minScore: number | null;
  readonly planCount: number | null;
  readonly candidates: number | null;
  /** Share of the total weight (the weights sum to 1). */
  readonly weight: number;
  /** The year's lowest rank carried to the target year's seats and candidates. */
  readonly adjustedRank: number;
}

export interface ThresholdEstimate {
  readonly status: 'ok';
  readonly year: number;
  /** Predicted lowest admitted rank (the median of the model). */
  readonly rank: number;
  /** Mean and standard deviation of the log of the lowest rank. */
  readonly logMean: number;
  readonly sigma: number;
  /** Weighted dispersion of the past years' log ranks, before floors and widening. */
  readonly volatility: number;
  readonly interval: { readonly low: number; readonly high: number; readonly level: number };
  readonly yearsUsed: number;
  /** Most recent year first. */
  readonly evidence: readonly YearEvidence[];
  /** The seat adjustment: this year's seats, the weighted typical past seats, and the factor on the rank. */
  readonly plan: { readonly target: number; readonly typical: number; readonly factor: number } | null;
  readonly candidateScaling: boolean;
  readonly alternation: Alternation;
  readonly cap: { readonly low: number; readonly high: number };
}

/** A threshold prediction, or `no-data` when no usable past year exists. */
export type ThresholdPrediction =
  ThresholdEstimate | { readonly status: 'no-data'; readonly year: number; readonly yearsUsed: 0 };

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let total = 0;
  values.forEach((v, i) => {
    const w = weights[i] ?? 0;
    sum += w * v;
    total += w;
  });
  return total > 0 ? sum / total : 0;
}

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
  const seen = new Set<number>();
  const years = history
    .filter((h) => h.year < target.year && positive(h.minRank))
    .filter((h) => (seen.has(h.year) ? false : (seen.add(h.year), true)))
    .sort((a, b) => b.year - a.year)
    .slice(0, Math.max(1, s.maxYears));
  if (years.length === 0) return { status: 'no-data', year: target.year, yearsUsed: 0 };

  const n = years.length;
  const weights = years.map((y) => s.decay ** Math.max(0, target.year - 1 - y.year));
  const v1 = weights.reduce((a, w) => a + w, 0);
  const v2 = weights.reduce((a, w) => a + w * w, 0);

  // Seats: each year's and this year's, relative to the weighted geometric mean of past seats.
  const planned = years
    .map((y, i) => ({ plan: y.planCount, w: weights[i] ?? 0 }))
    .filter((p) => positive(p.plan));
  const typicalLog = planned.length
    ? planned.reduce((a, p) => a + p.w * Math.log(p.plan ?? 1), 0) / planned.reduce((a, p) => a + p.w, 0)
    : null;
  const maxLog = Math.log(Math.max(1, s.maxPlanRatio));
  const planLog = (plan: number | null | undefined): number =>
    typicalLog === null || !positive(plan)
      ? 0
      : Math.max(-maxLog, Math.min(maxLog, Math.log(plan) - typicalLog));

  const scales = years.map((y) =>
    s.scaleByCandidates && positive(y.candidates) && positive(target.candidates)
      ? Math.log(target.candidates / y.candidates)
      : null,
  );
  const candidateScaling = scales.some((v) => v !== null);

  // Log ranks in "typical seats, target candidates" terms.
  const values = years.map(
    (y, i) => Math.log(y.minRank ?? 1) + (scales[i] ?? 0) - s.planElasticity * planLog(y.planCount),
  );
  const center = weightedMean(values, weights);
  const dispersion =
    n > 1 ? weights.reduce((a, w, i) => a + w * ((values[i] ?? center) - center) ** 2, 0) : 0;
  const dof = v1 - v2 / v1;
  const volatility = n > 1 && dof > 0 ? Math.sqrt(dispersion / dof) : 0;
  const effectiveYears = (v1 * v1) / v2;

  const alternation = s.alternation.enabled
    ? detectAlternation(
        years.map((y, i) => ({ year: y.year, rank: Math.exp(values[i] ?? 0) })),
        target.year,
        s.alternation,
      )
    : { detected: false, years: [], swing: 0, nextHot: null };
  // Predictive variance: the year-to-year spread (never below the floor) plus the error of the mean itself.
  const floor = s.volatilityFloor.base + s.volatilityFloor.perYear / n;
  const predictive = (sd: number, effective: number) => Math.max(sd, floor) ** 2 * (1 + 1 / effective);
  let mean = center;
  let variance = predictive(volatility, effectiveYears);
  if (alternation.detected) {
    // Two hypotheses: the pattern goes on (the same-phase years predict, with the spread left within the
    // phases) or it stops (all years predict). Believed w and 1 − w; their mixture's mean and variance.
    const phases = [true, false].map((same) => {
      const idx = years
        .map((_, i) => i)
        .filter((i) => ((target.year - (years[i]?.year ?? 0)) % 2 === 0) === same);
      const w = idx.map((i) => weights[i] ?? 0);
      const x = idx.map((i) => values[i] ?? 0);
      const m = weightedMean(x, w);
      const p1 = w.reduce((a, v) => a + v, 0);
      const p2 = w.reduce((a, v) => a + v * v, 0);
      const squares = w.reduce((a, v, j) => a + v * ((x[j] ?? m) - m) ** 2, 0);
      return { mean: m, squares, dof: p1 > 0 ? p1 - p2 / p1 : 0, effective: p2 > 0 ? (p1 * p1) / p2 : 1 };
    });
    const [same, other] = phases;
    if (same && other) {
      const phaseDof = same.dof + other.dof;
      const within = phaseDof > 0 ? Math.sqrt((same.squares + other.squares) / phaseDof) : 0;
      const gap = same.mean - center;
      const w = Math.min(1, Math.max(0, s.alternation.weight));
      mean = center + w * gap;
      variance = (1 - w) * variance + w * predictive(within, same.effective) + w * (1 - w) * gap * gap;
    }
  }
  const sigma = Math.sqrt(variance);

  const shift = s.planElasticity * planLog(target.planCount);
  const logMean = mean + shift;
  const z = normalQuantile((1 + s.intervalLevel) / 2);
  const cap = s.caps.find((c) => n >= c.minYears) ?? s.caps.at(-1) ?? { low: 0, high: 1 };

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
    evidence: years.map((y, i) => ({
      year: y.year,
      minRank: y.minRank ?? 0,
      minScore: y.minScore ?? null,
      planCount: positive(y.planCount) ? y.planCount : null,
      candidates: positive(y.candidates) ? y.candidates : null,
      weight: (weights[i] ?? 0) / v1,
      adjustedRank: Math.exp((values[i] ?? 0) + shift),
    })),
    plan:
      typicalLog !== null && positive(target.planCount)
        ? { target: target.planCount, typical: Math.exp(typicalLog), factor: Math.exp(shift) }
        : null,
    candidateScaling,
    alternation,
    cap: { low: cap.low, high: cap.high },
  };
}

function checkRank(rank: number): void {
  if (!Number.isFinite(rank) || rank < 1) throw new RangeError(M.badRank);
}

/** The uncapped model probability; used to tell whether a cap applied. */
function rawProbability(prediction: ThresholdEstimate, rank: number): number {
  return normalCdf((prediction.logMean - Math.log(rank)) / prediction.sigma);
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

/** Share by which `rank` is ahead of (positive) or behind (negative) the predicted lowest rank. */
function margin(prediction: ThresholdEstimate, rank: number): number {
  return (prediction.rank - rank) / prediction.rank;
}

/** Changes of seats smaller than this (5 %) are not mentioned. */
const PLAN_NOTE_RATIO = 1.05;
/** A volatility above this (≈ ±20 % a year) is pointed out. */
const VOLATILE = 0.2;
/** A margin smaller than 2 % is “even”. */
const EVEN = 0.02;

/**
 * The reasons behind the probability, in Chinese, in reading order: the past lowest ranks, the adjustments
 * (candidates, seats, 大小年), the predicted line and where the candidate stands, the caveats (volatility, few
 * years), and the probability with its cap.
 */
export function explainAdmission(prediction: ThresholdPrediction, rank: number): string[] {
  checkRank(rank);
  if (prediction.status === 'no-data') return [M.noData];
  const reasons = [M.history(prediction.evidence)];
  if (prediction.candidateScaling) reasons.push(M.candidateScaling);
  const plan = prediction.plan;
  if (plan && plan.target >= plan.typical * PLAN_NOTE_RATIO)
    reasons.push(M.planMore(plan.target, plan.typical));
  if (plan && plan.target * PLAN_NOTE_RATIO <= plan.typical)
    reasons.push(M.planFewer(plan.target, plan.typical));
  if (prediction.alternation.detected) {
    reasons.push(M.alternating(prediction.alternation.years.length, prediction.alternation.nextHot === true));
  }
  const { low, high, level } = prediction.interval;
  reasons.push(M.predicted(prediction.rank, low, high, level));
  const m = margin(prediction, rank);
  if (Math.abs(m) < EVEN) reasons.push(M.candidateEven(rank));
  else reasons.push(m > 0 ? M.candidateAhead(rank, m) : M.candidateBehind(rank, -m));
  if (prediction.volatility > VOLATILE) reasons.push(M.volatile(Math.exp(prediction.volatility) - 1));
  if (prediction.yearsUsed < 3) reasons.push(M.fewYears(prediction.yearsUsed));
  const p = admissionProbability(prediction, rank) ?? 0;
  reasons.push(M.probability(p));
  const raw = rawProbability(prediction, rank);
  if (raw < prediction.cap.low || raw > prediction.cap.high) {
    reasons.push(M.capped(prediction.cap.low, prediction.cap.high));
  }
  return reasons;
}

/** Everything the site shows for one unit and one candidate. */
export interface AdmissionEstimate {
  readonly prediction: ThresholdPrediction;
  /** Null without data. */
  readonly probability: number | null;
  /** Null without data or below the lowest tier. */
  readonly tier: Tier | null;
  readonly reasons: readonly string[];
}

/** `predictThreshold`, `admissionProbability`, `tierOf` and `explainAdmission` in one call. */
export function estimateAdmission(
  rank: number,
  history: readonly UnitYear[],
  target: PredictionTarget,
  options: EstimateOptions = {},
  tiers: readonly TierDef[] = TIERS,
): AdmissionEstimate {
  checkRank(rank);
  const prediction = predictThreshold(history, target, options);
  const probability = admissionProbability(prediction, rank);
  return {
    prediction,
    probability,
    tier: probability === null ? null : tierOf(probability, tiers),
    reasons: explainAdmission(prediction, rank),
  };
}
