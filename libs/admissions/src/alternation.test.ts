import { describe, expect, it } from 'vitest';
import { detectAlternation } from './alternation.ts';

const series = (ranks: readonly number[], from = 2020) => ranks.map((rank, i) => ({ year: from + i, rank }));

describe('detectAlternation', () => {
  it('finds ranks that swing back and forth by at least 10 % over four or more consecutive years', () => {
    const found = detectAlternation(series([10_000, 12_000, 10_000, 12_500]), 2024);
    expect(found.detected).toBe(true);
    expect(found.years).toEqual([2020, 2021, 2022, 2023]);
    expect(found.swing).toBeCloseTo((Math.log(1.2) * 2 + Math.log(1.25)) / 3, 9);
    // 2023 was cold (its rank got worse), so 2024 should be hot.
    expect(found.nextHot).toBe(true);
  });

  it('ignores swings smaller than the threshold, runs too short, and changes that do not alternate', () => {
    expect(detectAlternation(series([10_000, 10_500, 10_000, 10_500]), 2024).detected).toBe(false);
    expect(detectAlternation(series([10_000, 13_000, 10_000]), 2023).detected).toBe(false);
    expect(detectAlternation(series([10_000, 13_000, 16_000, 12_000]), 2024).detected).toBe(false);
  });

  it('looks only at the latest run of consecutive years before the target', () => {
    const gap = [...series([10_000, 13_000, 10_000, 13_000], 2015), ...series([10_000, 10_200], 2020)];
    expect(detectAlternation(gap, 2022)).toMatchObject({ detected: false, years: [2020, 2021] });
    expect(detectAlternation(series([10_000, 13_000, 10_000, 13_000, 10_000]), 2023).years).toEqual([
      2020, 2021, 2022,
    ]);
  });

  it('accepts any order and the thresholds as parameters', () => {
    const shuffled = series([10_000, 10_500, 10_000, 10_500]).reverse();
    expect(detectAlternation(shuffled, 2024, { minYears: 4, minSwing: 0.04 }).detected).toBe(true);
    expect(
      detectAlternation(series([10_000, 13_000, 10_000]), 2023, { minYears: 3, minSwing: 0.1 }).nextHot,
    ).toBe(false);
  });
});
