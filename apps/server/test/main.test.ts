// The real entry point as a process: it refuses a bad environment with a Chinese message, boots on a fresh
// database (migrating it), answers over TCP, and shuts down cleanly on SIGTERM; on its first start it seeds
// the whole shipped and sample data set (the full-size seed on SQLite is tested here, as `npm start` runs it).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleData, loadUniversities } from '@zhiyuan/dataset';
import { SAMPLE_SEED } from '../src/data/seed.ts';
import { openDatabase } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('src/main.ts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('refuses to start with captchas off in production, naming the variable', () => {
    const run = spawnSync(process.execPath, ['--conditions=@zhiyuan/source', main], {
      env: { ...process.env, NODE_ENV: 'production', CAPTCHA_ENABLED: 'false', DATABASE_URL: database.url },
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('启动失败');
    expect(run.stderr).toContain('环境变量 CAPTCHA_ENABLED 无效');
  });

  it('boots on a fresh database, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=@zhiyuan/source', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        SITE_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
        SEED_ON_START: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 200 && !output.includes('Server listening'); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(output).toContain('Server listening');
      expect(output).toContain('0005-carousel');
      const res = await fetch(`http://127.0.0.1:${port}/api/highSchool/getHighSchools`);
      const body = (await res.json()) as { errorCode: string; data: unknown[] };
      expect(body.errorCode).toBe('0');
      expect(body.data.length).toBeGreaterThan(0);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('seeds the full data set on its first start, and serves it', async () => {
    const fresh = await createTestDatabase('sqlite');
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=@zhiyuan/source', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: fresh.url,
        SITE_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const expected = generateSampleData({ seed: SAMPLE_SEED });
    try {
      // Waits for the server to say it listens (or to die), however long seeding takes on this machine: the
      // seeding's speed is the benchmark's business (npm run bench), not a test's.
      await new Promise<void>((resolve, reject) => {
        const check = () => output.includes('Server listening') && resolve();
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        check();
        void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
      });
      expect(output).toMatch(/data seeded in \d+ ms/);
      expect(output).toContain('official data: 2025 年投档、录取最高分最低分');
      const res = await fetch(`http://127.0.0.1:${port}/api/college/search?keyword=nmgdx`);
      const body = (await res.json()) as { data: { items: { name: string }[] } };
      expect(body.data.items[0]?.name).toBe('内蒙古大学');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);

      const database = openDatabase(fresh.url);
      try {
        const count = async (
          table: 'colleges' | 'rank_tables' | 'score_lines' | 'admission_records' | 'admission_plans',
        ) =>
          Number(
            (
              await database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        // The sample set, less the partitions (year, category) 内蒙古's official files replace, plus their rows.
        const kept = <T extends { year: number; category: string }>(rows: readonly T[], real: string[]) =>
          rows.filter((r) => !real.includes(`${r.year}|${r.category}`)).length;
        const tracks = (years: number[], categories = ['物理类', '历史类']) =>
          years.flatMap((y) => categories.map((c) => `${y}|${c}`));
        expect(await count('colleges')).toBe(loadUniversities().length);
        expect(await count('rank_tables')).toBe(kept(expected.rankTables, tracks([2026])) + 974);
        const lineYears = [...tracks([2023, 2024], ['理科', '文科']), ...tracks([2025, 2026])];
        // Real lines: 2023–2024 as quoted (4 a year), 2025's 本科 lines (2), 2026's five per category with
        // the 专项 plans' own two (10), and 2026's 艺术类 (30), 体育类 (4) and 对口招生 (30) lines.
        expect(await count('score_lines')).toBe(kept(expected.scoreLines, lineYears) + 20 + 64);
        expect(await count('admission_records')).toBe(
          kept(expected.admissionRecords, tracks([2025])) + 14563,
        );
        expect(await count('admission_plans')).toBe(kept(expected.plans, tracks([2026])) + 24201);
        expect(expected.admissionRecords.length).toBeGreaterThan(100_000);
        const real = await database.db
          .selectFrom('admission_plans')
          .select(['sample', 'source_url'])
          .where('college_name', '=', '内蒙古大学')
          .where('year', '=', 2026)
          .execute();
        expect(real.length).toBe(296);
        expect(real.every((p) => p.sample === 0)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      child.kill('SIGKILL');
      await fresh.drop();
    }
  });
});
