// A 2025 投档 line with no rank (内蒙古 publishes scores; there is no public 2025 一分一段), on both databases:
// 模拟填报 compares its score with the 2026 rank scale through the 本科 line difference (2025's score − 2025's
// line + 2026's line, read in the 2026 table), uses it in the estimate with a wider spread than an official
// rank, and says on the item why the rank is not official. The college page shows the same converted rank
// beside the 最低位次 (which stays empty: the authority published none), with the reason and its interval.
import { lineDifferenceInterval } from '@zhiyuan/admissions';
import type { CollegeAdmissions, RecommendData, RecommendItem } from '@zhiyuan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataModules } from '../src/data/modules.ts';
import { codeOf, collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { csvText, utf8 } from './support/files.ts';
import { RECORD_HEADER } from './support/imports.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PLAN_HEADER = ['年份', '生源省份', '科类', '批次', '院校代码', '院校名称', '专业组', '选科要求'];
const PLAN_TAIL = ['专业代码', '专业名称', '计划数', '学费'];
const NEIDA = codeOf('内蒙古大学');
// The 2026 table: 50 candidates at every score from 700 down to 100, so score s holds ranks up to 50 × (701 − s).
const rankAt = (score: number) => 50 * (701 - score);
const TABLE = [
  ['年份', '科类', '分数', '人数', '累计人数'],
  ...Array.from({ length: 601 }, (_, i) => [2026, '物理类', 700 - i, 50, 50 * (i + 1)]),
];
// 2025's 560 is 2026's 560 − (375 − 363) = 548.
const DERIVED = rankAt(548);
const NOTE = '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次';
/** Group 01 has no 2025 rank; group 02 has, as an official one, exactly the rank 01's converts to. */
const GROUPS = [
  ['01', ['080901', '计算机科学与技术'], ''],
  ['02', ['070101', '数学与应用数学'], DERIVED],
] as const;

describe.each(DATABASE_KINDS)('a 2025 line without a rank in 模拟填报 on %s', (kind) => {
  let t: TestApp;
  let data: RecommendData;
  const item = (group: string): RecommendItem => {
    const found = data.items.find((i) => i.key === `${NEIDA}|${group}`);
    if (!found) throw new Error(`${group} not recommended: ${data.items.map((i) => i.key).join(', ')}`);
    return found;
  };

  beforeAll(async () => {
    // As shipped: 2025 keeps its sample 一分一段 (there is no official one), which does not rank official rows.
    t = await startTestApp(kind, { seed: SMALL_SEED });
    const imports = createDataModules({ db: t.app.db, cache: t.app.dataCache, now: t.clock.now }).imports
      .service;
    const records = GROUPS.flatMap(([group, [majorCode, majorName], rank]) => [
      [2025, '内蒙古', '物理类', '本科批', NEIDA, '内蒙古大学', group, '', '', 10, 560, rank, '', ''],
      [
        2025,
        '内蒙古',
        '物理类',
        '本科批',
        NEIDA,
        '内蒙古大学',
        group,
        majorCode,
        majorName,
        10,
        560,
        rank,
        '',
        '',
      ],
    ]);
    const plans = GROUPS.map(([group, [majorCode, majorName]]) => [
      ...[2026, '内蒙古', '物理类', '本科批', NEIDA, '内蒙古大学', group, '物理'],
      ...[majorCode, majorName, 10, 5400],
    ]);
    const lines = [
      ['年份', '科类', '批次', '分数'],
      [2025, '物理类', '本科批', 375],
      [2026, '物理类', '本科批', 363],
    ];
    for (const [importKind, rows] of [
      ['score-lines', lines],
      ['rank-table', TABLE],
      ['admission-records', [RECORD_HEADER, ...records]],
      ['admission-plans', [[...PLAN_HEADER, ...PLAN_TAIL], ...plans]],
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
    const body = { year: 2026, category: '物理类', batch: '本科批', rank: 2_000, pageSize: 50 };
    data = expectSuccess(await t.call<RecommendData>({ url: '/api/simulate/recommend', body }));
  }, 180_000);
  afterAll(() => t.close());

  it('shows the converted 2025 rank with the reason it is not official', () => {
    const derived = item('01');
    expect(derived.history.find((h) => h.year === 2025)).toEqual({
      year: 2025,
      minScore: 560,
      minRank: DERIVED,
      planCount: 10,
      rankNote: NOTE,
      sample: false,
    });
    expect(derived.reasons).toContain(NOTE);
    // An official rank carries no such note.
    expect(item('02').history.find((h) => h.year === 2025)?.rankNote).toBeUndefined();
    expect(item('02').reasons).not.toContain(NOTE);
  });

  it('marks only what is generated: the real plan and 2025 row unmarked, the sample 2024 year named', () => {
    const derived = item('01');
    expect(derived.planSample).toBe(false);
    expect(derived.history.map((h) => [h.year, h.sample])).toEqual([[2025, false]]);
    // The estimate also rests on the college's generated 2024 line, which the history table does not list.
    expect(derived.sampleYears).toEqual([2024]);
    expect(derived.sample).toBe(true);
  });

  it('uses the converted rank in the estimate, with a wider interval than an official one', () => {
    const derived = item('01');
    const official = item('02');
    // The converted year is one of the years the estimate rests on.
    expect(derived.reasons[0]).toMatch(/^近 2 年最低位次：2025年 7,650（折算） \/ 2024年/);
    // The interval's width in log terms is 2 z σ, whatever its centre: the converted year widens σ.
    const width = (i: RecommendItem) => Math.log(i.predictedRange.high / i.predictedRange.low);
    expect(width(derived)).toBeGreaterThan(width(official) * 1.2);
  });

  it('shows the converted rank on the college page, marked and apart from the official 最低位次', async () => {
    const id = await collegeId(t, '内蒙古大学');
    const query = `id=${id}&category=${encodeURIComponent('物理类')}&batch=${encodeURIComponent('本科批')}`;
    const history = expectSuccess(
      await t.call<CollegeAdmissions>({ url: `/api/college/admissions?${query}` }),
    );
    const row = (group: string, scope: string) =>
      history.items.find((r) => r.year === 2025 && r.groupCode === group && r.scope === scope);
    // The authority's row keeps no rank of its own; the engine's converted one stands beside it.
    expect(row('01', '专业组')?.minRank).toBeNull();
    expect(row('01', '专业组')?.derivedRank).toEqual({
      rank: DERIVED,
      note: NOTE,
      ...lineDifferenceInterval(DERIVED),
    });
    expect(row('01', '专业')?.derivedRank?.rank).toBe(DERIVED);
    // An official rank is shown as it is, with nothing derived beside it.
    expect(row('02', '专业组')?.minRank).toBe(DERIVED);
    expect(row('02', '专业组')?.derivedRank).toBeUndefined();
    // Generated rows are never converted.
    expect(history.items.filter((r) => r.sample && r.derivedRank !== undefined)).toEqual([]);
  });
});
