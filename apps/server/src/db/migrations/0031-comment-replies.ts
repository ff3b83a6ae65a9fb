// Replies to teachers' comments (issue 36): the student answers each comment once, beside the choice it is on;
// the teacher reads the reply on the desk. One row per comment, gone with the comment.
import type { Kysely } from 'kysely';

export function commentReplies() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('class_comment_replies')
        .addColumn('comment_id', 'integer', (c) =>
          c.primaryKey().references('class_comments.id').onDelete('cascade'),
        )
        .addColumn('body', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('class_comment_replies').execute();
    },
  };
}
