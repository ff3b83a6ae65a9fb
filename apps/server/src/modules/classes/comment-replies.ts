// Comments where the decision is made (issue 36): the class_comment_replies table — the student's one reply to
// each teacher's comment on their own list — and the number of comments still open for the site's badge. Every
// call that answers comments (the desk's list, the student's comments, the shared page) carries the replies,
// added here around the handlers that make them, so the teacher reads the reply on the desk.
import type { Kysely } from 'kysely';
import { ERROR_CODES, type ClassComment } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime, type Clock } from '../../lib/time.ts';
import type { Volunteers } from '../volunteers/index.ts';
import { CLASS_MESSAGES } from './messages.ts';

export const REPLY_MESSAGES = {
  replied: '回复已发送，老师在班级工作台可以看到',
  repliedAlready: '每条建议只能回复一次，你已经回复过了',
} as const;

type Reply = NonNullable<ClassComment['reply']>;

/** The replies to `commentIds`, by comment. */
async function repliesOf(db: Kysely<DB>, commentIds: readonly number[]): Promise<Map<number, Reply>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_comment_replies')
    .selectAll()
    .where('comment_id', 'in', [...commentIds])
    .execute();
  return new Map(rows.map((r) => [r.comment_id, { body: r.body, createdAt: isoTime(r.created_at) }]));
}

/** `comments` with their replies (null where there is none). */
export async function withReplies<C extends { id: number }>(
  db: Kysely<DB>,
  comments: readonly C[],
): Promise<(C & { reply: Reply | null })[]> {
  const replies = await repliesOf(
    db,
    comments.map((c) => c.id),
  );
  return comments.map((c) => ({ ...c, reply: replies.get(c.id) ?? null }));
}

type CommentCalls =
  'getClassVolunteerTable' | 'commentClassVolunteer' | 'listMyComments' | 'markCommentDone' | 'getSharedList';

/** The handlers that answer comments, answering them with their replies. */
export function answeringReplies(
  db: Kysely<DB>,
  h: Pick<CallHandlers, CommentCalls>,
): Pick<CallHandlers, CommentCalls> {
  return {
    getClassVolunteerTable: async (c) => {
      const read = await h.getClassVolunteerTable(c);
      return { ...read, comments: await withReplies(db, read.comments) };
    },
    commentClassVolunteer: async (c) => (await withReplies(db, [await h.commentClassVolunteer(c)]))[0]!,
    listMyComments: async (c) => {
      const page = await h.listMyComments(c);
      return { ...page, items: await withReplies(db, page.items) };
    },
    markCommentDone: async (c) => (await withReplies(db, [await h.markCommentDone(c)]))[0]!,
    getSharedList: async (c) => {
      const shared = await h.getSharedList(c);
      return { ...shared, comments: await withReplies(db, shared.comments) };
    },
  };
}

export interface CommentReplyDeps {
  db: Kysely<DB>;
  now: Clock;
  volunteers: Pick<Volunteers, 'readById' | 'listsOf'>;
  /** The comment as the student's calls answer it. */
  answer(id: number): Promise<ClassComment>;
}

export function commentReplyHandlers(
  deps: CommentReplyDeps,
): Pick<CallHandlers, 'replyToComment' | 'countOpenComments'> {
  const { db, now, volunteers } = deps;
  const notFound = () => new AppError(ERROR_CODES.notFound, CLASS_MESSAGES.commentUnknown);
  return {
    replyToComment: async ({ input, auth, setMessage }) => {
      const row = await db
        .selectFrom('class_comments')
        .select(['id', 'table_id'])
        .where('id', '=', input.id)
        .executeTakeFirst();
      // Another student's comment answers exactly like a missing one.
      if (!row || (await volunteers.readById(row.table_id))?.userId !== auth.userId) throw notFound();
      try {
        const added = await db
          .insertInto('class_comment_replies')
          .values({ comment_id: row.id, body: input.body, created_at: now() })
          .onConflict((oc) => oc.column('comment_id').doNothing())
          .returning('comment_id')
          .executeTakeFirst();
        if (!added) throw new AppError(ERROR_CODES.conflict, REPLY_MESSAGES.repliedAlready);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.conflict, REPLY_MESSAGES.repliedAlready);
        throw error;
      }
      setMessage(REPLY_MESSAGES.replied);
      return (await withReplies(db, [await deps.answer(row.id)]))[0]!;
    },

    countOpenComments: async ({ auth }) => {
      const tables = (await volunteers.listsOf(auth.userId)).map((l) => l.id);
      if (tables.length === 0) return { open: 0 };
      const row = await db
        .selectFrom('class_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('table_id', 'in', tables)
        .where('done_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { open: Number(row.n) };
    },
  };
}
