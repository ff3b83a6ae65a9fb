// Issue 14: the season's key dates (填报开始、截止, 征集志愿 …) staff publish; the site shows the next one and
// reminds a student with unsaved changes when a deadline is near.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function keyDates(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('key_dates'), dialect)
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        /** start, deadline or other. */
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        /** The moment (epoch ms). */
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('note', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('key_dates_at_idx').on('key_dates').column('at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('key_dates').execute();
    },
  };
}
