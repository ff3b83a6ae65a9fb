// 操作日志 (issue 10): one row per staff write, written in the write's own transaction. Nothing in the app
// updates or deletes it; the indexes serve the back office's search by time, actor, action and target.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export function auditLog(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('audit_log'), dialect)
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('actor_role', 'varchar(16)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
      await db.schema
        .createIndex('audit_log_actor_idx')
        .on('audit_log')
        .columns(['actor_user_id', 'at'])
        .execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
      await db.schema
        .createIndex('audit_log_target_idx')
        .on('audit_log')
        .columns(['target_type', 'target_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
