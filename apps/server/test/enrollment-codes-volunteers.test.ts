// 招生代码 and the 示例数据 mark on the 志愿表, on both databases (issue 11): the shipped sample data stores no
// 招生代码, so every suggestion and every choice answers null (the page shows —) and is marked sample; once an
// import has stored a school's code for the province, the suggestion and the checked choice carry it — the
// newest year up to the list's year, and none where that year gives the school several codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendData, VolunteerCheckData } from '@zhiyuan/contracts';
import { bumpDataVersion, createDataCache } from '../src/data/cache.ts';
import { createDataModules } from '../src/data/modules.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { csvText, utf8 } from './support/files.ts';
import { RECORD_HEADER } from './support/imports.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const LIST = { year: 2026, category: '物理类', batch: '本科批', score: 560 } as const;

/** The app's recommendations and the checks of a list of them, for the test app `current` gives. */
function listCalls(current: () => TestApp) {
  const recommend = async () =>
    expectSuccess(
      await current().call<RecommendData>({
        url: '/api/simulate/recommend',
        body: { ...LIST, pageSize: 50 },
      }),
    ).items;
  const check = async (items: RecommendData['items']) =>
    expectSuccess(
      await current().call<VolunteerCheckData>({
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
  return { recommend, check };
}

describe.each(DATABASE_KINDS)('招生代码 and 示例数据 on the 志愿表 on %s', (kind) => {
  let t: TestApp;
  const { recommend, check } = listCalls(() => t);

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
    // As every writer of the codes does, so that the server's copy of them is dropped.
    await bumpDataVersion(t.app.db, t.clock.now());
    await t.app.dataCache.refresh();
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

// The server keeps the codes with the other imported data, per data version: an import by another process (the
// CLI while the server runs) reaches it through the version row, also when the import changed no admission row.
describe.each(DATABASE_KINDS)('招生代码 imported by another process on %s', (kind) => {
  let t: TestApp;
  const { recommend, check } = listCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  it('answers the codes as stored once the server has seen the data change', async () => {
    const [item] = await recommend();
    expect(item).toBeDefined();
    const codeOf = async () => (await check([item!]))[0]?.enrollmentCode;
    expect(await codeOf()).toBeNull();
    // The CLI: its own cache, as in its own process; the server learns of its writes by polling the version.
    const cli = createDataModules({ db: t.app.db, cache: createDataCache(t.app.db), now: t.clock.now });
    const header = [...RECORD_HEADER.slice(0, 6), '招生代码', ...RECORD_HEADER.slice(6)];
    const file = (code: string) =>
      utf8(
        csvText([
          header,
          [
            2024,
            '内蒙古',
            '理科',
            '本科一批',
            item!.college.code,
            item!.college.name,
            code,
            '',
            '',
            '',
            30,
            520,
            21000,
            525,
            540,
          ],
        ]),
      );
    const first = await cli.imports.service.run('admission-records', file('7001'), { fileName: 'a.csv' });
    expect(first.written).toBe(true);
    await t.app.dataCache.refresh();
    expect(await codeOf()).toBe('7001');
    // The same row again under a second code: no admission row changes, but the school now has two codes
    // that year, so none is shown.
    const second = await cli.imports.service.run('admission-records', file('7002'), { fileName: 'b.csv' });
    expect(second).toMatchObject({ written: true, inserted: 0, updated: 0, unchanged: 1 });
    await t.app.dataCache.refresh();
    expect(await codeOf()).toBeNull();
  });
});
