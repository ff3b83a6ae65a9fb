// The volunteer tables module (志愿表): owns volunteer_tables and volunteer_table_versions and answers the
// check of a list and a user's own lists with their versions. Each list is evaluated against this year's
// data through the simulate module's prepared units and candidate checks.
import type { Kysely } from 'kysely';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { Catalog } from '../catalog/index.ts';
import type { Simulator } from '../simulate/index.ts';
import { createEvaluate } from './evaluate.ts';
import { volunteerHandlers, type VolunteerCalls } from './handlers.ts';
import { countSavesSince, createVolunteerTables } from './repository.ts';

export interface VolunteersDeps {
  db: Kysely<DB>;
  now: Clock;
  region: RegionConfig;
  catalog: Pick<Catalog, 'colleges' | 'enrollmentCodeIndex'>;
  simulator: Pick<Simulator, 'checkYearCategoryBatch' | 'batch' | 'candidateOf'>;
}

export interface Volunteers {
  handlers: Pick<CallHandlers, VolunteerCalls>;
  /** Saves of 志愿表 (created or changed) since `since` (epoch ms): 控制台's figure. */
  countSavesSince(since: number): Promise<number>;
}

export function createVolunteers(deps: VolunteersDeps): Volunteers {
  const evaluate = createEvaluate({ region: deps.region, catalog: deps.catalog, simulator: deps.simulator });
  return {
    handlers: volunteerHandlers(createVolunteerTables(deps.db, deps.now), evaluate),
    countSavesSince: (since) => countSavesSince(deps.db, since),
  };
}
