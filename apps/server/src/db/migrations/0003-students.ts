// The student's own data: the region's high schools (seeded with well-known public high schools of 呼和浩特
// and 包头; staff correct and extend the list later), the student profile and the exam results.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

interface SeedSchool {
  name: string;
  city: string;
  /** 旗县区; left empty where it was not verified rather than guessed. */
  district: string;
}

/**
 * Real schools, by the names they are commonly known under. None is invented, so none is flagged as
 * sample; districts are filled in only where known.
 */
const SCHOOLS: readonly SeedSchool[] = [
  { name: '内蒙古师范大学附属中学', city: '呼和浩特市', district: '赛罕区' },
  { name: '呼和浩特市第一中学', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市第二中学', city: '呼和浩特市', district: '新城区' },
  { name: '呼和浩特市土默特学校', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市回民中学', city: '呼和浩特市', district: '回民区' },
  { name: '呼和浩特市第五中学', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市第六中学', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市第七中学', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市第十四中学', city: '呼和浩特市', district: '' },
  { name: '呼和浩特市实验中学', city: '呼和浩特市', district: '' },
  { name: '包头市第一中学', city: '包头市', district: '' },
  { name: '包头市第四中学', city: '包头市', district: '' },
  { name: '包头市第九中学', city: '包头市', district: '' },
  { name: '包头市第三十三中学', city: '包头市', district: '' },
];

interface SeedDb {
  high_schools: {
    name: string;
    city: string;
    district: string;
    sort_order: number;
    is_sample: number;
    enabled: number;
    created_at: number;
    updated_at: number;
  };
}

export function students(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('high_schools'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('city', 'varchar(32)', (c) => c.notNull())
        .addColumn('district', 'varchar(32)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      const now = Date.now();
      await (db as unknown as Kysely<SeedDb>)
        .insertInto('high_schools')
        .values(
          SCHOOLS.map((s, index) => ({
            ...s,
            sort_order: (index + 1) * 10,
            is_sample: 0,
            enabled: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();

      await db.schema
        .createTable('student_info')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('gender', 'varchar(8)', (c) => c.notNull())
        .addColumn('high_school_id', 'integer', (c) => c.notNull().references('high_schools.id'))
        .addColumn('class_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('graduation_year', 'integer', (c) => c.notNull())
        .addColumn('first_subject', 'varchar(8)', (c) => c.notNull())
        .addColumn('electives', 'varchar(100)', (c) => c.notNull())
        .addColumn('exam_number', 'varchar(32)')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('exam_results'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('exam_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('exam_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('is_gaokao', 'integer', (c) => c.notNull())
        .addColumn('total', 'double precision', (c) => c.notNull())
        .addColumn('rank', 'integer')
        .addColumn('scores', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('exam_results_user_idx')
        .on('exam_results')
        .columns(['user_id', 'position'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('exam_results').execute();
      await db.schema.dropTable('student_info').execute();
      await db.schema.dropTable('high_schools').execute();
    },
  };
}
