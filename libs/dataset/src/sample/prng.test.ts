import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from './prng.ts';

const draw = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.next());

describe('Rng', () => {
  it('gives the same stream for the same seed and key, another for another key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.string(), (seed, key) => {
        expect(draw(new Rng(seed, key), 20)).toEqual(draw(new Rng(seed, key), 20));
        expect(draw(new Rng(seed, key), 20)).not.toEqual(draw(new Rng(seed, `${key}+`), 20));
      }),
    );
  });

  it('stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, lo, span) => {
          const rng = new Rng(seed);
          for (let i = 0; i < 50; i++) {
            const x = rng.next();
            expect(x >= 0 && x < 1).toBe(true);
            const n = rng.int(lo, lo + span);
            expect(Number.isInteger(n) && n >= lo && n <= lo + span).toBe(true);
            const l = rng.logUniform(0.01, 0.5);
            expect(l >= 0.01 && l < 0.5).toBe(true);
          }
        },
      ),
    );
  });

  it('is roughly uniform and normal', () => {
    const rng = new Rng(42, 'stats');
    const xs = draw(rng, 20000);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
    const ns = Array.from({ length: 20000 }, () => rng.normal());
    const m = ns.reduce((a, b) => a + b, 0) / ns.length;
    const sd = Math.sqrt(ns.reduce((a, b) => a + (b - m) ** 2, 0) / ns.length);
    expect(Math.abs(m)).toBeLessThan(0.03);
    expect(sd).toBeGreaterThan(0.97);
    expect(sd).toBeLessThan(1.03);
  });

  it('samples distinct items, favouring heavy ones', () => {
    const rng = new Rng(7);
    const items = ['a', 'b', 'c', 'd', 'e'];
    let heavyFirst = 0;
    for (let i = 0; i < 500; i++) {
      const sample = rng.weightedSample(items, 3, (x) => (x === 'e' ? 20 : 1));
      expect(new Set(sample).size).toBe(3);
      if (sample[0] === 'e') heavyFirst++;
    }
    expect(heavyFirst).toBeGreaterThan(350);
    expect(() => rng.pick([])).toThrow();
  });
});
