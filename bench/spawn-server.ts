// Starts bench/server.ts (the real app, data warmed, on 127.0.0.1 and a free port) as a child process and
// resolves with its base URL once it serves. Used by `npm run bench` and `npm run bench:load`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  /** The process, for reading its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/** `env` adds to the bench's own environment (REDIS_URL for several processes, say). */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@zhiyuan/source', path.join(ROOT, 'bench/server.ts')],
    {
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: '0', SEED_ON_START: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^ready (\d+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
