/**
 * A unit's predicted line before calibration: the recency-weighted mean of its past log ranks, each year
 * carried to the target year's candidates and seats by the elasticities the rank model learned (0 when the
 * data cannot tell). Shared by the prediction and by the model's fitting, so both measure the same thing.
 */
import type { MatchKind } from './matching.ts';

/** One past year of a unit, as the server reads it from its admission records and rank tables. */
export interface UnitYear {
  readonly year: number;
  /** 最低位次 of the year (null or ≤ 0 when unknown: the year is skipped). */
  readonly minRank: number | null;
  /** 最低分, shown in reasons and used by the 线差法 baseline. */
  readonly minScore?: number | null;
  /** Seats of the year (计划数); null when unknown. */
  readonly planCount?: number | null;
  /** Candidates of the category that year (the rank table's total); null when unknown. */
  readonly candidates?: number | null;
  /**
   * The field the unit recruits from that year: the candidates at or above the lowest line of its level
   * (本科 or 专科) — only they can be admitted, and their number follows the seats of the level, not the
   * number who sat the exam. Used instead of `candidates` for scaling and levels when known.
   */
  readonly field?: number | null;
  /** How this year was found for the unit (`matchUnit`); its own record when absent. */
  readonly match?: MatchKind;
  /** For a college reference, a line rebuilt from majors or a bare code: `UnitMatch.spread`. */
  readonly spread?: number | null;
  /** The median lowest rank of the college's units of the same programme that year (`UnitMatch.collegeRank`). */
  readonly collegeRank?: number | null;
  /** The batch line (批次线) of that year, for the 线差法 baseline. */
  readonly lineScore?: number | null;
  /**
   * A rank not read in the year's own table but converted from another year's by line difference
   * (line-difference.ts): the extra log-rank spread it carries (`LINE_DIFFERENCE_SPREAD`), absent otherwise.
   */
  readonly derivedSpread?: number | null;
  /** Why the rank is not official (“2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次”). */
  readonly rankNote?: string | null;
}

/** The year predicted, with what is known before admission: this year's seats and candidates. */
export interface PredictionTarget {
  readonly year: number;
  readonly planCount?: number | null;
  readonly candidates?: number | null;
  /** This year's field (see `UnitYear.field`), known once the lines are published. */
  readonly field?: number | null;
}

export const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The size a rank is measured against: the field when known, else the candidates. */
export const fieldOf = (y: { candidates?: number | null; field?: number | null }): number | null =>
  positive(y.field) ? y.field : positive(y.candidates) ? y.candidates : null;

/** The numbers that shape a line; learned by `fitRankModel`, defaults in `DEFAULT_RANK_MODEL`. */
export interface LineParameters {
  /** Weight of a year relative to the year after it. */
  readonly decay: number;
  /** Share of the change in candidates that moves the rank (0: ranks are not scaled; 1: fully). */
  readonly candidateElasticity: number;
  /** Lowest rank ∝ seats^seatElasticity. */
  readonly seatElasticity: number;
  /**
   * Share of the gap between the unit and its college's other units that closes in a year, per kind of
   * match (`all` for kinds without their own); none when absent.
   */
  readonly collegePull?: CollegePull;
}

/** The college pull per kind of match, `all` for the others (0 when the data cannot tell). */
export type CollegePull = Readonly<Partial<Record<MatchKind, number>>> & { readonly all: number };

/**
 * The pull of a bare code the data has taught nothing about. Such a code names last year's group of the same
 * code, which is either this group (its line carries over) or, where the college regrouped, another of its
 * groups (its line is any of the college's). With no data on which is more common the odds are even, so the
 * line is read as that mixture: half-way to the college's median, as wide as the two readings are apart
 * (`predictiveLaw`). A pull learned for code matches replaces it.
 */
export const UNLEARNED_CODE_PULL = 0.5;

/** The pull that applies to a line of `kind`: its own, else for a bare code the even odds, else `all`'s. */
export const pullOf = (pull: CollegePull | undefined, kind: MatchKind): number =>
  pull ? (pull[kind] ?? (kind === 'code' ? UNLEARNED_CODE_PULL : pull.all)) : 0;

/** Whether the pull of `kind` was learned rather than assumed (only a bare code's is ever assumed). */
export const pullLearned = (pull: CollegePull | undefined, kind: MatchKind): boolean =>
  kind !== 'code' || pull?.code !== undefined;

export interface LineLimits {
  /** At most this many of the most recent years are used. */
  readonly maxYears: number;
  /** Seat changes beyond this ratio (either way) count as this ratio. */
  readonly maxPlanRatio: number;
}

export interface LineBase {
  /** The years used, most recent first, with their share of the weight (summing to 1). */
  readonly years: readonly UnitYear[];
  readonly weights: readonly number[];
  /** Each year's log rank carried to the target year's candidates and seats. */
  readonly adjusted: readonly number[];
  /** The weighted mean of `adjusted`: the uncalibrated log line. */
  readonly center: number;
  /** √(1 + 1/n_eff): how much wider a one-year history's error is than the year-to-year noise, and so on. */
  readonly scale: number;
  /** Weighted mean of ln(field this year ÷ that year's field), null when unknown. */
  readonly candidateShift: number | null;
  /** ln(this year's seats ÷ the typical past seats), within the limit; null when unknown. */
  readonly seatShift: number | null;
  /** Weighted mean of ln(college's rank ÷ the unit's rank) over the years where both are known; null when none. */
  readonly collegeGap: number | null;
  readonly typicalPlan: number | null;
  /** center − ln(this year's field): where in the field the line sits; null when it is unknown. */
  readonly level: number | null;
  /** How the most recent year was found, and the spread of what a reference stands for. */
  readonly kind: MatchKind;
  readonly spread: number;
  /** Σ (weight × derivedSpread)² over the years used: the variance converted ranks add to the centre. */
  readonly derivedVariance?: number;
}

/** The usable years before the target (first entry of a year wins), most recent first. */
export function usableYears(history: readonly UnitYear[], year: number, maxYears: number): UnitYear[] {
  const seen = new Set<number>();
  return history
    .filter((h) => h.year < year && positive(h.minRank))
    .filter((h) => (seen.has(h.year) ? false : (seen.add(h.year), true)))
    .sort((a, b) => b.year - a.year)
    .slice(0, Math.max(1, maxYears));
}

const weightedMean = (values: readonly number[], weights: readonly number[]): number =>
  values.reduce((a, v, i) => a + v * (weights[i] ?? 0), 0);

/** The uncalibrated line of a unit; null when no past year is usable. */
export function lineBase(
  history: readonly UnitYear[],
  target: PredictionTarget,
  params: LineParameters,
  limits: LineLimits,
): LineBase | null {
  const years = usableYears(history, target.year, limits.maxYears);
  const latest = years[0];
  if (!latest) return null;
  const raw = years.map((y) => params.decay ** Math.max(0, target.year - 1 - y.year));
  const total = raw.reduce((a, w) => a + w, 0);
  const weights = raw.map((w) => w / total);
  const neff = 1 / weights.reduce((a, w) => a + w * w, 0);

  const planned = years
    .map((y, i) => ({ plan: y.planCount, w: raw[i] ?? 0 }))
    .filter((p) => positive(p.plan));
  const typicalLog = planned.length
    ? planned.reduce((a, p) => a + p.w * Math.log(p.plan ?? 1), 0) / planned.reduce((a, p) => a + p.w, 0)
    : null;
  const maxLog = Math.log(Math.max(1, limits.maxPlanRatio));
  const seatLog = (plan: number | null | undefined): number | null =>
    typicalLog === null || !positive(plan)
      ? null
      : Math.max(-maxLog, Math.min(maxLog, Math.log(plan) - typicalLog));
  const seatShift = seatLog(target.planCount);

  // Sizes compared on the same footing: the fields when both are known, else the candidates.
  const sizeLog = (y: UnitYear): number | null => {
    if (positive(y.field) && positive(target.field)) return Math.log(target.field / y.field);
    if (positive(y.candidates) && positive(target.candidates))
      return Math.log(target.candidates / y.candidates);
    return null;
  };
  const candidateLogs = years.map(sizeLog);
  const known = candidateLogs.every((c) => c !== null);
  const candidateShift = known
    ? weightedMean(
        candidateLogs.map((c) => c ?? 0),
        weights,
      )
    : null;

  const adjusted = years.map(
    (y, i) =>
      Math.log(y.minRank ?? 1) +
      params.candidateElasticity * (candidateLogs[i] ?? 0) +
      params.seatElasticity * ((seatShift ?? 0) - (seatShift === null ? 0 : (seatLog(y.planCount) ?? 0))),
  );
  // Where the unit stood within its college (0 for a college reference: it is the college's median).
  const gaps = years.map((y) =>
    positive(y.collegeRank) && positive(y.minRank) ? Math.log(y.collegeRank / y.minRank) : null,
  );
  const gapWeight = gaps.reduce<number>((a, g, i) => a + (g === null ? 0 : (weights[i] ?? 0)), 0);
  const collegeGap =
    gapWeight > 0 ? gaps.reduce<number>((a, g, i) => a + (g ?? 0) * (weights[i] ?? 0), 0) / gapWeight : null;
  const kind = latest.match ?? 'same';
  const center = weightedMean(adjusted, weights) + pullOf(params.collegePull, kind) * (collegeGap ?? 0);
  return {
    years,
    weights,
    adjusted,
    center,
    scale: Math.sqrt(1 + 1 / neff),
    candidateShift,
    seatShift,
    collegeGap,
    typicalPlan: typicalLog === null ? null : Math.exp(typicalLog),
    level: fieldOf(target) === null ? null : center - Math.log(fieldOf(target) ?? 1),
    kind,
    spread: positive(latest.spread) ? latest.spread : 0,
    derivedVariance: years.reduce((a, y, i) => a + ((weights[i] ?? 0) * (y.derivedSpread ?? 0)) ** 2, 0),
  };
}
