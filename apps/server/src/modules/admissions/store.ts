// The admission data tables (score_lines, rank_tables, admission_records, admission_plans): row shapes,
// the seeding of sample rows, and the writers imports go through. A partition is one year, province and
// category; official rows replace the sample rows of their partition, and samples are only ever seeded
// into partitions that have no rows.
import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  AdmissionPlan,
  AdmissionPlanImportRow,
  AdmissionRecord,
  AdmissionRecordImportRow,
  RankTableImportRow,
  RankTableRow,
  ScoreLine,
  ScoreLineImportRow,
} from '@zhiyuan/dataset';
import { insertRows, upsertRows } from '../../db/bulk.ts';
import type {
  AdmissionPlansTable,
  AdmissionRecordsTable,
  DB,
  RankTablesTable,
  ScoreLinesTable,
} from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type SampleTable = 'score_lines' | 'rank_tables' | 'admission_records' | 'admission_plans';
export const SAMPLE_TABLES: readonly SampleTable[] = [
  'score_lines',
  'rank_tables',
  'admission_records',
  'admission_plans',
];

export type ScoreLineRecord = Selectable<ScoreLinesTable>;
export type RankTableRecord = Selectable<RankTablesTable>;
export type AdmissionRecordRow = Selectable<AdmissionRecordsTable>;
export type AdmissionPlanRecord = Selectable<AdmissionPlansTable>;

/** A college as an import row names it, once resolved against the college list. */
export interface ResolvedCollege {
  collegeCode: string;
  collegeName: string;
}

export function scoreLineToRow(
  line: ScoreLine | (ScoreLineImportRow & { sample: boolean }),
): Insertable<ScoreLinesTable> {
  return {
    year: line.year,
    province: line.province,
    category: line.category,
    batch: line.batch,
    score: line.score,
    sample: line.sample ? 1 : 0,
  };
}

export function rankRowToRow(
  row: RankTableRow | (RankTableImportRow & { sample: boolean }),
): Insertable<RankTablesTable> {
  return {
    year: row.year,
    province: row.province,
    category: row.category,
    score: row.score,
    count: row.count,
    cumulative: row.cumulative,
    sample: row.sample ? 1 : 0,
  };
}

export function recordToRow(
  r:
    | AdmissionRecord
    | (Omit<AdmissionRecordImportRow, 'collegeCode' | 'collegeName'> & ResolvedCollege & { sample: boolean }),
): Insertable<AdmissionRecordsTable> {
  return {
    year: r.year,
    province: r.province,
    category: r.category,
    batch: r.batch,
    college_code: r.collegeCode,
    college_name: r.collegeName,
    group_code: r.groupCode ?? '',
    scope: r.scope,
    major_key: r.scope === '专业' ? (r.majorCode ?? r.majorName ?? '') : '',
    major_code: r.majorCode,
    major_name: r.majorName,
    plan_count: r.planCount,
    min_score: r.minScore,
    avg_score: r.avgScore,
    max_score: r.maxScore,
    min_rank: r.minRank,
    sample: r.sample ? 1 : 0,
  };
}

export function planToRow(
  p:
    | AdmissionPlan
    | (Omit<AdmissionPlanImportRow, 'collegeCode' | 'collegeName'> & ResolvedCollege & { sample: boolean }),
): Insertable<AdmissionPlansTable> {
  return {
    year: p.year,
    province: p.province,
    category: p.category,
    batch: p.batch,
    college_code: p.collegeCode,
    college_name: p.collegeName,
    group_code: p.groupCode ?? '',
    subject_requirement: p.subjectRequirement,
    major_key: p.majorCode ?? p.majorName,
    major_code: p.majorCode,
    major_name: p.majorName,
    plan_count: p.planCount,
    years: p.years,
    tuition: p.tuition,
    sample: p.sample ? 1 : 0,
  };
}

/** The natural key and the columns an upsert compares, per table. */
export const NATURAL_KEYS = {
  score_lines: {
    key: ['year', 'province', 'category', 'batch'],
    update: ['score', 'sample'],
  },
  rank_tables: {
    key: ['year', 'province', 'category', 'score'],
    update: ['count', 'cumulative', 'sample'],
  },
  admission_records: {
    key: ['college_code', 'year', 'province', 'category', 'batch', 'group_code', 'scope', 'major_key'],
    update: [
      'college_name',
      'major_code',
      'major_name',
      'plan_count',
      'min_score',
      'avg_score',
      'max_score',
      'min_rank',
      'sample',
    ],
  },
  admission_plans: {
    key: ['college_code', 'year', 'province', 'category', 'batch', 'group_code', 'major_key'],
    update: [
      'college_name',
      'subject_requirement',
      'major_code',
      'major_name',
      'plan_count',
      'years',
      'tuition',
      'sample',
    ],
  },
} as const satisfies Record<SampleTable, { key: readonly string[]; update: readonly string[] }>;

/** A year, province and category. */
export interface Partition {
  year: number;
  province: string;
  category: string;
}

export const partitionKey = (p: Partition) => `${p.year}|${p.province}|${p.category}`;

/** The partitions that have any row in `table`. */
export async function filledPartitions(db: Db, table: SampleTable): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select(['year', 'province', 'category']).distinct().execute();
  return new Set(rows.map(partitionKey));
}

/** Deletes every sample row of `table` (the CLI's `seed --force`). */
export async function deleteSampleRows(db: Db, table: SampleTable): Promise<number> {
  const result = await db.deleteFrom(table).where('sample', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Writes sample rows into the partitions of `table` that have no rows yet; rows arrive in any order and in
 * batches (the generator streams them). Returns the rows written.
 */
export async function seedSampleRows<T extends SampleTable>(
  db: Db,
  table: T,
  rows: Iterable<Insertable<DB[T]> & Partition>,
  filled: ReadonlySet<string>,
  batchRows = 4000,
): Promise<number> {
  let written = 0;
  let pending: (Insertable<DB[T]> & Partition)[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    written += await insertRows(db, table, pending as readonly Insertable<DB[T]>[]);
    pending = [];
  };
  for (const row of rows) {
    if (filled.has(partitionKey(row))) continue;
    pending.push(row);
    if (pending.length >= batchRows) await flush();
  }
  await flush();
  return written;
}

export interface WriteResult {
  /** Rows inserted or changed. */
  changed: number;
  /** Rows in the table before and after (for telling inserts from updates). */
  before: number;
  after: number;
  /** Rows deleted because the file replaced them. */
  removed: number;
}

async function countRows(db: Db, table: SampleTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the sample rows of the partitions an import touched. */
async function removeSamplesOf(
  db: Db,
  table: SampleTable,
  partitions: readonly Partition[],
): Promise<number> {
  let removed = 0;
  for (const p of partitions) {
    const result = await db
      .deleteFrom(table)
      .where('sample', '=', 1)
      .where('year', '=', p.year)
      .where('province', '=', p.province)
      .where('category', '=', p.category)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

function partitionsOf(rows: readonly Partition[]): Partition[] {
  const seen = new Map<string, Partition>();
  for (const r of rows) {
    const key = partitionKey(r);
    if (!seen.has(key)) seen.set(key, { year: r.year, province: r.province, category: r.category });
  }
  return [...seen.values()];
}

/**
 * Upserts official rows (sample = 0) of `table` on its natural key and removes the sample rows of the same
 * partitions. For a rank table the file is the whole table: its partition's lines missing from the file go
 * too. Run inside the import's transaction.
 */
export async function writeOfficialRows<T extends SampleTable>(
  db: Db,
  table: T,
  rows: readonly (Insertable<DB[T]> & Partition)[],
  onBatch?: (done: number) => void,
): Promise<WriteResult> {
  const before = await countRows(db, table);
  const { key, update } = NATURAL_KEYS[table];
  const changed = await upsertRows(db, table, rows as readonly Insertable<DB[T]>[], key, update, {
    ...(onBatch ? { onBatch } : {}),
  });
  const partitions = partitionsOf(rows);
  let removed = await removeSamplesOf(db, table, partitions);
  if (table === 'rank_tables') {
    for (const p of partitions) {
      const scores = (rows as readonly (Insertable<RankTablesTable> & Partition)[])
        .filter((r) => partitionKey(r) === partitionKey(p))
        .map((r) => r.score);
      // At most 751 scores per table: one statement.
      const result = await db
        .deleteFrom('rank_tables')
        .where('year', '=', p.year)
        .where('province', '=', p.province)
        .where('category', '=', p.category)
        .where('score', 'not in', [...new Set(scores)])
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  }
  const after = await countRows(db, table);
  return { changed, before, after, removed };
}

export function loadScoreLineRecords(db: Db, province: string): Promise<ScoreLineRecord[]> {
  return db.selectFrom('score_lines').selectAll().where('province', '=', province).execute();
}

export function loadRankTableRecords(
  db: Db,
  year: number,
  province: string,
  category: string,
): Promise<RankTableRecord[]> {
  return db
    .selectFrom('rank_tables')
    .selectAll()
    .where('year', '=', year)
    .where('province', '=', province)
    .where('category', '=', category)
    .orderBy('score', 'desc')
    .execute();
}

/** Which years and categories have a rank table in `province`. */
export async function rankTablePartitions(
  db: Db,
  province: string,
): Promise<{ year: number; category: string }[]> {
  return db
    .selectFrom('rank_tables')
    .select(['year', 'category'])
    .distinct()
    .where('province', '=', province)
    .execute();
}

export function loadAdmissionRecords(db: Db, province: string): Promise<AdmissionRecordRow[]> {
  return db.selectFrom('admission_records').selectAll().where('province', '=', province).execute();
}

/** The region's admission plans (招生计划) of every year. */
export function loadAdmissionPlanRecords(db: Db, province: string): Promise<AdmissionPlanRecord[]> {
  return db.selectFrom('admission_plans').selectAll().where('province', '=', province).execute();
}

/** Whether any sample row is left in the score lines, rank tables or admission records. */
export async function anySampleData(db: Db): Promise<boolean> {
  for (const table of ['score_lines', 'rank_tables', 'admission_records'] as const) {
    const row = await db.selectFrom(table).select('id').where('sample', '=', 1).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}
