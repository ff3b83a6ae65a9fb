// The high schools module (高中): owns high_schools, answers the list and staff's save, tells the students
// module whether a school may be chosen, and gives imports the writer of an imported list.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { highSchoolHandlers } from './handlers.ts';
import { importHighSchools, isSelectableHighSchool } from './repository.ts';

export interface HighSchoolsDeps {
  db: Kysely<DB>;
  now: Clock;
}

export interface HighSchools {
  handlers: Pick<CallHandlers, 'getHighSchools' | 'saveHighSchool'>;
  /** Whether `id` is a school a student may choose (it exists and is enabled). */
  isSelectable(id: number): Promise<boolean>;
  /** Writes an imported list in the import's transaction. */
  importRows: typeof importHighSchools;
}

export function createHighSchools({ db, now }: HighSchoolsDeps): HighSchools {
  return {
    handlers: highSchoolHandlers(db, now),
    isSelectable: (id) => isSelectableHighSchool(db, id),
    importRows: importHighSchools,
  };
}
