import { describe, expect, it } from 'vitest';
import { errorCdf, errorQuantile, fitErrorTail, NO_TAIL } from './error-tail.ts';
import { normalCdf } from './normal.ts';
import { gaussian, random } from './testing/synthetic.ts';

/** `n` standardised errors: the fitted normal, and with probability `weight` a normal `scale` times wider. */
function draws(n: number, weight: number, scale: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: n }, () => gaussian(next) * (next() < weight ? scale : 1));
}

describe('fitErrorTail', () => {
  it('finds the share and the width of the larger misses', () => {
    const tail = fitErrorTail(draws(20_000, 0.15, 3, 7));
    expect(tail.weight).toBeGreaterThan(0.12);
    expect(tail.weight).toBeLessThan(0.18);
    expect(tail.scale).toBeGreaterThan(2.7);
    expect(tail.scale).toBeLessThan(3.3);
  });

  it('finds next to no tail in errors that are normal', () => {
    const tail = fitErrorTail(draws(20_000, 0, 1, 11));
    expect(tail.weight * (tail.scale - 1)).toBeLessThan(0.02);
  });

  it('fits no tail on too few errors', () => {
    expect(fitErrorTail(draws(99, 0.3, 4, 3))).toEqual(NO_TAIL);
    expect(fitErrorTail(draws(99, 0.3, 4, 3), 50)).not.toEqual(NO_TAIL);
  });
});

describe('errorCdf and errorQuantile', () => {
  const tail = { weight: 0.2, scale: 2.5 };

  it('is the normal law without a tail', () => {
    for (const x of [-2, -0.5, 0, 1.3]) expect(errorCdf(x, NO_TAIL)).toBe(normalCdf(x));
  });

  it('puts more weight far out than the normal, and is symmetric', () => {
    expect(errorCdf(-3, tail)).toBeGreaterThan(normalCdf(-3) * 10);
    expect(errorCdf(0, tail)).toBeCloseTo(0.5, 6);
    expect(errorCdf(1.7, tail) + errorCdf(-1.7, tail)).toBeCloseTo(1, 6);
  });

  it('inverts the law', () => {
    for (const p of [0.01, 0.1, 0.5, 0.9, 0.99])
      expect(errorCdf(errorQuantile(p, tail), tail)).toBeCloseTo(p, 9);
    expect(errorQuantile(0.9, NO_TAIL)).toBeCloseTo(1.2815516, 6);
    expect(() => errorQuantile(1, tail)).toThrow(RangeError);
  });
});
