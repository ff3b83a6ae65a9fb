// Issue 14: a teacher's comments on a student's 志愿表 (the whole list or one choice, kept with the version they
// were made on; the student marks each done), and the read-only links a student gives their parents (only a
// hash of the link's secret is stored; each link expires within 14 days and can be revoked).
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function commentsAndShares(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('class_comments'), dialect)
        .addColumn('table_id', 'integer', (c) =>
          c.notNull().references('volunteer_tables.id').onDelete('cascade'),
        )
        /** The list's version the comment was made on. */
        .addColumn('version', 'integer', (c) => c.notNull())
        /** 1-based position of the choice commented on; null for the whole list. */
        .addColumn('position', 'integer')
        /** What the choice was then (第 3 志愿：内蒙古大学（03组）), so the comment reads right after edits. */
        .addColumn('choice_label', 'varchar(200)', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('body', 'varchar(1000)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('done_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('class_comments_table_idx')
        .on('class_comments')
        .column('table_id')
        .execute();
      await withIdColumn(db.schema.createTable('volunteer_shares'), dialect)
        .addColumn('table_id', 'integer', (c) =>
          c.notNull().references('volunteer_tables.id').onDelete('cascade'),
        )
        /** SHA-256 of the link's secret (the secret itself is shown once, to the student). */
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('volunteer_shares_token')
        .on('volunteer_shares')
        .column('token_hash')
        .unique()
        .execute();
      await db.schema
        .createIndex('volunteer_shares_table_idx')
        .on('volunteer_shares')
        .column('table_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('volunteer_shares').execute();
      await db.schema.dropTable('class_comments').execute();
    },
  };
}
