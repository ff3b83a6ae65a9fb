import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { categoryForYear, checkRankBox, checkScoreBox, readRankQuery, writeRankQuery } from './rank-query.ts';

const years = siteConfigFixture.years;
const read = (search: string) => readRankQuery(new URLSearchParams(search), years);

describe('一分一段 in the URL', () => {
  it('defaults to the newest year and its first category', () => {
    expect(read('')).toEqual({ year: 2025, category: '物理类' });
    expect(readRankQuery(new URLSearchParams(''), [])).toBeUndefined();
  });

  it('reads year, category, score and rank, dropping what the config or the rules refuse', () => {
    expect(read('year=2023&category=文科&score=550.5&rank=1200')).toEqual({
      year: 2023,
      category: '文科',
      score: 550.5,
      rank: 1200,
    });
    expect(read('year=1999&category=物理类&score=900&rank=0')).toEqual({ year: 2025, category: '物理类' });
    expect(read('year=2023&category=物理类')).toEqual({ year: 2023, category: '理科' });
    expect(read('score=&rank=abc')).toEqual({ year: 2025, category: '物理类' });
  });

  it('writes what it reads', () => {
    const query = { year: 2024, category: '理科', score: 600 };
    expect(readRankQuery(writeRankQuery(query), years)).toEqual(query);
  });

  it('keeps the category on its track when the year changes', () => {
    expect(categoryForYear(years, 2025, '历史类', 2022)).toBe('文科');
    expect(categoryForYear(years, 2022, '理科', 2025)).toBe('物理类');
    expect(categoryForYear(years, 2022, '理科', 2023)).toBe('理科');
    expect(categoryForYear(years, 2022, '理科', 2030)).toBeUndefined();
  });
});

describe('the lookup boxes', () => {
  const scoreError = (score: string) => {
    const checked = checkScoreBox(score);
    return checked.ok ? checked.value : checked.message;
  };
  const rankError = (rank: string) => {
    const checked = checkRankBox(rank);
    return checked.ok ? checked.value : checked.message;
  };

  it('asks for a score between 0 and 750', () => {
    expect(scoreError('  ')).toBe('请输入分数');
    expect(scoreError('751')).toBe('分数应为0到750之间的数');
    expect(scoreError('-1')).toBe('分数应为0到750之间的数');
    expect(scoreError('abc')).toBe('分数应为0到750之间的数');
    expect(scoreError(' 552 ')).toBe(552);
    expect(scoreError('0')).toBe(0);
  });

  it('asks for a rank of at least 1', () => {
    expect(rankError('')).toBe('请输入位次');
    expect(rankError('0')).toBe('位次应为正整数');
    expect(rankError('12.5')).toBe('位次应为正整数');
    expect(rankError('10000')).toBe(10000);
  });
});
