// `backup <file>`: a consistent copy of the whole database taken while the server runs. SQLite: the online
// backup API copies every page in one step under SQLite's own locking (a snapshot), then the copy's secret rows
// are taken out and the file vacuumed so that nothing of them is left in free pages. PostgreSQL: every table is
// read inside one REPEATABLE READ, read-only transaction (one snapshot), in foreign-key order, as JSON lines —
// written by the CLI itself rather than pg_dump, so that no pg_dump matching the server's version needs to be
// installed, the secret rows can be sealed apart, and the file restores into either database. The secrets are
// sealed with the operator's passphrase or left out.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, parseDatabaseUrl, redactUrl } from '../db/database.ts';
import { appliedMigrations, describeTables, lastIssuedIds, type AnyDb, type TableInfo } from './catalog.ts';
import {
  BackupFileError,
  secretsBinding,
  writeBackupFile,
  type BackupHeader,
  type PayloadKind,
} from './file.ts';
import { countRows, readRows } from './rows.ts';
import { sealSecrets, SECRET_TABLES, type BackupSecrets, type SecretRows } from './secrets.ts';

export interface BackupOptions {
  /** Seals the secrets with this passphrase; without it they are left out. */
  passphrase?: string | undefined;
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  header: BackupHeader;
}

interface Payload {
  kind: PayloadKind;
  migrations: string[];
  tables: Record<string, number>;
  lastIds: Record<string, number>;
  secretRows: SecretRows;
}

const isSecret = (table: string) => (SECRET_TABLES as readonly string[]).includes(table);

async function readSecretRows(db: AnyDb, tables: readonly TableInfo[]): Promise<SecretRows> {
  const secrets: SecretRows = {};
  for (const table of tables.filter((t) => isSecret(t.name))) {
    const rows: unknown[][] = [];
    for await (const page of readRows(db, table)) rows.push(...page);
    secrets[table.name] = { columns: table.columns, rows };
  }
  return secrets;
}

async function sqlitePayload(sourceFile: string, work: string, payloadFile: string): Promise<Payload> {
  const snapshotFile = path.join(work, 'snapshot.db');
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // After the first step, copy all remaining pages in one step: one consistent snapshot.
    await source.backup(snapshotFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const snapshot = openDatabase(`file:${snapshotFile}`);
  let payload: Payload;
  try {
    const db = snapshot.db as unknown as AnyDb;
    const tables = await describeTables(db, 'sqlite');
    const counts = await countRows(db, tables);
    payload = {
      kind: 'sqlite-file',
      migrations: await appliedMigrations(db, tables),
      tables: Object.fromEntries(Object.entries(counts).filter(([t]) => !isSecret(t))),
      lastIds: await lastIssuedIds(db, 'sqlite', tables),
      secretRows: await readSecretRows(db, tables),
    };
    for (const table of Object.keys(payload.secretRows)) await db.deleteFrom(table).execute();
    // One self-contained file (no WAL beside it), with the deleted rows' pages rewritten.
    await sql`pragma journal_mode = delete`.execute(db);
    await sql`vacuum`.execute(db);
  } finally {
    await snapshot.close();
  }
  await pipeline(fs.createReadStream(snapshotFile), createGzip(), fs.createWriteStream(payloadFile));
  return payload;
}

async function postgresPayload(
  url: string,
  payloadFile: string,
  onProgress: BackupOptions['onProgress'],
): Promise<Payload> {
  const database = openDatabase(url);
  try {
    const db = database.db as unknown as AnyDb;
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const tables = await describeTables(trx, 'postgres');
        const counts = await countRows(trx, tables);
        const gzip = createGzip();
        const written = pipeline(gzip, fs.createWriteStream(payloadFile));
        const write = async (line: string) => {
          if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
        };
        try {
          for (const table of tables.filter((t) => !isSecret(t.name))) {
            await write(JSON.stringify({ table: table.name, columns: table.columns }));
            let done = 0;
            for await (const page of readRows(trx, table)) {
              for (const row of page) {
                if (row.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
                  throw new BackupFileError(`表 ${table.name} 中有无法备份的数值（NaN 或无穷大）`);
                }
                await write(JSON.stringify(row));
              }
              done += page.length;
              onProgress?.(`备份 ${table.name}`, done, counts[table.name] ?? done);
            }
          }
        } catch (error) {
          gzip.destroy();
          await written.catch(() => undefined);
          throw error;
        }
        gzip.end();
        await written;
        return {
          kind: 'rows-jsonl' as const,
          migrations: await appliedMigrations(trx, tables),
          tables: Object.fromEntries(Object.entries(counts).filter(([t]) => !isSecret(t))),
          lastIds: await lastIssuedIds(trx, 'postgres', tables),
          secretRows: await readSecretRows(trx, tables),
        };
      });
  } finally {
    await database.close();
  }
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** Backs up the database at `databaseUrl` into `file`. */
export async function createBackup(
  databaseUrl: string,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const { dialect, target } = parseDatabaseUrl(databaseUrl, process.cwd());
  if (target === ':memory:') throw new BackupFileError('内存数据库无法备份');
  if (dialect === 'sqlite' && !fs.existsSync(target))
    throw new BackupFileError(`数据库文件不存在：${target}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-backup-'));
  try {
    const payloadFile = path.join(work, 'payload.gz');
    const payload =
      dialect === 'sqlite'
        ? await sqlitePayload(target, work, payloadFile)
        : await postgresPayload(target, payloadFile, options.onProgress);
    if (payload.migrations.length === 0) throw new BackupFileError('数据库尚未建立（没有执行过任何迁移）');
    const sha256 = await sha256OfFile(payloadFile);
    const secretTables = Object.keys(payload.secretRows);
    const secrets: BackupSecrets = options.passphrase
      ? await sealSecrets(payload.secretRows, options.passphrase, secretsBinding(sha256))
      : { mode: 'excluded', tables: secretTables };
    const header: BackupHeader = {
      createdAt: new Date().toISOString(),
      source: { dialect, location: dialect === 'sqlite' ? target : redactUrl(target) },
      migrations: payload.migrations,
      payload: { kind: payload.kind, sha256, bytes: fs.statSync(payloadFile).size },
      tables: payload.tables,
      lastIds: payload.lastIds,
      secrets,
    };
    const bytes = await writeBackupFile(file, header, payloadFile);
    return { file, bytes, header };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
