import { describe, expect, it } from 'vitest';
import type { CollegePlans, VolunteerCheckData } from '@zhiyuan/contracts';
import { checkedChoiceFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { collegeEstimates, estimateChecks } from './compare-estimates.ts';

const years = [
  {
    year: 2026,
    categories: [
      { name: '物理类', track: '物理' },
      { name: '历史类', track: '历史' },
    ],
  },
];
const group = (category: string, batch: string, groupCode: string | null) => ({
  category,
  batch,
  groupCode,
  subjectRequirement: '不限',
  planCount: 5,
  majors: [],
});
const plans = (groups: CollegePlans['groups']): CollegePlans => ({ year: 2026, groups, sample: false });

describe('estimateChecks', () => {
  it('splits a batch with more groups than one check takes (a real plan: 内蒙古大学 and 内蒙古工业大学)', () => {
    const many = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => group('物理类', '本科批', `${prefix}-${String(200 + i)}`));
    const checks = estimateChecks(
      [
        { id: 366, plans: plans(many('751', 70)) },
        { id: 367, plans: plans(many('753', 60)) },
      ],
      years,
      '物理',
      520,
    );
    expect(checks.map((c) => c.choices?.length)).toEqual([100, 30]);
    expect(checks.every((c) => c.batch === '本科批' && c.year === 2026)).toBe(true);
    expect(checks.flatMap((c) => c.choices ?? []).filter((c) => c.collegeId === 367)).toHaveLength(60);
  });

  it('takes the categories of the latest configured year for a plan year the config does not list yet', () => {
    const [check] = estimateChecks(
      [{ id: 366, plans: { ...plans([group('物理类', '本科批', '01')]), year: 2027 } }],
      years,
      '物理',
      552,
    );
    expect(check).toMatchObject({ year: 2027, category: '物理类', batch: '本科批' });
    expect(
      estimateChecks([{ id: 366, plans: plans([group('物理类', '本科批', '01')]) }], [], '物理', 552),
    ).toEqual([]);
  });

  it('asks one check per batch with every group of the track, and none for a college without a plan', () => {
    const checks = estimateChecks(
      [
        {
          id: 366,
          plans: plans([
            group('物理类', '本科批', '01'),
            group('历史类', '本科批', '02'),
            group('物理类', '高职专科批', '05'),
          ]),
        },
        { id: 1, plans: plans([group('物理类', '本科批', '03')]) },
        { id: 7, plans: { year: null, groups: [], sample: false } },
        { id: 8, plans: undefined },
      ],
      years,
      '物理',
      552,
    );
    const choice = (collegeId: number, groupCode: string) => ({
      collegeId,
      groupCode,
      majors: [],
      adjustment: true,
    });
    expect(checks).toEqual([
      {
        year: 2026,
        category: '物理类',
        batch: '本科批',
        score: 552,
        choices: [choice(366, '01'), choice(1, '03')],
      },
      { year: 2026, category: '物理类', batch: '高职专科批', score: 552, choices: [choice(366, '05')] },
    ]);
  });
});

describe('collegeEstimates', () => {
  const checks = estimateChecks(
    [
      { id: 366, plans: plans([group('物理类', '本科批', '01'), group('物理类', '本科批', '02')]) },
      { id: 1, plans: plans([group('物理类', '本科批', '03')]) },
    ],
    years,
    '物理',
    552,
  );
  const out = (collegeId: number, groupCode: string, probability: number | null, tier: '冲' | '稳' | null) =>
    checkedChoiceFixture({ collegeId, groupCode }, probability, tier);
  const answer: VolunteerCheckData = {
    candidateRank: 30_000,
    choices: [out(366, '01', 0.35, '冲'), out(366, '02', 0.72, '稳'), out(1, '03', null, null)],
    checks: [],
    limits: { choices: 45, majorsPerChoice: 6, adjustment: true, unit: '院校专业组' },
  };

  it('reads a college’s groups from the answer, the likeliest first', () => {
    expect(collegeEstimates(366, checks, [answer])).toEqual([
      { batch: '本科批', groupCode: '02', probability: 0.72, tier: '稳', sample: false },
      { batch: '本科批', groupCode: '01', probability: 0.35, tier: '冲', sample: false },
    ]);
    expect(collegeEstimates(1, checks, [answer])).toEqual([
      { batch: '本科批', groupCode: '03', probability: null, tier: null, sample: false },
    ]);
  });

  it('is undefined while the answer is missing, and empty for a college not asked about', () => {
    expect(collegeEstimates(366, checks, [undefined])).toBeUndefined();
    expect(collegeEstimates(9, checks, [undefined])).toEqual([]);
  });
});
