// `backup` and `restore` through the CLI on SQLite and PostgreSQL: a backup taken while the server runs, the
// database wiped, the backup restored — every row of every table identical (the secrets and sessions too when
// the passphrase is given; new secrets and no sessions when they are left out). Refusals change nothing: a wrong
// passphrase, a damaged file, a file from a newer schema, a target with data without --replace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTables, lastIssuedIds, type AnyDb } from '../src/backup/catalog.ts';
import { readBackupHeader } from '../src/backup/file.ts';
import { readRows } from '../src/backup/rows.ts';
import { runCli } from '../src/cli/run.ts';
import { openDatabase } from '../src/db/database.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PASSPHRASE = 'correct horse battery staple';
const SECRET_BOUND = ['sessions', 'captchas', 'sms_codes', 'password_nonces'];

async function cli(args: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    env: { ...env, BACKUP_PASS: PASSPHRASE, WRONG_PASS: 'not the passphrase at all' },
    stdin: Readable.from([]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  return { code, out, err };
}

/** Every row of every table (Kysely's migration records included), in primary-key order. */
async function allRows(url: string): Promise<Record<string, unknown[][]>> {
  const database = openDatabase(url);
  try {
    const db = database.db as unknown as AnyDb;
    const result: Record<string, unknown[][]> = {};
    for (const table of await describeTables(db, database.dialect)) {
      const rows: unknown[][] = [];
      for await (const page of readRows(db, table)) rows.push(...page);
      result[table.name] = rows;
    }
    return result;
  } finally {
    await database.close();
  }
}

/** The last id each auto-increment handed out (a restore must not hand one out again). */
async function lastIds(url: string): Promise<Record<string, number>> {
  const database = openDatabase(url);
  try {
    const db = database.db as unknown as AnyDb;
    return await lastIssuedIds(db, database.dialect, await describeTables(db, database.dialect));
  } finally {
    await database.close();
  }
}

/** Empties the database completely, as a lost disk or a dropped schema would. */
async function wipe(database: TestDatabase): Promise<void> {
  if (database.kind === 'sqlite') {
    const file = database.url.slice('file:'.length);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

/** The payload of a backup file, decompressed (a SQLite file or JSON lines). */
function payloadOf(file: string): Buffer {
  const { payloadOffset } = readBackupHeader(file);
  return gunzipSync(fs.readFileSync(file).subarray(payloadOffset));
}

describe.each(DATABASE_KINDS)('backup and restore on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let dir: string;
  let before: Record<string, unknown[][]>;
  let idsBefore: Record<string, number>;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-backup-test-'));
    const t: TestApp = await startTestApp(kind, { env, seed: SMALL_SEED });
    try {
      // Rows in every kind of table: users, sessions, codes, counters, captchas, nonces, favourites, a list.
      token = await t.signUp('13400000001');
      await t.captcha();
      expectSuccess(
        await t.call({
          url: '/api/userCollections/collectWeb',
          token,
          body: { kind: 'major', targetId: '080901' },
        }),
      );
      expectSuccess(
        await t.call({
          url: '/api/volunteer/save',
          token,
          body: { year: 2026, category: '物理类', batch: '本科批', score: 560, name: '第一稿', choices: [] },
        }),
      );
      // A removed list: its id is used up, and a restore must not hand it out again.
      const scrap = expectSuccess(
        await t.call<{ id: number }>({
          url: '/api/volunteer/save',
          token,
          body: { year: 2026, category: '物理类', batch: '本科批', score: 560, name: '草稿', choices: [] },
        }),
      );
      expectSuccess(await t.call({ url: '/api/volunteer/remove', token, body: { id: scrap.id } }));
      await t.app.db.deleteFrom('volunteer_table_versions').where('table_id', '=', scrap.id).execute();
      await t.app.db.deleteFrom('volunteer_tables').where('id', '=', scrap.id).execute();
      before = await allRows(database.url);
      idsBefore = await lastIds(database.url);
      expect(idsBefore.volunteer_tables).toBe(scrap.id);
      // Online: the server is still running while the backup is taken.
      const made = await cli(
        ['backup', path.join(dir, 'sealed.zybak'), '--passphrase-env', 'BACKUP_PASS'],
        env,
      );
      expect(made, made.err).toMatchObject({ code: 0 });
      expect(made.out).toContain('密钥已用口令加密保存');
      const bare = await cli(['backup', path.join(dir, 'bare.zybak'), '--exclude-secrets'], env);
      expect(bare, bare.err).toMatchObject({ code: 0 });
    } finally {
      await t.app.close();
    }
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  it('writes the schema version and counts, and never the secrets in clear', () => {
    const file = path.join(dir, 'sealed.zybak');
    const { header } = readBackupHeader(file);
    expect(header.migrations).toEqual(before.kysely_migration?.map((row) => row[0]));
    expect(header.tables.users).toBe(1);
    expect(header.tables).not.toHaveProperty('server_keys');
    expect(header.secrets).toMatchObject({
      mode: 'encrypted',
      tables: ['server_keys'],
      cipher: 'aes-256-gcm',
    });
    const keyValues = (before.server_keys ?? []).map((row) => String(row[1]));
    expect(keyValues.join('')).toContain('PRIVATE KEY');
    for (const backup of ['sealed.zybak', 'bare.zybak']) {
      const everything = Buffer.concat([
        fs.readFileSync(path.join(dir, backup)),
        payloadOf(path.join(dir, backup)),
      ]);
      for (const secret of keyValues) expect(everything.includes(secret.slice(-60))).toBe(false);
      expect(everything.includes('PRIVATE KEY')).toBe(false);
    }
  });

  it('restores every row of every table after a wipe, secrets and sessions included', async () => {
    await wipe(database);
    const restored = await cli(
      ['restore', path.join(dir, 'sealed.zybak'), '--passphrase-env', 'BACKUP_PASS'],
      env,
    );
    expect(restored, restored.err).toMatchObject({ code: 0 });
    expect(restored.out).toContain('密钥已从备份恢复');
    expect(await allRows(database.url)).toEqual(before);
    expect(await lastIds(database.url)).toEqual(idsBefore);
    // The restored file and the backups hold the private key: the owner's alone (SQLite; PostgreSQL's are the
    // server's own business).
    const files = [path.join(dir, 'sealed.zybak'), path.join(dir, 'bare.zybak')];
    if (kind === 'sqlite') files.push(database.url.slice('file:'.length));
    for (const file of files) expect(fs.statSync(file).mode & 0o777, file).toBe(0o600);
    // The server starts on it and the session from before the backup still works.
    const t = await startTestApp(kind, { env });
    try {
      expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));
    } finally {
      await t.app.close();
    }
  });

  it('refuses a wrong passphrase, a damaged file, a newer schema and a target with data, changing nothing', async () => {
    const current = await allRows(database.url);
    const sealed = path.join(dir, 'sealed.zybak');
    const wrong = await cli(['restore', sealed, '--passphrase-env', 'WRONG_PASS', '--replace'], env);
    expect(wrong).toMatchObject({ code: 1 });
    expect(wrong.err).toContain('口令不正确');

    const damaged = path.join(dir, 'damaged.zybak');
    const bytes = fs.readFileSync(sealed);
    fs.writeFileSync(damaged, bytes.subarray(0, bytes.length - 100));
    const cut = await cli(['restore', damaged, '--passphrase-env', 'BACKUP_PASS', '--replace'], env);
    expect(cut.err).toContain('不完整或已损坏');

    const future = path.join(dir, 'future.zybak');
    const { header, payloadOffset } = readBackupHeader(sealed);
    const newer = { ...header, migrations: [...header.migrations, '9999-from-a-later-version'] };
    fs.writeFileSync(
      future,
      Buffer.concat([
        Buffer.from(`ZHIYUAN-BACKUP 1\n${JSON.stringify(newer)}\n`),
        bytes.subarray(payloadOffset),
      ]),
    );
    const ahead = await cli(['restore', future, '--passphrase-env', 'BACKUP_PASS', '--replace'], env);
    expect(ahead.err).toContain('备份来自更新版本的程序');

    const occupied = await cli(['restore', sealed, '--passphrase-env', 'BACKUP_PASS'], env);
    expect(occupied.err).toContain('--replace');
    for (const refused of [cut, ahead, occupied]) expect(refused.code).toBe(1);
    expect(await allRows(database.url)).toEqual(current);
  });

  it('restores a backup without secrets with new ones: every session ends, all other rows identical', async () => {
    const restored = await cli(['restore', path.join(dir, 'bare.zybak'), '--replace'], env);
    expect(restored, restored.err).toMatchObject({ code: 0 });
    expect(restored.out).toContain('已生成新的密钥');
    const after = await allRows(database.url);
    for (const table of SECRET_BOUND) expect(after[table], table).toEqual([]);
    expect(after.server_keys?.map((row) => row[0]).sort()).toEqual(['hmac-secret', 'rsa-keypair']);
    expect(after.server_keys).not.toEqual(before.server_keys);
    const kept = (rows: Record<string, unknown[][]>) =>
      Object.fromEntries(
        Object.entries(rows).filter(([table]) => table !== 'server_keys' && !SECRET_BOUND.includes(table)),
      );
    expect(kept(after)).toEqual(kept(before));
    const t = await startTestApp(kind, { env });
    try {
      expectFailure(await t.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
      await t.login('13400000001', 'secret-123');
    } finally {
      await t.app.close();
    }
  });
});

describe('backup flags', () => {
  it('want a passphrase of 12+ characters from a variable, or --exclude-secrets, not both', async () => {
    const env = { DATABASE_URL: 'file:/nonexistent/zhiyuan.db', SHORT_PASS: 'too-short' };
    const file = path.join(os.tmpdir(), 'never-written.zybak');
    const cases: [string[], string][] = [
      [
        ['backup', file],
        '请用 --passphrase-env 变量名 指定加密密钥的口令，或用 --exclude-secrets 不备份密钥',
      ],
      [['backup', file, '--passphrase-env', 'SHORT_PASS'], '备份口令至少 12 个字符'],
      [['backup', file, '--passphrase-env', 'UNSET_PASS'], '环境变量 UNSET_PASS 未设置或为空'],
      [['backup', file, '--passphrase-env', 'BACKUP_PASS', '--exclude-secrets'], '只能选一个'],
      [['backup'], '缺少参数 <文件>'],
    ];
    for (const [args, message] of cases) {
      const run = await cli(args, env);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toContain(message);
    }
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('a SQLite backup restored into PostgreSQL', () => {
  it('gives the same rows (the way to move a school to several server processes)', async () => {
    const sqlite = await createTestDatabase('sqlite');
    const postgres = await createTestDatabase('postgres');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-backup-test-'));
    try {
      const t = await startTestApp('sqlite', { env: { DATABASE_URL: sqlite.url }, seed: SMALL_SEED });
      await t.signUp('13400000002');
      await t.app.close();
      const file = path.join(dir, 'move.zybak');
      expect(
        (await cli(['backup', file, '--passphrase-env', 'BACKUP_PASS'], { DATABASE_URL: sqlite.url })).code,
      ).toBe(0);
      const restored = await cli(['restore', file, '--passphrase-env', 'BACKUP_PASS'], {
        DATABASE_URL: postgres.url,
      });
      expect(restored, restored.err).toMatchObject({ code: 0 });
      expect(await allRows(postgres.url)).toEqual(await allRows(sqlite.url));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await sqlite.drop();
      await postgres.drop();
    }
  });
});
