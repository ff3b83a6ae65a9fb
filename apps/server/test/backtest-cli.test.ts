// `npm run cli -- backtest` on both databases, on a seeded slice of four years (2022–2024 by college, 2025 by
// 院校专业组): the report is printed in Chinese and written as JSON, it predicts exactly the unit-years that
// have an earlier year in the database (counted here from the rows themselves), and its flags work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VARIANTS, type BacktestReport } from '@zhiyuan/admissions';
import { batchesOf, categoriesOf, INNER_MONGOLIA } from '@zhiyuan/dataset';
import { runCli } from '../src/cli/run.ts';
import { seedDatabase } from '../src/data/seed.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './support/databases.ts';

/** The command on the database alone: the cross-province protocol is tested below, on a small folder. */
async function cli(args: string[], env: Record<string, string>) {
  return cliWith([...args, '--research', ''], env);
}

async function cliWith(args: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    env,
    stdin: Readable.from([]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
  });
  return { code, out, err };
}

/**
 * A research province's folder (libs/dataset research-regions.ts): 80 院校专业组 a year, 2023–2025, each
 * moving a little every year, with their ranks given.
 */
function researchProvince(folder: string, seed: number) {
  fs.mkdirSync(folder, { recursive: true });
  const head = 'year,stratum,level,college_code,college_name,group_code,min_score,min_rank,plan_count';
  for (const year of [2023, 2024, 2025]) {
    const rows = Array.from({ length: 80 }, (_, i) => {
      const rank = Math.round(500 * 1.05 ** i * (1 + 0.08 * Math.sin(seed * 7 + i * 3 + year)));
      return `${year},物理,本科,${1000 + i},院校${i},01,${700 - i * 3},${rank},${30 + (i % 5)}`;
    });
    fs.writeFileSync(path.join(folder, `units_${year}.csv`), `${head}\n${rows.join('\n')}\n`);
  }
}

interface Written {
  data: string;
  records: number;
  units: number;
  options: { years: number[] | null; categories: string[] | null; minPastYears: number };
  report: BacktestReport;
}

describe.each(DATABASE_KINDS)('backtest command on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let env: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-backtest-'));
  // The default place, under the directory the command was started from.
  const out = path.join(dir, 'reports', 'backtest.json');

  /**
   * Per year, the unit-years with an earlier year of their own (`own`: the
   * engine surely predicts them) and those whose college has an earlier unit on the same track and level
   * (`college`: the most it can predict, from a college reference) — counted from the rows themselves.
   */
  async function predictable(categories?: string[]) {
    let query = db.db
      .selectFrom('admission_records')
      .select(['college_code', 'group_code', 'batch', 'category', 'year', 'min_rank'])
      .where('scope', '!=', '专业');
    if (categories) query = query.where('category', 'in', categories);
    const rows = (await query.execute()).filter((r) => r.min_rank !== null);
    const track = (year: number, category: string) =>
      categoriesOf(INNER_MONGOLIA, year).find((c) => c.name === category)?.track;
    const level = (year: number, batch: string) =>
      batchesOf(INNER_MONGOLIA, year).find((b) => b.name === batch)?.level;
    const count = (map: Map<number, number>, year: number) => map.set(year, (map.get(year) ?? 0) + 1);
    const own = new Map<number, number>();
    const college = new Map<number, number>();
    for (const r of rows) {
      const earlier = rows.filter((o) => o.year < r.year);
      const unit = `${r.college_code}|${r.group_code}|${r.batch}|${r.category}`;
      if (earlier.some((o) => `${o.college_code}|${o.group_code}|${o.batch}|${o.category}` === unit))
        count(own, r.year);
      if (
        earlier.some(
          (o) =>
            o.college_code === r.college_code &&
            track(o.year, o.category) === track(r.year, r.category) &&
            level(o.year, o.batch) === level(r.year, r.batch),
        )
      )
        count(college, r.year);
    }
    return { own, college };
  }
  const sum = (map: Map<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url, INIT_CWD: dir };
    db = openDatabase(database.url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says there is nothing to backtest on an empty database', async () => {
    const run = await cli(['backtest'], env);
    expect(run.code).toBe(1);
    expect(run.err).toContain('数据库中没有录取数据，无法回测');
  });

  it('prints the report and writes its figures, predicting every unit-year that has an earlier year', async () => {
    await seedDatabase(db.db, {
      colleges: SMALL_SEED.colleges,
      years: [2022, 2023, 2024, 2025],
      content: false,
    });
    const run = await cli(['backtest'], env);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const written = JSON.parse(fs.readFileSync(out, 'utf8')) as Written;
    const { own, college } = await predictable();
    expect(sum(own)).toBeGreaterThan(5);
    // Renumbered or new 院校专业组 take their college's past: more than the units with a past of their own.
    expect(written.report.unitYears).toBeGreaterThanOrEqual(sum(own));
    expect(written.report.unitYears).toBeLessThanOrEqual(sum(college));
    expect(written.report.years).toEqual([...college.keys()].sort((a, b) => a - b));
    // 21 candidate ranks per unit-year, spread around the prediction.
    expect(written.report.samples).toBe(21 * written.report.unitYears);
    expect(written.report.byYear.map((y) => y.samples).reduce((a, b) => a + b, 0)).toBe(
      written.report.samples,
    );
    // 线差法 is scored on the same samples once the batch lines and rank tables are there.
    expect(written.report.baselines.lineMargin?.samples).toBe(written.report.samples);
    expect(run.out).toContain('同样本上的位次法');
    expect(run.out).toContain('同样本上的线差法');
    expect(written).toMatchObject({
      data: 'sample',
      options: { years: null, categories: null, minPastYears: 1 },
    });
    expect(run.out).toContain('回测结果（用往年数据预测每一年，与当年实际最低位次对比）');
    expect(run.out).toContain(`Brier 分数：${written.report.brierScore?.toFixed(4)}`);
    expect(run.out).toContain(
      `“保”志愿实际录取：${written.report.safety.admitted} / ${written.report.safety.count}`,
    );
    expect(run.out).toContain('数据：示例数据（系统生成）');
    expect(run.out).toContain(`已写出 ${out}`);
    const brier = written.report.brierScore ?? 1;
    expect(brier).toBeLessThan(written.report.baselineBrierScore ?? 0);
  });

  it('predicts only the years and categories asked for', async () => {
    const run = await cli(['backtest', '--years', '2024', '--category', '文科', '--out', 'only.json'], env);
    expect(run.code).toBe(0);
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'only.json'), 'utf8')) as Written;
    const { own, college } = await predictable(['文科']);
    expect(written.report.years).toEqual([2024]);
    expect(written.report.unitYears).toBeGreaterThanOrEqual(own.get(2024) ?? 0);
    expect(written.report.unitYears).toBeLessThanOrEqual(college.get(2024) ?? 0);
    expect(written.options).toEqual({ years: [2024], categories: ['文科'], minPastYears: 1 });
    const stricter = await cli(['backtest', '--min-years', '2', '--out', 'strict.json'], env);
    expect(stricter.code).toBe(0);
    const strict = JSON.parse(fs.readFileSync(path.join(dir, 'strict.json'), 'utf8')) as Written;
    // 2022 and 2023 have fewer than two earlier years in the database.
    expect(strict.report.years.every((y) => y >= 2024)).toBe(true);
    expect(strict.report.years.length).toBeGreaterThan(0);
  });

  it('runs the selection protocol over the research provinces beside the database, every fold printed', async () => {
    const research = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-research-'));
    researchProvince(path.join(research, 'alpha'), 1);
    researchProvince(path.join(research, 'beta'), 2);
    const run = await cliWith(['backtest', '--research', research, '--out', 'protocol.json'], env);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    // The database holds sample data: it does not take part.
    expect(run.out).toContain('跨省选择协议（alpha、beta；本库为示例数据，不参与）');
    for (const region of ['alpha', 'beta']) {
      expect(run.out).toMatch(new RegExp(`\\| ${region} \\| 2024 \\| 选择 \\|`));
      expect(run.out).toMatch(new RegExp(`\\| ${region} \\| 2025 \\| 最终（留出） \\|`));
    }
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'protocol.json'), 'utf8')) as {
      protocol: { chosen: string; folds: { region: string; year: number; role: string }[] };
    };
    expect(PROTOCOL_VARIANTS.map((v) => v.name)).toContain(written.protocol.chosen);
    expect(
      written.protocol.folds.filter((f) => f.role === 'final').map((f) => `${f.region} ${f.year}`),
    ).toEqual(['alpha 2025', 'beta 2025']);
    fs.rmSync(research, { recursive: true, force: true });
  });

  it('explains wrongly written flags in Chinese', async () => {
    const years = await cli(['backtest', '--years', '二〇二四'], env);
    expect(years.code).toBe(2);
    expect(years.err).toContain('--years：应为逗号分隔的年份');
    const min = await cli(['backtest', '--min-years', '0'], env);
    expect(min.code).toBe(2);
    expect(min.err).toContain('--min-years：应为 1 到 10 之间的整数');
  });
});
