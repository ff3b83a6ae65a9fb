// A new exam year without a release (issue 32): the region config lists 内蒙古 up to 2026, and 2027 arrives
// as data. An admin sets 当前年份 to 2027 in 站点设置 (the site shows it at once, in every process), the
// 2027 一分一段 table, 批次线 and 投档 results are imported through the CLI, and the year is known: the backtest
// finds and predicts its units and 模拟填报 recommends for it. A year the region cannot take — after 当前年份,
// before its first rules, or a category its rules do not have — is refused with the year and the reason, and
// nothing is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendData, SiteConfig, SiteSettingsData } from '@zhiyuan/contracts';
import { INNER_MONGOLIA } from '@zhiyuan/dataset';
import { runCli } from '../src/cli/run.ts';
import { createDataModules } from '../src/data/modules.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const NEW_YEAR = 2027;

describe.each(DATABASE_KINDS)('a year the region config does not list, on %s', (kind) => {
  let t: TestApp;
  let other: TestApp;
  let admin: string;
  let editor: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-new-year-'));

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    // A second server process on the same database.
    other = await startTestApp(kind, { env: { DATABASE_URL: t.database.url } });
    admin = await t.signUp('19900000031', { roles: ['admin'] });
    editor = await t.signUp('19900000032', { roles: ['editor'] });
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function cli(args: string[]) {
    let out = '';
    let err = '';
    const code = await runCli(args, {
      env: { DATABASE_URL: t.database.url, INIT_CWD: dir },
      stdin: Readable.from([]),
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s), isTTY: false },
    });
    return { code, out, err };
  }
  const service = () =>
    createDataModules({ db: t.app.db, cache: t.app.dataCache, now: t.clock.now, region: INNER_MONGOLIA })
      .imports.service;
  const settings = async () =>
    expectSuccess(await t.call<SiteSettingsData>({ url: '/api/admin/site/get', token: admin }));
  const saveYear = async (token: string, currentYear: number) =>
    t.call<SiteSettingsData>({
      url: '/api/admin/site/save',
      body: { ...(await settings()).settings, currentYear },
      token,
    });
  const config = async (app: TestApp) =>
    expectSuccess(await app.call<SiteConfig>({ url: '/api/site/config' }));
  const rowsOf = async (year: number) =>
    Promise.all(
      (['rank_tables', 'score_lines', 'admission_records'] as const).map(async (table) =>
        Number(
          (
            await t.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('year', '=', year)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  /** 2025's 物理类 table, lines and 本科批 groups (sample rows) as the files of `year`. */
  async function filesOf(year: number, category = '物理类') {
    const table = await t.app.db
      .selectFrom('rank_tables')
      .select(['score', 'count', 'cumulative'])
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .orderBy('score', 'desc')
      .execute();
    const lines = await t.app.db
      .selectFrom('score_lines')
      .select(['batch', 'score'])
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .execute();
    const units = await t.app.db
      .selectFrom('admission_records')
      .select(['college_code', 'group_code', 'plan_count', 'min_score', 'min_rank'])
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .where('batch', '=', '本科批')
      .where('scope', '!=', '专业')
      .where('min_rank', 'is not', null)
      .execute();
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    };
    return {
      units: units.length,
      rankTable: write(
        `${year}-${category}-rank.csv`,
        csvText([
          ['年份', '科类', '分数', '人数', '累计人数'],
          ...table.map((r) => [year, category, r.score, r.count, r.cumulative]),
        ]),
      ),
      scoreLines: write(
        `${year}-${category}-lines.csv`,
        csvText([['年份', '科类', '批次', '分数'], ...lines.map((l) => [year, category, l.batch, l.score])]),
      ),
      records: write(
        `${year}-${category}-records.csv`,
        csvText([
          ['年份', '科类', '批次', '院校代码', '专业组', '计划数', '最低分', '最低位次'],
          ...units.map((u) => [
            year,
            category,
            '本科批',
            u.college_code,
            u.group_code,
            u.plan_count ?? '',
            u.min_score + 2,
            Math.max(1, (u.min_rank ?? 1) - 150),
          ]),
        ]),
      ),
    };
  }

  it('answers 当前年份 from the region config until an admin sets it', async () => {
    const initial = await settings();
    expect(initial.settings.currentYear).toBe(INNER_MONGOLIA.currentYear);
    expect(initial.defaults.currentYear).toBe(INNER_MONGOLIA.currentYear);
    expect((await config(t)).currentYear).toBe(INNER_MONGOLIA.currentYear);
  });

  it('refuses a file of a year after 当前年份, naming the year and what to do, and writes nothing', async () => {
    const files = await filesOf(NEW_YEAR);
    const run = await cli(['import', 'rank-table', files.rankTable]);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`${NEW_YEAR} 年在当前年份（2026 年）之后`);
    expect(run.out).toContain('站点设置');
    expect(await rowsOf(NEW_YEAR)).toEqual([0, 0, 0]);
  });

  it('lets only an admin set 当前年份, within the years the region can take, each refusal beside the field', async () => {
    expectFailure(await saveYear(editor, NEW_YEAR), '100403', 403);
    for (const [year, text] of [
      [1999, '当前年份应为 2000～2100 之间的整数'],
      [2020, '当前年份不能早于 2021 年（本地区最早的招生规则）'],
      [2029, '当前年份最晚为 2027 年（已有数据的最后一年 2026 年的下一年）'],
    ] as const) {
      const res = await saveYear(admin, year);
      expectFailure(res, '100400', 400);
      expect(res.body.data, String(year)).toEqual({ field: 'currentYear' });
      expect(res.body.message).toContain(text);
    }
    // The CLI's site:set holds it to the same range.
    const cliSet = await cli(['site:set', '--key', 'site.currentYear', '--value', '2029']);
    expect(cliSet.code).toBe(2);
    expect(cliSet.err).toContain('当前年份最晚为 2027 年');
    expect((await settings()).settings.currentYear).toBe(2026);
  });

  it('shows the new 当前年份 on the site at once, in every process, with the rules in force', async () => {
    const saved = expectSuccess(await saveYear(admin, NEW_YEAR));
    expect(saved.settings.currentYear).toBe(NEW_YEAR);
    expect(saved.defaults.copyright).toContain(`© ${NEW_YEAR}`);
    for (const app of [t, other]) {
      const site = await config(app);
      expect(site.currentYear).toBe(NEW_YEAR);
      const year = site.years.find((y) => y.year === NEW_YEAR);
      expect(year?.categories.map((c) => c.name)).toEqual(['物理类', '历史类']);
      expect(year?.batches.map((b) => b.name)).toContain('本科批');
      expect(year?.scoreLines.map((l) => l.name)).toContain('特殊类型招生控制线');
    }
    const logged = expectSuccess(
      await t.call<{ items: { before: unknown; after: unknown }[] }>({
        url: '/api/admin/audit/list?action=site.save',
        token: admin,
      }),
    );
    expect(logged.items[0]).toMatchObject({
      before: { currentYear: 2026 },
      after: { currentYear: NEW_YEAR },
    });
  });

  it('refuses a year before the region’s first rules, one after 当前年份, and a category the rules do not have', async () => {
    const before = await rowsOf(2020);
    const early = await service().run('rank-table', fs.readFileSync((await filesOf(2020)).rankTable));
    expect(early.written).toBe(false);
    expect(early.errors[0]?.message).toContain('2020 年早于本地区最早的招生规则（2021 年）');
    const late = await service().run('score-lines', fs.readFileSync((await filesOf(2028)).scoreLines));
    expect(late.written).toBe(false);
    expect(late.errors[0]?.message).toContain(`2028 年在当前年份（${NEW_YEAR} 年）之后`);
    const science = await service().run(
      'rank-table',
      fs.readFileSync((await filesOf(NEW_YEAR, '理科')).rankTable),
    );
    expect(science.written).toBe(false);
    expect(science.errors[0]?.message).toContain(`${NEW_YEAR} 年没有科类“理科”（应为 物理类、历史类）`);
    expect(await rowsOf(2020)).toEqual(before);
    expect(await rowsOf(2028)).toEqual([0, 0, 0]);
    expect(await rowsOf(NEW_YEAR)).toEqual([0, 0, 0]);
  });

  it('imports the new year through the CLI; the backtest finds and predicts its units', async () => {
    const files = await filesOf(NEW_YEAR);
    for (const [kindName, file] of [
      ['rank-table', files.rankTable],
      ['score-lines', files.scoreLines],
      ['admission-records', files.records],
    ] as const) {
      const run = await cli(['import', kindName, file]);
      expect(run.code, run.out + run.err).toBe(0);
    }
    const [tableRows, lineRows, recordRows] = await rowsOf(NEW_YEAR);
    expect(tableRows).toBeGreaterThan(100);
    expect(lineRows).toBeGreaterThan(0);
    expect(recordRows).toBe(files.units);
    expect(files.units).toBeGreaterThan(3);

    const { backtest } = createDataModules({
      db: t.app.db,
      cache: t.app.dataCache,
      now: t.clock.now,
      region: INNER_MONGOLIA,
    });
    const run = await backtest.run({ years: [NEW_YEAR] });
    expect(run.report.years).toEqual([NEW_YEAR]);
    expect(run.report.unitYears).toBe(files.units);
    const everyYear = await backtest.run();
    expect(everyYear.report.years).toContain(NEW_YEAR);
  });

  it('recommends for the new year when it is 当前年份, from its table and its units’ past', async () => {
    for (const app of [t, other]) {
      // What a server's poll of the data version does (the CLI wrote in another process).
      await app.app.dataCache.refresh();
      const data = expectSuccess(
        await app.call<RecommendData>({
          url: '/api/simulate/recommend',
          body: { category: '物理类', batch: '本科批', score: 560, pageSize: 50 },
        }),
      );
      expect(data).toMatchObject({ year: NEW_YEAR, category: '物理类', unit: '院校专业组' });
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.every((i) => i.history.some((h) => h.year === 2025))).toBe(true);
    }
  });
});
