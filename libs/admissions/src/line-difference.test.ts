import { describe, expect, it } from 'vitest';
import {
  LINE_DIFFERENCE_SPREAD,
  lineDifferenceInterval,
  lineDifferenceNote,
  rankByLineDifference,
} from './line-difference.ts';
import { normalQuantile } from './normal.ts';
import { predictThreshold } from './probability.ts';
import { indexRegion, pastYearsOf, type YearUnit } from './year-cases.ts';
import { createRankTable } from './rank-table.ts';

// A 2026 table: 10 candidates at each score from 400 down to 300.
const rows = Array.from({ length: 101 }, (_, i) => ({ score: 400 - i, count: 10, cumulative: 10 * (i + 1) }));
const table2026 = createRankTable(rows);

describe('rankByLineDifference', () => {
  it('moves the score by the difference of the two years’ lines and reads the rank in the later table', () => {
    // 2025 line 375, 2026 line 363: 2025's 380 is 2026's 368, held by ranks 321–330.
    const derived = rankByLineDifference({ score: 380, fromLine: 375, toLine: 363, table: table2026 });
    expect(derived).toEqual({ equivalentScore: 368, rank: 330 });
  });

  it('puts a score on the earlier line at the later line’s rank', () => {
    const derived = rankByLineDifference({ score: 375, fromLine: 375, toLine: 363, table: table2026 });
    expect(derived.equivalentScore).toBe(363);
    expect(derived.rank).toBe(380);
  });

  it('gives no rank for a score the later table does not reach', () => {
    expect(
      rankByLineDifference({ score: 300, fromLine: 375, toLine: 363, table: table2026 }).rank,
    ).toBeNull();
  });
});

describe('lineDifferenceInterval', () => {
  it('is the 80 % interval of the conversion alone: the rank times e^(±z₀.₉ × the extra spread)', () => {
    const z = normalQuantile(0.9);
    expect(lineDifferenceInterval(7_650)).toEqual({
      low: Math.round(7_650 * Math.exp(-z * LINE_DIFFERENCE_SPREAD)),
      high: Math.round(7_650 * Math.exp(z * LINE_DIFFERENCE_SPREAD)),
    });
    // About 0.63× to 1.59× the converted rank.
    expect(lineDifferenceInterval(10_000)).toEqual({ low: 6_304, high: 15_862 });
  });

  it('never goes below rank 1', () => {
    expect(lineDifferenceInterval(1).low).toBe(1);
  });
});

describe('lineDifferenceNote', () => {
  it('says the rank is converted by the two lines and is not official', () => {
    expect(lineDifferenceNote({ fromYear: 2025, toYear: 2026, fromLine: 375, toLine: 363 })).toBe(
      '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次',
    );
  });
});

describe('LINE_DIFFERENCE_SPREAD', () => {
  it('is a log-rank spread wider than a year’s common shift', () => {
    expect(LINE_DIFFERENCE_SPREAD).toBeGreaterThan(0.1);
    expect(LINE_DIFFERENCE_SPREAD).toBeLessThan(1);
  });
});

describe('a year whose rank is converted by line difference', () => {
  const own = [
    { year: 2025, minRank: 5000, planCount: 20 },
    { year: 2024, minRank: 5200, planCount: 20 },
  ];
  const target = { year: 2026, planCount: 20 };

  it('widens the predicted spread by the extra spread, in quadrature for the year’s weight', () => {
    const plain = predictThreshold(own, target);
    const derived = predictThreshold(
      own.map((y) => (y.year === 2025 ? { ...y, derivedSpread: LINE_DIFFERENCE_SPREAD } : y)),
      target,
    );
    if (plain.status !== 'ok' || derived.status !== 'ok') throw new Error('no estimate');
    expect(derived.rank).toBeCloseTo(plain.rank, 6);
    expect(derived.sigma).toBeGreaterThan(plain.sigma + 0.05);
    expect(derived.sigma ** 2).toBeLessThanOrEqual(plain.sigma ** 2 + LINE_DIFFERENCE_SPREAD ** 2 + 1e-9);
  });
});

describe('a college reference made of converted units', () => {
  // 2025's groups of a college, all converted from the 2026 table (2025 has none of its own); 2026's group 09
  // has no past of its own, so it is compared with the college's 2025 groups as a reference.
  const derived = { spread: LINE_DIFFERENCE_SPREAD, note: 'NOTE', field: 30_000, candidates: 90_000 };
  const unit = (groupCode: string, majors: string[], minRank: number): YearUnit => ({
    year: 2025,
    stratum: '物理',
    level: '本科',
    collegeCode: '4115010126',
    groupCode,
    name: '内蒙古大学',
    majors,
    minRank,
    minScore: 560,
    knownPlan: 10,
    planCount: 10,
    lineScore: 375,
    levelLine: 375,
    derived,
  });
  const index = indexRegion({
    name: '内蒙古',
    units: [unit('01', ['080901'], 7_000), unit('02', ['070101'], 9_000)],
    tables: [{ year: 2026, stratum: '物理', rows }],
  });

  it('is converted too: marked, widened and on the later year’s scale', () => {
    const [past] = pastYearsOf(
      index,
      [{ collegeCode: '4115010126', groupCode: '09', name: '内蒙古大学', majors: ['050201'] }],
      { year: 2026, stratum: '物理', level: '本科' },
    );
    const year = past?.find((y) => y.year === 2025);
    expect(year?.match).toBe('college');
    expect(year).toMatchObject({
      rankNote: 'NOTE',
      derivedSpread: LINE_DIFFERENCE_SPREAD,
      field: 30_000,
      candidates: 90_000,
    });
  });
});
