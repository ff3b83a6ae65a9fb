// 招生代码 and the 示例数据 mark on the 志愿表, on both databases (issue 11): the shipped sample data stores no
// 招生代码, so every suggestion and every choice answers null (the page shows —) and is marked sample; once an
// import has stored a school's code for the province, the suggestion and the checked choice carry it — the
// newest year up to the list's year, and none where that year gives the school several codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendData, VolunteerCheckData } from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const LIST = { year: 2026, category: '物理类', batch: '本科批', score: 560 } as const;

describe.each(DATABASE_KINDS)('招生代码 and 示例数据 on the 志愿表 on %s', (kind) => {
  let t: TestApp;
  const recommend = async () =>
    expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...LIST, pageSize: 50 } }),
    ).items;
  const check = async (items: RecommendData['items']) =>
    expectSuccess(
      await t.call<VolunteerCheckData>({
        url: '/api/volunteer/check',
        body: {
          ...LIST,
          choices: items.map((item) => ({
            collegeId: item.college.id,
            groupCode: item.group?.code ?? null,
            majors: item.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
            adjustment: true,
          })),
        },
      }),
    ).choices;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  it('answers no 招生代码 and marks every row sample for the shipped sample data', async () => {
    const items = await recommend();
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((i) => i.enrollmentCode === null && i.sample)).toBe(true);
    const choices = await check(items.slice(0, 3));
    expect(choices.map((c) => [c.enrollmentCode, c.sample])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);
  });

  it('carries a stored code of the newest year up to the list’s, and none where a school has several', async () => {
    const items = await recommend();
    const colleges = [...new Set(items.map((i) => i.college.code))];
    const [one, several, later] = colleges;
    expect(later).toBeDefined();
    const row = (year: number, code: string, college: string) => ({
      province: '内蒙古',
      year,
      enrollment_code: code,
      college_code: college,
      printed_name: college,
    });
    await t.app.db
      .insertInto('college_enrollment_codes')
      .values([
        row(2024, '1001', one!),
        row(2025, '1101', one!),
        row(2025, '1201', several!),
        row(2025, '1202', several!),
        // Another province's code, and a code of a year after the list's, are not this list's.
        { ...row(2025, '9901', later!), province: '广东' },
        row(2027, '9902', later!),
      ])
      .execute();
    const again = await recommend();
    const codeOf = (college: string) => again.find((i) => i.college.code === college)?.enrollmentCode;
    expect(codeOf(one!)).toBe('1101');
    expect(codeOf(several!)).toBeNull();
    expect(codeOf(later!)).toBeNull();
    const picked = [one, several, later].map((c) => again.find((i) => i.college.code === c)!);
    const choices = await check(picked);
    expect(choices.map((c) => [c.collegeCode, c.enrollmentCode, c.sample])).toEqual([
      [one, '1101', true],
      [several, null, true],
      [later, null, true],
    ]);
  });
});
