// The e2e servers: one per Playwright worker, each on its own port with its own throw-away SQLite database,
// so that two workers never see each other's accounts, content or rate limits (and files may run in any
// order on any worker). playwright.config.ts starts them; the tests reach theirs through the `baseURL`
// fixture (fixtures.ts) and, for what they read or seed in the database, `currentDatabaseFile()`.
import path from 'node:path';
import { test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../../..');

function integerFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`环境变量 ${name} 应为 ${min} 到 ${max} 之间的整数，现为「${raw}」`);
  }
  return value;
}

/** How many workers (and servers): `E2E_WORKERS`, by default 2 — one per core of the CI machine. */
export const E2E_WORKERS = integerFromEnv('E2E_WORKERS', 2, 1, 8);
/** The first server's port (`E2E_PORT`, by default 4310); worker i's server listens on the port plus i. */
const BASE_PORT = integerFromEnv('E2E_PORT', 4310, 1024, 65535 - 8);

export interface E2eServer {
  port: number;
  url: string;
  databaseFile: string;
}

/** The server of the worker with this parallel index (0 … E2E_WORKERS − 1). */
export function e2eServer(index: number): E2eServer {
  const port = BASE_PORT + index;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    databaseFile: path.join(root, `reports/e2e-db/e2e-${index}.db`),
  };
}

/** The database of the server the running test talks to (read SMS codes, seed rows, give roles). */
export function currentDatabaseFile(): string {
  return e2eServer(test.info().parallelIndex).databaseFile;
}
