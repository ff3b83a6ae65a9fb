// The states of announcements and articles (issue 10): draft, published, unpublished; pinned to the top; and
// the recycle bin (`deleted_at`). Existing rows were all on the site, so they are published. A draft that was
// never published has `published_at` 0; the first publication sets it.
import type { Kysely } from 'kysely';

export function contentStates() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['news', 'articles']) {
        await db.schema
          .alterTable(table)
          .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable(table).addColumn('deleted_at', 'bigint').execute();
        await db.schema.alterTable(table).addColumn('updated_by', 'integer').execute();
        await db.schema
          .createIndex(`${table}_public_idx`)
          .on(table)
          .columns(['status', 'pinned', 'published_at'])
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['news', 'articles']) {
        await db.schema.dropIndex(`${table}_public_idx`).execute();
        for (const column of ['updated_by', 'deleted_at', 'pinned', 'status'])
          await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
