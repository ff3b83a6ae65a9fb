import { describe, expect, it } from 'vitest';
import {
  categoryOnTrack,
  equivalentScore,
  equivalentScoresByYear,
  type CategoriesByYear,
} from './equivalence.ts';
import { createRankTable, type RankTable } from './rank-table.ts';

/** A table of `step` candidates per point from `top` down to `bottom` (top row = everyone at or above). */
function uniform(top: number, bottom: number, step: number): RankTable {
  const rows = [];
  for (let score = top; score >= bottom; score--) {
    rows.push({ score, count: step, cumulative: (top - score + 1) * step });
  }
  return createRankTable(rows);
}

// 2024: 100 candidates per point from 700; 2025: 200 per point from 690 (harder paper, more candidates).
const y2024 = uniform(700, 400, 100);
const y2025 = uniform(690, 390, 200);

// The region's categories as data, with a reform in 2025 (the shape of RegionConfig.categoriesByYear).
const categories: CategoriesByYear = {
  2023: [
    { name: '理科', track: '物理' },
    { name: '文科', track: '历史' },
  ],
  2024: [
    { name: '理科', track: '物理' },
    { name: '文科', track: '历史' },
  ],
  2025: [
    { name: '物理类', track: '物理' },
    { name: '历史类', track: '历史' },
  ],
};

describe('equivalentScore', () => {
  it('carries a score to the score of the same rank in the other table', () => {
    // 600 in 2024: rank 101 × 100 = 10,100; in 2025 that rank is at 690 − (10,100 / 200 − 1) = 640.5.
    expect(equivalentScore(y2024, 600, y2025)).toBeCloseTo(640.5, 6);
    expect(equivalentScore(y2025, 640.5, y2024)).toBeCloseTo(600, 6);
  });

  it('keeps the share of candidates ahead on the share basis', () => {
    // 2024 has 30,100 candidates, 2025 has 60,200: the share basis doubles the rank, to 20,200 → 590.
    expect(equivalentScore(y2024, 600, y2025, 'share')).toBeCloseTo(590, 6);
  });

  it('clamps scores beyond a table to its top or bottom', () => {
    expect(equivalentScore(y2024, 720, y2025)).toBe(690);
    expect(equivalentScore(y2024, 300, y2025)).toBeCloseTo(540.5, 6);
    expect(equivalentScore(y2025, 300, y2024)).toBe(400);
  });
});

describe('categoryOnTrack', () => {
  it('follows the track across the reform, both ways', () => {
    expect(categoryOnTrack(categories, 2024, '理科', 2025)).toBe('物理类');
    expect(categoryOnTrack(categories, 2025, '历史类', 2023)).toBe('文科');
    expect(categoryOnTrack(categories, 2024, '文科', 2024)).toBe('文科');
  });

  it('is null for an unknown category or a year without categories', () => {
    expect(categoryOnTrack(categories, 2024, '蒙授理科', 2025)).toBeNull();
    expect(categoryOnTrack(categories, 2024, '理科', 2030)).toBeNull();
  });
});

describe('equivalentScoresByYear', () => {
  const tables = new Map<string, RankTable>([
    ['2024|理科', y2024],
    ['2025|物理类', y2025],
    ['2023|理科', uniform(710, 410, 100)],
  ]);
  const table = (year: number, category: string) => tables.get(`${year}|${category}`);

  it('gives each year the score on the candidate’s track, skipping years without a table', () => {
    const result = equivalentScoresByYear({
      year: 2025,
      category: '物理类',
      score: 640,
      toYears: [2024, 2023, 2022],
      categoriesByYear: categories,
      table,
    });
    expect(result.map((r) => [r.year, r.category, r.score])).toEqual([
      [2024, '理科', 599],
      [2023, '理科', 609],
    ]);
    // 640 in 2025 is rank (691 − 640) × 200 = 10,200, which is 599 in 2024 ((701 − 599) × 100).
    expect(result[0]?.exactScore).toBeCloseTo(599, 6);
    expect(result[0]?.rank).toBeCloseTo(10_200, 6);
  });

  it('is empty when the candidate’s own table is missing', () => {
    expect(
      equivalentScoresByYear({
        year: 2026,
        category: '物理类',
        score: 600,
        toYears: [2025],
        categoriesByYear: categories,
        table,
      }),
    ).toEqual([]);
  });
});
