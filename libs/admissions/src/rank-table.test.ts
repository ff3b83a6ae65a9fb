import { describe, expect, it } from 'vitest';
import {
  createRankTable,
  interpolatedRank,
  interpolatedScore,
  RankTableError,
  rankToScore,
  scoreToRank,
  validateRankTable,
  type RankRow,
} from './rank-table.ts';

/** Rows from counts, best score first: the top row counts everyone at or above it. */
function rows(top: number, counts: readonly number[]): RankRow[] {
  let cumulative = 0;
  return counts.map((count, i) => {
    cumulative += count;
    return { score: top - i, count, cumulative };
  });
}

// 700 (band: 5 at or above 700), 699: 3, 698: 0 (nobody), 697: 4, 696: 10.
const table = createRankTable(rows(700, [5, 3, 0, 4, 10]));

describe('validateRankTable', () => {
  it('accepts a table that adds up, in any order', () => {
    const shuffled = [...rows(700, [5, 3, 0, 4, 10])].reverse();
    expect(validateRankTable(shuffled)).toEqual([]);
    expect(createRankTable(shuffled).rows.map((r) => r.score)).toEqual([700, 699, 698, 697, 696]);
  });

  it('names a cumulative count that is not the running sum, with the expected value', () => {
    const bad = rows(700, [5, 3, 4]).map((r) => (r.score === 698 ? { ...r, cumulative: 13 } : r));
    expect(validateRankTable(bad)).toEqual([
      { score: 698, message: '分数 698 的累计人数应为上一行累计 8 加本行人数 4，即 12，实际为 13' },
    ]);
  });

  it('reports duplicate scores, bad counts, a top row below its count and an empty table', () => {
    expect(validateRankTable([])).toEqual([{ score: null, message: '一分一段表没有数据' }]);
    expect(
      validateRankTable([
        { score: 700, count: 5, cumulative: 5 },
        { score: 700, count: 1, cumulative: 6 },
      ]).map((i) => i.message),
    ).toEqual(['分数 700 出现了不止一次']);
    expect(validateRankTable([{ score: 650, count: -1, cumulative: 0 }]).map((i) => i.message)).toContain(
      '分数 650 的人数应为不小于 0 的整数',
    );
    expect(validateRankTable([{ score: 650, count: 1.5, cumulative: 2 }]).map((i) => i.message)).toContain(
      '分数 650 的人数应为不小于 0 的整数',
    );
    expect(validateRankTable([{ score: 650, count: 10, cumulative: 4 }]).map((i) => i.message)).toEqual([
      '最高分 650 的累计人数 4 小于该分数的人数 10',
    ]);
    expect(validateRankTable([{ score: Number.NaN, count: 1, cumulative: 1 }]).map((i) => i.message)).toEqual(
      ['第 1 行的分数不是有效数字'],
    );
    expect(validateRankTable([{ score: 650, count: 0, cumulative: 0 }]).map((i) => i.message)).toEqual([
      '一分一段表的考生总数为 0',
    ]);
  });

  it('accepts a top row that leaves out the candidates above it (cumulative > count)', () => {
    expect(
      validateRankTable([
        { score: 650, count: 10, cumulative: 40 },
        { score: 649, count: 5, cumulative: 45 },
      ]),
    ).toEqual([]);
  });

  it('createRankTable throws a RankTableError listing every problem in one Chinese message', () => {
    const bad = [
      { score: 700, count: 5, cumulative: 5 },
      { score: 699, count: 3, cumulative: 9 },
      { score: 698, count: 2, cumulative: 20 },
    ];
    expect(() => createRankTable(bad)).toThrow(RankTableError);
    try {
      createRankTable(bad);
    } catch (error) {
      if (!(error instanceof RankTableError)) throw error;
      expect(error.issues).toHaveLength(2);
      expect(error.message).toBe(
        '一分一段表有误：分数 699 的累计人数应为上一行累计 5 加本行人数 3，即 8，实际为 9；' +
          '分数 698 的累计人数应为上一行累计 9 加本行人数 2，即 11，实际为 20',
      );
    }
  });
});

describe('scoreToRank', () => {
  it('gives a listed score the ranks its candidates share; the 位次 is the last of them', () => {
    expect(scoreToRank(table, 697)).toEqual({
      score: 697,
      count: 4,
      cumulative: 12,
      rankFrom: 9,
      rankTo: 12,
      position: 'in-table',
    });
    expect(scoreToRank(table, 700)).toMatchObject({ rankFrom: 1, rankTo: 5 });
  });

  it('ranks a score nobody had right after everyone above it', () => {
    expect(scoreToRank(table, 698)).toMatchObject({ count: 0, cumulative: 8, rankFrom: 9, rankTo: 9 });
    expect(scoreToRank(table, 697.5)).toMatchObject({ count: 0, cumulative: 8, rankFrom: 9, rankTo: 9 });
  });

  it('puts a score above a band top row into that band', () => {
    expect(scoreToRank(table, 720)).toEqual({
      score: 720,
      count: 5,
      cumulative: 5,
      rankFrom: 1,
      rankTo: 5,
      position: 'above-top',
    });
  });

  it('ranks a score above a top row that leaves out better candidates among those candidates', () => {
    const partial = createRankTable([
      { score: 650, count: 10, cumulative: 40 },
      { score: 649, count: 5, cumulative: 45 },
    ]);
    expect(scoreToRank(partial, 660)).toMatchObject({ rankFrom: 1, rankTo: 30, position: 'above-top' });
    expect(scoreToRank(partial, 650)).toMatchObject({ rankFrom: 31, rankTo: 40 });
  });

  it('ranks a score below the bottom after everyone the table counts', () => {
    expect(scoreToRank(table, 600)).toEqual({
      score: 600,
      count: 0,
      cumulative: 22,
      rankFrom: 23,
      rankTo: 23,
      position: 'below-bottom',
    });
  });

  it('refuses a score that is not a number', () => {
    expect(() => scoreToRank(table, Number.NaN)).toThrow('分数应为有效数字');
  });
});

describe('rankToScore', () => {
  it('gives the score of the candidate at a rank', () => {
    expect([1, 5, 6, 8, 9, 12, 13, 22].map((r) => rankToScore(table, r))).toEqual([
      700, 700, 699, 699, 697, 697, 696, 696,
    ]);
  });

  it('rounds a fractional rank up, clamps below 1 to the top and beyond the total to the bottom', () => {
    expect(rankToScore(table, 8.2)).toBe(697);
    expect(rankToScore(table, 0)).toBe(700);
    expect(rankToScore(table, -3)).toBe(700);
    expect(rankToScore(table, 1000)).toBe(696);
    expect(() => rankToScore(table, Number.POSITIVE_INFINITY)).toThrow('位次应为不小于 1 的数字');
  });
});

describe('interpolatedRank and interpolatedScore', () => {
  it('run linearly between rows and invert each other', () => {
    expect(interpolatedRank(table, 699)).toBe(8);
    expect(interpolatedRank(table, 696.5)).toBe(17);
    expect(interpolatedScore(table, 17)).toBe(696.5);
    expect(interpolatedScore(table, 10)).toBeCloseTo(697.5);
    expect(interpolatedRank(table, interpolatedScore(table, 10))).toBeCloseTo(10);
  });

  it('clamp to the table', () => {
    expect(interpolatedRank(table, 750)).toBe(5);
    expect(interpolatedRank(table, 500)).toBe(22);
    expect(interpolatedScore(table, 1)).toBe(700);
    expect(interpolatedScore(table, 99)).toBe(696);
  });

  it('pick the best score of a stretch nobody scored', () => {
    // 699 and 698 both have cumulative 8.
    expect(interpolatedScore(table, 8)).toBe(699);
  });
});
