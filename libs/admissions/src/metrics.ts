/**
 * How good a set of probability forecasts was, against what happened: the Brier score (and the score of always
 * answering the overall rate, for scale), the calibration in ten bands of 0.1 with the expected calibration
 * error, the AUC, and how often each 冲/稳/保 tier was in fact admitted. Used for the engine and for the
 * baselines alike, on the same samples.
 */
import { TIER_NAMES, tierOf, TIERS, type Tier, type TierDef } from './tiers.ts';

/** One forecast: the probability given, and whether the candidate was admitted. */
export interface Forecast {
  readonly p: number;
  readonly admitted: boolean;
}

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

export interface ForecastScore {
  readonly samples: number;
  /** Mean of (p − admitted)²; null without samples. */
  readonly brierScore: number | null;
  /** The Brier score of always answering the overall admission rate. */
  readonly baselineBrierScore: number | null;
  /** Σ over the bands of count × |mean predicted − observed rate| ÷ samples: a share (0.03 = 3 points). */
  readonly calibrationError: number | null;
  /** Ten bands of 0.1: the reliability table. */
  readonly calibration: readonly CalibrationBand[];
  /** Probability that an admitted sample got a higher p than a refused one (ties count half); null without both. */
  readonly auc: number | null;
  /** Each tier's tally, 冲 to 保. */
  readonly tiers: readonly ({ readonly tier: Tier } & OutcomeTally)[];
  /** The 保 tally again: how often a safety choice was in fact admitted. */
  readonly safety: OutcomeTally;
  /** Below the lowest tier. */
  readonly notSuggested: OutcomeTally;
}

export function tally(items: readonly Forecast[]): OutcomeTally {
  const admitted = items.filter((s) => s.admitted).length;
  return { count: items.length, admitted, rate: items.length ? admitted / items.length : null };
}

export function brierScore(items: readonly Forecast[]): number | null {
  return items.length
    ? items.reduce((a, s) => a + (s.p - (s.admitted ? 1 : 0)) ** 2, 0) / items.length
    : null;
}

/** The ten bands of 0.1 (a p of exactly 1 falls in the last). */
export function calibrationBands(items: readonly Forecast[]): CalibrationBand[] {
  const sums = Array.from({ length: 10 }, () => ({ count: 0, p: 0, admitted: 0 }));
  for (const s of items) {
    const band = sums[Math.max(0, Math.min(9, Math.floor(s.p * 10)))];
    if (!band) continue;
    band.count += 1;
    band.p += s.p;
    band.admitted += s.admitted ? 1 : 0;
  }
  return sums.map((b, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: b.count,
    meanPredicted: b.count ? b.p / b.count : null,
    observedRate: b.count ? b.admitted / b.count : null,
  }));
}

export function calibrationError(bands: readonly CalibrationBand[]): number | null {
  const total = bands.reduce((a, b) => a + b.count, 0);
  if (total === 0) return null;
  return bands.reduce(
    (a, b) => a + (b.count * Math.abs((b.meanPredicted ?? 0) - (b.observedRate ?? 0))) / total,
    0,
  );
}

/** The AUC by ranks (Mann–Whitney), tied probabilities sharing their average rank. */
export function areaUnderCurve(items: readonly Forecast[]): number | null {
  const sorted = [...items].sort((a, b) => a.p - b.p);
  const positives = sorted.filter((s) => s.admitted).length;
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return null;
  let rankSum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]?.p === sorted[i]?.p) j += 1;
    const average = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (sorted[k]?.admitted) rankSum += average;
    i = j + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Every measure of `items` at once. */
export function scoreForecasts(items: readonly Forecast[], tiers: readonly TierDef[] = TIERS): ForecastScore {
  const calibration = calibrationBands(items);
  const overall = tally(items).rate;
  const byTier = new Map<Tier | null, Forecast[]>();
  for (const s of items) {
    const tier = tierOf(s.p, tiers);
    const list = byTier.get(tier) ?? [];
    list.push(s);
    byTier.set(tier, list);
  }
  return {
    samples: items.length,
    brierScore: brierScore(items),
    baselineBrierScore: overall === null ? null : overall * (1 - overall),
    calibrationError: calibrationError(calibration),
    calibration,
    auc: areaUnderCurve(items),
    tiers: TIER_NAMES.map((tier) => ({ tier, ...tally(byTier.get(tier) ?? []) })),
    safety: tally(byTier.get('保') ?? []),
    notSuggested: tally(byTier.get(null) ?? []),
  };
}
