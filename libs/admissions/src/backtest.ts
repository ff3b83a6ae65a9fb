/**
 * The backtest: predict each year from the years before it only, and compare with what happened — the engine
 * and the two rules of thumb schools use (位次法, 线差法) on the same samples.
 *
 * A case is a unit of an admitted year with the history it had before that year (matched by `matchUnit`)
 * and the lowest rank it then got. For each year predicted, the rank model and the baselines' coefficients
 * are fitted on the cases of earlier years only (a cold start when there are none), then every case of the
 * year with enough history is scored. Without real applicants' outcomes, candidates are sampled around the
 * unit's HISTORY — 21 ranks from 0.61× to 1.65× its latest past lowest rank, evenly spaced in log — never
 * around the truth; a candidate is admitted iff their rank ≤ the unit's actual lowest rank that year. Real
 * outcomes can be passed instead. Pure: the caller reads the data, calls it, and prints the report.
 */
import {
  DEFAULT_BASELINES,
  fitLogistic,
  lineMarginFeature,
  logistic,
  rankRatioFeature,
  type LogisticFit,
} from './baselines.ts';
import { positive, usableYears, type UnitYear } from './line-base.ts';
import { scoreForecasts, type Forecast, type ForecastScore } from './metrics.ts';
import {
  admissionProbability,
  predictThreshold,
  resolveEstimateSettings,
  type EstimateOptions,
} from './probability.ts';
import { fitRankModel, type FitSettings, type RankModel, type UnitOfYear } from './rank-model.ts';
import { rankToScore, type RankTable } from './rank-table.ts';
import { TIERS, type TierDef } from './tiers.ts';

export type { CalibrationBand, ForecastScore, OutcomeTally } from './metrics.ts';

/** A unit of an admitted year, with its history before that year and its outcome; strata are reported apart. */
export interface BacktestCase extends UnitOfYear {
  readonly key: string;
  /** The outcome: the lowest admitted rank (null: the case is skipped). */
  readonly minRank: number | null;
  /** For 线差法: this year's batch line and rank table (the candidate's score at a rank). */
  readonly lineScore?: number | null;
  readonly table?: RankTable | null;
}

/** A unit and its whole history (every year, including those to be predicted): the older input shape. */
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
  /** Years to predict; by default every year of the cases. */
  readonly years?: readonly number[];
  /** A case is predicted only with at least this many usable earlier years (1 by default). */
  readonly minPastYears?: number;
  /** Candidate ranks as multiples of the latest past lowest rank (`DEFAULT_RANK_MULTIPLIERS`). */
  readonly rankMultipliers?: readonly number[];
  /** Known outcomes; when given, no ranks are sampled. */
  readonly outcomes?: readonly BacktestOutcome[];
  /** Overrides of the estimate (its `model` is ignored: each year's model is fitted on the years before). */
  readonly estimate?: EstimateOptions;
  /** The rank model's fit; its `prior` is the cold start of a fold without earlier changes. */
  readonly fit?: Partial<FitSettings>;
  /** The baselines of a fold without earlier samples (`DEFAULT_BASELINES` by default). */
  readonly baselinePrior?: { readonly rankRatio: LogisticFit; readonly lineMargin: LogisticFit };
  readonly tiers?: readonly TierDef[];
}

/** 21 ranks from 0.61× to 1.65× the latest past lowest rank, evenly spaced in log (steps of 5 %). */
export const DEFAULT_RANK_MULTIPLIERS: readonly number[] = Array.from({ length: 21 }, (_, i) =>
  Math.exp((i - 10) * 0.05),
);

/** A method's scores, and for a baseline the coefficients it used. */
export type BaselineScore = ForecastScore & { readonly coefficients: LogisticFit };

export interface MethodScores {
  readonly engine: ForecastScore;
  readonly rankRatio: BaselineScore;
  /** Null when a scored case lacks a line, a score or a rank table. */
  readonly lineMargin: BaselineScore | null;
}

export interface FoldReport extends MethodScores {
  readonly year: number;
  readonly unitYears: number;
  readonly skippedUnitYears: number;
  readonly samples: number;
  /** The rank model fitted on the earlier years (`source: 'default'`: a cold start). */
  readonly model: Omit<RankModel, 'kinds' | 'levels'>;
  readonly strata: readonly ({ readonly stratum: string } & MethodScores)[];
}

export interface BacktestReport extends ForecastScore {
  /** Years predicted, ascending. */
  readonly years: readonly number[];
  /** Unit-years predicted, and those skipped for lack of earlier years. */
  readonly unitYears: number;
  readonly skippedUnitYears: number;
  readonly byYear: readonly {
    readonly year: number;
    readonly samples: number;
    readonly brierScore: number | null;
  }[];
  /** The baselines over every year, on the same samples as the engine. */
  readonly baselines: { readonly rankRatio: ForecastScore; readonly lineMargin: ForecastScore | null };
  readonly folds: readonly FoldReport[];
}

interface Sample {
  readonly c: BacktestCase;
  readonly rank: number;
  readonly admitted: boolean;
}

const latestOf = (c: BacktestCase): UnitYear | undefined => usableYears(c.history, c.year, 1)[0];

function samplesOf(cases: readonly BacktestCase[], multipliers: readonly number[]): Sample[] {
  const out: Sample[] = [];
  for (const c of cases) {
    const last = latestOf(c);
    if (!last || !positive(c.minRank)) continue;
    for (const k of multipliers) {
      const rank = Math.max(
        1,
        Math.min(positive(c.candidates) ? c.candidates : Infinity, (last.minRank ?? 1) * k),
      );
      out.push({ c, rank, admitted: rank <= c.minRank });
    }
  }
  return out;
}

/** 线差法's feature for a sample, or null when the case lacks what it needs. */
function marginOf(s: Sample): number | null {
  const last = latestOf(s.c);
  if (
    !last ||
    !s.c.table ||
    !positive(s.c.lineScore) ||
    !positive(last.minScore) ||
    !positive(last.lineScore)
  ) {
    return null;
  }
  return lineMarginFeature(rankToScore(s.c.table, s.rank), s.c.lineScore, last.minScore, last.lineScore);
}

/**
 * 位次法 and 线差法 fitted on `cases` against each one's latest past year, at the candidate ranks `multipliers`
 * gives (what a fold fits on its earlier years; the cold start's generator, on the sample data). A baseline
 * that cannot be fitted is `DEFAULT_BASELINES`' (its `source` says so).
 */
export function fitBaselinesOn(
  cases: readonly BacktestCase[],
  multipliers: readonly number[] = DEFAULT_RANK_MULTIPLIERS,
): { rankRatio: LogisticFit; lineMargin: LogisticFit } {
  return fitBaselines(samplesOf(cases, multipliers));
}

function fitBaselines(
  training: readonly Sample[],
  prior: { rankRatio: LogisticFit; lineMargin: LogisticFit } = DEFAULT_BASELINES,
): { rankRatio: LogisticFit; lineMargin: LogisticFit } {
  const rankRatio =
    fitLogistic(
      training.map((s) => rankRatioFeature(latestOf(s.c)?.minRank ?? 1, s.rank)),
      training.map((s) => s.admitted),
    ) ?? prior.rankRatio;
  const margins = training.map(marginOf);
  const complete = margins.every((m) => m !== null);
  const lineMargin =
    (complete
      ? fitLogistic(
          margins.map((m) => m ?? 0),
          training.map((s) => s.admitted),
        )
      : null) ?? prior.lineMargin;
  return { rankRatio, lineMargin };
}

interface Scored {
  readonly stratum: string;
  readonly engine: Forecast;
  readonly rankRatio: Forecast;
  readonly lineMargin: Forecast | null;
}

function methodScores(
  items: readonly Scored[],
  fits: ReturnType<typeof fitBaselines>,
  tiers: readonly TierDef[],
): MethodScores {
  const margins = items.map((s) => s.lineMargin);
  const complete = items.length > 0 && margins.every((m) => m !== null);
  return {
    engine: scoreForecasts(
      items.map((s) => s.engine),
      tiers,
    ),
    rankRatio: {
      ...scoreForecasts(
        items.map((s) => s.rankRatio),
        tiers,
      ),
      coefficients: fits.rankRatio,
    },
    lineMargin: complete
      ? {
          ...scoreForecasts(
            margins.filter((m): m is Forecast => m !== null),
            tiers,
          ),
          coefficients: fits.lineMargin,
        }
      : null,
  };
}

/** The cases of the older input shape: each year of each unit, with the unit's years before it as history. */
export function casesFromUnits(units: readonly BacktestUnit[]): BacktestCase[] {
  const cases: BacktestCase[] = [];
  for (const unit of units) {
    const seen = new Set<number>();
    for (const y of unit.history) {
      if (seen.has(y.year)) continue;
      seen.add(y.year);
      cases.push({
        key: unit.key,
        year: y.year,
        history: unit.history.filter((h) => h.year < y.year),
        candidates: y.candidates ?? null,
        field: y.field ?? null,
        planCount: y.planCount ?? null,
        minRank: y.minRank,
        lineScore: y.lineScore ?? null,
      });
    }
  }
  return cases;
}

/** Runs the backtest over `cases`. Deterministic: the same input gives the same report. */
export function backtestCases(cases: readonly BacktestCase[], options: BacktestOptions = {}): BacktestReport {
  const minPast = Math.max(1, options.minPastYears ?? 1);
  const multipliers = options.rankMultipliers ?? DEFAULT_RANK_MULTIPLIERS;
  const tiers = options.tiers ?? TIERS;
  const settings = resolveEstimateSettings(options.estimate);
  const outcomes = options.outcomes ? groupOutcomes(options.outcomes) : null;
  // With known outcomes a case is scored on them; otherwise it needs its lowest rank to sample against.
  const known = cases.filter((c) => positive(c.minRank));
  const scorable = outcomes ? cases.filter((c) => outcomes.has(`${c.key}\u0000${c.year}`)) : known;
  const wanted = options.years ? new Set(options.years) : null;
  const years = [...new Set(scorable.map((c) => c.year))]
    .filter((y) => !wanted || wanted.has(y))
    .sort((a, b) => a - b);
  const folds: FoldReport[] = [];
  const all: Scored[] = [];

  for (const year of years) {
    const earlier = known.filter((c) => c.year < year && latestOf(c) !== undefined);
    const model = fitRankModel(
      earlier.map((c) => ({ ...c, minRank: c.minRank ?? 0 })),
      { ...options.fit, maxYears: settings.maxYears, maxPlanRatio: settings.maxPlanRatio },
    );
    const fits = fitBaselines(samplesOf(earlier, multipliers), options.baselinePrior);
    const estimate = { ...settings, model };
    const scored: Scored[] = [];
    let unitYears = 0;
    let skipped = 0;
    for (const c of scorable.filter((x) => x.year === year)) {
      const prediction = predictThreshold(c.history, c, estimate);
      if (prediction.status !== 'ok' || prediction.yearsUsed < minPast) {
        skipped += 1;
        continue;
      }
      unitYears += 1;
      const samples: Sample[] = outcomes
        ? (outcomes.get(`${c.key}\u0000${year}`) ?? []).map((o) => ({
            c,
            rank: o.rank,
            admitted: o.admitted,
          }))
        : samplesOf([c], multipliers);
      const last = latestOf(c)?.minRank ?? 1;
      for (const s of samples) {
        const margin = marginOf(s);
        scored.push({
          stratum: c.stratum ?? '',
          engine: { p: admissionProbability(prediction, s.rank) ?? 0, admitted: s.admitted },
          rankRatio: { p: logistic(fits.rankRatio, rankRatioFeature(last, s.rank)), admitted: s.admitted },
          lineMargin: margin === null ? null : { p: logistic(fits.lineMargin, margin), admitted: s.admitted },
        });
      }
    }
    folds.push(foldReport(year, model, fits, scored, unitYears, skipped, tiers));
    for (const item of scored) all.push(item); // a spread of 100,000 items overflows the stack
  }

  const predicted = folds.filter((f) => f.samples > 0);
  const margins = all.map((s) => s.lineMargin);
  const lineMargin =
    all.length > 0 && margins.every((m) => m !== null)
      ? scoreForecasts(
          margins.filter((m): m is Forecast => m !== null),
          tiers,
        )
      : null;
  return {
    ...scoreForecasts(
      all.map((s) => s.engine),
      tiers,
    ),
    years: predicted.map((f) => f.year),
    unitYears: folds.reduce((a, f) => a + f.unitYears, 0),
    skippedUnitYears: folds.reduce((a, f) => a + f.skippedUnitYears, 0),
    byYear: predicted.map((f) => ({ year: f.year, samples: f.samples, brierScore: f.engine.brierScore })),
    baselines: {
      rankRatio: scoreForecasts(
        all.map((s) => s.rankRatio),
        tiers,
      ),
      lineMargin,
    },
    folds,
  };
}

function foldReport(
  year: number,
  model: RankModel,
  fits: ReturnType<typeof fitBaselines>,
  scored: readonly Scored[],
  unitYears: number,
  skipped: number,
  tiers: readonly TierDef[],
): FoldReport {
  const { kinds: _kinds, levels: _levels, ...summary } = model;
  const strata = [...new Set(scored.map((s) => s.stratum))].sort();
  return {
    year,
    unitYears,
    skippedUnitYears: skipped,
    samples: scored.length,
    model: summary,
    ...methodScores(scored, fits, tiers),
    strata:
      strata.length > 1
        ? strata.map((stratum) => ({
            stratum,
            ...methodScores(
              scored.filter((s) => s.stratum === stratum),
              fits,
              tiers,
            ),
          }))
        : [],
  };
}

function groupOutcomes(outcomes: readonly BacktestOutcome[]): Map<string, BacktestOutcome[]> {
  const map = new Map<string, BacktestOutcome[]>();
  for (const o of outcomes) {
    if (!positive(o.rank)) continue;
    const id = `${o.unitKey}\u0000${o.year}`;
    const list = map.get(id) ?? [];
    list.push(o);
    map.set(id, list);
  }
  return map;
}

/**
 * The backtest over units given with their whole histories (`casesFromUnits`); known outcomes may name years
 * after a unit's last one, predicted from its whole history.
 */
export function backtest(units: readonly BacktestUnit[], options: BacktestOptions = {}): BacktestReport {
  const cases = casesFromUnits(units);
  const have = new Set(cases.map((c) => `${c.key}\u0000${c.year}`));
  const byKey = new Map(units.map((u) => [u.key, u]));
  for (const o of options.outcomes ?? []) {
    const unit = byKey.get(o.unitKey);
    const id = `${o.unitKey}\u0000${o.year}`;
    if (!unit || have.has(id)) continue;
    have.add(id);
    cases.push({
      key: unit.key,
      year: o.year,
      history: unit.history.filter((h) => h.year < o.year),
      minRank: null,
    });
  }
  return backtestCases(cases, options);
}
