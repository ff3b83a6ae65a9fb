// The classes module (班级): owns classes, class_members, class_comments and volunteer_shares. 班主任 create classes and hand out join codes;
// students join from the personal centre (one class at a time) and leave; the class desk shows each student's
// latest exam result and 志愿表 with its checks, read through the students' and volunteers' modules; teachers
// comment on a student's list, the student marks comments done and shares a list read-only with parents.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { createCommentStore } from './comments.ts';
import { followUpHandlers, type FollowUpCalls } from './follow-up-handlers.ts';
import { classAccess, classHandlers, type ClassCalls, type ClassHandlerDeps } from './handlers.ts';
import { createJoinGuesses } from './join-guesses.ts';
import { createClassStore } from './repository.ts';
import { createShareStore } from './shares.ts';

export { CLASS_MESSAGES } from './messages.ts';
export { JOIN_GUESSES_PER_HOUR } from './join-guesses.ts';

export interface ClassesDeps extends Omit<ClassHandlerDeps, 'store' | 'comments' | 'guesses'> {
  db: Kysely<DB>;
  now: Clock;
}

export function createClasses(deps: ClassesDeps): {
  handlers: Pick<CallHandlers, ClassCalls | FollowUpCalls>;
} {
  const store = createClassStore(deps.db);
  const comments = createCommentStore(deps.db);
  return {
    handlers: {
      ...classHandlers({ ...deps, store, comments, guesses: createJoinGuesses(deps.db) }),
      ...followUpHandlers({
        ...deps,
        store,
        comments,
        shares: createShareStore(deps.db),
        classFor: classAccess(store),
      }),
    },
  };
}
