// All of a student's lists on the desk (issue 36): every list the student keeps, the latest first, each with its
// versions, and any saved version read-only with the comments made on that very version — so a list the student
// saved again after a comment still shows the teacher what the comment was about. Only a student of the
// caller's class (100404 otherwise, like a missing one).
import type { Kysely } from 'kysely';
import {
  ERROR_CODES,
  volunteerVersionSchema,
  type ClassComment,
  type VolunteerVersion,
} from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Volunteers } from '../volunteers/index.ts';
import { withReplies } from './comment-replies.ts';
import type { CommentRecord, CommentStore } from './comments.ts';
import type { classAccess } from './handlers.ts';
import { CLASS_MESSAGES as M } from './messages.ts';
import type { ClassStore } from './repository.ts';

export interface StudentListsDeps {
  db: Kysely<DB>;
  store: ClassStore;
  comments: CommentStore;
  classFor: ReturnType<typeof classAccess>;
  volunteers: Pick<Volunteers, 'summariesOf' | 'versionOf'>;
  commentsOf(rows: readonly CommentRecord[]): Promise<ClassComment[]>;
  collegeNames(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
}

export function studentListHandlers(
  deps: StudentListsDeps,
): Pick<CallHandlers, 'listClassStudentLists' | 'getClassVolunteerVersion'> {
  const { store, classFor, volunteers } = deps;
  const studentOf = async (
    caller: { userId: number; activeRole: string },
    classId: number,
    userId: number,
  ) => {
    const row = await classFor(caller, classId);
    const membership = await store.membershipOf(userId);
    if (membership?.class_id !== row.id) throw new AppError(ERROR_CODES.notFound, M.studentNotInClass);
  };
  /** The version from the list's kept ones, else as it was kept when commented on. */
  const readable = async (userId: number, tableId: number, wanted: number): Promise<VolunteerVersion> => {
    try {
      return await volunteers.versionOf(userId, tableId, wanted);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ERROR_CODES.notFound) throw error;
      const kept = await deps.db
        .selectFrom('class_commented_versions')
        .select('content')
        .where('table_id', '=', tableId)
        .where('version', '=', wanted)
        .executeTakeFirst();
      // The list must still be the student's: versionOf said so for the list, or the list itself is gone.
      const snapshot = kept ? volunteerVersionSchema.safeParse(JSON.parse(kept.content)) : null;
      if (!snapshot?.success || !(await ownsList(userId, tableId))) throw error;
      return snapshot.data;
    }
  };
  const ownsList = async (userId: number, tableId: number) =>
    (await volunteers.summariesOf(userId)).some((l) => l.list.id === tableId);

  return {
    listClassStudentLists: async ({ input, auth }) => {
      await studentOf(auth, input.id, input.userId);
      return volunteers.summariesOf(input.userId);
    },

    getClassVolunteerVersion: async ({ input, auth }) => {
      await studentOf(auth, input.id, input.userId);
      const version = await readable(input.userId, input.tableId, input.version);
      const rows = (await deps.comments.onTables([input.tableId])).filter((c) => c.version === input.version);
      const colleges = await deps.collegeNames([...new Set(version.choices.map((c) => c.collegeId))]);
      return { version, colleges, comments: await withReplies(deps.db, await deps.commentsOf(rows)) };
    },
  };
}

/**
 * The comment call, keeping the version it was made on (as the student saved it) beside the comment, so that
 * it stays readable after the list has been saved more times than its versions are kept.
 */
export function keepingCommentedVersions(
  db: Kysely<DB>,
  volunteers: Pick<Volunteers, 'versionOf'>,
  h: Pick<CallHandlers, 'commentClassVolunteer'>,
): Pick<CallHandlers, 'commentClassVolunteer'> {
  return {
    commentClassVolunteer: async (c) => {
      const comment = await h.commentClassVolunteer(c);
      const version = await volunteers.versionOf(c.input.userId, comment.tableId, comment.version);
      await db
        .insertInto('class_commented_versions')
        .values({ table_id: comment.tableId, version: comment.version, content: JSON.stringify(version) })
        .onConflict((oc) => oc.columns(['table_id', 'version']).doNothing())
        .execute();
      return comment;
    },
  };
}
