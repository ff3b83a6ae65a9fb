// A Kysely Migrator over every migration of the project, for tests that stop at one migration, write rows as the
// schema stood then, and migrate on (or back).
import { Migrator } from 'kysely/migration';
import type { Database } from '../../src/db/database.ts';
import { allMigrations } from '../../src/db/migrations/index.ts';

export function migratorOf(database: Database): Migrator {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => allMigrations(database.dialect) },
  });
}
