// Where each import kind's rows go: every kind is written by the module that owns its table (the catalog,
// the high schools, score lines, rank tables, admission records and plans), inside the import's
// transaction; imported records and plans also tell the catalog which majors their colleges offer.
import type {
  AdmissionPlanImportRow,
  AdmissionRecordImportRow,
  ImportKind,
  ImportRowMap,
} from '@zhiyuan/dataset';
import type { WriteCounts } from '../../db/bulk.ts';
import type { UndoableWrite } from '../../db/partitioned-rows.ts';
import type { Db } from '../../db/schema.ts';
import type { AdmissionPlans } from '../admission-plans/index.ts';
import type { AdmissionRecords } from '../admission-records/index.ts';
import type { Catalog, Offering } from '../catalog/index.ts';
import type { HighSchools } from '../high-schools/index.ts';
import type { RankTables } from '../rank-tables/index.ts';
import type { ScoreLines } from '../score-lines/index.ts';
import type { ResolvedCollege } from './references.ts';

/** The owners' writers an import goes through. */
export interface ImportWriters {
  catalog: Pick<
    Catalog,
    | 'importColleges'
    | 'importMajors'
    | 'recordOfferings'
    | 'references'
    | 'recordEnrollmentCodes'
    | 'enrollmentCodes'
  >;
  highSchools: Pick<HighSchools, 'importRows'>;
  scoreLines: Pick<ScoreLines, 'importRows' | 'restoreRows'>;
  rankTables: Pick<RankTables, 'importRows' | 'restoreRows'>;
  admissionRecords: Pick<AdmissionRecords, 'importRows' | 'restoreRows'>;
  admissionPlans: Pick<AdmissionPlans, 'importRows' | 'restoreRows'>;
}

/** The offerings (college, major) named by imported rows, each once. */
function offeringsOf(
  rows: readonly { collegeCode: string; majorCode: string | null; majorName: string | null }[],
) {
  const seen = new Set<string>();
  const offered: Offering[] = [];
  for (const { collegeCode, majorCode, majorName } of rows) {
    if (majorName === null) continue;
    const key = `${collegeCode}|${majorCode ?? majorName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    offered.push({ collegeCode, majorCode, majorName });
  }
  return offered;
}

/** Writes the checked rows of one kind; `resolved` holds each row's college (records and plans). */
export async function writeRows(
  writers: ImportWriters,
  trx: Db,
  kind: ImportKind,
  values: readonly unknown[],
  resolved: readonly (ResolvedCollege | null)[],
  now: number,
  onBatch: (done: number) => void,
): Promise<WriteCounts | UndoableWrite> {
  const college = (i: number): ResolvedCollege => {
    const c = resolved[i];
    if (!c) throw new Error('import row without a resolved college');
    return c;
  };
  switch (kind) {
    case 'colleges':
      return writers.catalog.importColleges(trx, values as ImportRowMap['colleges'][], now, onBatch);
    case 'majors':
      return writers.catalog.importMajors(trx, values as ImportRowMap['majors'][], onBatch);
    case 'score-lines':
      return writers.scoreLines.importRows(trx, values as ImportRowMap['score-lines'][], onBatch);
    case 'rank-table':
      return writers.rankTables.importRows(trx, values as ImportRowMap['rank-table'][], onBatch);
    case 'admission-records': {
      const rows = (values as AdmissionRecordImportRow[]).map((v, i) => ({ ...v, ...college(i) }));
      const result = await writers.admissionRecords.importRows(trx, rows, onBatch);
      await writers.catalog.recordOfferings(trx, offeringsOf(rows.filter((r) => r.scope === '专业')));
      return result;
    }
    case 'admission-plans': {
      const rows = (values as AdmissionPlanImportRow[]).map((v, i) => ({ ...v, ...college(i) }));
      const result = await writers.admissionPlans.importRows(trx, rows, onBatch);
      await writers.catalog.recordOfferings(trx, offeringsOf(rows));
      return result;
    }
    case 'high-schools':
      return writers.highSchools.importRows(trx, values as ImportRowMap['high-schools'][], now, onBatch);
  }
}

/** The kinds an import can be undone for, and the owner that puts their rows back. */
export function restorerOf(writers: ImportWriters, kind: ImportKind) {
  switch (kind) {
    case 'score-lines':
      return writers.scoreLines;
    case 'rank-table':
      return writers.rankTables;
    case 'admission-records':
      return writers.admissionRecords;
    case 'admission-plans':
      return writers.admissionPlans;
    default:
      return null;
  }
}
