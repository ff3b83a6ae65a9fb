// What the partitions of an admission data table held before an import wrote them, and putting it back (the
// back office's undo of the last import of a kind). A partition is a year, province and category; the rows are
// kept whole, ids included, so an undone import leaves the table exactly as it was before it.
import type { ExpressionBuilder } from 'kysely';
import { insertRows } from './bulk.ts';
import type { PartitionedTable, Partition } from './partitioned-rows.ts';
import type { DB, Db } from './schema.ts';

/** The rows of some partitions of a table as they were (JSON-safe: the tables hold numbers and strings). */
export interface PartitionSnapshot {
  partitions: Partition[];
  rows: Record<string, unknown>[];
}

/** The filter of the rows of `partitions` (the four tables share these columns; typed as one of them). */
const inPartitions = (partitions: readonly Partition[]) => (eb: ExpressionBuilder<DB, 'score_lines'>) =>
  eb.or(
    partitions.map((p) =>
      eb.and([eb('year', '=', p.year), eb('province', '=', p.province), eb('category', '=', p.category)]),
    ),
  );

const PARTITIONS_PER_STATEMENT = 50;

function* partitionBatches(partitions: readonly Partition[]) {
  for (let i = 0; i < partitions.length; i += PARTITIONS_PER_STATEMENT)
    yield partitions.slice(i, i + PARTITIONS_PER_STATEMENT);
}

/** What `partitions` of `table` hold now. */
export async function snapshotPartitions(
  db: Db,
  table: PartitionedTable,
  partitions: readonly Partition[],
): Promise<PartitionSnapshot> {
  const rows: Record<string, unknown>[] = [];
  for (const batch of partitionBatches(partitions)) {
    const found = await db
      .selectFrom(table as 'score_lines')
      .where(inPartitions(batch))
      .selectAll()
      .orderBy('id')
      .execute();
    rows.push(...(found as Record<string, unknown>[]));
  }
  return { partitions: [...partitions], rows };
}

/** Empties the snapshot's partitions of `table` and puts its rows back; what was taken out and put back. */
export async function restorePartitions(
  db: Db,
  table: PartitionedTable,
  snapshot: PartitionSnapshot,
): Promise<{ removed: number; restored: number }> {
  let removed = 0;
  for (const batch of partitionBatches(snapshot.partitions)) {
    const result = await db
      .deleteFrom(table as 'score_lines')
      .where(inPartitions(batch))
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  const restored = await insertRows(db, table, snapshot.rows as never[]);
  return { removed, restored };
}
