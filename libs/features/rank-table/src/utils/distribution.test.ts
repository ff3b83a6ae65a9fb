import { describe, expect, it } from 'vitest';
import type { RankTable } from '@zhiyuan/contracts';
import { rankTableFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { distributionOption, distributionTable, scoreBuckets } from './distribution.ts';

const small: RankTable = {
  year: 2025,
  category: '物理类',
  candidates: 10,
  sample: true,
  rows: [
    { score: 701, count: 1, cumulative: 1 },
    { score: 699, count: 2, cumulative: 3 },
    { score: 690, count: 3, cumulative: 6 },
    { score: 689, count: 4, cumulative: 10 },
  ],
};

describe('scoreBuckets', () => {
  it('adds up the candidates of each ten-point band, highest first', () => {
    expect(scoreBuckets(small.rows)).toEqual([
      { from: 700, to: 709, count: 1 },
      { from: 690, to: 699, count: 5 },
      { from: 680, to: 689, count: 4 },
    ]);
  });

  it('keeps every candidate of a real table', () => {
    const table = rankTableFixture(2025, '物理类');
    expect(scoreBuckets(table.rows).reduce((n, b) => n + b.count, 0)).toBe(table.candidates);
  });
});

describe('distributionOption', () => {
  it('draws a bar per score from low to high, zoomable', () => {
    const option = distributionOption(small);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['689', '690', '699', '701'] });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [4, 3, 2, 1] })]);
    expect(option.dataZoom).toHaveLength(2);
  });

  it('marks the looked-up score when the table has it', () => {
    const [series] = distributionOption(small, 690).series as { markLine?: unknown }[];
    expect(series?.markLine).toMatchObject({ data: [{ xAxis: '690' }] });
    const [unmarked] = distributionOption(small, 695).series as { markLine?: unknown }[];
    expect(unmarked?.markLine).toBeUndefined();
  });
});

describe('distributionTable', () => {
  it('lists the bands for screen readers', () => {
    const table = distributionTable(small);
    expect(table.caption).toBe('2025年物理类分数分布（每10分一段）');
    expect(table.rows).toEqual([
      { band: '700–709', count: 1 },
      { band: '690–699', count: 5 },
      { band: '680–689', count: 4 },
    ]);
  });
});
