// 志愿表 calls: a user's own lists only — someone else's id answers 100404 exactly like a missing one, so
// existence is never revealed. Every write (create, update, remove, restore) adds a version row with the full
// content in the same transaction and bumps the list's version; an update or removal must name the version it
// was made from (a stale one answers 100409), so a save on one device never silently overwrites another's.
// Removal only moves the list to the bin: its versions stay and any of them can be restored.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CANDIDATE_SUBJECTS,
  ERROR_CODES,
  VOLUNTEER_TABLES_MAX,
  VOLUNTEER_VERSIONS_MAX,
  VOLUNTEER_VERSION_ACTIONS,
  type CandidateSubject,
  type VolunteerSummary,
  type VolunteerTable,
  type VolunteerVersion,
} from '@zhiyuan/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB, VolunteerTablesTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime } from '../../lib/time.ts';
import type { Services } from '../../services.ts';
import { evaluateList, type VolunteerContent } from './evaluate.ts';

export const VOLUNTEER_MESSAGES = {
  notFound: '志愿表不存在或已被删除',
  versionNotFound: '该版本不存在',
  tooMany: `志愿表数量已达上限（${VOLUNTEER_TABLES_MAX}张），请先删除一些`,
  stale: (current: number, edited: number) =>
    `志愿表已在别处修改（当前为第 ${current} 版，你编辑的是第 ${edited} 版），请刷新后再保存，以免覆盖新的修改`,
  raced: '志愿表刚刚在别处保存过，请刷新后再保存',
  saved: '志愿表已保存',
  removed: '志愿表已删除，可在已删除的志愿表中恢复',
  restored: (version: number) => `已恢复到第 ${version} 版`,
} as const;

type Row = Selectable<VolunteerTablesTable>;
type Db = Kysely<DB> | Transaction<DB>;
type Action = (typeof VOLUNTEER_VERSION_ACTIONS)[number];

/** The stored name with the content. */
interface StoredContent extends VolunteerContent {
  name: string;
}

const subjectSet: ReadonlySet<string> = new Set(CANDIDATE_SUBJECTS);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Reads stored choices defensively: the JSON was written by this module, but never trust a column blindly. */
function readChoices(value: unknown): VolunteerContent['choices'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return [];
    const o = c as Record<string, unknown>;
    if (typeof o.collegeId !== 'number') return [];
    const majors = Array.isArray(o.majors)
      ? o.majors.flatMap((m: unknown) => {
          if (typeof m !== 'object' || m === null) return [];
          const mm = m as Record<string, unknown>;
          return typeof mm.name === 'string'
            ? [{ code: typeof mm.code === 'string' ? mm.code : null, name: mm.name }]
            : [];
        })
      : [];
    return [
      {
        collegeId: o.collegeId,
        groupCode: typeof o.groupCode === 'string' ? o.groupCode : null,
        majors,
        adjustment: o.adjustment === true,
      },
    ];
  });
}

function readSubjects(value: unknown): CandidateSubject[] {
  return Array.isArray(value)
    ? value.filter((v): v is CandidateSubject => typeof v === 'string' && subjectSet.has(v))
    : [];
}

function contentOfRow(row: Row): StoredContent {
  return {
    name: row.name,
    year: row.year,
    category: row.category,
    batch: row.batch,
    score: row.score,
    rank: row.rank,
    electives: readSubjects(parseJson(row.electives)),
    choices: readChoices(parseJson(row.choices)),
  };
}

function contentOfVersion(text: string): StoredContent | null {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.year !== 'number' || typeof o.category !== 'string' || typeof o.batch !== 'string')
    return null;
  return {
    name: typeof o.name === 'string' ? o.name : '',
    year: o.year,
    category: o.category,
    batch: o.batch,
    score: typeof o.score === 'number' ? o.score : null,
    rank: typeof o.rank === 'number' ? o.rank : null,
    electives: readSubjects(o.electives),
    choices: readChoices(o.choices),
  };
}

function columnsOf(content: StoredContent) {
  return {
    name: content.name,
    year: content.year,
    category: content.category,
    batch: content.batch,
    score: content.score,
    rank: content.rank,
    electives: JSON.stringify(content.electives),
    choices: JSON.stringify(content.choices),
  };
}

function summaryOf(row: Row): VolunteerSummary {
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

const notFound = () => new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.notFound);

export function volunteerHandlers(
  s: Services,
): Pick<
  CallHandlers,
  | 'checkVolunteerTable'
  | 'listVolunteerTables'
  | 'getVolunteerTable'
  | 'saveVolunteerTable'
  | 'removeVolunteerTable'
  | 'listVolunteerVersions'
  | 'getVolunteerVersion'
  | 'restoreVolunteerVersion'
> {
  /** The user's list (in use, or also removed ones with `withDeleted`); 100404 for anyone else's. */
  async function ownRow(db: Db, userId: number, id: number, withDeleted = false): Promise<Row> {
    let query = db
      .selectFrom('volunteer_tables')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId);
    if (!withDeleted) query = query.where('deleted_at', 'is', null);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function activeCount(db: Db, userId: number): Promise<number> {
    const row = await db
      .selectFrom('volunteer_tables')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds version `version` with the content, and drops the oldest beyond the kept number. */
  async function keepVersion(
    db: Db,
    tableId: number,
    version: number,
    action: Action,
    content: StoredContent,
  ) {
    await db
      .insertInto('volunteer_table_versions')
      .values({ table_id: tableId, version, action, content: JSON.stringify(content), created_at: s.now() })
      .execute();
    if (version > VOLUNTEER_VERSIONS_MAX) {
      await db
        .deleteFrom('volunteer_table_versions')
        .where('table_id', '=', tableId)
        .where('version', '<=', version - VOLUNTEER_VERSIONS_MAX)
        .execute();
    }
  }

  /**
   * Moves the list from `expected` to the next version with new columns, or answers 100409 when another
   * write got there first (the version in the WHERE clause is the lock).
   */
  async function advance(
    db: Db,
    row: Row,
    expected: number,
    set: Partial<ReturnType<typeof columnsOf>> & { deleted_at?: number | null },
  ): Promise<number> {
    if (row.version !== expected)
      throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.stale(row.version, expected));
    const next = expected + 1;
    const result = await db
      .updateTable('volunteer_tables')
      .set({ ...set, version: next, updated_at: s.now() })
      .where('id', '=', row.id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await db
        .selectFrom('volunteer_tables')
        .select('version')
        .where('id', '=', row.id)
        .executeTakeFirst();
      throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.stale(current?.version ?? next, expected));
    }
    return next;
  }

  async function tableOf(row: Row): Promise<VolunteerTable> {
    const content = contentOfRow(row);
    const evaluation = await evaluateList(s, content, false);
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

  /** Unique-key races (two saves of one version at once) become the same 100409 as a stale save. */
  async function inTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await s.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.raced);
      throw error;
    }
  }

  return {
    checkVolunteerTable: async ({ input }) => {
      const { blocking: _blocking, ...evaluation } = await evaluateList(
        s,
        { ...input, score: input.score ?? null, rank: input.rank ?? null, electives: input.electives ?? [] },
        true,
      );
      return evaluation;
    },

    listVolunteerTables: async ({ input, auth }) => {
      const rows = await s.db
        .selectFrom('volunteer_tables')
        .selectAll()
        .where('user_id', '=', auth.userId)
        .where('deleted_at', input.deleted ? 'is not' : 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(summaryOf);
    },

    getVolunteerTable: async ({ input, auth }) => tableOf(await ownRow(s.db, auth.userId, input.id)),

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
      const evaluation = await evaluateList(s, content, true);
      if (evaluation.blocking.length > 0) {
        throw new AppError(ERROR_CODES.badRequest, evaluation.blocking.map((c) => c.message).join('；'), {
          data: { checks: evaluation.blocking },
        });
      }
      const id = await inTransaction(async (trx) => {
        if (input.id === undefined) {
          if ((await activeCount(trx, auth.userId)) >= VOLUNTEER_TABLES_MAX) {
            throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.tooMany);
          }
          const now = s.now();
          const created = await trx
            .insertInto('volunteer_tables')
            .values({
              user_id: auth.userId,
              ...columnsOf(content),
              version: 1,
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await keepVersion(trx, created.id, 1, 'create', content);
          return created.id;
        }
        const row = await ownRow(trx, auth.userId, input.id);
        const next = await advance(trx, row, input.version ?? 0, columnsOf(content));
        await keepVersion(trx, row.id, next, 'update', content);
        return row.id;
      });
      setMessage(VOLUNTEER_MESSAGES.saved);
      return tableOf(await ownRow(s.db, auth.userId, id));
    },

    removeVolunteerTable: async ({ input, auth, setMessage }) => {
      await inTransaction(async (trx) => {
        const row = await ownRow(trx, auth.userId, input.id);
        const next = await advance(trx, row, input.version ?? row.version, { deleted_at: s.now() });
        await keepVersion(trx, row.id, next, 'remove', contentOfRow(row));
      });
      setMessage(VOLUNTEER_MESSAGES.removed);
    },

    listVolunteerVersions: async ({ input, auth }) => {
      const row = await ownRow(s.db, auth.userId, input.id, true);
      const versions = await s.db
        .selectFrom('volunteer_table_versions')
        .select(['version', 'action', 'content', 'created_at'])
        .where('table_id', '=', row.id)
        .orderBy('version', 'desc')
        .execute();
      return {
        id: row.id,
        version: row.version,
        deleted: row.deleted_at !== null,
        items: versions.map((v) => {
          const content = contentOfVersion(v.content);
          return {
            version: v.version,
            action: (VOLUNTEER_VERSION_ACTIONS as readonly string[]).includes(v.action)
              ? (v.action as Action)
              : 'update',
            createdAt: isoTime(v.created_at),
            name: content?.name ?? '',
            choiceCount: content?.choices.length ?? 0,
          };
        }),
      };
    },

    getVolunteerVersion: async ({ input, auth }): Promise<VolunteerVersion> => {
      const row = await ownRow(s.db, auth.userId, input.id, true);
      const version = await s.db
        .selectFrom('volunteer_table_versions')
        .select(['version', 'action', 'content', 'created_at'])
        .where('table_id', '=', row.id)
        .where('version', '=', input.version)
        .executeTakeFirst();
      const content = version ? contentOfVersion(version.content) : null;
      if (!version || !content) throw new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.versionNotFound);
      return {
        id: row.id,
        version: version.version,
        action: (VOLUNTEER_VERSION_ACTIONS as readonly string[]).includes(version.action)
          ? (version.action as Action)
          : 'update',
        createdAt: isoTime(version.created_at),
        choiceCount: content.choices.length,
        ...content,
      };
    },

    restoreVolunteerVersion: async ({ input, auth, setMessage }) => {
      await inTransaction(async (trx) => {
        const row = await ownRow(trx, auth.userId, input.id, true);
        const version = await trx
          .selectFrom('volunteer_table_versions')
          .select('content')
          .where('table_id', '=', row.id)
          .where('version', '=', input.version)
          .executeTakeFirst();
        const content = version ? contentOfVersion(version.content) : null;
        if (!content) throw new AppError(ERROR_CODES.notFound, VOLUNTEER_MESSAGES.versionNotFound);
        if (row.deleted_at !== null && (await activeCount(trx, auth.userId)) >= VOLUNTEER_TABLES_MAX) {
          throw new AppError(ERROR_CODES.conflict, VOLUNTEER_MESSAGES.tooMany);
        }
        const next = await advance(trx, row, row.version, { ...columnsOf(content), deleted_at: null });
        await keepVersion(trx, row.id, next, 'restore', content);
      });
      setMessage(VOLUNTEER_MESSAGES.restored(input.version));
      return tableOf(await ownRow(s.db, auth.userId, input.id));
    },
  };
}
