// The writes the four admission data tables share (score_lines, rank_tables, admission_records,
// admission_plans), each table's owner calling them for its own table. Their rows fall into partitions — a
// year, province and category — and carry a sample flag: samples are only ever seeded into partitions that
// have no rows, and official rows replace the sample rows of their partition.
import type { Insertable } from 'kysely';
import { countRows, insertRows, upsertRows, type WriteCounts } from './bulk.ts';
import { restorePartitions, snapshotPartitions, type PartitionSnapshot } from './partition-snapshots.ts';
import type { DB, Db } from './schema.ts';

export type PartitionedTable = 'score_lines' | 'rank_tables' | 'admission_records' | 'admission_plans';

/** A year, province and category. */
export interface Partition {
  year: number;
  province: string;
  category: string;
}

/** The natural key of a table and the columns an upsert compares. */
export interface NaturalKey {
  key: readonly string[];
  update: readonly string[];
}

export const partitionKey = (p: Partition) => `${p.year}|${p.province}|${p.category}`;

/** The partitions that have any row in `table`. */
export async function filledPartitions(db: Db, table: PartitionedTable): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select(['year', 'province', 'category']).distinct().execute();
  return new Set(rows.map(partitionKey));
}

/** How many rows, and sample rows, a year and category of a table holds. */
export interface PartitionCount {
  year: number;
  category: string;
  rows: number;
  sampleRows: number;
}

/** The rows of `table` by year and category (the dashboard's data status). */
export async function partitionCounts(db: Db, table: PartitionedTable): Promise<PartitionCount[]> {
  const rows = await db
    .selectFrom(table as 'score_lines')
    .select((eb) => [
      'year',
      'category',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('sample').as('sample_rows'),
    ])
    .groupBy(['year', 'category'])
    .execute();
  return rows.map((r) => ({
    year: r.year,
    category: r.category,
    rows: Number(r.rows),
    sampleRows: Number(r.sample_rows ?? 0),
  }));
}

/** Deletes every sample row of `table` (the CLI's `seed --force`). */
export async function deleteSampleRows(db: Db, table: PartitionedTable): Promise<number> {
  const result = await db.deleteFrom(table).where('sample', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether `table` has any sample row. */
export async function hasSampleRows(db: Db, table: PartitionedTable): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('sample', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes sample rows into the partitions of `table` that have no rows yet (with `force`, the sample rows are
 * deleted first, so they are written again); rows arrive in any order and in batches (the generator streams
 * them). Returns the rows written.
 */
export async function seedSampleRows<T extends PartitionedTable>(
  db: Db,
  table: T,
  rows: Iterable<Insertable<DB[T]> & Partition>,
  force: boolean,
  batchRows = 4000,
): Promise<number> {
  if (force) await deleteSampleRows(db, table);
  const filled = await filledPartitions(db, table);
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

/** Deletes the sample rows of the partitions an import touched. */
async function removeSamplesOf(
  db: Db,
  table: PartitionedTable,
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

/** The partitions of `rows`, each once. */
export function partitionsOf(rows: readonly Partition[]): Partition[] {
  const seen = new Map<string, Partition>();
  for (const r of rows) {
    const key = partitionKey(r);
    if (!seen.has(key)) seen.set(key, { year: r.year, province: r.province, category: r.category });
  }
  return [...seen.values()];
}

/** What an import of official rows did, and what its partitions held before it (to undo it). */
export interface UndoableWrite extends WriteCounts {
  undo: PartitionSnapshot;
}

/**
 * Upserts official rows (sample = 0) of `table` on its natural key and removes the sample rows of the same
 * partitions; `removeMore` deletes further rows of those partitions, counted as removed (a rank table's
 * lines missing from the file). Run inside the import's transaction.
 */
export async function writeOfficialRows<T extends PartitionedTable>(
  db: Db,
  table: T,
  rows: readonly (Insertable<DB[T]> & Partition)[],
  naturalKey: NaturalKey,
  options: {
    onBatch?: (done: number) => void;
    removeMore?: (partitions: readonly Partition[]) => Promise<number>;
  } = {},
): Promise<UndoableWrite> {
  const partitions = partitionsOf(rows);
  const undo = await snapshotPartitions(db, table, partitions);
  const before = await countRows(db, table);
  const changed = await upsertRows(
    db,
    table,
    rows as readonly Insertable<DB[T]>[],
    naturalKey.key,
    naturalKey.update,
    options.onBatch ? { onBatch: options.onBatch } : {},
  );
  let removed = await removeSamplesOf(db, table, partitions);
  if (options.removeMore) removed += await options.removeMore(partitions);
  const after = await countRows(db, table);
  return { changed, before, after, removed, undo };
}

/**
 * The seeding and import writers of one partitioned table, from its natural key and its row mapping (of a
 * generated sample row, or of an imported row with its sample flag); `removeMore` as for writeOfficialRows.
 */
export function partitionedWriters<T extends PartitionedTable, Sample, Imported>(
  table: T,
  naturalKey: NaturalKey,
  toRow: (row: Sample | (Imported & { sample: boolean })) => Insertable<DB[T]> & Partition,
  removeMore?: (
    db: Db,
    rows: readonly (Insertable<DB[T]> & Partition)[],
    partitions: readonly Partition[],
  ) => Promise<number>,
) {
  return {
    /** Seeds sample rows as they stream in (with `force`, the sample rows are replaced); the rows written. */
    seed(db: Db, rows: Iterable<Sample>, force: boolean): Promise<number> {
      function* mapped() {
        for (const row of rows) yield toRow(row);
      }
      return seedSampleRows(db, table, mapped(), force);
    },

    /** Writes imported rows in the import's transaction; what they did and what was there before. */
    importRows(db: Db, rows: readonly Imported[], onBatch?: (done: number) => void): Promise<UndoableWrite> {
      const values = rows.map((r) => toRow({ ...r, sample: false }));
      return writeOfficialRows(db, table, values, naturalKey, {
        ...(onBatch ? { onBatch } : {}),
        ...(removeMore ? { removeMore: (partitions) => removeMore(db, values, partitions) } : {}),
      });
    },

    /** Puts back what an import's partitions held before it (undo), in the undo's transaction. */
    restore(db: Db, snapshot: PartitionSnapshot) {
      return restorePartitions(db, table, snapshot);
    },
  };
}

/** The columns of a unit (a college, or its 专业组, in a batch) that admission records and plans share. */
export function unitColumns(r: {
  year: number;
  province: string;
  category: string;
  batch: string;
  collegeCode: string;
  collegeName: string;
  groupCode: string | null;
  sample: boolean;
}) {
  return {
    year: r.year,
    province: r.province,
    category: r.category,
    batch: r.batch,
    college_code: r.collegeCode,
    college_name: r.collegeName,
    group_code: r.groupCode ?? '',
    sample: r.sample ? 1 : 0,
  };
}
