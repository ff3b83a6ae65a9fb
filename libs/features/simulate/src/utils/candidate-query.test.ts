import { describe, expect, it } from 'vitest';
import { simulateConfigFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import {
  candidateSubjects,
  readCandidateQuery,
  simulateYear,
  splitList,
  toRecommendInput,
  writeCandidateQuery,
  type CandidateQuery,
} from './candidate-query.ts';

const year = simulateYear(simulateConfigFixture)!;
const read = (search: string) =>
  readCandidateQuery(new URLSearchParams(search), simulateConfigFixture.years, year);

describe('simulateYear', () => {
  it('is the current year when listed, else the newest year', () => {
    expect(simulateYear(simulateConfigFixture)?.year).toBe(2026);
    expect(simulateYear(siteConfigFixture)?.year).toBe(2025);
    expect(simulateYear({ years: [], currentYear: 2026 })).toBeUndefined();
  });
});

describe('readCandidateQuery', () => {
  it('starts with the first category and the first ordinary batch', () => {
    expect(read('')).toEqual({
      category: '物理类',
      batch: '本科批',
      electives: [],
      eligibility: [],
      tier: '冲',
      page: 1,
      preferences: { provinces: [], cities: [], tags: [], exclude: [], disciplines: [], majors: [] },
    });
  });

  it('reads everything it knows and drops what it does not', () => {
    const query = read(
      'category=历史类&batch=本科提前批&score=588.5&rank=100&electives=地理,思想政治,物理,化学&tier=保&page=3' +
        '&provinces=内蒙古,北京&tags=211,abc&exclude=民办,公办&disciplines=工学,玄学&majors=计算机，临床医学' +
        '&eligibility=中外合作,农村专项,高校专项',
    );
    expect(query).toEqual({
      category: '历史类',
      batch: '本科提前批',
      score: 588.5,
      electives: ['化学', '思想政治'],
      eligibility: ['高校专项', '中外合作'],
      tier: '保',
      page: 3,
      preferences: {
        provinces: ['内蒙古', '北京'],
        cities: [],
        tags: ['211'],
        exclude: ['民办'],
        disciplines: ['工学'],
        majors: ['计算机', '临床医学'],
      },
    });
  });

  it('falls back on unknown names and refuses bad numbers', () => {
    const query = read('category=理科&batch=本科一批&score=999&page=-2&tier=赌');
    expect(query).toMatchObject({ category: '物理类', batch: '本科批', tier: '冲', page: 1 });
    expect(query?.score).toBeUndefined();
    expect(read('rank=0')?.rank).toBeUndefined();
    expect(read('rank=8635')?.rank).toBe(8635);
  });
});

describe('writeCandidateQuery', () => {
  it('round-trips and leaves defaults out', () => {
    const query: CandidateQuery = {
      category: '物理类',
      batch: '本科批',
      rank: 8635,
      electives: ['化学', '生物'],
      eligibility: ['地方专项', '定向'],
      tier: '稳',
      page: 2,
      preferences: {
        provinces: ['内蒙古'],
        cities: ['包头市'],
        tags: ['985'],
        exclude: ['中外合作'],
        disciplines: ['医学'],
        majors: ['临床'],
      },
    };
    const params = writeCandidateQuery(query);
    expect(read(params.toString())).toEqual(query);
    const plain = writeCandidateQuery({
      ...query,
      eligibility: [],
      tier: '冲',
      page: 1,
      preferences: read('')!.preferences,
    });
    expect(plain.toString()).toBe(
      new URLSearchParams({
        category: '物理类',
        batch: '本科批',
        rank: '8635',
        electives: '化学,生物',
      }).toString(),
    );
  });
});

describe('toRecommendInput', () => {
  it('adds the first subject the category implies and only the preferences given', () => {
    const query = read('score=600&electives=化学,生物&tags=985&majors=计算机')!;
    expect(toRecommendInput(query, year)).toEqual({
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 600,
      electives: ['物理', '化学', '生物'],
      tier: '冲',
      page: 1,
      pageSize: 20,
      preferences: { tags: ['985'], majors: ['计算机'] },
    });
    expect(toRecommendInput(read('rank=5000')!, year)).not.toHaveProperty('electives');
    expect(toRecommendInput(read('rank=5000')!, year)).not.toHaveProperty('preferences');
  });

  it('sends the special plans the student qualifies for, and nothing for a general student', () => {
    expect(toRecommendInput(read('rank=5000&eligibility=预科,高校专项')!, year).eligibility).toEqual([
      '高校专项',
      '预科',
    ]);
    expect(toRecommendInput(read('rank=5000')!, year)).not.toHaveProperty('eligibility');
  });

  it('sends three subjects for a category without a first subject', () => {
    const old = siteConfigFixture.years.find((y) => y.year === 2024)!;
    expect(candidateSubjects(old, '理科', ['物理', '化学', '生物'])).toEqual(['物理', '化学', '生物']);
  });
});

describe('splitList', () => {
  it('splits on commas, Chinese commas, 、 and spaces', () => {
    expect(splitList(' 计算机，软件、临床 医学,计算机 ', 20, 50)).toEqual(['计算机', '软件', '临床', '医学']);
    expect(splitList('a,b,c', 2, 50)).toEqual(['a', 'b']);
  });
});
