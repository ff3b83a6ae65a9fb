// What 用户管理 (issue 10) controls on an account: a lock (locked accounts cannot sign in and their sessions
// end), and the flag an admin's password reset sets (the user must change the password before anything
// else). Existing accounts are unlocked and keep their passwords.
import type { Kysely } from 'kysely';

export function accountControls() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('locked_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('locked_at').execute();
      await db.schema.alterTable('users').dropColumn('must_change_password').execute();
    },
  };
}
