/**
 * The selection protocol: every parameter and model variant is chosen by rolling-origin validation on earlier
 * years only, and the latest year of every region stays out of every choice until one final measurement.
 *
 * A fold is a region's year t, predicted from that region's years before t, with the prior (the cold start,
 * prior.ts) fitted on the changes of every region's years before t. Selection folds are the years before each
 * region's latest, and their priors also leave out every region's latest year; the variant chosen is the one
 * whose predictions were never over-optimistic by more than the limit in the bands ≥ 50 %, and among those
 * the lowest mean Brier score relative to 位次法. The final folds (each region's latest year) are then scored
 * once, with the chosen variant. Pure: the caller loads the regions and prints the report.
 */
import { backtestCases, type BacktestCase, type FoldReport } from './backtest.ts';
import { SAMPLE_BASELINES } from './baselines.ts';
import { PROTOCOL_MESSAGES as M } from './messages.ts';
import type { ForecastScore } from './metrics.ts';
import type { EstimateOptions } from './probability.ts';
import { fitPriorBaselines, fitPriorModel, pooledCases, type RegionCases } from './prior.ts';
import { SAMPLE_RANK_MODEL, type FitSettings } from './rank-model.ts';

/** A way of predicting to choose between: settings of the fit and of the estimate. */
export interface ProtocolVariant {
  readonly name: string;
  /** Whether the prior weighs every province alike (`pooledCases`' `balanced`). */
  readonly balancedPrior?: boolean;
  readonly fit?: Partial<Omit<FitSettings, 'prior'>>;
  readonly estimate?: EstimateOptions;
}

/** More own years than any region has: the prior only. */
const PRIOR_ONLY = 99;

/**
 * The variants the protocol chooses between: from how many years of a region's own changes its own fit
 * replaces the prior of every province, and whether its own year shifts are pooled with the prior's. The
 * choice, and the folds it was made on, are in protocol.generated.ts (`npm run generate:protocol`).
 */
export const PROTOCOL_VARIANTS: readonly ProtocolVariant[] = (
  [
    [1, true, false],
    [1, false, false],
    [2, true, false],
    [PRIOR_ONLY, true, false],
    [1, true, true],
    [2, true, true],
    [PRIOR_ONLY, true, true],
  ] as const
).map(([minOwnYears, poolShifts, balancedPrior]) => ({
  name: M.variantName(minOwnYears === PRIOR_ONLY ? null : minOwnYears, poolShifts, balancedPrior),
  fit: { minOwnYears, poolShifts },
  ...(balancedPrior ? { balancedPrior } : {}),
}));

export interface ProtocolFold {
  readonly region: string;
  readonly year: number;
  /** `selection`: used to choose; `final`: the region's latest year, scored once with the chosen variant. */
  readonly role: 'selection' | 'final';
  readonly variant: string;
  readonly report: FoldReport;
  /** Largest shortfall of the admitted rate below the mean prediction over the bands from 50 % (a share). */
  readonly overOptimism: number;
}

export interface VariantSummary {
  readonly variant: string;
  /** Mean over the selection folds of the engine's Brier ÷ 位次法's. */
  readonly meanRatio: number | null;
  /** The selection folds whose bands ≥ 50 % were over-optimistic by more than the limit. */
  readonly violations: number;
  readonly worstRatio: number | null;
}

export interface ProtocolReport {
  readonly variants: readonly VariantSummary[];
  readonly chosen: string;
  /** Every selection fold of every variant, then the final folds of the chosen one. */
  readonly folds: readonly ProtocolFold[];
}

export interface ProtocolOptions {
  /** Over-optimism allowed in a band ≥ 50 % (0.03: 3 points). */
  readonly optimismLimit?: number;
  /** Bands from this prediction count for over-optimism. */
  readonly fromBand?: number;
  /** Leave the final folds out (while developing: the latest years are measured once, at the end). */
  readonly selectionOnly?: boolean;
}

/** The largest (mean predicted − admitted rate) over the bands whose predictions start at `from` or more. */
export function overOptimism(score: ForecastScore, from = 0.5): number {
  return score.calibration
    .filter((b) => b.from >= from - 1e-9 && b.count > 0)
    .reduce((worst, b) => Math.max(worst, (b.meanPredicted ?? 0) - (b.observedRate ?? 0)), 0);
}

/** The latest year of `cases` (a loop: a spread of 50,000 years would overflow the stack). */
export const latestYear = (cases: readonly BacktestCase[]): number =>
  cases.reduce((latest, c) => Math.max(latest, c.year), -Infinity);

const scorableYears = (cases: readonly BacktestCase[]) =>
  [...new Set(cases.filter((c) => (c.minRank ?? 0) > 0 && c.history.length > 0).map((c) => c.year))].sort(
    (a, b) => a - b,
  );

/** Runs the protocol over `regions` for each of `variants` (the first wins ties). */
export function runProtocol(
  regions: readonly RegionCases[],
  variants: readonly ProtocolVariant[],
  options: ProtocolOptions = {},
): ProtocolReport {
  if (variants.length === 0) throw new Error('runProtocol needs at least one variant');
  const limit = options.optimismLimit ?? 0.03;
  const fromBand = options.fromBand ?? 0.5;
  const latest = new Map(regions.map((r) => [r.region, latestYear(r.cases)]));
  // What selection may see: no region's latest year, not even in the prior.
  const open = regions.map((r) => ({
    ...r,
    cases: r.cases.filter((c) => c.year < (latest.get(r.region) ?? 0)),
  }));

  const fold = (region: RegionCases, year: number, variant: ProtocolVariant, role: ProtocolFold['role']) => {
    const pool = pooledCases(role === 'selection' ? open : regions, {
      before: year,
      balanced: variant.balancedPrior ?? false,
    });
    // Before any real change, the method knows only the sample data's (never the shipped prior: it saw later years).
    const prior = fitPriorModel(pool, variant.fit) ?? SAMPLE_RANK_MODEL;
    const report = backtestCases(
      region.cases.filter((c) => c.year <= year),
      {
        years: [year],
        fit: { ...variant.fit, prior },
        baselinePrior: fitPriorBaselines(pool) ?? SAMPLE_BASELINES,
        ...(variant.estimate ? { estimate: variant.estimate } : {}),
      },
    );
    const report0 = report.folds[0];
    if (!report0) throw new Error(`no fold for ${region.region} ${year}`);
    return {
      region: region.region,
      year,
      role,
      variant: variant.name,
      report: report0,
      overOptimism: overOptimism(report0.engine, fromBand),
    };
  };

  const selection: ProtocolFold[] = [];
  for (const variant of variants) {
    for (const region of regions) {
      for (const year of scorableYears(region.cases)) {
        if (year >= (latest.get(region.region) ?? 0)) continue;
        const f = fold(region, year, variant, 'selection');
        if (f.report.samples > 0) selection.push(f);
      }
    }
  }
  const summaries = variants.map((v): VariantSummary => {
    const mine = selection.filter((f) => f.variant === v.name);
    const ratios = mine
      .map((f) => (f.report.engine.brierScore ?? 0) / (f.report.rankRatio.brierScore ?? Number.NaN))
      .filter(Number.isFinite);
    return {
      variant: v.name,
      meanRatio: ratios.length ? ratios.reduce((a, r) => a + r, 0) / ratios.length : null,
      worstRatio: ratios.length ? Math.max(...ratios) : null,
      violations: mine.filter((f) => f.overOptimism > limit).length,
    };
  });
  const best = [...summaries].sort(
    (a, b) => a.violations - b.violations || (a.meanRatio ?? Infinity) - (b.meanRatio ?? Infinity),
  )[0];
  const chosen = variants.find((v) => v.name === best?.variant) ?? variants[0]!;
  const finals = (options.selectionOnly ? [] : regions)
    .filter((r) => scorableYears(r.cases).includes(latest.get(r.region) ?? 0))
    .map((r) => fold(r, latest.get(r.region) ?? 0, chosen, 'final'))
    .filter((f) => f.report.samples > 0);
  return { variants: summaries, chosen: chosen.name, folds: [...selection, ...finals] };
}
