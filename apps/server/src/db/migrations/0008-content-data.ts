// Announcements and interpretation articles (bodies in a small Markdown subset), the site's settings
// (key/value), the version counter that tells every server process to drop its caches after an import, and
// the log of imports.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function contentData(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('news'), dialect)
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('news_category_idx')
        .on('news')
        .columns(['category', 'published_at'])
        .execute();

      await withIdColumn(db.schema.createTable('articles'), dialect)
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_code', 'varchar(10)')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('articles_kind_idx')
        .on('articles')
        .columns(['kind', 'published_at'])
        .execute();
      await db.schema.createIndex('articles_target_idx').on('articles').column('target_code').execute();

      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('data_versions')
        .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('import_runs'), dialect)
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)')
        .addColumn('format', 'varchar(8)', (c) => c.notNull())
        .addColumn('total_rows', 'integer', (c) => c.notNull())
        .addColumn('error_count', 'integer', (c) => c.notNull())
        .addColumn('written', 'integer', (c) => c.notNull())
        .addColumn('inserted', 'integer', (c) => c.notNull())
        .addColumn('updated', 'integer', (c) => c.notNull())
        .addColumn('removed', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('import_runs').execute();
      await db.schema.dropTable('data_versions').execute();
      await db.schema.dropTable('site_settings').execute();
      await db.schema.dropTable('articles').execute();
      await db.schema.dropTable('news').execute();
    },
  };
}
