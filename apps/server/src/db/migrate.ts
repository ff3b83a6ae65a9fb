// Brings the database to the latest schema. Runs on every server start and from the CLI (`migrate`).
import { Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import { allMigrations } from './migrations/index.ts';

export interface MigrateResult {
  applied: string[];
}

// Kysely locks migrations on PostgreSQL (an advisory lock, DDL in a transaction) but not on SQLite. When two
// processes start together on one SQLite file, the slower one trips over a table the faster one just created;
// it waits a moment and looks again, by which time the other has recorded its migrations.
const SQLITE_RACE = /already exists|SQLITE_BUSY|database is locked/i;
const SQLITE_RETRIES = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function migrateOnce({ db, dialect }: Database) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
  });
  return migrator.migrateToLatest();
}

export async function migrateToLatest(database: Database): Promise<MigrateResult> {
  const applied: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrateOnce(database);
    applied.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName));
    if (!error) return { applied };
    const message = error instanceof Error ? error.message : String(error);
    if (database.dialect === 'sqlite' && attempt < SQLITE_RETRIES && SQLITE_RACE.test(message)) {
      await pause(50 * attempt);
      continue;
    }
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '未知';
    throw new Error(`数据库迁移失败（${failed}）：${message}`, { cause: error });
  }
}
