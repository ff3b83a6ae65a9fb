// All of a student's lists on the desk (issue 36): every list the student keeps, the latest first, each with its
// versions, and any saved version read-only with the comments made on that very version — so a list the student
// saved again after a comment still shows the teacher what the comment was about. Only a student of the
// caller's class (100404 otherwise, like a missing one).
import type { Kysely } from 'kysely';
import { ERROR_CODES, type ClassComment } from '@zhiyuan/contracts';
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
  return {
    listClassStudentLists: async ({ input, auth }) => {
      await studentOf(auth, input.id, input.userId);
      return volunteers.summariesOf(input.userId);
    },

    getClassVolunteerVersion: async ({ input, auth }) => {
      await studentOf(auth, input.id, input.userId);
      const version = await volunteers.versionOf(input.userId, input.tableId, input.version);
      const rows = (await deps.comments.onTables([input.tableId])).filter((c) => c.version === input.version);
      return { version, comments: await withReplies(deps.db, await deps.commentsOf(rows)) };
    },
  };
}
