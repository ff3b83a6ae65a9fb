// `npm run cli -- backtest` on both databases, on a seeded slice of four years (2022–2024 by college, 2025 by
// 院校专业组): the report is printed in Chinese and written as JSON, it predicts exactly the unit-years that
// have an earlier year in the database (counted here from the rows themselves), and its flags work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacktestReport } from '@zhiyuan/admissions';
import { runCli } from '../src/cli/run.ts';
import { seedDatabase } from '../src/data/seed.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './support/databases.ts';

async function cli(args: string[], env: Record<string, string>) {
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

  /** Unit-years with a lowest rank and an earlier such year of the same unit, per year (from the rows). */
  async function predictable(categories?: string[]): Promise<Map<number, number>> {
    let query = db.db
      .selectFrom('admission_records')
      .select(['college_code', 'group_code', 'batch', 'category', 'year', 'min_rank'])
      .where('scope', '!=', '专业');
    if (categories) query = query.where('category', 'in', categories);
    const rows = await query.execute();
    const years = new Map<string, number[]>();
    for (const r of rows) {
      if (r.min_rank === null) continue;
      const key = `${r.college_code}|${r.group_code}|${r.batch}|${r.category}`;
      years.set(key, [...(years.get(key) ?? []), r.year]);
    }
    const counts = new Map<number, number>();
    for (const list of years.values()) {
      for (const year of list) {
        if (list.some((y) => y < year)) counts.set(year, (counts.get(year) ?? 0) + 1);
      }
    }
    return counts;
  }

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
    const expected = await predictable();
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(5);
    expect(written.report.unitYears).toBe(total);
    expect(written.report.years).toEqual([...expected.keys()].sort((a, b) => a - b));
    // 21 candidate ranks per unit-year, spread around the prediction.
    expect(written.report.samples).toBe(21 * total);
    expect(written.report.byYear.map((y) => [y.year, y.samples])).toEqual(
      [...expected.entries()].sort(([a], [b]) => a - b).map(([year, n]) => [year, 21 * n]),
    );
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
    const expected = await predictable(['文科']);
    expect(written.report.years).toEqual([2024]);
    expect(written.report.unitYears).toBe(expected.get(2024));
    expect(written.options).toEqual({ years: [2024], categories: ['文科'], minPastYears: 1 });
    const stricter = await cli(['backtest', '--min-years', '2', '--out', 'strict.json'], env);
    expect(stricter.code).toBe(0);
    const strict = JSON.parse(fs.readFileSync(path.join(dir, 'strict.json'), 'utf8')) as Written;
    expect(strict.report.years).toEqual([2024]);
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
