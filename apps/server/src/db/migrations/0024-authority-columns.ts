// What an exam authority's own tables carry beyond the template's columns (issue #34, 内蒙古's official data):
// the page each row was published on (every admission table), the plan category of records and plans (普通类,
// 国家专项计划, 民族班 …), and of a 投档/录取 record its round (征集 rounds and the 录取 tables beside the first
// 投档), the number of candidates filed and the lowest candidate's tie-break scores. The round joins the
// records' natural key: one 院校专业组 has a row per round. Existing rows are the first 投档 ('') of 普通类.
import type { Kysely } from 'kysely';

const RECORD_KEY = [
  'college_code',
  'year',
  'province',
  'category',
  'batch',
  'group_code',
  'scope',
  'major_key',
];

export function authorityColumns() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['score_lines', 'rank_tables', 'admission_records', 'admission_plans']) {
        await db.schema.alterTable(table).addColumn('source_url', 'varchar(300)').execute();
      }
      for (const table of ['admission_records', 'admission_plans']) {
        await db.schema
          .alterTable(table)
          .addColumn('plan_category', 'varchar(20)', (c) => c.notNull().defaultTo('普通类'))
          .execute();
      }
      await db.schema
        .alterTable('admission_records')
        .addColumn('round', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('admission_records').addColumn('filed_count', 'integer').execute();
      await db.schema.alterTable('admission_records').addColumn('tiebreak', 'varchar(200)').execute();
      await db.schema.dropIndex('admission_records_key').execute();
      await db.schema
        .createIndex('admission_records_key')
        .on('admission_records')
        .columns([...RECORD_KEY, 'round'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('admission_records_key').execute();
      await db
        .deleteFrom('admission_records' as never)
        .where('round' as never, '<>', '' as never)
        .execute();
      await db.schema
        .createIndex('admission_records_key')
        .on('admission_records')
        .columns(RECORD_KEY)
        .unique()
        .execute();
      for (const column of ['round', 'filed_count', 'tiebreak', 'plan_category', 'source_url']) {
        await db.schema.alterTable('admission_records').dropColumn(column).execute();
      }
      await db.schema.alterTable('admission_plans').dropColumn('plan_category').execute();
      for (const table of ['score_lines', 'rank_tables', 'admission_plans']) {
        await db.schema.alterTable(table).dropColumn('source_url').execute();
      }
    },
  };
}
