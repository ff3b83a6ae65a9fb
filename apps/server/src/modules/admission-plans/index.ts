// The admission plans module (招生计划): owns admission_plans; gives 模拟填报 the region's plans (cached until
// the data changes), seeding and imports their writers, and answers 选科查询 (electives.ts) and a college's
// 招生计划 (college-plans.ts).
import type { Kysely } from 'kysely';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import { partitionCounts, type PartitionCount } from '../../db/partitioned-rows.ts';
import type { UndoableWrite } from '../../db/partitioned-rows.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Catalog } from '../catalog/index.ts';
import { collegePlansHandlers } from './college-plans.ts';
import { electivesHandlers } from './electives.ts';
import {
  importAdmissionPlans,
  restoreAdmissionPlans,
  loadAdmissionPlanRecords,
  type AdmissionPlanRecord,
  type ResolvedPlanRow,
} from './repository.ts';

export { seedAdmissionPlans, type AdmissionPlanRecord, type ResolvedPlanRow } from './repository.ts';

export interface AdmissionPlansDeps {
  db: Kysely<DB>;
  cache: DataCache;
  region: RegionConfig;
  /** 当前年份 (the site's setting). */
  currentYear(): Promise<number>;
  catalog: Pick<Catalog, 'colleges' | 'collegeById'>;
}

export interface AdmissionPlans {
  /** The region's plans of every year. */
  plans(): Promise<readonly AdmissionPlanRecord[]>;
  /** Rows and sample rows by year and category (控制台's data status). */
  counts(): Promise<PartitionCount[]>;
  /** Writes imported plans in the import's transaction. */
  importRows(
    trx: Db,
    rows: readonly ResolvedPlanRow[],
    onBatch?: (done: number) => void,
  ): Promise<UndoableWrite>;
  /** Puts back what an import's partitions held before it (the undo of that import). */
  restoreRows(trx: Db, snapshot: PartitionSnapshot): Promise<{ removed: number; restored: number }>;
  handlers: Pick<CallHandlers, 'searchByElectives' | 'getCollegePlans'>;
}

export function createAdmissionPlans({
  db,
  cache,
  region,
  currentYear,
  catalog,
}: AdmissionPlansDeps): AdmissionPlans {
  const plans = () => cache.get('admissionPlans:all', () => loadAdmissionPlanRecords(db, region.province));
  return {
    plans,
    handlers: {
      ...electivesHandlers({ region, currentYear, plans, colleges: catalog.colleges }),
      ...collegePlansHandlers({ plans, collegeById: catalog.collegeById }),
    },
    counts: () => partitionCounts(db, 'admission_plans'),
    importRows: importAdmissionPlans,
    restoreRows: restoreAdmissionPlans,
  };
}
