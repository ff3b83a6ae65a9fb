// Verification and abuse limits: image captchas (answers hashed), SMS codes (hashed, attempt-counted), the
// outbox of the default SMS driver, per-phone send counters and per-phone failed-login guards. They live in
// the database so that every server process behind a load balancer enforces the same limits.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function verification(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('captchas')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

      await withIdColumn(db.schema.createTable('sms_codes'), dialect)
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('sms_codes_phone_idx')
        .on('sms_codes')
        .columns(['phone', 'purpose'])
        .execute();
      await db.schema.createIndex('sms_codes_created_idx').on('sms_codes').column('created_at').execute();

      await withIdColumn(db.schema.createTable('sms_outbox'), dialect)
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code', 'varchar(16)', (c) => c.notNull())
        .addColumn('text', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sms_outbox_created_idx').on('sms_outbox').column('created_at').execute();

      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('login_guards')
        .addColumn('phone', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint', (c) => c.notNull())
        .addColumn('needs_captcha', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['login_guards', 'rate_counters', 'sms_outbox', 'sms_codes', 'captchas']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
