// What follows a saved list in the school's workflow: a teacher's comments on a student's list (only a student
// of their own class, only the list's current version), the student seeing them and marking them done, and
// the read-only links a student gives their parents (one list each, at most 14 days, revocable; a link that is
// unknown, expired or revoked answers the same 100404).
import type { Kysely } from 'kysely';
import { ERROR_CODES, type ClassComment, type Share, type VolunteerTable } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { DAY, isoTime, type Clock } from '../../lib/time.ts';
import type { Volunteers } from '../volunteers/index.ts';
import type { CommentRecord, CommentStore } from './comments.ts';
import { CLASS_MESSAGES as M } from './messages.ts';
import type { ClassRecord, ClassStore } from './repository.ts';
import type { ShareRecord, ShareStore } from './shares.ts';

export type FollowUpCalls =
  | 'commentClassVolunteer'
  | 'listMyComments'
  | 'markCommentDone'
  | 'createShare'
  | 'listShares'
  | 'revokeShare'
  | 'getSharedList';

export interface FollowUpDeps {
  db: Kysely<DB>;
  now: Clock;
  store: ClassStore;
  comments: CommentStore;
  shares: ShareStore;
  volunteers: Pick<Volunteers, 'readOf' | 'readById' | 'listsOf'>;
  users: { findByIds(ids: readonly number[]): Promise<{ id: number; name: string }[]> };
  /** The class if the caller may run it (100404 otherwise). */
  classFor(caller: { userId: number; activeRole: string }, id: number): Promise<ClassRecord>;
}

/** The comments as the API sends them, with their authors' names (read through the users module). */
export async function commentsOf(
  users: { findByIds(ids: readonly number[]): Promise<{ id: number; name: string }[]> },
  rows: readonly CommentRecord[],
): Promise<ClassComment[]> {
  const authors = await users.findByIds([...new Set(rows.map((r) => r.author_id))]);
  const names = new Map(authors.map((u) => [u.id, u.name]));
  return rows.map((r) => commentOf(r, names.get(r.author_id) ?? ''));
}

function commentOf(row: CommentRecord, authorName: string): ClassComment {
  return {
    id: row.id,
    tableId: row.table_id,
    version: row.version,
    position: row.position,
    choiceLabel: row.choice_label,
    authorName,
    body: row.body,
    createdAt: isoTime(row.created_at),
    doneAt: row.done_at === null ? null : isoTime(row.done_at),
  };
}

/** 第 3 志愿：内蒙古大学（03组）, or the whole list. */
function choiceLabel(table: VolunteerTable, position: number | null): string {
  if (position === null) return M.wholeList;
  const choice = table.choices[position - 1];
  if (!choice) throw fieldError('position', M.positionUnknown(table.choices.length));
  const unit = choice.groupCode ? `${choice.collegeName}（${choice.groupCode}组）` : choice.collegeName;
  return `第 ${position} 志愿：${unit}`;
}

function shareOf(row: ShareRecord, now: number): Share {
  return {
    id: row.id,
    tableId: row.table_id,
    createdAt: isoTime(row.created_at),
    expiresAt: isoTime(row.expires_at),
    state: row.revoked_at !== null ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
  };
}

export function followUpHandlers(deps: FollowUpDeps): Pick<CallHandlers, FollowUpCalls> {
  const { db, now, store, comments, shares, volunteers, users } = deps;
  const one = async (id: number) => {
    const row = await comments.find(id);
    const [comment] = row ? await commentsOf(users, [row]) : [];
    if (!comment) throw commentNotFound();
    return comment;
  };
  const shareNotFound = () => new AppError(ERROR_CODES.notFound, M.shareUnknown);
  const commentNotFound = () => new AppError(ERROR_CODES.notFound, M.commentUnknown);

  /** A share of one of the caller's own lists (100404 otherwise, as for a missing one). */
  const ownShare = async (userId: number, id: number) => {
    const row = await shares.find(id);
    if (!row) throw shareNotFound();
    const owner = await volunteers.readById(row.table_id);
    if (owner?.userId !== userId) throw shareNotFound();
    return row;
  };

  return {
    commentClassVolunteer: async ({ input, auth, audit, setMessage }) => {
      const row = await deps.classFor(auth, input.id);
      const membership = await store.membershipOf(input.userId);
      if (membership?.class_id !== row.id) throw new AppError(ERROR_CODES.notFound, M.studentNotInClass);
      const { table } = await volunteers.readOf(input.userId, input.tableId);
      const position = input.position ?? null;
      const label = choiceLabel(table, position);
      const id = await db.transaction().execute(async (trx) => {
        const saved = await comments.add(
          trx,
          {
            tableId: table.id,
            version: table.version,
            position,
            choiceLabel: label,
            authorId: auth.userId,
            body: input.body,
          },
          now(),
        );
        await audit(trx, {
          targetType: 'class',
          targetId: row.id,
          summary: `对学生志愿表“${table.name}”写建议（${label}）`,
        });
        if (saved === 'full') throw new AppError(ERROR_CODES.conflict, M.commentsFull);
        return saved;
      });
      setMessage(M.commented);
      return one(id);
    },

    listMyComments: async ({ input, auth }) => {
      const lists = await volunteers.listsOf(auth.userId);
      const names = new Map(lists.map((l) => [l.id, l.name]));
      const { total, rows } = await comments.pageOnTables(
        lists.map((l) => l.id),
        input,
      );
      const items = (await commentsOf(users, rows)).map((c) => ({
        ...c,
        listName: names.get(c.tableId) ?? '',
      }));
      return { total, items };
    },

    markCommentDone: async ({ input, auth, setMessage }) => {
      const row = await comments.find(input.id);
      if (!row) throw commentNotFound();
      const owner = await volunteers.readById(row.table_id);
      if (owner?.userId !== auth.userId) throw commentNotFound();
      await comments.setDone(row.id, input.done ? now() : null);
      setMessage(input.done ? M.commentDone : M.commentReopened);
      return one(row.id);
    },

    createShare: async ({ input, auth, setMessage }) => {
      const { table } = await volunteers.readOf(auth.userId, input.id);
      const at = now();
      const created = await shares.create(table.id, at, at + input.days * DAY);
      if (created === 'full') throw new AppError(ERROR_CODES.conflict, M.sharesFull);
      const row = await shares.find(created.id);
      if (!row) throw shareNotFound();
      setMessage(M.shared(input.days));
      return { ...shareOf(row, at), token: created.token };
    },

    listShares: async ({ input, auth }) => {
      const { table } = await volunteers.readOf(auth.userId, input.id);
      return (await shares.ofTable(table.id)).map((r) => shareOf(r, now()));
    },

    revokeShare: async ({ input, auth, setMessage }) => {
      const row = await ownShare(auth.userId, input.id);
      await shares.revoke(row.id, now());
      setMessage(M.shareRevoked);
    },

    getSharedList: async ({ input }) => {
      const row = await shares.byToken(input.token);
      if (!row || row.revoked_at !== null || row.expires_at <= now()) throw shareNotFound();
      const found = await volunteers.readById(row.table_id);
      if (!found) throw shareNotFound();
      const { id: _id, ...table } = found.table;
      const notes = await commentsOf(users, await comments.onTables([row.table_id]));
      return {
        table,
        comments: notes.map(({ tableId: _tableId, ...comment }) => comment),
        expiresAt: isoTime(row.expires_at),
      };
    },
  };
}
