// The real entry point as a process: it refuses a bad environment with a Chinese message, boots on a fresh
// database (migrating it), answers over TCP, and shuts down cleanly on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      timeout: 30_000,
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
  }, 30_000);
});
