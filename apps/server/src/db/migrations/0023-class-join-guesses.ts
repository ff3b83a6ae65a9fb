// Wrong join codes per account (issue 36): the per-address limit stopped a whole grade joining from the school's
// one address, so guessing is bounded per account instead — one row per account, counted with conditional
// updates so that guesses arriving together on any number of processes cannot slip past.
import type { Kysely } from 'kysely';

export function classJoinGuesses() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('class_join_guesses')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('guesses', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('class_join_guesses').execute();
    },
  };
}
