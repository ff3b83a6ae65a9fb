// The classes module (班级): owns classes, class_members, class_comments, class_scores and volunteer_shares. 班主任 create classes and hand out join codes;
// students join from the personal centre (one class at a time) and leave; the class desk shows each student's
// latest exam result and 志愿表 with its checks, read through the students' and volunteers' modules; teachers
// comment on a student's list, the student marks comments done and shares a list read-only with parents.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { Students } from '../students/index.ts';
import type { Volunteers } from '../volunteers/index.ts';
import { classScoresHandlers, latestClassScores } from './class-scores.ts';
import { createCommentStore } from './comments.ts';
import { answeringReplies, commentReplyHandlers } from './comment-replies.ts';
import { commentsOf, followUpHandlers, type FollowUpCalls } from './follow-up-handlers.ts';
import { classAccess, classHandlers, type ClassCalls, type ClassHandlerDeps } from './handlers.ts';
import { createJoinGuesses } from './join-guesses.ts';
import { createClassStore } from './repository.ts';
import { rosterImportHandlers, type RosterAccounts } from './roster-import.ts';
import { createShareStore } from './shares.ts';
import { keepingCommentedVersions, studentListHandlers } from './student-lists.ts';

export { CLASS_MESSAGES } from './messages.ts';
export { JOIN_GUESSES_PER_HOUR } from './join-guesses.ts';

export interface ClassesDeps extends Omit<ClassHandlerDeps, 'store' | 'comments' | 'guesses'> {
  db: Kysely<DB>;
  now: Clock;
  /** The users module's face for the accounts a roster import makes. */
  accounts: RosterAccounts;
  /** The catalog's names of colleges, for a saved version that keeps only their ids. */
  collegeNames(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
  students: ClassHandlerDeps['students'] & Pick<Students, 'examNumbers'>;
  volunteers: ClassHandlerDeps['volunteers'] & Pick<Volunteers, 'summariesOf' | 'versionOf'>;
}

/**
 * The desk's exam result of each student: the latest the class imported from the school's file, else the latest
 * the student entered.
 */
function withClassScores(db: Kysely<DB>, students: ClassesDeps['students']): ClassesDeps['students'] {
  return {
    ...students,
    latestExams: async (userIds) => {
      const [own, imported] = await Promise.all([
        students.latestExams(userIds),
        latestClassScores(db, userIds),
      ]);
      return new Map([...own, ...imported]);
    },
  };
}

type ClassesCalls =
  | ClassCalls
  | FollowUpCalls
  | 'importClassRoster'
  | 'importClassScores'
  | 'replyToComment'
  | 'countOpenComments'
  | 'listClassStudentLists'
  | 'getClassVolunteerVersion';

export function createClasses(deps: ClassesDeps): { handlers: Pick<CallHandlers, ClassesCalls> } {
  deps = { ...deps, students: withClassScores(deps.db, deps.students) };
  const store = createClassStore(deps.db);
  const comments = createCommentStore(deps.db);
  const classFor = classAccess(store);
  const handlers = {
    ...classHandlers({ ...deps, store, comments, guesses: createJoinGuesses(deps.db) }),
    ...followUpHandlers({ ...deps, store, comments, shares: createShareStore(deps.db), classFor }),
  };
  const answer = async (id: number) => {
    const row = await comments.find(id);
    const [comment] = row ? await commentsOf(deps.users, [row]) : [];
    if (!comment) throw new Error(`comment ${id} vanished`);
    return comment;
  };
  return {
    handlers: {
      ...handlers,
      ...answeringReplies(deps.db, {
        ...handlers,
        ...keepingCommentedVersions(deps.db, deps.volunteers, handlers),
      }),
      ...commentReplyHandlers({ ...deps, answer }),
      ...rosterImportHandlers({ ...deps, store, classFor }),
      ...classScoresHandlers({ ...deps, store, classFor }),
      ...studentListHandlers({
        ...deps,
        store,
        comments,
        classFor,
        commentsOf: (rows) => commentsOf(deps.users, rows),
      }),
    },
  };
}
