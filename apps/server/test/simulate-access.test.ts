// Units not open to everyone, on both databases: an imported 2025/2026 of 内蒙古大学 with an ordinary group,
// a 高校专项计划 group and a 中外合作办学 group, each printed with its suffix as an authority's file prints it
// and each within reach of the candidate. A general student's recommendation leaves the two out; a student who
// says they qualify gets them, flagged with who may apply; the list check warns of a restricted choice the
// student has not said they qualify for.
import {
  ACCESS_KIND_INFO,
  type RecommendData,
  type RecommendInput,
  type VolunteerCheckData,
} from '@zhiyuan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataModules } from '../src/data/modules.ts';
import { codeOf, collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, utf8 } from './support/files.ts';
import { RECORD_HEADER } from './support/imports.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PLAN_HEADER = [
  '年份',
  '生源省份',
  '科类',
  '批次',
  '院校代码',
  '院校名称',
  '专业组',
  '选科要求',
  '专业代码',
  '专业名称',
  '计划数',
  '学费',
];
const NEIDA = codeOf('内蒙古大学');
/** Group, name as printed, major, 2025 lowest rank, tuition. */
const GROUPS = [
  ['01', '内蒙古大学', ['080901', '计算机科学与技术'], 20_000, 5_400],
  ['91', '内蒙古大学(高校专项计划)', ['090101', '农学'], 24_000, 4_400],
  ['92', '内蒙古大学(中外合作办学)', ['120201K', '工商管理'], 22_000, 60_000],
] as const;
// A candidate well ahead of every group: the seeded college's 2024 line (one 院校 unit near rank 2,800) is these
// groups' reference year, so their predicted lines fall between it and 2025's 20,000–24,000.
const BASE = { year: 2026, category: '物理类', batch: '本科批', rank: 10_000, pageSize: 50 } as const;

describe.each(DATABASE_KINDS)('units not open to everyone on %s', (kind) => {
  let t: TestApp;
  const recommend = async (body: Partial<RecommendInput>) =>
    expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...BASE, ...body } }),
    );
  const keys = (data: RecommendData) => data.items.map((i) => i.key);
  const key = (group: string) => `${NEIDA}|${group}`;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    const imports = createDataModules({ db: t.app.db, cache: t.app.dataCache, now: t.clock.now }).imports
      .service;
    const records = GROUPS.flatMap(([group, name, [majorCode, majorName], rank]) => [
      [2025, '内蒙古', '物理类', '本科批', NEIDA, name, group, '', '', 10, 560, rank, '', ''],
      [2025, '内蒙古', '物理类', '本科批', NEIDA, name, group, majorCode, majorName, 10, 560, rank, '', ''],
    ]);
    const plans = GROUPS.map(([group, name, [majorCode, majorName], , tuition]) => [
      2026,
      '内蒙古',
      '物理类',
      '本科批',
      NEIDA,
      name,
      group,
      '物理',
      majorCode,
      majorName,
      10,
      tuition,
    ]);
    for (const [importKind, rows] of [
      ['admission-records', [RECORD_HEADER, ...records]],
      ['admission-plans', [PLAN_HEADER, ...plans]],
    ] as const) {
      const report = await imports.run(importKind, utf8(csvText(rows)), {
        fileName: 'test.csv',
        dryRun: false,
      });
      expect({ errors: report.errors, written: report.written }, importKind).toEqual({
        errors: [],
        written: true,
      });
    }
  });
  afterAll(() => t.close());

  it('leaves a 高校专项计划 group and a 中外合作办学 group out of a general student’s recommendation', async () => {
    const general = await recommend({});
    expect(general.units).toBe(3);
    expect(keys(general)).toEqual([key('01')]);
    expect(general.total).toBe(1);
    expect(general.items[0]?.access).toEqual([]);
    // An empty list is a general student too.
    expect(keys(await recommend({ eligibility: [] }))).toEqual([key('01')]);
  });

  it('recommends them, flagged with who may apply, to a student who says they qualify', async () => {
    const special = await recommend({ eligibility: ['高校专项'] });
    expect(keys(special).sort()).toEqual([key('01'), key('91')]);
    const item = special.items.find((i) => i.key === key('91'))!;
    expect(item.access).toEqual([ACCESS_KIND_INFO.高校专项]);
    expect(item.flags).toContainEqual({
      code: 'university-special-plan',
      severity: 'warning',
      label: '高校专项',
      message: ACCESS_KIND_INFO.高校专项.explanation,
    });
    expect(item.probability).toBeGreaterThanOrEqual(0.2);

    const both = await recommend({ eligibility: ['中外合作', '高校专项'] });
    expect(keys(both).sort()).toEqual([key('01'), key('91'), key('92')]);
    const joint = both.items.find((i) => i.key === key('92'))!;
    expect(joint.access.map((a) => a.kind)).toEqual(['中外合作']);
    expect(joint.flags.map((f) => f.code)).toEqual(expect.arrayContaining(['joint-venture', 'high-tuition']));
    expect(joint.flags.filter((f) => f.code === 'joint-venture')).toHaveLength(1);
    expect(both.tiers.冲 + both.tiers.稳 + both.tiers.保).toBe(3);
  });

  it('refuses an unknown kind in Chinese, naming the field', async () => {
    for (const eligibility of [['某专项'], ['预科', '预科']]) {
      expectFailure(
        await t.call({ url: '/api/simulate/recommend', body: { ...BASE, eligibility } }),
        '100400',
        400,
        /符合的特殊计划/,
      );
    }
  });

  it('warns of a restricted choice in a list the student has not said they qualify for', async () => {
    const id = await collegeId(t, '内蒙古大学');
    const list = {
      year: 2026,
      category: '物理类',
      batch: '本科批',
      rank: BASE.rank,
      choices: GROUPS.map(([group]) => ({ collegeId: id, groupCode: group, majors: [], adjustment: true })),
    };
    const check = async (body: object) =>
      expectSuccess(await t.call<VolunteerCheckData>({ url: '/api/volunteer/check', body }))
        .checks.filter((c) => c.code === 'restricted-access')
        .map((c) => [c.positions, c.severity, c.message]);
    expect(await check(list)).toEqual([
      [
        [2],
        'warning',
        expect.stringMatching(/^第 2 志愿（内蒙古大学 91组）是高校专项计划（面向农村及脱贫地区的学生/),
      ],
      [[3], 'warning', expect.stringMatching(/^第 3 志愿（内蒙古大学 92组）是中外合作办学（/)],
    ]);
    expect(await check({ ...list, eligibility: ['高校专项'] })).toEqual([
      [[3], 'warning', expect.any(String)],
    ]);
  });
});
