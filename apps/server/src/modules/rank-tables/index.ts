// The rank tables module (一分一段): owns rank_tables, answers the `/api/rankTable/*` calls, and gives the other
// modules each year and category's table in memory (loaded when first asked for, cached until the data
// changes), which years and categories have one, whether any is a sample, and the writers seeding and
// imports go through.
import type { Kysely } from 'kysely';
import type { RankTableImportRow, RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import { partitionCounts, type PartitionCount } from '../../db/partitioned-rows.ts';
import type { UndoableWrite } from '../../db/partitioned-rows.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { equivalentScoresAtRank, type EquivalentScoreRow } from './equivalent-scores.ts';
import { rankTableHandlers } from './handlers.ts';
import { RankTable } from './rank-table.ts';
import {
  hasSampleRankTables,
  importRankTables,
  restoreRankTables,
  loadRankTableRecords,
  rankTablePartitions,
} from './repository.ts';

export { loadCandidateTotals, seedRankTables } from './repository.ts';
export type { RankTable } from './rank-table.ts';
export type { EquivalentScoreRow } from './equivalent-scores.ts';

export interface RankTablesDeps {
  db: Kysely<DB>;
  cache: DataCache;
  region: RegionConfig;
}

export interface RankTables {
  handlers: Pick<CallHandlers, 'lookupRank' | 'rankByRank' | 'equivalentScores' | 'getRankTable'>;
  /** The table of a year and category in the region, or undefined when there is none. */
  table(year: number, category: string): Promise<RankTable | undefined>;
  /** Years (ascending) and their categories that have a rank table. */
  years(): Promise<ReadonlyMap<number, readonly string[]>>;
  /** 等位分 of a rank in the other years that `include` accepts (newest first): the one answer for every page. */
  equivalentScores(
    from: { year: number; category: string; rank: number },
    include?: (year: number) => boolean,
  ): Promise<EquivalentScoreRow[]>;
  hasSample(): Promise<boolean>;
  /** Rows and sample rows by year and category (控制台's data status). */
  counts(): Promise<PartitionCount[]>;
  /** Writes imported tables in the import's transaction. */
  importRows(
    trx: Db,
    rows: readonly RankTableImportRow[],
    onBatch?: (done: number) => void,
  ): Promise<UndoableWrite>;
  /** Puts back what an import's partitions held before it (the undo of that import). */
  restoreRows(trx: Db, snapshot: PartitionSnapshot): Promise<{ removed: number; restored: number }>;
}

export function createRankTables({ db, cache, region }: RankTablesDeps): RankTables {
  const province = region.province;
  const table = (year: number, category: string) =>
    cache.get(`rankTables:${year}|${category}`, async () => {
      const records = await loadRankTableRecords(db, year, province, category);
      return records.length === 0 ? undefined : new RankTable(year, category, records);
    });
  const years = () =>
    cache.get('rankTables:years', async () => {
      const byYear = new Map<number, string[]>();
      for (const { year, category } of await rankTablePartitions(db, province)) {
        byYear.set(year, [...(byYear.get(year) ?? []), category]);
      }
      return new Map([...byYear].sort(([a], [b]) => a - b));
    });
  return {
    handlers: rankTableHandlers({ region, table, years }),
    table,
    years,
    equivalentScores: (from, include) => equivalentScoresAtRank({ region, years, table }, from, include),
    hasSample: () => hasSampleRankTables(db),
    counts: () => partitionCounts(db, 'rank_tables'),
    importRows: importRankTables,
    restoreRows: restoreRankTables,
  };
}
