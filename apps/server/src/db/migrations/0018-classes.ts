// Classes (issue 14): a 班主任's class with its join code, and which class each student is in (one at a time).
// Removing a student or deleting a class never touches the students' own data (their 志愿表 stay theirs).
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function classes(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('classes'), dialect)
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('graduation_year', 'integer', (c) => c.notNull())
        /** The 班主任 (a user holding the teacher role). */
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id'))
        /** What students type to join: 8 characters of an unambiguous alphabet, unique. */
        .addColumn('join_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('classes_join_code').on('classes').column('join_code').unique().execute();
      await db.schema.createIndex('classes_teacher_idx').on('classes').column('teacher_id').execute();
      await db.schema
        .createTable('class_members')
        /** One class at a time: the student is the key. */
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('class_members_class_idx').on('class_members').column('class_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('class_members').execute();
      await db.schema.dropTable('classes').execute();
    },
  };
}
