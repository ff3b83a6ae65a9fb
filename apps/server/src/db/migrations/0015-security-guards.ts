// Guards added after the API was probed (issue 12): a row per key that concurrent writers lock, so that a
// user's count limits (志愿表, favourites) hold when creates arrive together on any number of processes; and
// the password nonces already used, so that a captured encrypted password cannot be sent again.
import type { Kysely } from 'kysely';

export function securityGuards() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('write_locks')
        .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
        .execute();
      await db.schema
        .createTable('password_nonces')
        .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_nonces_expires_idx')
        .on('password_nonces')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('password_nonces').execute();
      await db.schema.dropTable('write_locks').execute();
    },
  };
}
