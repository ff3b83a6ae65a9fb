import { describe, expect, it } from 'vitest';
import { casesFromUnits } from './backtest.ts';
import { normalQuantile } from './normal.ts';
import { pullOf, UNLEARNED_CODE_PULL } from './line-base.ts';
import {
  DEFAULT_RANK_MODEL,
  fitNormalByCrps,
  fitRankModel,
  modelCell,
  type ModelTransition,
  type RankModel,
} from './rank-model.ts';
import { gaussian, random, syntheticUnits, type SyntheticOptions } from './testing/synthetic.ts';

/** The estimator on the transitions alone: its own fit from one year on, the year shifts not pooled with a prior's. */
const learn = (transitions: readonly ModelTransition[], settings: Parameters<typeof fitRankModel>[1] = {}) =>
  fitRankModel(transitions, { minOwnYears: 1, poolShifts: false, ...settings });

const transitionsOf = (o: SyntheticOptions): ModelTransition[] =>
  casesFromUnits(syntheticUnits(o))
    .filter((c) => c.history.length > 0)
    .map((c) => ({ ...c, minRank: c.minRank ?? 0 }));

describe('fitNormalByCrps', () => {
  it('recovers the normal a sample was drawn from', () => {
    // 400 evenly spaced quantiles of N(0.1, 0.3²).
    const zs = Array.from({ length: 400 }, (_, i) => 0.1 + 0.3 * normalQuantile((i + 0.5) / 400));
    const fit = fitNormalByCrps(
      zs,
      zs.map(() => 1),
    );
    expect(fit.mu).toBeCloseTo(0.1, 2);
    expect(fit.sigma).toBeCloseTo(0.3, 2);
  });

  it('widens for heavy tails more than the median absolute deviation would', () => {
    const core = Array.from({ length: 90 }, (_, i) => 0.1 * normalQuantile((i + 0.5) / 90));
    const zs = [...core, ...Array.from({ length: 10 }, (_, i) => (i % 2 ? 1 : -1) * (0.8 + i / 20))];
    const fit = fitNormalByCrps(
      zs,
      zs.map(() => 1),
    );
    const deviations = zs.map(Math.abs).sort((a, b) => a - b);
    const byMedianDeviation = (1.4826 * ((deviations[49] ?? 0) + (deviations[50] ?? 0))) / 2;
    expect(fit.sigma).toBeGreaterThan(1.1 * byMedianDeviation);
  });
});

describe('fitRankModel', () => {
  it('is the cold-start default without a usable transition', () => {
    expect(fitRankModel([])).toBe(DEFAULT_RANK_MODEL);
    expect(fitRankModel([{ year: 2024, history: [{ year: 2025, minRank: 10 }], minRank: 5 }])).toBe(
      DEFAULT_RANK_MODEL,
    );
  });

  // Stationary units, independent noise of 0.1 a year, ranks following half the change in candidates.
  const model = learn(
    transitionsOf({
      units: 400,
      firstYear: 2020,
      years: 5,
      noise: 0.1,
      candidates: [100_000, 110_000, 104_000, 112_000, 100_000],
      candidateElasticity: 0.5,
      seed: 7,
    }),
  );

  it('learns what the data holds: equal weights for independent noise, half the change in candidates', () => {
    expect(model.source).toBe('data');
    expect(model.years).toEqual([2021, 2022, 2023, 2024]);
    expect(model.transitions).toBe(1_600);
    expect(model.decay).toBeGreaterThanOrEqual(0.85);
    expect(model.candidateElasticity).toBeCloseTo(0.5, 1);
    expect(model.seatElasticity).toBe(0);
  });

  it('finds the year-to-year noise as the spread of the standardised error, without bias', () => {
    expect(model.kinds.same?.count).toBe(1_600);
    expect(model.kinds.all.pooled.sigma).toBeCloseTo(0.1, 1);
    expect(Math.abs(model.kinds.all.pooled.mu)).toBeLessThan(0.02);
    expect(model.shiftSpread).toBeLessThan(0.02);
  });

  it('learns the tail of its larger misses: next to none for normal noise, wide when some years jump', () => {
    expect(model.tail).toBeDefined();
    const tail = model.tail ?? { weight: 1, scale: 10 };
    expect(tail.weight * (tail.scale - 1)).toBeLessThan(0.05);
    const jumpy = learn(
      transitionsOf({
        units: 400,
        firstYear: 2020,
        years: 5,
        noise: 0.1,
        jumps: { share: 0.1, size: 4 },
        seed: 7,
      }),
    );
    expect(jumpy.tail?.weight).toBeGreaterThan(0.05);
    expect(jumpy.tail?.scale).toBeGreaterThan(2);
  });

  it('learns the seats’ effect when lines follow them, and none when they do not', () => {
    // Seats within 1.4× of 40 either way, so no change reaches the 2× limit that would bend the slope.
    const base = { units: 400, firstYear: 2020, years: 4, noise: 0.05, planRange: 1.4, seed: 11 };
    expect(learn(transitionsOf({ ...base, seatElasticity: 0.5 })).seatElasticity).toBeCloseTo(0.5, 1);
    expect(learn(transitionsOf({ ...base, seatElasticity: 0 })).seatElasticity).toBeLessThan(0.05);
  });

  it('gives a kind of match cells of its own only with enough transitions', () => {
    const transitions = transitionsOf({ units: 150, firstYear: 2020, years: 2, noise: 0.1, seed: 3 });
    const some = transitions.map((t, i) => ({
      ...t,
      history: t.history.map((h) => ({ ...h, match: i < 50 ? ('college' as const) : ('same' as const) })),
    }));
    const fitted = learn(some);
    expect(fitted.kinds.same?.count).toBe(100);
    expect(fitted.kinds.college).toBeUndefined();
    expect(modelCell(fitted, 'college', null).own).toBe(false);
    expect(modelCell(fitted, 'same', null).own).toBe(true);
  });
});

describe('modelCell', () => {
  const model: RankModel = {
    ...DEFAULT_RANK_MODEL,
    source: 'data',
    levels: [-3, -2, -1],
    kinds: {
      all: {
        count: 500,
        cells: [
          { mu: 0, sigma: 0.1 },
          { mu: 0.1, sigma: 0.2 },
          { mu: 0.3, sigma: 0.4 },
        ],
        pooled: { mu: 0.05, sigma: 0.25 },
      },
    },
  };

  it('interpolates between levels, holds the ends, and uses the pooled cell for an unknown level', () => {
    expect(modelCell(model, 'same', -1.5)).toMatchObject({ mu: 0.2, sigma: 0.30000000000000004, own: false });
    expect(modelCell(model, 'same', -9)).toMatchObject({ mu: 0, sigma: 0.1 });
    expect(modelCell(model, 'same', 2)).toMatchObject({ mu: 0.3, sigma: 0.4 });
    expect(modelCell(model, 'same', null)).toMatchObject({ mu: 0.05, sigma: 0.25 });
  });
});

describe('fitRankModel: the college pull', () => {
  // 600 groups, each `g` off its college's median (±0.6 in log), whose next year closes `pull` of the gap,
  // with independent noise of 0.05; one college reference per ten groups (the median itself, gap 0).
  const transitions = (pull: number): ModelTransition[] => {
    const next = random(5);
    return Array.from({ length: 600 }, (_, i) => {
      const college = Math.log(2_000) + next() * Math.log(20);
      const gap = i % 10 === 0 ? 0 : (next() * 2 - 1) * 0.6;
      const own = college - gap;
      return {
        year: 2024,
        history: [
          {
            year: 2023,
            minRank: Math.exp(own),
            collegeRank: Math.exp(college),
            match: i % 10 === 0 ? ('college' as const) : ('code' as const),
          },
        ],
        minRank: Math.exp(own + pull * gap + 0.05 * gaussian(next)),
      };
    });
  };

  it('learns how much of the gap to the college closes in a year, per kind of match', () => {
    const model = learn(transitions(0.6));
    expect(model.collegePull.code).toBeCloseTo(0.6, 1);
    expect(model.collegePull.all).toBeCloseTo(0.6, 1);
    // Once the pull is taken out, only the noise is left.
    expect(model.kinds.code?.pooled.sigma).toBeLessThan(0.06);
  });

  it('learns none when units keep their place in the college', () => {
    expect(learn(transitions(0)).collegePull.code).toBeLessThan(0.02);
  });

  it('learns nothing of bare codes from units matched otherwise: a code line stays even odds', () => {
    const renumbered = transitions(0.6).map((t) => ({
      ...t,
      history: t.history.map((h) => ({
        ...h,
        match: h.match === 'code' ? ('renumbered' as const) : h.match,
      })),
    }));
    const model = learn(renumbered);
    expect(model.collegePull.renumbered).toBeCloseTo(0.6, 1);
    expect(model.collegePull.code).toBeUndefined();
    expect(pullOf(model.collegePull, 'code')).toBe(UNLEARNED_CODE_PULL);
    expect(UNLEARNED_CODE_PULL).toBe(0.5);
    expect(pullOf(model.collegePull, 'same')).toBe(model.collegePull.all);
  });
});

describe('fitRankModel with the prior of other provinces', () => {
  // One year of the region's own changes (2023 from 2022), with no common shift to speak of.
  const own = transitionsOf({ units: 300, firstYear: 2022, years: 2, noise: 0.05, seed: 7 });
  const prior: RankModel = { ...DEFAULT_RANK_MODEL, shiftSpread: 0.1, shiftStrata: 30 };

  it('keeps the prior until the region has `minOwnYears` years of its own changes', () => {
    expect(fitRankModel(own, { prior, minOwnYears: 2 })).toBe(prior);
    expect(fitRankModel(own, { prior, minOwnYears: 1 }).source).toBe('data');
    expect(fitRankModel([], { prior })).toBe(prior);
  });

  it('pools its own year shifts with the prior’s, weighed by how many each rests on', () => {
    const alone = fitRankModel(own, { prior, minOwnYears: 1, poolShifts: false });
    const pooled = fitRankModel(own, { prior, minOwnYears: 1 });
    expect(alone.shiftSpread).toBeLessThan(0.03);
    const strata = alone.shiftStrata ?? 0;
    expect(pooled.shiftStrata).toBe(strata + 30);
    // (Σ own² + 30 · 0.1²) ÷ (own + 30), the own shifts near 0.
    expect(pooled.shiftSpread).toBeCloseTo(
      Math.sqrt((strata * alone.shiftSpread ** 2 + 0.3) / (strata + 30)),
      6,
    );
    expect(pooled.shiftSpread).toBeGreaterThan(0.09);
  });
});
