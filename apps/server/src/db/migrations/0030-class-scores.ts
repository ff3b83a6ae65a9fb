// Class scores (issue 36): the exam results a 班主任 imports from the school's file — one row per student, class
// and exam; a new import of the same exam replaces the class's rows of it. The desk and the class export read
// the latest imported exam of each student.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function classScores(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('class_scores'), dialect)
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('exam_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('total', 'double precision', (c) => c.notNull())
        /** 位次, once published; null before. */
        .addColumn('rank', 'integer')
        .addColumn('imported_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('class_scores_key')
        .on('class_scores')
        .columns(['class_id', 'exam_name', 'user_id'])
        .unique()
        .execute();
      await db.schema.createIndex('class_scores_user_idx').on('class_scores').column('user_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('class_scores').execute();
    },
  };
}
