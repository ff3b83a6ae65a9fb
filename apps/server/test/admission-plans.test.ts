// 选科查询 (GET /api/admissionPlan/electives) and a college’s 招生计划 (GET /api/college/plans) on both databases, on the small seed's 2026 plans: every 院校专业组
// of the year and category is on exactly one side, each side checked against the requirement stored with its
// plan rows (not against hard-coded answers), with the filters, paging and bad input in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegePlans, ElectivesData } from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { q } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PATH = '/api/admissionPlan/electives';

describe.each(DATABASE_KINDS)('选科查询 on %s', (kind) => {
  let t: TestApp;
  const search = async (params: Record<string, string | number>) =>
    expectSuccess(await t.call<ElectivesData>({ url: `${PATH}?${q(params)}` }));
  /** The 2026 plan groups of a category, with their stored requirement. */
  const groups = async (category: string) => {
    const rows = await t.app.db
      .selectFrom('admission_plans')
      .select(['college_code', 'batch', 'group_code', 'subject_requirement'])
      .where('year', '=', 2026)
      .where('category', '=', category)
      .execute();
    return new Map(rows.map((r) => [`${r.college_code}|${r.batch}|${r.group_code}`, r.subject_requirement]));
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  it('puts every group of the year on one side: allowed when the combination has every required subject', async () => {
    const stored = await groups('物理类');
    expect(stored.size).toBeGreaterThan(5);
    const all = await search({ category: '物理类', electives: '化学,地理', pageSize: 100 });
    expect(all).toMatchObject({ year: 2026, category: '物理类', subjects: ['物理', '化学', '地理'] });
    expect(all.total).toBe(stored.size);
    expect(all.allowedCount + all.deniedCount).toBe(stored.size);
    for (const item of all.items) {
      const requirement = item.subjectRequirement === '不限' ? '' : item.subjectRequirement;
      const required = requirement === '' ? [] : requirement.split('+');
      const lacking = required.filter((s) => !['物理', '化学', '地理'].includes(s));
      expect(item.missing, `${item.college.name} ${item.groupCode}`).toEqual(lacking);
      expect(item.allowed).toBe(lacking.length === 0);
      expect(item.planCount).toBe(item.majors.reduce((a, m) => a + m.planCount, 0));
    }
    // Some groups need 生物 or 思想政治, which this combination lacks; others it may apply to.
    expect(all.deniedCount).toBeGreaterThan(0);
    expect(all.allowedCount).toBeGreaterThan(0);
    // Another combination moves groups between the sides.
    const other = await search({ category: '物理类', electives: '化学,生物', pageSize: 1 });
    expect(other.allowedCount).not.toBe(all.allowedCount);
  });

  it('lists one side, pages through it, and filters by keyword, province and tag', async () => {
    const denied = await search({
      category: '物理类',
      electives: '化学,地理',
      result: 'denied',
      pageSize: 100,
    });
    expect(denied.items.every((i) => !i.allowed && i.missing.length > 0)).toBe(true);
    expect(denied.total).toBe(denied.deniedCount);
    const pages = [];
    for (let page = 1; page <= Math.ceil(denied.total / 7); page++) {
      pages.push(
        ...(await search({ category: '物理类', electives: '化学,地理', result: 'denied', page, pageSize: 7 }))
          .items,
      );
    }
    expect(pages).toEqual(denied.items);

    const keyword = await search({
      category: '物理类',
      electives: '化学,生物',
      keyword: '内蒙古大学',
      pageSize: 100,
    });
    expect(keyword.total).toBeGreaterThan(0);
    expect(
      keyword.items.every(
        (i) => i.college.name.includes('内蒙古大学') || i.majors.some((m) => m.name.includes('内蒙古大学')),
      ),
    ).toBe(true);
    const inner = await search({
      category: '物理类',
      electives: '化学,生物',
      province: '内蒙古',
      pageSize: 100,
    });
    expect(inner.items.every((i) => i.college.province === '内蒙古')).toBe(true);
    const elite = await search({ category: '物理类', electives: '化学,生物', tags: '211', pageSize: 100 });
    expect(elite.items.every((i) => i.college.tags.includes('211'))).toBe(true);
    const unfiltered = await search({ category: '物理类', electives: '化学,生物', pageSize: 1 });
    for (const filtered of [keyword, inner, elite]) {
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThan(unfiltered.total);
    }
  });

  it('answers from the data as it is now: a changed requirement moves its group once the data changes', async () => {
    const before = await search({ category: '物理类', electives: '化学,地理', pageSize: 100 });
    const group = before.items.find((item) => item.allowed && item.groupCode !== null);
    expect(group).toBeDefined();
    const code = group?.groupCode ?? '';
    const college = await t.app.db
      .selectFrom('colleges')
      .select('code')
      .where('id', '=', group?.college.id ?? 0)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('admission_plans')
      .set({ subject_requirement: '生物' })
      .where('year', '=', 2026)
      .where('category', '=', '物理类')
      .where('college_code', '=', college.code)
      .where('group_code', '=', code)
      .execute();
    t.app.dataCache.invalidate();
    const after = await search({ category: '物理类', electives: '化学,地理', pageSize: 100 });
    const moved = after.items.find(
      (item) => item.groupCode === code && item.college.id === group?.college.id,
    );
    expect(moved).toMatchObject({ allowed: false, missing: ['生物'], subjectRequirement: '生物' });
    expect(after.allowedCount).toBe(before.allowedCount - 1);
  });

  it('names what is wrong in Chinese', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ category: '物理类', electives: '化学' }, /再选科目必须选择两门/],
      [{ category: '物理类', electives: '化学,化学' }, /两门再选科目不能相同/],
      [{ category: '物理类', electives: '化学,历史' }, /请从化学、生物、思想政治、地理中选择两门再选科目/],
      [{ category: '理科', electives: '化学,生物' }, /^2026年没有科类“理科”/],
      [{ category: '物理类', electives: '化学,生物', result: 'maybe' }, /可报（allowed）或不可报（denied）/],
      [{ electives: '化学,生物' }, /科类/],
    ];
    for (const [params, message] of cases) {
      expectFailure(await t.call({ url: `${PATH}?${q(params)}` }), '100400', 400, message);
    }
  });
});

describe.each(DATABASE_KINDS)('a college’s 招生计划 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  it('gives the latest year’s plan by category, batch and group, as the plan rows hold it', async () => {
    const college = await t.app.db
      .selectFrom('colleges')
      .select(['id', 'code'])
      .where('name', '=', '内蒙古大学')
      .executeTakeFirstOrThrow();
    const rows = await t.app.db
      .selectFrom('admission_plans')
      .selectAll()
      .where('college_code', '=', college.code)
      .where('year', '=', 2026)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const plans = expectSuccess(await t.call<CollegePlans>({ url: `/api/college/plans?id=${college.id}` }));
    expect(plans).toMatchObject({ year: 2026, sample: true });
    const keys = new Set(rows.map((r) => `${r.category}|${r.batch}|${r.group_code}`));
    expect(plans.groups.map((g) => `${g.category}|${g.batch}|${g.groupCode ?? ''}`).sort()).toEqual(
      [...keys].sort(),
    );
    for (const group of plans.groups) {
      const own = rows.filter(
        (r) =>
          r.category === group.category &&
          r.batch === group.batch &&
          r.group_code === (group.groupCode ?? ''),
      );
      expect(group.planCount).toBe(own.reduce((a, r) => a + r.plan_count, 0));
      expect(group.majors.map((m) => [m.name, m.planCount, m.tuition])).toEqual(
        own.map((r) => [r.major_name, r.plan_count, r.tuition]),
      );
    }
  });

  it('answers a college without a plan with no year, and an unknown one with 院校不存在', async () => {
    const without = await t.app.db
      .selectFrom('colleges')
      .select(['id', 'code'])
      .where('name', '=', '包头职业技术学院')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('admission_plans').where('college_code', '=', without.code).execute();
    t.app.dataCache.invalidate();
    expect(expectSuccess(await t.call<CollegePlans>({ url: `/api/college/plans?id=${without.id}` }))).toEqual(
      {
        year: null,
        groups: [],
        sample: false,
      },
    );
    expectFailure(await t.call({ url: '/api/college/plans?id=999999' }), '100404', 404, '院校不存在');
  });
});
