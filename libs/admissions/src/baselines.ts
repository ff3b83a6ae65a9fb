/**
 * The two rules of thumb schools use, as probability forecasts, so the engine can be compared with them on
 * the same samples:
 * - 位次法 (rank ratio): a logistic curve in ln(last year's lowest rank ÷ the candidate's rank);
 * - 线差法 (line margin): a logistic curve in the candidate's score above this year's batch line minus the
 *   unit's lowest score above last year's line.
 * Each curve's two coefficients are fitted (maximum likelihood) on samples drawn the same way from the years
 * before the one predicted — as honest as the engine's own fit. Without any earlier year the coefficients of
 * `DEFAULT_BASELINES` apply, fitted like the engine's cold start on the generated sample data.
 */
import { COLD_START_BASELINES } from './cold-start.generated.ts';
import { PRIOR_BASELINES } from './prior.generated.ts';

export interface LogisticFit {
  readonly intercept: number;
  readonly slope: number;
  /** `data`: fitted on earlier years' samples; `default`: the cold-start coefficients. */
  readonly source: 'data' | 'default';
  readonly samples: number;
}

/**
 * The baselines' coefficients before a region has earlier samples of its own, fitted on the research provinces'
 * changes like `DEFAULT_RANK_MODEL` (prior.generated.ts, `npm run generate:prior`): 位次法 per unit of ln rank
 * ratio, 线差法 per score point.
 */
export const DEFAULT_BASELINES: { readonly rankRatio: LogisticFit; readonly lineMargin: LogisticFit } =
  PRIOR_BASELINES;

/** The same fitted on the generated sample data (`SAMPLE_RANK_MODEL`'s source), for folds before any real change. */
export const SAMPLE_BASELINES: { readonly rankRatio: LogisticFit; readonly lineMargin: LogisticFit } =
  COLD_START_BASELINES;

export const logistic = (fit: Pick<LogisticFit, 'intercept' | 'slope'>, x: number): number =>
  1 / (1 + Math.exp(-(fit.intercept + fit.slope * x)));

/**
 * Maximum-likelihood logistic regression on one feature (Newton's method, from a flat start; a tiny ridge
 * keeps it finite when the samples separate perfectly). Null without both outcomes among the samples.
 */
export function fitLogistic(xs: readonly number[], ys: readonly boolean[]): LogisticFit | null {
  const n = Math.min(xs.length, ys.length);
  const positives = ys.slice(0, n).filter(Boolean).length;
  if (positives === 0 || positives === n) return null;
  let a = 0;
  let b = 0;
  const ridge = 1e-6 * n;
  for (let iteration = 0; iteration < 100; iteration++) {
    let g0 = 0;
    let g1 = -ridge * b;
    let h00 = 1e-9;
    let h01 = 0;
    let h11 = ridge;
    for (let i = 0; i < n; i++) {
      const x = xs[i] ?? 0;
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const r = (ys[i] ? 1 : 0) - p;
      const w = p * (1 - p);
      g0 += r;
      g1 += r * x;
      h00 += w;
      h01 += w * x;
      h11 += w * x * x;
    }
    const det = h00 * h11 - h01 * h01;
    if (!(det > 0)) break;
    const da = (h11 * g0 - h01 * g1) / det;
    const db = (h00 * g1 - h01 * g0) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { intercept: a, slope: b, source: 'data', samples: n };
}

/** 位次法's feature: ln(last year's lowest rank ÷ the candidate's rank) — positive when the candidate is ahead. */
export const rankRatioFeature = (lastRank: number, rank: number): number => Math.log(lastRank / rank);

/** 线差法's feature: (candidate's score − this year's line) − (last lowest score − last year's line). */
export const lineMarginFeature = (score: number, line: number, lastScore: number, lastLine: number): number =>
  score - line - (lastScore - lastLine);
