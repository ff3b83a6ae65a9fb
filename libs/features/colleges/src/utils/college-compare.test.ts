import { describe, expect, it } from 'vitest';
import type { AdmissionRow, SiteYear } from '@zhiyuan/contracts';
import { compareTrend, readCompareQuery, readScore, writeCompareQuery } from './college-compare.ts';

const years: SiteYear[] = [
  { year: 2024, categories: [{ name: '理科', track: '物理' }], batches: [], scoreLines: [] },
  { year: 2025, categories: [{ name: '物理类', track: '物理' }], batches: [], scoreLines: [] },
];

const row = (year: number, category: string, minScore: number, minRank: number): AdmissionRow =>
  ({ year, category, scope: year < 2025 ? '院校' : '专业组', minScore, minRank }) as AdmissionRow;

describe('院校对比', () => {
  it('reads 2 to 4 distinct colleges, the track and the metric from the URL, and writes them back', () => {
    const query = readCompareQuery(new URLSearchParams('ids=366,1,366,x,3,5,9&track=物理&metric=minRank'));
    expect(query).toEqual({ ids: [366, 1, 3, 5], track: '物理', metric: 'minRank' });
    expect(writeCompareQuery(query).toString()).toBe(
      'ids=366%2C1%2C3%2C5&track=%E7%89%A9%E7%90%86&metric=minRank',
    );
    expect(readCompareQuery(new URLSearchParams('')).metric).toBe('minScore');
  });

  it('draws one line per college on the chosen track, across the reform, empty where a college has no year', () => {
    const trend = compareTrend(
      [
        { name: '甲大学', rows: [row(2024, '理科', 600, 9000), row(2025, '物理类', 610, 8000)] },
        { name: '乙大学', rows: [row(2025, '物理类', 550, 20_000)] },
      ],
      years,
      '物理类 / 理科',
      'minScore',
    );
    expect(trend).toEqual({
      years: [2024, 2025],
      series: [
        { name: '甲大学', values: [600, 610] },
        { name: '乙大学', values: [null, 550] },
      ],
    });
  });
});

describe('readScore', () => {
  it('takes a score of 0 to 750 as the server does, and nothing for an empty or wrong one', () => {
    expect(readScore(' 552 ')).toBe(552);
    expect(readScore('560.5')).toBe(560.5);
    expect(readScore('0')).toBe(0);
    expect(readScore('750')).toBe(750);
    for (const wrong of ['', '  ', null, '751', '-1', 'abc', 'Infinity'])
      expect(readScore(wrong)).toBeUndefined();
  });
});
