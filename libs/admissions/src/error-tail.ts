/**
 * The shape of a prediction's error beyond its fitted spread. Lines mostly move by about the spread the rank
 * model fits, but now and then by far more: a group rebuilt under its old code, a college that changed its
 * programmes, a year that drew unusual applicants. A normal law fitted to the bulk calls such moves
 * impossible, which makes the surest probabilities (保) too sure and the longest shots too long. So the law of
 * a prediction's standardised error x is a scale mixture: with weight 1 − w the fitted normal, with weight w a
 * normal `scale` times as wide. Both numbers are fitted on the model's own errors (`fitErrorTail`); with
 * w = 0 the law is the plain normal.
 */
import { normalCdf } from './normal.ts';

export interface ErrorTail {
  /** Share of errors drawn from the wide part (0 – 0.5). */
  readonly weight: number;
  /** How many times wider the wide part is than the fitted spread (≥ 1). */
  readonly scale: number;
}

export const NO_TAIL: ErrorTail = { weight: 0, scale: 1 };

const MAX_WEIGHT = 0.5;
const MAX_SCALE = 10;

/** P(X ≤ x) for the standardised error X under `tail`. Increasing in x; Φ(x) without a tail. */
export function errorCdf(x: number, tail: ErrorTail): number {
  if (tail.weight === 0) return normalCdf(x);
  return (1 - tail.weight) * normalCdf(x) + tail.weight * normalCdf(x / tail.scale);
}

/** The x with errorCdf(x) = p, for 0 < p < 1 (bisection; the law is continuous and increasing). */
export function errorQuantile(p: number, tail: ErrorTail): number {
  if (!(p > 0 && p < 1)) throw new RangeError('errorQuantile needs 0 < p < 1');
  let lo = -40;
  let hi = 40;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (errorCdf(mid, tail) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The tail that best explains `errors` (standardised: actual minus predicted, divided by the fitted spread),
 * by maximum likelihood (EM) with the normal part held at the fitted spread. No tail from fewer than
 * `minCount` errors, or when a wide part would not be wider.
 */
export function fitErrorTail(errors: readonly number[], minCount = 100): ErrorTail {
  const xs = errors.filter(Number.isFinite);
  if (xs.length < minCount) return NO_TAIL;
  const density = (x: number, s: number) => Math.exp((-x * x) / (2 * s * s)) / s;
  let weight = 0.1;
  let scale = 3;
  for (let round = 0; round < 200; round++) {
    let share = 0;
    let wideSquares = 0;
    for (const x of xs) {
      const narrow = (1 - weight) * density(x, 1);
      const wide = weight * density(x, scale);
      const r = narrow + wide > 0 ? wide / (narrow + wide) : 1;
      share += r;
      wideSquares += r * x * x;
    }
    const nextWeight = Math.min(MAX_WEIGHT, share / xs.length);
    const nextScale = share > 0 ? Math.min(MAX_SCALE, Math.max(1, Math.sqrt(wideSquares / share))) : 1;
    const settled = Math.abs(nextWeight - weight) < 1e-7 && Math.abs(nextScale - scale) < 1e-7;
    weight = nextWeight;
    scale = nextScale;
    if (settled) break;
  }
  return scale <= 1.05 || weight < 1e-3 ? NO_TAIL : { weight, scale };
}
