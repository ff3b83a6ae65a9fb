// Pictures staff upload (content, carousel, QR codes, college logos), kept in the database rather than on
// disk so that every server process behind a load balancer and every backup has them. The key is the
// SHA-256 of the bytes: the same picture uploaded twice is stored once, and its URL never changes.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

export function media(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media')
        .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('ext', 'varchar(8)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('media').execute();
    },
  };
}
