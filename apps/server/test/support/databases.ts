// Gives every suite both databases: a fresh SQLite file in a temporary folder and a uniquely named
// PostgreSQL database (zhiyuan_test_<pid>_<random>) that is dropped afterwards. PostgreSQL is required: when
// it is not reachable the suite fails with a message saying so, it is never skipped.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

/** For `describe.each(DATABASE_KINDS)`. */
export const DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

/** The server to create test databases on; override with TEST_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  /** A DATABASE_URL for loadConfig. */
  url: string;
  drop(): Promise<void>;
}

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL 不可用（${POSTGRES_ADMIN_URL}）：${reason}。服务器的数据库测试必须同时在 SQLite 和 PostgreSQL 上运行：` +
        '请启动 PostgreSQL（pg_ctlcluster <版本> main start），或用 TEST_POSTGRES_URL 指向可用的实例。',
      { cause: error },
    );
  }
  return client;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-test-'));
    return {
      kind,
      url: `file:${path.join(dir, 'test.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `zhiyuan_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    drop: async () => {
      const client = await adminClient();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
