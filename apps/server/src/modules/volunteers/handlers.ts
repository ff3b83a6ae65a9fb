// 志愿表 calls, HTTP only: the check of a list (no account needed), and a user's own lists — list, get, save,
// remove, versions, restore — through the tables' repository (repository.ts), each answer evaluated against
// this year's data (evaluate.ts).
import {
  ERROR_CODES,
  VOLUNTEER_VERSION_ACTIONS,
  type VolunteerSummary,
  type VolunteerTable,
  type VolunteerVersion,
  type VolunteerVersions,
} from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime } from '../../lib/time.ts';
import {
  contentOfRow,
  contentOfVersion,
  parseJson,
  readChoices,
  type StoredContent,
  type VolunteerTableRow,
} from './content.ts';
import type { Evaluate } from './evaluate.ts';
import { VOLUNTEER_MESSAGES } from './messages.ts';
import type { VersionAction, VersionRecord, VolunteerTables } from './repository.ts';

export type VolunteerCalls =
  | 'checkVolunteerTable'
  | 'listVolunteerTables'
  | 'getVolunteerTable'
  | 'saveVolunteerTable'
  | 'removeVolunteerTable'
  | 'listVolunteerVersions'
  | 'getVolunteerVersion'
  | 'restoreVolunteerVersion';

export function summaryOf(row: VolunteerTableRow): VolunteerSummary {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    category: row.category,
    batch: row.batch,
    score: row.score,
    rank: row.rank,
    choiceCount: readChoices(parseJson(row.choices)).length,
    version: row.version,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    deletedAt: row.deleted_at === null ? null : isoTime(row.deleted_at),
  };
}

const actionOf = (action: string): VersionAction =>
  (VOLUNTEER_VERSION_ACTIONS as readonly string[]).includes(action) ? (action as VersionAction) : 'update';

/** A stored list as the API sends it, evaluated against this year's data. */
export async function tableOf(evaluate: Evaluate, row: VolunteerTableRow): Promise<VolunteerTable> {
  const content = contentOfRow(row);
  const evaluation = await evaluate(content, false);
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    category: row.category,
    batch: row.batch,
    score: row.score,
    rank: row.rank,
    electives: content.electives,
    candidateRank: evaluation.candidateRank,
    choices: evaluation.choices,
    checks: evaluation.checks,
    limits: evaluation.limits,
    version: row.version,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

/** A version in the list of a table's versions. */
function versionItem(v: VersionRecord) {
  const content = contentOfVersion(v.content);
  return {
    version: v.version,
    action: actionOf(v.action),
    createdAt: isoTime(v.created_at),
    name: content?.name ?? '',
    choiceCount: content?.choices.length ?? 0,
  };
}

/** A list's versions as the API sends them, newest first. */
export function versionsOf(row: VolunteerTableRow, versions: readonly VersionRecord[]): VolunteerVersions {
  return {
    id: row.id,
    version: row.version,
    deleted: row.deleted_at !== null,
    items: versions.map(versionItem),
  };
}

/** One version of one of the user's lists (removed ones too), as it was saved (100404 when gone). */
export async function readVersion(
  tables: VolunteerTables,
  userId: number,
  id: number,
  wanted: number,
): Promise<VolunteerVersion> {
  const row = await tables.own(userId, id, true);
  const version = await tables.version(row.id, wanted);
  const content = contentOfVersion(version.content);
  if (!content) throw new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.versionNotFound);
  return {
    id: row.id,
    version: version.version,
    action: actionOf(version.action),
    createdAt: isoTime(version.created_at),
    choiceCount: content.choices.length,
    ...content,
  };
}

export function volunteerHandlers(
  tables: VolunteerTables,
  evaluate: Evaluate,
): Pick<CallHandlers, VolunteerCalls> {
  return {
    checkVolunteerTable: async ({ input }) => {
      const { blocking: _blocking, ...evaluation } = await evaluate(
        { ...input, score: input.score ?? null, rank: input.rank ?? null, electives: input.electives ?? [] },
        true,
        input.eligibility,
      );
      return evaluation;
    },

    listVolunteerTables: async ({ input, auth }) =>
      (await tables.list(auth.userId, input.deleted)).map(summaryOf),

    getVolunteerTable: async ({ input, auth }) => tableOf(evaluate, await tables.own(auth.userId, input.id)),

    saveVolunteerTable: async ({ input, auth, setMessage }) => {
      const content: StoredContent = {
        name: input.name,
        year: input.year,
        category: input.category,
        batch: input.batch,
        score: input.score ?? null,
        rank: input.rank ?? null,
        electives: input.electives ?? [],
        choices: input.choices,
      };
      const evaluation = await evaluate(content, true);
      if (evaluation.blocking.length > 0) {
        throw new AppError(ERROR_CODES.badRequest, evaluation.blocking.map((c) => c.message).join('；'), {
          data: { checks: evaluation.blocking },
        });
      }
      let id = input.id;
      if (id === undefined) id = await tables.create(auth.userId, content);
      else await tables.update(auth.userId, id, input.version ?? 0, content);
      setMessage(VOLUNTEER_MESSAGES.saved);
      return tableOf(evaluate, await tables.own(auth.userId, id));
    },

    removeVolunteerTable: async ({ input, auth, setMessage }) => {
      await tables.remove(auth.userId, input.id, input.version);
      setMessage(VOLUNTEER_MESSAGES.removed);
    },

    listVolunteerVersions: async ({ input, auth }) => {
      const row = await tables.own(auth.userId, input.id, true);
      return versionsOf(row, await tables.versions(row.id));
    },

    getVolunteerVersion: async ({ input, auth }) => readVersion(tables, auth.userId, input.id, input.version),

    restoreVolunteerVersion: async ({ input, auth, setMessage }) => {
      await tables.restore(auth.userId, input.id, input.version);
      setMessage(VOLUNTEER_MESSAGES.restored(input.version));
      return tableOf(evaluate, await tables.own(auth.userId, input.id));
    },
  };
}
