/**
 * 大小年: a unit whose lowest rank swings back and forth from year to year (a hot year draws many applicants
 * and a better lowest rank, so the next year fewer apply and the lowest rank is worse, and so on). Detected
 * from the signs of the year-over-year changes of the log rank over the latest run of consecutive years.
 */

/** What the detector found. `swing` is the mean absolute year-over-year change of the log rank. */
export interface Alternation {
  readonly detected: boolean;
  /** The consecutive years examined, ascending (the latest run in the history). */
  readonly years: readonly number[];
  readonly swing: number;
  /**
   * For a detected pattern: whether the target year should be a hot year (大年: better lowest rank, i.e. a
   * smaller rank number); null when nothing was detected.
   */
  readonly nextHot: boolean | null;
}

export interface AlternationSettings {
  /** Consecutive years needed (4 gives 3 changes: pure noise alternates that way 1 time in 4). */
  readonly minYears: number;
  /** Each change must move the rank by at least this much in log terms (0.1 ≈ 10 %), so noise is not read as a pattern. */
  readonly minSwing: number;
}

export const DEFAULT_ALTERNATION_SETTINGS: AlternationSettings = { minYears: 4, minSwing: 0.1 };

/**
 * Looks for 大小年 in `points` (a rank per year; any order; non-positive ranks ignored) as seen from
 * `targetYear`: the latest run of consecutive years must be at least `minYears` long, every change at least
 * `minSwing` in log rank, and the signs must alternate.
 */
export function detectAlternation(
  points: readonly { readonly year: number; readonly rank: number }[],
  targetYear: number,
  settings: AlternationSettings = DEFAULT_ALTERNATION_SETTINGS,
): Alternation {
  const sorted = points
    .filter((p) => p.rank > 0 && Number.isFinite(p.rank) && p.year < targetYear)
    .sort((a, b) => a.year - b.year);
  const run: { year: number; value: number }[] = [];
  for (const point of sorted) {
    const last = run.at(-1);
    if (last && point.year === last.year) continue;
    if (last && point.year !== last.year + 1) run.length = 0;
    run.push({ year: point.year, value: Math.log(point.rank) });
  }
  const years = run.map((p) => p.year);
  const changes = run.slice(1).map((p, i) => p.value - (run[i]?.value ?? p.value));
  const swing = changes.length === 0 ? 0 : changes.reduce((s, d) => s + Math.abs(d), 0) / changes.length;
  const alternates = changes.every(
    (d, i) =>
      Math.abs(d) >= settings.minSwing && (i === 0 || Math.sign(d) !== Math.sign(changes[i - 1] ?? d)),
  );
  const lastChange = changes.at(-1);
  const lastYear = years.at(-1);
  if (run.length < settings.minYears || !alternates || lastChange === undefined || lastYear === undefined) {
    return { detected: false, years, swing, nextHot: null };
  }
  // The last year was hot when its rank got better (smaller); the phase flips every year after it.
  const lastHot = lastChange < 0;
  const nextHot = (targetYear - lastYear) % 2 === 1 ? !lastHot : lastHot;
  return { detected: true, years, swing, nextHot };
}
