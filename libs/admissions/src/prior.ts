/**
 * The prior: how far lines move from one year to the next, learned from the changes of every province in the
 * research data (and the years of each that were not held out), for a region that has too few changes of its
 * own. It is `fitRankModel` run over all of them at once, each province's years and tracks keeping their own
 * common shift, so its `shiftSpread` is the spread of a whole year's move over many province-years — the
 * years where competition rose among them — and not what one region's one or two years happen to show.
 */
import { fitBaselinesOn, type BacktestCase } from './backtest.ts';
import type { LogisticFit } from './baselines.ts';
import { fitRankModel, type FitSettings, type RankModel } from './rank-model.ts';

/** A region's cases, to be pooled with other regions' under the region's name. */
export interface RegionCases {
  readonly region: string;
  readonly cases: readonly BacktestCase[];
}

const hasPast = (c: BacktestCase) =>
  (c.minRank ?? 0) > 0 && c.history.some((h) => h.year < c.year && (h.minRank ?? 0) > 0);

export interface PoolOptions {
  /** Only cases of years before this one (all when null or absent). */
  readonly before?: number | null;
  /**
   * Whether each region weighs alike: a region with more cases than the median region is thinned to it (every
   * k-th case, so the same cases every run). 浙江 admits by major and has ten times the units of a province that
   * admits by 院校专业组; unbalanced, its way of moving would be every province's prior.
   */
  readonly balanced?: boolean;
}

/** Every region's cases, their strata and keys made per region: what the prior is fitted on. */
export function pooledCases(regions: readonly RegionCases[], options: PoolOptions = {}): BacktestCase[] {
  const before = options.before ?? null;
  const kept = regions.map((r) => ({
    region: r.region,
    cases: r.cases.filter((c) => (before === null || c.year < before) && hasPast(c)),
  }));
  const sizes = kept
    .map((r) => r.cases.length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const cap =
    options.balanced && sizes.length > 0 ? (sizes[Math.floor((sizes.length - 1) / 2)] ?? 0) : Infinity;
  return kept.flatMap((r) => {
    const step = Math.max(1, Math.ceil(r.cases.length / cap));
    return r.cases
      .filter((_, i) => i % step === 0)
      .map((c) => ({ ...c, key: `${r.region}|${c.key}`, stratum: `${r.region}|${c.stratum ?? ''}` }));
  });
}

/**
 * The prior model fitted on `cases` (pooled over regions by `pooledCases`); null without any change to learn
 * from. Its source is `default`: to a region it is what the engine assumes before its own changes.
 */
export function fitPriorModel(
  cases: readonly BacktestCase[],
  settings: Partial<Omit<FitSettings, 'prior' | 'poolShifts'>> = {},
): RankModel | null {
  const usable = cases.filter(hasPast);
  if (usable.length === 0) return null;
  const fitted = fitRankModel(
    usable.map((c) => ({ ...c, minRank: c.minRank ?? 0 })),
    { ...settings, minOwnYears: 1, poolShifts: false },
  );
  return { ...fitted, source: 'default', years: [], transitions: 0 };
}

/** 位次法 and 线差法 fitted on the same cases: the baselines' cold start beside the prior. */
export function fitPriorBaselines(
  cases: readonly BacktestCase[],
): { rankRatio: LogisticFit; lineMargin: LogisticFit } | null {
  const usable = cases.filter(hasPast);
  if (usable.length === 0) return null;
  const fitted = fitBaselinesOn(usable);
  return fitted.rankRatio.source === 'data' ? fitted : null;
}
