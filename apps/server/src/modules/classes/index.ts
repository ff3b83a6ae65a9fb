// The classes module (班级): owns classes and class_members. 班主任 create classes and hand out join codes;
// students join from the personal centre (one class at a time) and leave; the class desk shows each student's
// latest exam result and 志愿表 with its checks, read through the students' and volunteers' modules.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { classHandlers, type ClassCalls, type ClassHandlerDeps } from './handlers.ts';
import { createClassStore } from './repository.ts';

export { CLASS_MESSAGES } from './messages.ts';

export interface ClassesDeps extends Omit<ClassHandlerDeps, 'store'> {
  db: Kysely<DB>;
  now: Clock;
}

export function createClasses(deps: ClassesDeps): { handlers: Pick<CallHandlers, ClassCalls> } {
  return { handlers: classHandlers({ ...deps, store: createClassStore(deps.db) }) };
}
