// The volunteer tables module (志愿表): owns volunteer_tables and volunteer_table_versions and answers the
// check of a list and a user's own lists with their versions. Each list is evaluated against this year's
// data through the simulate module's prepared units and candidate checks.
import type { Kysely } from 'kysely';
import type {
  VolunteerSummary,
  VolunteerTable,
  VolunteerVersion,
  VolunteerVersions,
} from '@zhiyuan/contracts';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { Catalog } from '../catalog/index.ts';
import type { Simulator } from '../simulate/index.ts';
import { createEvaluate } from './evaluate.ts';
import {
  readVersion,
  summaryOf,
  tableOf,
  versionsOf,
  volunteerHandlers,
  type VolunteerCalls,
} from './handlers.ts';
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
  /** Each user's most recently saved list in use, evaluated against this year's data (read-only). */
  latestOf(userIds: readonly number[]): Promise<Map<number, VolunteerTable>>;
  /** A user's list (in use), evaluated, with its versions: for the class desk's read-only view (100404 else). */
  readOf(userId: number, id: number): Promise<{ table: VolunteerTable; versions: VolunteerVersions }>;
  /** A list in use by its id, evaluated, with its owner: for a share link (null when gone). */
  readById(id: number): Promise<{ userId: number; table: VolunteerTable } | null>;
  /** The user's lists in use, most recently changed first. */
  listsOf(userId: number): Promise<{ id: number; name: string }[]>;
  /** The user's lists in use as their summaries, most recently changed first, each with its versions. */
  summariesOf(userId: number): Promise<{ list: VolunteerSummary; versions: VolunteerVersions }[]>;
  /** One saved version of one of the user's lists, removed ones too (100404 when gone). */
  versionOf(userId: number, id: number, version: number): Promise<VolunteerVersion>;
}

export function createVolunteers(deps: VolunteersDeps): Volunteers {
  const evaluate = createEvaluate({ region: deps.region, catalog: deps.catalog, simulator: deps.simulator });
  const tables = createVolunteerTables(deps.db, deps.now);
  return {
    handlers: volunteerHandlers(tables, evaluate),
    countSavesSince: (since) => countSavesSince(deps.db, since),
    latestOf: async (userIds) => {
      const latest = new Map<number, VolunteerTable>();
      for (const row of await tables.latestOf(userIds)) latest.set(row.user_id, await tableOf(evaluate, row));
      return latest;
    },
    readById: async (id) => {
      const row = await tables.byId(id);
      return row ? { userId: row.user_id, table: await tableOf(evaluate, row) } : null;
    },
    listsOf: async (userId) => (await tables.list(userId, false)).map((r) => ({ id: r.id, name: r.name })),
    summariesOf: async (userId) =>
      Promise.all(
        (await tables.list(userId, false)).map(async (row) => ({
          list: summaryOf(row),
          versions: versionsOf(row, await tables.versions(row.id)),
        })),
      ),
    versionOf: (userId, id, version) => readVersion(tables, userId, id, version),
    readOf: async (userId, id) => {
      const row = await tables.own(userId, id);
      return {
        table: await tableOf(evaluate, row),
        versions: versionsOf(row, await tables.versions(row.id)),
      };
    },
  };
}
