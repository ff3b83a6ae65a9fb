import { describe, expect, it } from 'vitest';
import { regionWithRanks, type ScoredUnit } from './year-cases.ts';

const unit = (over: Partial<ScoredUnit>): ScoredUnit => ({
  year: 2024,
  stratum: '物理',
  level: '本科',
  collegeCode: '1101',
  groupCode: '01',
  name: '南京大学',
  minScore: 640,
  minRank: null,
  planCount: 120,
  lineScore: 462,
  ...over,
});
const tables = [
  {
    year: 2024,
    stratum: '物理',
    rows: [
      { score: 650, count: 2_000, cumulative: 2_000 },
      { score: 640, count: 1_000, cumulative: 3_000 },
    ],
  },
];

describe('regionWithRanks', () => {
  it('ranks a unit given by its score as the last candidate tied at it, and keeps a published rank', () => {
    const region = regionWithRanks({
      name: '江苏',
      units: [unit({}), unit({ collegeCode: '1102', minRank: 2_500 })],
      tables,
    });
    expect(region.units.map((u) => u.minRank)).toEqual([3_000, 2_500]);
    // The plan was published before filling in; the batch line is the level's lowest line.
    expect(region.units[0]).toMatchObject({ knownPlan: 120, levelLine: 462 });
  });

  it('names the unit that has neither a rank nor a table to take one from', () => {
    expect(() => regionWithRanks({ name: '江苏', units: [unit({ year: 2023 })], tables })).toThrow(
      '江苏 2023 年物理 南京大学：没有最低位次，也没有当年的一分一段表可换算',
    );
  });
});

describe('regionWithRanks on a table that does not add up', () => {
  it('names the region, the year and the track before the table’s own problem', () => {
    const broken = [{ year: 2024, stratum: '历史', rows: [{ score: 600, count: 5, cumulative: 4 }] }];
    expect(() => regionWithRanks({ name: '江苏', units: [], tables: broken })).toThrow(
      /^江苏 2024 年历史：一分一段表有误/,
    );
  });
});
