// 志愿表: a user's lists of choices and every version of each. The list row holds the current content (and
// `deleted_at` once removed to the bin); each save, removal and restore adds a version row with the full
// content as JSON, so any earlier state can be read back and restored. `version` on the list is the optimistic
// lock a save must name; the unique key on (table_id, version) keeps two concurrent saves from both winning.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function volunteerTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('volunteer_tables'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('batch', 'varchar(30)', (c) => c.notNull())
        .addColumn('score', 'double precision')
        .addColumn('rank', 'integer')
        .addColumn('electives', 'varchar(100)', (c) => c.notNull())
        .addColumn('choices', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('deleted_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('volunteer_tables_user_idx')
        .on('volunteer_tables')
        .columns(['user_id', 'updated_at'])
        .execute();

      await withIdColumn(db.schema.createTable('volunteer_table_versions'), dialect)
        .addColumn('table_id', 'integer', (c) =>
          c.notNull().references('volunteer_tables.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('action', 'varchar(10)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('volunteer_table_versions_unique', ['table_id', 'version'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('volunteer_table_versions').execute();
      await db.schema.dropTable('volunteer_tables').execute();
    },
  };
}
