// `restore <file>`: puts a backup back, all or nothing. Before touching the target it reads the header, refuses a
// file from a newer schema than this program knows, checks the payload's checksum and opens the secrets with the
// passphrase. Then the target is rebuilt at the file's schema version, every row is copied in foreign-key order
// with the original ids, the auto-increments continue after the file's last ids, and the program's newer
// migrations (if the file is older) run last. PostgreSQL: dropping, rebuilding and copying happen in one
// transaction. SQLite: the database is built in a new file beside the target and copied over it with SQLite's
// backup API in one step. Without the secrets (left out of the file, or by choice) new ones are made, and the
// rows that only the old ones could check — sessions, captchas, SMS codes, password nonces — are left out:
// everyone signs in again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import {
  openDatabase,
  ownerOnly,
  parseDatabaseUrl,
  type Database,
  type DialectName,
} from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { allMigrations } from '../db/migrations/index.ts';
import { loadServerKeys } from '../modules/auth/index.ts';
import {
  continueIds,
  describeTables,
  MIGRATION_LOCK_TABLE,
  MIGRATION_TABLE,
  type AnyDb,
  type TableInfo,
} from './catalog.ts';
import {
  BackupFileError,
  extractPayload,
  payloadLines,
  readBackupHeader,
  secretsBinding,
  verifyPayload,
  type BackupHeader,
} from './file.ts';
import { countRows, insertRows, readRows } from './rows.ts';
import { openSecrets, SECRET_BOUND_TABLES, SECRET_TABLES, type SecretRows } from './secrets.ts';

export interface RestoreOptions {
  /** Opens the file's sealed secrets. */
  passphrase?: string | undefined;
  /** Makes new secrets even when the file has them (then everyone signs in again). */
  excludeSecrets?: boolean;
  /** Replaces a target that already holds data (otherwise such a target is refused). */
  replace?: boolean;
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface RestoreSummary {
  header: BackupHeader;
  /** Migrations of this program that ran after the file's rows were in (the file was older). */
  upgradedWith: string[];
  /** New secrets were made: every session ended. */
  newSecrets: boolean;
}

/** Thrown when the target already holds data and `replace` was not given. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

/** One page of a table's rows from the payload. */
interface RowBatch {
  table: string;
  columns: string[];
  rows: unknown[][];
}

const BATCH = 2000;

/** Refuses a file whose migrations this program does not know, or does not know in that order. */
export function checkSchema(migrations: readonly string[]): void {
  const known = Object.keys(allMigrations('sqlite')).sort();
  const last = migrations.at(-1) ?? '（无）';
  if (migrations.some((m) => !known.includes(m))) {
    throw new BackupFileError(
      `备份来自更新版本的程序（数据库结构 ${last}，本程序只到 ${known.at(-1) ?? ''}）：请先把程序升级到不低于备份时的版本，再恢复`,
    );
  }
  if (migrations.length === 0 || migrations.some((m, i) => known[i] !== m)) {
    throw new BackupFileError('备份文件记录的数据库结构与本程序的迁移不一致，无法恢复');
  }
}

/** The payload's rows, a page at a time, in an order where parents come before children. */
async function* payloadBatches(
  file: string,
  header: BackupHeader,
  payloadOffset: number,
  work: string,
): AsyncGenerator<RowBatch> {
  if (header.payload.kind === 'sqlite-file') {
    const copy = path.join(work, 'payload.db');
    await extractPayload(file, payloadOffset, copy);
    const source = openDatabase(`file:${copy}`);
    try {
      const db = source.db as unknown as AnyDb;
      for (const table of await describeTables(db, 'sqlite')) {
        for await (const rows of readRows(db, table))
          yield { table: table.name, columns: table.columns, rows };
      }
    } finally {
      await source.close();
    }
    return;
  }
  let current: { table: string; columns: string[] } | null = null;
  let rows: unknown[][] = [];
  for await (const line of payloadLines(file, payloadOffset)) {
    if (line === '') continue;
    const item = JSON.parse(line) as unknown;
    if (Array.isArray(item)) {
      if (!current) throw new BackupFileError('备份文件的数据部分已损坏');
      rows.push(item);
      if (rows.length >= BATCH) {
        yield { ...current, rows };
        rows = [];
      }
      continue;
    }
    if (current && rows.length > 0) yield { ...current, rows };
    current = item as { table: string; columns: string[] };
    rows = [];
  }
  if (current && rows.length > 0) yield { ...current, rows };
}

interface LoadPlan {
  file: string;
  header: BackupHeader;
  payloadOffset: number;
  work: string;
  secrets: SecretRows | null;
  onProgress: RestoreOptions['onProgress'];
}

/** Builds the file's schema on `db` and copies every row into it (the caller holds the transaction). */
async function load(db: AnyDb, dialect: DialectName, plan: LoadPlan): Promise<void> {
  const ordered = await describeTables(db, dialect);
  const target = new Map<string, TableInfo>(ordered.map((t) => [t.name, t]));
  const skip = new Set<string>([MIGRATION_LOCK_TABLE, ...SECRET_TABLES]);
  if (!plan.secrets) for (const table of SECRET_BOUND_TABLES) skip.add(table);
  // Some migrations write rows of their own (defaults, samples) and the migration records just written carry
  // today's times: the file's rows replace them all, children emptied before parents.
  for (const table of [...ordered].reverse()) {
    if (table.name !== MIGRATION_LOCK_TABLE) await db.deleteFrom(table.name).execute();
  }
  const done: Record<string, number> = {};
  for await (const batch of payloadBatches(plan.file, plan.header, plan.payloadOffset, plan.work)) {
    if (skip.has(batch.table)) continue;
    const table = target.get(batch.table);
    const missing = batch.columns.filter((c) => !table?.columns.includes(c));
    if (!table || missing.length > 0) {
      throw new BackupFileError(
        `备份中的表 ${batch.table} 与该版本的数据库结构不符（${missing.join('、')}）`,
      );
    }
    await insertRows(db, batch.table, batch.columns, batch.rows);
    const copied = (done[batch.table] ?? 0) + batch.rows.length;
    done[batch.table] = copied;
    plan.onProgress?.(`恢复 ${batch.table}`, copied, plan.header.tables[batch.table] ?? copied);
  }
  for (const [name, { columns, rows }] of Object.entries(plan.secrets ?? {})) {
    if (!target.has(name)) throw new BackupFileError(`备份中的密钥表 ${name} 在数据库结构中不存在`);
    await insertRows(db, name, columns, rows);
  }
  await continueIds(db, dialect, [...target.values()], plan.header.lastIds);
}

/** The tables of the target that hold rows (the migration records aside). */
async function tablesWithData(database: Database): Promise<string[]> {
  const db = database.db as unknown as AnyDb;
  const tables = (await describeTables(db, database.dialect)).filter(
    (t) => t.name !== MIGRATION_TABLE && t.name !== MIGRATION_LOCK_TABLE,
  );
  const counts = await countRows(db, tables);
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([t]) => t);
}

function migrator(db: Kysely<unknown>, dialect: DialectName): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => allMigrations(dialect) } });
}

async function migrateTo(db: Kysely<unknown>, dialect: DialectName, version: string): Promise<void> {
  const { error } = await migrator(db, dialect).migrateTo(version);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

async function restorePostgres(url: string, plan: LoadPlan): Promise<void> {
  const database = openDatabase(url);
  try {
    await database.db.transaction().execute(async (trx) => {
      const db = trx as unknown as AnyDb;
      const existing = await describeTables(db, 'postgres');
      if (existing.length > 0) {
        await sql`drop table if exists ${sql.join(existing.map((t) => sql.table(t.name)))} cascade`.execute(
          db,
        );
      }
      // PostgreSQL runs DDL in transactions: the migrator works inside this one.
      await migrateTo(trx as unknown as Kysely<unknown>, 'postgres', plan.header.migrations.at(-1) ?? '');
      await load(db, 'postgres', plan);
    });
  } finally {
    await database.close();
  }
}

async function restoreSqlite(targetFile: string, plan: LoadPlan): Promise<void> {
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const built = `${targetFile}.restore-${randomBytes(4).toString('hex')}`;
  try {
    const database = openDatabase(`file:${built}`);
    try {
      await migrateTo(
        database.db as unknown as Kysely<unknown>,
        'sqlite',
        plan.header.migrations.at(-1) ?? '',
      );
      await database.db.transaction().execute((trx) => load(trx as unknown as AnyDb, 'sqlite', plan));
    } finally {
      await database.close();
    }
    // Every page in one step, under SQLite's locking: readers see the old database or the new one. The
    // target is made the owner's alone first, so the private key is never in a world-readable file.
    ownerOnly(targetFile);
    const source = new SQLite(built, { fileMustExist: true });
    try {
      await source.backup(targetFile, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${built}${suffix}`, { force: true });
  }
}

/** Restores `file` into the database at `databaseUrl`. */
export async function restoreBackup(
  databaseUrl: string,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { header, payloadOffset } = readBackupHeader(file);
  checkSchema(header.migrations);
  await verifyPayload(file, header, payloadOffset);
  let secrets: SecretRows | null = null;
  if (header.secrets.mode === 'encrypted' && !options.excludeSecrets) {
    if (!options.passphrase) {
      throw new BackupFileError(
        '备份中的密钥已加密：请用 --passphrase-env 给出口令，或用 --exclude-secrets 生成新密钥',
      );
    }
    secrets = await openSecrets(header.secrets, options.passphrase, secretsBinding(header.payload.sha256));
  }

  const { dialect, target } = parseDatabaseUrl(databaseUrl, process.cwd());
  if (target === ':memory:') throw new BackupFileError('无法恢复到内存数据库');
  if (!options.replace && (dialect === 'postgres' || fs.existsSync(target))) {
    const current = openDatabase(databaseUrl);
    try {
      const filled = await tablesWithData(current);
      if (filled.length > 0) {
        throw new TargetNotEmptyError(
          `目标数据库已有数据（${filled.length} 个表，如 ${filled.slice(0, 3).join('、')}）：确认要用备份覆盖它，请加 --replace（建议先备份当前数据库）`,
        );
      }
    } finally {
      await current.close();
    }
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-restore-'));
  try {
    const plan: LoadPlan = { file, header, payloadOffset, work, secrets, onProgress: options.onProgress };
    if (dialect === 'postgres') await restorePostgres(target, plan);
    else await restoreSqlite(target, plan);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const restored = openDatabase(databaseUrl);
  try {
    const { applied } = await migrateToLatest(restored);
    // Without the file's secrets, the first start would make new ones; making them now says so plainly.
    if (!secrets) await loadServerKeys(restored.db, Date.now());
    return { header, upgradedWith: applied, newSecrets: !secrets };
  } finally {
    await restored.close();
  }
}
