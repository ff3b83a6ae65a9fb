// The class_comments table: a teacher's comments on a student's list, each kept with the version it was made
// on and the choice as it then read; the student marks them done.
import type { Kysely, Selectable } from 'kysely';
import type { ClassCommentsTable, DB, Db } from '../../db/schema.ts';

export type CommentRecord = Selectable<ClassCommentsTable>;

export function createCommentStore(db: Kysely<DB>) {
  const all = (on: Db) => on.selectFrom('class_comments').selectAll('class_comments');
  return {
    /** The comments on the lists, newest first. */
    async onTables(tableIds: readonly number[]): Promise<CommentRecord[]> {
      if (tableIds.length === 0) return [];
      return all(db)
        .where('class_comments.table_id', 'in', [...tableIds])
        .orderBy('class_comments.created_at', 'desc')
        .orderBy('class_comments.id', 'desc')
        .execute();
    },

    find: (id: number): Promise<CommentRecord | undefined> =>
      all(db).where('class_comments.id', '=', id).executeTakeFirst(),

    add: async (
      trx: Db,
      comment: {
        tableId: number;
        version: number;
        position: number | null;
        choiceLabel: string;
        authorId: number;
        body: string;
      },
      at: number,
    ): Promise<number> => {
      const row = await trx
        .insertInto('class_comments')
        .values({
          table_id: comment.tableId,
          version: comment.version,
          position: comment.position,
          choice_label: comment.choiceLabel,
          author_id: comment.authorId,
          body: comment.body,
          created_at: at,
          done_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    setDone: async (id: number, at: number | null) => {
      await db.updateTable('class_comments').set({ done_at: at }).where('id', '=', id).execute();
    },
  };
}

export type CommentStore = ReturnType<typeof createCommentStore>;
