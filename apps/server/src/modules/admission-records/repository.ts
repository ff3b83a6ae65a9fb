// The admission_records table (历年录取: a row per college or 专业组, and per major): the only code that reads
// or writes it. Sample records are seeded into years and categories that have none; imported records
// replace the samples of theirs.
import type { Insertable, Selectable } from 'kysely';
import type { AdmissionRecord, AdmissionRecordImportRow } from '@zhiyuan/dataset';
import {
  hasSampleRows,
  partitionedWriters,
  unitColumns,
  type NaturalKey,
} from '../../db/partitioned-rows.ts';
import type { AdmissionRecordsTable, Db } from '../../db/schema.ts';

export type AdmissionRecordRow = Selectable<AdmissionRecordsTable>;

/** An imported record once its college is resolved against the college list. */
export type ResolvedRecordRow = Omit<AdmissionRecordImportRow, 'collegeCode' | 'collegeName'> & {
  collegeCode: string;
  collegeName: string;
};

const NATURAL_KEY: NaturalKey = {
  key: ['college_code', 'year', 'province', 'category', 'batch', 'group_code', 'scope', 'major_key', 'round'],
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
    'plan_category',
    'filed_count',
    'tiebreak',
    'source_url',
  ],
};

function toRow(
  r: AdmissionRecord | (ResolvedRecordRow & { sample: boolean }),
): Insertable<AdmissionRecordsTable> {
  return {
    ...unitColumns(r),
    scope: r.scope,
    major_key: r.scope === '专业' ? (r.majorCode ?? r.majorName ?? '') : '',
    major_code: r.majorCode,
    major_name: r.majorName,
    plan_count: r.planCount,
    min_score: r.minScore,
    avg_score: r.avgScore,
    max_score: r.maxScore,
    min_rank: r.minRank,
    ...('round' in r
      ? {
          round: r.round,
          plan_category: r.planCategory,
          filed_count: r.filedCount,
          tiebreak: r.tiebreak,
          source_url: r.sourceUrl,
        }
      : { round: '', plan_category: '普通类', filed_count: null, tiebreak: null, source_url: null }),
  };
}

const writers = partitionedWriters('admission_records', NATURAL_KEY, toRow);
/** Seeds sample records as the generator streams them (with `force`, the sample rows are replaced). */
export const seedAdmissionRecords: (
  db: Db,
  records: Iterable<AdmissionRecord>,
  force: boolean,
) => Promise<number> = writers.seed;
/** Writes imported records in the import's transaction. */
export const importAdmissionRecords = writers.importRows;
export const restoreAdmissionRecords = writers.restore;

/**
 * The records the site compares with: each batch's first 投档 (round ''). The later rounds (征集 投档, the 录取
 * tables) are kept as published but are not what a candidate's chance is read from.
 */
export function loadAdmissionRecords(db: Db, province: string): Promise<AdmissionRecordRow[]> {
  return db
    .selectFrom('admission_records')
    .selectAll()
    .where('province', '=', province)
    .where('round', '=', '')
    .execute();
}

/** The columns the units of 模拟填报 read, of `province`'s records (of some categories only, when given). */
export type UnitColumnsRow = Awaited<ReturnType<typeof loadUnitColumns>>[number];

export function loadUnitColumns(db: Db, province: string, categories: readonly string[] = []) {
  let query = db
    .selectFrom('admission_records')
    .select([
      'year',
      'category',
      'batch',
      'college_code',
      'college_name',
      'group_code',
      'scope',
      'major_code',
      'major_name',
      'plan_count',
      'min_score',
      'min_rank',
      'sample',
    ])
    .where('province', '=', province)
    .where('round', '=', '');
  if (categories.length > 0) query = query.where('category', 'in', [...categories]);
  return query.execute();
}

export const hasSampleAdmissionRecords = (db: Db) => hasSampleRows(db, 'admission_records');
