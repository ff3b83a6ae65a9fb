// The catalog: universities (the MOE list, its 985/211/双一流 tags as JSON and as indexed 0/1 flags for
// filtering, search keys), the majors of each catalog edition, and which majors each university offers.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function catalog(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('colleges'), dialect)
        .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('city', 'varchar(50)', (c) => c.notNull())
        .addColumn('level', 'varchar(8)', (c) => c.notNull())
        .addColumn('nature', 'varchar(8)', (c) => c.notNull())
        .addColumn('department', 'varchar(100)', (c) => c.notNull())
        .addColumn('type', 'varchar(20)')
        .addColumn('tags', 'varchar(100)', (c) => c.notNull())
        .addColumn('is985', 'integer', (c) => c.notNull())
        .addColumn('is211', 'integer', (c) => c.notNull())
        .addColumn('is_double_first_class', 'integer', (c) => c.notNull())
        .addColumn('website', 'varchar(300)')
        .addColumn('intro', 'text')
        .addColumn('charter', 'text')
        .addColumn('logo', 'varchar(500)')
        .addColumn('remark', 'varchar(200)', (c) => c.notNull())
        .addColumn('pinyin', 'varchar(300)', (c) => c.notNull())
        .addColumn('initials', 'varchar(100)', (c) => c.notNull())
        .addColumn('short_names', 'varchar(300)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('colleges_name_idx').on('colleges').column('name').execute();
      await db.schema
        .createIndex('colleges_place_idx')
        .on('colleges')
        .columns(['province', 'city'])
        .execute();
      await db.schema.createIndex('colleges_level_idx').on('colleges').columns(['level', 'nature']).execute();
      await db.schema.createIndex('colleges_985_idx').on('colleges').column('is985').execute();
      await db.schema.createIndex('colleges_211_idx').on('colleges').column('is211').execute();
      await db.schema
        .createIndex('colleges_dfc_idx')
        .on('colleges')
        .column('is_double_first_class')
        .execute();

      await withIdColumn(db.schema.createTable('majors'), dialect)
        .addColumn('catalog_year', 'integer', (c) => c.notNull())
        .addColumn('code', 'varchar(8)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('category_code', 'varchar(2)', (c) => c.notNull())
        .addColumn('subcategory', 'varchar(40)', (c) => c.notNull())
        .addColumn('subcategory_code', 'varchar(4)', (c) => c.notNull())
        .addColumn('level', 'varchar(8)', (c) => c.notNull())
        .addColumn('degree', 'varchar(40)', (c) => c.notNull())
        .addColumn('years', 'integer', (c) => c.notNull())
        .addColumn('flags', 'varchar(20)', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('previous_code', 'varchar(8)')
        .addColumn('intro', 'text')
        .addUniqueConstraint('majors_code_unique', ['code', 'catalog_year'])
        .execute();
      await db.schema.createIndex('majors_name_idx').on('majors').column('name').execute();

      // One row per university and major; `major_key` is the code, or the name for majors without one.
      await withIdColumn(db.schema.createTable('college_majors'), dialect)
        .addColumn('college_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('major_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('major_code', 'varchar(8)')
        .addColumn('major_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addUniqueConstraint('college_majors_unique', ['college_code', 'major_key'])
        .execute();
      await db.schema
        .createIndex('college_majors_major_idx')
        .on('college_majors')
        .column('major_code')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('college_majors').execute();
      await db.schema.dropTable('majors').execute();
      await db.schema.dropTable('colleges').execute();
    },
  };
}
