// 招生代码 (issue 11): the code a province gives a university in its admission system — what a student types
// into the official system, and what the province's files name the university by (广东: 10001 北京大学,
// 19001 北京大学医学部). One code names one MOE school in a province's year; a school may have several codes
// (a campus, a division). Written by the imports of admission records and plans; read by the import's matching
// and by the 志愿表.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function enrollmentCodes(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('college_enrollment_codes'), dialect)
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('enrollment_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('college_code', 'varchar(10)', (c) => c.notNull())
        /** The name the province printed next to the code (北京大学医学部). */
        .addColumn('printed_name', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('college_enrollment_codes_key')
        .on('college_enrollment_codes')
        .columns(['province', 'year', 'enrollment_code'])
        .unique()
        .execute();
      await db.schema
        .createIndex('college_enrollment_codes_college_idx')
        .on('college_enrollment_codes')
        .columns(['college_code', 'province', 'year'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('college_enrollment_codes').execute();
    },
  };
}
