// The history and undo of data imports (issue 10): who imported (their name as it was), and for the last import
// of an admission data kind the rows its years, provinces and categories held before it (JSON), so that it
// can be undone; when and by whom it was undone. Older runs of a kind drop their saved rows.
import type { Kysely } from 'kysely';

export function importUndo() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('import_runs').addColumn('user_name', 'varchar(64)').execute();
      await db.schema.alterTable('import_runs').addColumn('undo_data', 'text').execute();
      await db.schema.alterTable('import_runs').addColumn('undone_at', 'bigint').execute();
      await db.schema.alterTable('import_runs').addColumn('undone_by', 'varchar(64)').execute();
      await db.schema
        .createIndex('import_runs_kind_idx')
        .on('import_runs')
        .columns(['kind', 'written', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('import_runs_kind_idx').execute();
      for (const column of ['undone_by', 'undone_at', 'undo_data', 'user_name'])
        await db.schema.alterTable('import_runs').dropColumn(column).execute();
    },
  };
}
