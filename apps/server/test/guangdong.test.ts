// 广东 as a second region (REGION=广东): the exam authority's real 投档 files (slices of 2023 and 2024) go in
// through the normal import — universities matched by 招生代码 and by name (a stray header character, a
// (中外合作办学) suffix, a former name), the one school the MOE list lacks listed with candidates and nothing
// written until a decision skips it — then the 广东 一分一段 tables, and a 广东 candidate gets
// recommendations through the API; and a table exactly as the authority publishes it (2022), its year, track
// and batch in its name. No code branches on the province: only the region config differs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, RecommendData } from '@zhiyuan/contracts';
import { DEFAULT_RANK_MODEL } from '@zhiyuan/admissions';
import { DEFAULT_DATA_DIR, GUANGDONG, loadUniversities } from '@zhiyuan/dataset';
import { createDataModules } from '../src/data/modules.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { importHelpers } from './support/imports.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const fixture = (year: number) =>
  new Uint8Array(
    fs.readFileSync(path.join(import.meta.dirname, `fixtures/guangdong/guangdong_${year}_slice.csv`)),
  );
const rankFile = (year: number) =>
  new Uint8Array(
    fs.readFileSync(
      path.join(DEFAULT_DATA_DIR, `score_rank_guangdong_2021_2025/gd_${year}_物理_yifenyiduan.csv`),
    ),
  );
/** The rows of a fixture whose 招生代码 (6th column) is `code`. */
const rowsWithCode = (year: number, code: string) =>
  new TextDecoder()
    .decode(fixture(year))
    .split('\n')
    .filter((l) => l.split(',')[5] === code).length;
const moeCode = (name: string) => loadUniversities().find((u) => u.name === name)?.code;

describe.each(DATABASE_KINDS)('广东 real files on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { REGION: '广东' }, seed: { years: [] } });
    staff = await t.signUp('13700000011', { roles: ['admin'], clientType: 2 });
  });
  afterAll(() => t.close());
  const { upload } = importHelpers(() => ({ t, staff }));
  const records = () => t.app.db.selectFrom('admission_records').selectAll().execute();
  const service = () =>
    createDataModules({ db: t.app.db, cache: t.app.dataCache, now: t.clock.now, region: GUANGDONG }).imports
      .service;

  it('lists the school it cannot match with candidates, and writes nothing until it is decided', async () => {
    const dry = await upload(
      'admission-records',
      { name: 'gd2023.csv', bytes: fixture(2023) },
      { query: '&dryRun=true' },
    );
    const report = dry.body.data as ImportReport;
    expect(report.written).toBe(false);
    expect(report.unmatched.map((u) => [u.key, u.name, u.rows])).toEqual([
      ['91012', '陆军军医大学', rowsWithCode(2023, '91012')],
    ]);
    expect(report.unmatched[0]?.candidates.length).toBeGreaterThan(0);
    expect(report.errorCount).toBe(rowsWithCode(2023, '91012'));
    // Not a dry run either: the unmatched rows stop the whole file.
    const refused = await upload('admission-records', { name: 'gd2023.csv', bytes: fixture(2023) });
    expect((refused.body.data as ImportReport | undefined)?.written ?? false).toBe(false);
    expect(await records()).toHaveLength(0);
  });

  it('writes every other row once the school is skipped, by 招生代码 and name, and remembers the codes', async () => {
    const decisions = encodeURIComponent('91012=跳过');
    const done = await upload(
      'admission-records',
      { name: 'gd2023.csv', bytes: fixture(2023) },
      { query: `&decisions=${decisions}` },
    );
    const report = done.body.data as ImportReport;
    expect(report).toMatchObject({ written: true, errorCount: 0, skipped: rowsWithCode(2023, '91012') });
    const rows = await records();
    expect(rows).toHaveLength(report.totalRows - report.skipped);
    // 北京航空航天大学考 (a stray character) and the (中外合作办学) rows are the listed schools.
    const beihang = rows.filter((r) => r.group_code.startsWith('10006-'));
    expect(beihang.length).toBe(rowsWithCode(2023, '10006'));
    expect(new Set(beihang.map((r) => r.college_code))).toEqual(new Set([moeCode('北京航空航天大学')]));
    expect(beihang.some((r) => r.college_name === '北京航空航天大学')).toBe(true);
    expect(beihang.every((r) => /^北京航空航天大学(\(中外合作办学\))?$/.test(r.college_name))).toBe(true);
    const liaoning = rows.filter((r) => r.group_code.startsWith('10140-'));
    expect(new Set(liaoning.map((r) => r.college_code))).toEqual(new Set([moeCode('辽宁大学')]));
    expect(liaoning.some((r) => r.college_name === '辽宁大学(中外合作办学)')).toBe(true);
    // A former name (佛山科学技术学院 → 佛山大学) and a division (北京大学医学部 → 北京大学).
    expect(new Set(rows.filter((r) => r.group_code.startsWith('11847-')).map((r) => r.college_code))).toEqual(
      new Set([moeCode('佛山大学')]),
    );
    expect(new Set(rows.filter((r) => r.group_code.startsWith('19001-')).map((r) => r.college_code))).toEqual(
      new Set([moeCode('北京大学')]),
    );
    const codes = await t.app.db
      .selectFrom('college_enrollment_codes')
      .selectAll()
      .where('year', '=', 2023)
      .execute();
    expect(codes.find((c) => c.enrollment_code === '11847')).toMatchObject({
      province: '广东',
      college_code: moeCode('佛山大学'),
    });
    expect(codes.some((c) => c.enrollment_code === '91012')).toBe(false);
  });

  it('imports 2024 and the 一分一段 tables, then recommends 院校专业组 to a 广东 candidate', async () => {
    const next = await service().run('admission-records', fixture(2024), { decisions: '91012,跳过' });
    expect(next).toMatchObject({ written: true, errorCount: 0 });
    for (const year of [2024, 2025]) {
      const table = await service().run('rank-table', rankFile(year));
      expect(table).toMatchObject({ written: true, errorCount: 0 });
    }
    t.app.dataCache.invalidate();
    const data = expectSuccess(
      await t.call<RecommendData>({
        url: '/api/simulate/recommend',
        body: { year: 2025, category: '物理类', batch: '本科批', score: 640, pageSize: 50 },
      }),
    );
    expect(data).toMatchObject({ year: 2025, category: '物理类', unit: '院校专业组', sample: false });
    const entry = await t.app.db
      .selectFrom('rank_tables')
      .select('cumulative')
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .where('score', '=', 640)
      .executeTakeFirstOrThrow();
    expect(data.rank).toBe(entry.cumulative);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((i) => i.group !== null && i.history.length > 0 && !i.sample)).toBe(true);
    const tiers = new Set(data.items.map((i) => i.tier));
    expect(tiers.size).toBeGreaterThan(1);
  });

  it('finds a group’s past as the backtest does: by code where the college kept its codes, else by its college', async () => {
    const items: RecommendData['items'] = [];
    for (const page of [1, 2, 3]) {
      const data = expectSuccess(
        await t.call<RecommendData>({
          url: '/api/simulate/recommend',
          // 辽宁大学's 中外合作办学 groups are among them: a student who accepts 中外合作 sees them.
          body: {
            year: 2024,
            category: '物理类',
            batch: '本科批',
            score: 564,
            eligibility: ['中外合作'],
            page,
            pageSize: 50,
          },
        }),
      );
      items.push(...data.items);
    }
    const item = (college: string, group: string) => {
      const found = items.find((i) => i.key === `${moeCode(college)}|${group}`);
      expect(found, `${college} ${group}`).toBeDefined();
      return found!;
    };
    // 广东工业大学 kept most of its codes (22 of 28): its 213 of 2024 continues its 213 of 2023.
    const kept = item('广东工业大学', '11845-213');
    expect(kept.history.map((h) => [h.year, h.minRank])).toEqual([[2023, expect.any(Number)]]);
    expect(kept.calibration.thinReasons).toContain('该单位只有 1 年往年数据');
    // A bare code far ahead of its college's other groups, with too few changes in the database to learn how
    // often a code names another group: moved towards them by the share the research provinces' changes show
    // (the prior), and said so.
    const ahead = item('广东工业大学', '11845-223');
    expect(ahead.reasons).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^本组往年位次明显靠前于该校其他招生单位：多个省份的往年数据显示这种差距每年约收回 ${Math.round(
            (DEFAULT_RANK_MODEL.collegePull.code ?? 0) * 100,
          )}%，预测线已相应后移约 \\d+%$`,
        ),
      ),
    );
    // 辽宁大学's codes are read per programme: its 中外合作办学 groups kept 2 of 3 codes, so its 213 of 2024
    // continues its 213 of 2023 by code (no majors in the file to check), and says so …
    const byCode = item('辽宁大学', '10140-213');
    expect(byCode.history).toEqual([
      { year: 2023, minScore: 542, minRank: 84_886, planCount: expect.anything(), sample: false },
    ]);
    expect(byCode.reasons).toContainEqual(
      expect.stringMatching(
        /^按专业组代码对应往年（缺少专业信息，无法核对是否为同一组；该校同类专业组彼此相差约 ±\d+%），估计已相应放宽$/,
      ),
    );
    // … while its new 215 has no past of its own: it rests on the college's 中外合作办学 groups of 2023, with
    // their spread, and says so.
    const renumbered = item('辽宁大学', '10140-215');
    expect(renumbered.history).toEqual([]);
    expect(renumbered.probability).toBeGreaterThan(0);
    expect(renumbered.reasons[0]).toMatch(/^近 1 年最低位次：2023年 [\d,]+（参考该校整体）$/);
    expect(renumbered.reasons).toContainEqual(
      expect.stringMatching(/^本组往年没有可对应的记录：参考该校往年同类招生单位/),
    );
    expect(renumbered.calibration.thinReasons).toContain(
      '该单位往年没有可对应的记录，只能参考院校往年整体情况',
    );
  });

  it('takes the authority’s own file as published, its year, track and batch from its name', async () => {
    const published = {
      name: '广东省2022年本科普通类（物理）投档情况.xlsx',
      bytes: new Uint8Array(
        fs.readFileSync(
          path.join(import.meta.dirname, 'fixtures/guangdong/guangdong_2022_physics_slice.xlsx'),
        ),
      ),
    };
    const dry = (await upload('admission-records', published, { query: '&dryRun=true' })).body
      .data as ImportReport;
    expect(dry.notes).toEqual([
      '文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2022，科类 物理类，批次 本科批',
      '院校代码不是 10 位的学校标识码，按本省招生代码读取：第 2、3、4、5、6 行等 9 行',
      '最低分写作“683以上”的，按边界 683 记录：第 2、5 行',
      '最低位次写作“88以内”的，按边界 88 记录：第 2、5 行',
      '专业组写作“-”的（该校只有一个专业组），按院校记录：第 5 行',
      '没有投档（最低分写作“-”），不导入：第 7 行',
    ]);
    expect(dry.unmatched.map((u) => [u.key, u.name])).toEqual([['91004', '陆军工程大学']]);

    const done = (
      await upload('admission-records', published, {
        query: `&decisions=${encodeURIComponent('91004=跳过')}`,
      })
    ).body.data as ImportReport;
    expect(done).toMatchObject({ written: true, errorCount: 0, totalRows: 10, skipped: 1, inserted: 8 });
    const written = (await records()).filter((r) => r.year === 2022);
    expect(written.every((r) => r.category === '物理类' && r.batch === '本科批')).toBe(true);
    const row = (college: string) => written.filter((r) => r.college_code === moeCode(college));
    // 上海体育学院 (renamed 上海体育大学 in 2023) by its former name; 清华大学's single group as the college.
    expect(row('上海体育大学').map((r) => [r.group_code, r.min_score, r.min_rank])).toEqual([
      ['10277-203', 551, 68_810],
    ]);
    expect(row('清华大学').map((r) => [r.group_code, r.min_score, r.min_rank])).toEqual([['', 683, 88]]);
    expect(
      row('西藏大学')
        .map((r) => r.group_code)
        .sort(),
    ).toEqual(['10694-206', '10694-207', '10694-208']);
  });
});
