import { describe, expect, it } from 'vitest';
import { apiCalls } from '../calls.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { RECOMMEND_PAGE_SIZE_DEFAULT, recommendData } from './simulate.ts';

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

const body = apiCalls.simulateRecommend.body;

describe('simulate/recommend body', () => {
  it('takes a score or a rank, defaults the page, and keeps the preferences', () => {
    expect(body.parse({ category: ' 物理类 ', batch: '本科批', score: 560.5 })).toEqual({
      category: '物理类',
      batch: '本科批',
      score: 560.5,
      page: 1,
      pageSize: RECOMMEND_PAGE_SIZE_DEFAULT,
    });
    const parsed = body.parse({
      year: 2026,
      category: '历史类',
      batch: '本科批',
      rank: 12000,
      score: null,
      electives: ['历史', '思想政治', '地理'],
      preferences: {
        provinces: [' 北京 ', '内蒙古'],
        tags: ['211'],
        excludeNatures: ['民办', '中外合作'],
        categories: ['法学'],
        majors: ['法学', '0301'],
      },
      tier: '稳',
      page: 2,
      pageSize: 50,
    });
    expect(parsed.rank).toBe(12000);
    expect(parsed.preferences?.provinces).toEqual(['北京', '内蒙古']);
    expect(parsed.tier).toBe('稳');
  });

  it('takes the restricted access kinds the student qualifies for, refusing unknown and repeated ones', () => {
    const base = { category: '物理类', batch: '本科批', rank: 9000 };
    expect(body.parse({ ...base, eligibility: ['高校专项', '中外合作'] }).eligibility).toEqual([
      '高校专项',
      '中外合作',
    ]);
    expect(body.parse({ ...base, eligibility: [] }).eligibility).toEqual([]);
    expect(issues(body.safeParse({ ...base, eligibility: ['农村专项'] }))).toEqual([
      ['eligibility.0', M.eligibilityInvalid],
    ]);
    expect(issues(body.safeParse({ ...base, eligibility: ['预科', '预科'] }))).toEqual([
      ['eligibility', M.eligibilityDuplicated],
    ]);
    expect(issues(body.safeParse({ ...base, eligibility: '预科' }))).toEqual([
      ['eligibility', M.eligibilityInvalid],
    ]);
  });

  it('needs exactly one of score and rank, saying so in Chinese on score', () => {
    expect(issues(body.safeParse({ category: '物理类', batch: '本科批' }))).toEqual([
      ['score', M.scoreOrRankRequired],
    ]);
    expect(issues(body.safeParse({ category: '物理类', batch: '本科批', score: 500, rank: 9000 }))).toEqual([
      ['score', M.scoreAndRankExclusive],
    ]);
    expect(issues(body.safeParse({ category: '物理类', batch: '本科批', score: null, rank: null }))).toEqual([
      ['score', M.scoreOrRankRequired],
    ]);
  });

  it('refuses bad fields with their own messages', () => {
    const bad = body.safeParse({
      year: 1999,
      category: '',
      batch: '本科批',
      score: 751,
      electives: ['物理', '历史'],
      preferences: { tags: ['C9'], excludeNatures: ['私立'], majors: ['x'.repeat(51)] },
      tier: '冲刺',
      pageSize: 51,
    });
    expect(issues(bad)).toEqual([
      ['year', M.yearInvalid],
      ['category', M.categoryInvalid],
      ['score', M.scoreInvalid],
      ['electives', M.candidateFirstSubjectsBoth],
      ['preferences.tags.0', M.tagsInvalid],
      ['preferences.excludeNatures.0', M.naturesInvalid],
      ['preferences.majors.0', M.majorKeywordsInvalid],
      ['tier', M.tierInvalid],
      ['pageSize', M.recommendPageSizeInvalid],
    ]);
    expect(
      issues(body.safeParse({ category: '物理类', batch: '本科批', rank: 1, electives: ['化学', '化学'] })),
    ).toEqual([['electives', M.candidateSubjectsDuplicated]]);
    expect(
      issues(
        body.safeParse({
          category: '物理类',
          batch: '本科批',
          rank: 1,
          electives: ['物理', '化学', '生物', '地理'],
        }),
      ),
    ).toEqual([['electives', M.candidateSubjectsTooMany]]);
    expect(issues(body.safeParse({ category: '物理类', batch: '本科批', rank: 1.5 }))).toEqual([
      ['rank', M.rankInvalid],
    ]);
  });

  it('describes the answer the pages read', () => {
    const item = {
      key: '4115010126|03',
      college: {
        id: 7,
        code: '4115010126',
        name: '内蒙古大学',
        province: '内蒙古',
        city: '呼和浩特市',
        nature: '公办',
        tags: ['211', '双一流'],
      },
      group: { code: '03', name: '03组' },
      enrollmentCode: null,
      majors: [{ code: '080901', name: '计算机科学与技术', planCount: 4, minScore: 560, minRank: 9000 }],
      subjectRequirement: '物理+化学',
      planCount: 4,
      tuition: 5200,
      access: [{ kind: '高校专项', name: '高校专项计划', explanation: '面向农村及脱贫地区的学生' }],
      history: [{ year: 2025, minScore: 558, minRank: 9300, planCount: 4, sample: true }],
      probability: 0.62,
      tier: '稳',
      predictedRank: 9800,
      predictedRange: { low: 7100, high: 13500 },
      calibration: {
        message: '过去按此方法估计为 60–70% 的志愿，实际录取 64.3%（2025 年回测，1,230 个样本）',
        band: { from: 0.6, to: 0.7 },
        observedRate: 0.643,
        samples: 1230,
        thinHistory: true,
        thinReasons: ['该单位只有 1 年往年数据'],
      },
      reasons: ['近 1 年最低位次：2025年 9,300'],
      flags: [{ code: 'few-years', severity: 'warning', label: '数据年份少', message: '只有 1 年录取数据' }],
      sample: true,
      planSample: true,
      sampleYears: [2025],
    };
    const data = {
      year: 2026,
      category: '物理类',
      batch: '本科批',
      unit: '院校专业组',
      rank: 9500,
      rankRange: { from: 9480, to: 9500 },
      score: 561,
      candidates: 120000,
      equivalentScores: [{ year: 2025, category: '物理类', score: 555, rank: 9500 }],
      tierBands: [{ tier: '冲', min: 0.2, max: 0.5, label: '冲', description: '有机会' }],
      tiers: { 冲: 3, 稳: 1, 保: 9 },
      units: 9,
      others: { notSuggested: 4, noData: 2 },
      total: 13,
      items: [item],
      sample: true,
    };
    expect(recommendData.parse(data)).toEqual(data);
    expect(recommendData.safeParse({ ...data, items: [{ ...item, tier: '险' }] }).success).toBe(false);
  });
});
