// The admission records module (历年录取): owns admission_records, answers the big-data search and its export
// and a college's history (`GET /api/college/admissions`), and gives the other modules the records in memory
// (the admission index, cached until the data changes), whether any is a sample, and the writers seeding
// and imports go through.
import type { Kysely } from 'kysely';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import { partitionCounts, type PartitionCount } from '../../db/partitioned-rows.ts';
import type { UndoableWrite } from '../../db/partitioned-rows.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { ConvertedRanks } from '../backtest/index.ts';
import type { Catalog } from '../catalog/index.ts';
import { AdmissionIndex } from './admission-index.ts';
import { admissionRecordHandlers } from './handlers.ts';
import {
  hasSampleAdmissionRecords,
  importAdmissionRecords,
  restoreAdmissionRecords,
  loadAdmissionRecords,
  loadUnitColumns,
  type UnitColumnsRow,
  type ResolvedRecordRow,
} from './repository.ts';

export { EXPORT_HEADERS } from './export.ts';
export { seedAdmissionRecords, type AdmissionRecordRow, type ResolvedRecordRow } from './repository.ts';
export type { AdmissionIndex } from './admission-index.ts';

export interface AdmissionRecordsDeps {
  db: Kysely<DB>;
  cache: DataCache;
  region: RegionConfig;
  now: Clock;
  catalog: Pick<Catalog, 'colleges' | 'collegeById'>;
  /** The most rows an export holds (20,000 by default; tests lower it to see a result cut). */
  exportMaxRows?: number | undefined;
  /** Converts a real row's score to a rank where none was published (the backtest module's). */
  convertedRanks: Pick<ConvertedRanks, 'ranker'>;
}

export interface AdmissionRecords {
  handlers: Pick<CallHandlers, 'searchAdmissions' | 'exportAdmissions' | 'getCollegeAdmissions'>;
  /** The region's records in memory, searchable. */
  index(): Promise<AdmissionIndex>;
  hasSample(): Promise<boolean>;
  /** The columns a unit is built from (the backtest's), of some categories only when given. */
  unitColumns(categories?: readonly string[]): Promise<UnitColumnsRow[]>;
  /** Rows and sample rows by year and category (控制台's data status). */
  counts(): Promise<PartitionCount[]>;
  /** Writes imported records in the import's transaction. */
  importRows(
    trx: Db,
    rows: readonly ResolvedRecordRow[],
    onBatch?: (done: number) => void,
  ): Promise<UndoableWrite>;
  /** Puts back what an import's partitions held before it (the undo of that import). */
  restoreRows(trx: Db, snapshot: PartitionSnapshot): Promise<{ removed: number; restored: number }>;
}

export function createAdmissionRecords(deps: AdmissionRecordsDeps): AdmissionRecords {
  const { db, cache, region, catalog } = deps;
  const index = () =>
    cache.get('admissionRecords:index', async () => {
      const [records, colleges] = await Promise.all([
        loadAdmissionRecords(db, region.province),
        catalog.colleges(),
      ]);
      return new AdmissionIndex(records, colleges);
    });
  return {
    handlers: admissionRecordHandlers({
      region,
      now: deps.now,
      index,
      collegeById: catalog.collegeById,
      exportMaxRows: deps.exportMaxRows,
      rowRanker: () => deps.convertedRanks.ranker(),
    }),
    index,
    hasSample: () => hasSampleAdmissionRecords(db),
    unitColumns: (categories = []) => loadUnitColumns(db, region.province, categories),
    counts: () => partitionCounts(db, 'admission_records'),
    importRows: importAdmissionRecords,
    restoreRows: restoreAdmissionRecords,
  };
}
