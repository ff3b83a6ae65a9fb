// The class_comments table: a teacher's comments on a student's list, each kept with the version it was made
// on and the choice as it then read; the student marks them done. A list carries at most
// COMMENTS_PER_LIST_MAX comments, counted and written under the list's lock so that comments arriving
// together (from two processes too) cannot pass it.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { COMMENTS_PER_LIST_MAX } from '@zhiyuan/contracts';
import type { ClassCommentsTable, DB, Db } from '../../db/schema.ts';
import { lockKey } from '../../db/write-locks.ts';

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

    /** A page of the comments on the lists, newest first, and how many there are in all. */
    async pageOnTables(
      tableIds: readonly number[],
      page: { page: number; pageSize: number },
    ): Promise<{ total: number; rows: CommentRecord[] }> {
      if (tableIds.length === 0) return { total: 0, rows: [] };
      const [count, rows] = await Promise.all([
        db
          .selectFrom('class_comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('table_id', 'in', [...tableIds])
          .executeTakeFirstOrThrow(),
        all(db)
          .where('class_comments.table_id', 'in', [...tableIds])
          .orderBy('class_comments.created_at', 'desc')
          .orderBy('class_comments.id', 'desc')
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize)
          .execute(),
      ]);
      return { total: Number(count.n), rows };
    },

    find: (id: number): Promise<CommentRecord | undefined> =>
      all(db).where('class_comments.id', '=', id).executeTakeFirst(),

    /** Adds a comment, or answers 'full' when the list already carries the most it may. */
    add: async (
      trx: Transaction<DB>,
      comment: {
        tableId: number;
        version: number;
        position: number | null;
        choiceLabel: string;
        authorId: number;
        body: string;
      },
      at: number,
    ): Promise<number | 'full'> => {
      await lockKey(trx, `class_comments:${comment.tableId}`);
      const count = await trx
        .selectFrom('class_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('table_id', '=', comment.tableId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= COMMENTS_PER_LIST_MAX) return 'full';
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
