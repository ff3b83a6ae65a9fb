// Issue 13: a student whose school is not in the list picks 其他 and types its name: high_school_id becomes
// nullable (null = 其他) and other_high_school holds the typed name. SQLite cannot drop NOT NULL from a
// column, so there the table is rebuilt with the same columns and rows.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

const COLUMNS = [
  'user_id',
  'name',
  'gender',
  'high_school_id',
  'class_name',
  'graduation_year',
  'first_subject',
  'electives',
  'exam_number',
  'updated_at',
] as const;

/** student_info as 0003 made it, with high_school_id nullable or not. */
async function createStudentInfo(db: Kysely<unknown>, name: string, schoolRequired: boolean) {
  await db.schema
    .createTable(name)
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull())
    .addColumn('high_school_id', 'integer', (c) =>
      schoolRequired ? c.notNull().references('high_schools.id') : c.references('high_schools.id'),
    )
    .addColumn('class_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('first_subject', 'varchar(8)', (c) => c.notNull())
    .addColumn('electives', 'varchar(100)', (c) => c.notNull())
    .addColumn('exam_number', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** SQLite: student_info rebuilt with high_school_id required or not, every row copied. */
async function rebuild(db: Kysely<unknown>, schoolRequired: boolean) {
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await createStudentInfo(db, 'student_info_next', schoolRequired);
  await sql`insert into student_info_next (${columns}) select ${columns} from student_info`.execute(db);
  await db.schema.dropTable('student_info').execute();
  await db.schema.alterTable('student_info_next').renameTo('student_info').execute();
}

export function otherHighSchool(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table student_info alter column high_school_id drop not null`.execute(db);
      } else {
        await rebuild(db, false);
      }
      await db.schema.alterTable('student_info').addColumn('other_high_school', 'varchar(64)').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // A profile naming a school outside the list cannot be kept without the column: it goes.
      await db
        .deleteFrom('student_info' as never)
        .where(sql.ref('high_school_id'), 'is', null)
        .execute();
      await db.schema.alterTable('student_info').dropColumn('other_high_school').execute();
      if (dialect === 'postgres') {
        await sql`alter table student_info alter column high_school_id set not null`.execute(db);
      } else {
        await rebuild(db, true);
      }
    },
  };
}
