// The admission data of the region (and of any other province a school imports): score lines, 一分一段
// tables, admission records and plans. Each row says whether it is generated sample data; official tables
// imported later replace the sample rows of the same year, category and province. Natural keys are unique
// indexes on non-null columns ('' stands for "no group"), so imports upsert on them on both databases.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function admissionData(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('score_lines'), dialect)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('batch', 'varchar(30)', (c) => c.notNull())
        .addColumn('score', 'double precision', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addUniqueConstraint('score_lines_unique', ['year', 'province', 'category', 'batch'])
        .execute();

      await withIdColumn(db.schema.createTable('rank_tables'), dialect)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('cumulative', 'integer', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addUniqueConstraint('rank_tables_unique', ['year', 'province', 'category', 'score'])
        .execute();

      await withIdColumn(db.schema.createTable('admission_records'), dialect)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('batch', 'varchar(30)', (c) => c.notNull())
        .addColumn('college_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('college_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('group_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('scope', 'varchar(8)', (c) => c.notNull())
        .addColumn('major_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('major_code', 'varchar(8)')
        .addColumn('major_name', 'varchar(100)')
        .addColumn('plan_count', 'integer')
        .addColumn('min_score', 'double precision', (c) => c.notNull())
        .addColumn('avg_score', 'double precision')
        .addColumn('max_score', 'double precision')
        .addColumn('min_rank', 'integer')
        .addColumn('sample', 'integer', (c) => c.notNull())
        .execute();
      // The natural key, led by the college: a college's history is one index range.
      await db.schema
        .createIndex('admission_records_key')
        .on('admission_records')
        .columns([
          'college_code',
          'year',
          'province',
          'category',
          'batch',
          'group_code',
          'scope',
          'major_key',
        ])
        .unique()
        .execute();
      // The search: one year and category of a province, by score.
      await db.schema
        .createIndex('admission_records_search_idx')
        .on('admission_records')
        .columns(['year', 'province', 'category', 'min_score'])
        .execute();
      // Replacing the samples of one year, category and province.
      await db.schema
        .createIndex('admission_records_sample_idx')
        .on('admission_records')
        .columns(['sample', 'year', 'province', 'category'])
        .execute();

      await withIdColumn(db.schema.createTable('admission_plans'), dialect)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('batch', 'varchar(30)', (c) => c.notNull())
        .addColumn('college_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('college_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('group_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('subject_requirement', 'varchar(30)', (c) => c.notNull())
        .addColumn('major_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('major_code', 'varchar(8)')
        .addColumn('major_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('plan_count', 'integer', (c) => c.notNull())
        .addColumn('years', 'integer')
        .addColumn('tuition', 'integer')
        .addColumn('sample', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admission_plans_key')
        .on('admission_plans')
        .columns(['college_code', 'year', 'province', 'category', 'batch', 'group_code', 'major_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('admission_plans_sample_idx')
        .on('admission_plans')
        .columns(['sample', 'year', 'province', 'category'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('admission_plans').execute();
      await db.schema.dropTable('admission_records').execute();
      await db.schema.dropTable('rank_tables').execute();
      await db.schema.dropTable('score_lines').execute();
    },
  };
}
