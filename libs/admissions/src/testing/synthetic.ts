/**
 * Test support (not exported by the package): a seeded random generator and synthetic unit histories whose
 * true structure is known, so tests can check what the model learns from them, and small prediction helpers.
 */
import type { UnitYear } from '../line-base.ts';
import type { ThresholdEstimate, ThresholdPrediction } from '../probability.ts';

/** The estimate of a prediction that must have one. */
export function ok(prediction: ThresholdPrediction): ThresholdEstimate {
  if (prediction.status !== 'ok') throw new Error('expected a prediction');
  return prediction;
}

/** The same lowest rank in each of `years`. */
export const steady = (rank: number, years: readonly number[], extra: Partial<UnitYear> = {}): UnitYear[] =>
  years.map((year) => ({ year, minRank: rank, ...extra }));

/** mulberry32: a tiny seeded generator, so the synthetic histories are the same on every run. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from `next` (Box–Muller). */
export const gaussian = (next: () => number): number =>
  Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());

export interface SyntheticOptions {
  readonly units: number;
  readonly firstYear: number;
  readonly years: number;
  /** Year-to-year noise of the log lowest rank. */
  readonly noise: number;
  /** A share of the years whose noise is `size` times larger (a rebuilt group, say). */
  readonly jumps?: { readonly share: number; readonly size: number };
  /** 大小年 amplitude in log rank (0: none). */
  readonly swing?: number;
  /** Candidates per year (ranks follow them with `candidateElasticity`). */
  readonly candidates?: readonly number[];
  readonly candidateElasticity?: number;
  /** Seats vary by up to this factor either way; the lowest rank follows seats^seatElasticity. */
  readonly planRange?: number;
  readonly seatElasticity?: number;
  readonly seed: number;
}

/** Units whose lowest rank is stationary around a base (500 to 100,000) with the given structure. */
export function syntheticUnits(o: SyntheticOptions): { key: string; history: UnitYear[] }[] {
  const next = random(o.seed);
  return Array.from({ length: o.units }, (_, u) => {
    const base = Math.log(500) + next() * Math.log(200);
    const phase = next() < 0.5 ? 1 : -1;
    return {
      key: `unit-${u}`,
      history: Array.from({ length: o.years }, (_, k) => {
        const plan = Math.round(40 * Math.exp((next() * 2 - 1) * Math.log(o.planRange ?? 1)));
        const candidates = o.candidates?.[k] ?? 100_000;
        const hot = k % 2 === 0 ? phase : -phase;
        const jump = o.jumps && next() < o.jumps.share ? o.jumps.size : 1;
        const log =
          base +
          o.noise * jump * gaussian(next) -
          (o.swing ?? 0) * hot +
          (o.seatElasticity ?? 0) * Math.log(plan / 40) +
          (o.candidateElasticity ?? 0) * Math.log(candidates / 100_000);
        return {
          year: o.firstYear + k,
          minRank: Math.max(1, Math.round(Math.exp(log))),
          planCount: plan,
          candidates,
        };
      }),
    };
  });
}
