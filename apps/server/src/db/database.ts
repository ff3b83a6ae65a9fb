// Opens the database named by DATABASE_URL: SQLite through better-sqlite3 (a `file:` URL, WAL mode) or
// PostgreSQL through pg (a `postgres://` URL). One Kysely schema and one migration set serve both, so every
// query in the modules is written once; the few dialect differences live in ./dialect.ts.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Human-readable location without credentials, for logs. */
  location: string;
  close(): Promise<void>;
}

// int8 (bigint) columns hold epoch milliseconds and ids; they fit in a double, so read them as numbers on both
// dialects instead of pg's default strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

export function parseDatabaseUrl(url: string, baseDir: string): { dialect: DialectName; target: string } {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return { dialect: 'postgres', target: url };
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file === ':memory:') return { dialect: 'sqlite', target: ':memory:' };
    return { dialect: 'sqlite', target: path.resolve(baseDir, file) };
  }
  throw new Error('DATABASE_URL 应以 file: 或 postgres:// 开头');
}

/** Strips the password from a PostgreSQL URL. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

export interface OpenDatabaseOptions {
  /** Where a relative `file:` path is resolved (the repository root for the server and the CLI). */
  baseDir?: string;
  /** Errors of idle PostgreSQL connections (the server restarted, say); without a listener they crash. */
  onPoolError?: (error: Error) => void;
}

/**
 * Makes the SQLite file (creating it if needed) readable and writable by its owner only: it holds the
 * server's private key and every session's hash. SQLite gives its -wal, -shm and -journal files the mode of
 * the database file, so they follow. A file restored or copied in with a wider mode is narrowed here.
 */
export function ownerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

export function openDatabase(url: string, options: OpenDatabaseOptions = {}): Database {
  const { dialect, target } = parseDatabaseUrl(url, options.baseDir ?? process.cwd());
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect, location: redactUrl(target), close: () => db.destroy() };
  }
  if (target !== ':memory:') ownerOnly(target);
  const sqlite = new SQLite(target);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect, location: target, close: () => db.destroy() };
}
