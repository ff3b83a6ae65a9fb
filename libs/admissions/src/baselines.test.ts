import { describe, expect, it } from 'vitest';
import { fitLogistic, lineMarginFeature, logistic, rankRatioFeature } from './baselines.ts';

describe('baselines', () => {
  it('位次法’s feature is ln(last lowest rank ÷ candidate rank): positive when the candidate is ahead', () => {
    expect(rankRatioFeature(10_000, 8_000)).toBeCloseTo(Math.log(1.25), 12);
    expect(rankRatioFeature(10_000, 10_000)).toBe(0);
    expect(rankRatioFeature(10_000, 20_000)).toBeCloseTo(-Math.log(2), 12);
  });

  it('线差法’s feature is the candidate’s margin over this year’s line less the unit’s margin last year', () => {
    // (520 − 440) − (515 − 442) = 80 − 73 = 7 points to spare.
    expect(lineMarginFeature(520, 440, 515, 442)).toBe(7);
  });

  it('the logistic curve: σ(ln 3) = 3/4', () => {
    expect(logistic({ intercept: 0, slope: 1 }, Math.log(3))).toBeCloseTo(0.75, 12);
    expect(logistic({ intercept: Math.log(3), slope: 5 }, 0)).toBeCloseTo(0.75, 12);
  });

  it('fits the maximum-likelihood curve: two feature values reproduce their observed rates', () => {
    // x = 0: 1 of 4 admitted; x = 1: 3 of 4. With two parameters and two x the fit matches both rates:
    // a = logit(1/4) = −ln 3, a + b = logit(3/4) = ln 3, so b = 2 ln 3 ≈ 2.1972.
    const xs = [0, 0, 0, 0, 1, 1, 1, 1];
    const ys = [true, false, false, false, true, true, true, false];
    const fit = fitLogistic(xs, ys);
    expect(fit?.intercept).toBeCloseTo(-Math.log(3), 4);
    expect(fit?.slope).toBeCloseTo(2 * Math.log(3), 4);
    expect(fit).toMatchObject({ source: 'data', samples: 8 });
  });

  it('has no fit when every sample has the same outcome, and stays finite when they separate', () => {
    expect(fitLogistic([1, 2, 3], [true, true, true])).toBeNull();
    const separated = fitLogistic([-1, -1, 1, 1], [false, false, true, true]);
    expect(Number.isFinite(separated?.slope)).toBe(true);
    expect(logistic(separated ?? { intercept: 0, slope: 0 }, 1)).toBeGreaterThan(0.99);
  });
});
