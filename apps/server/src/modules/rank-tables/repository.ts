// The rank_tables table (一分一段, a row per score): the only code that reads or writes it. Sample tables are
// seeded into years and categories that have none; an imported table is the whole table of its year and
// category, so it replaces the sample rows and drops any line of that table the file does not have.
import type { Insertable, Selectable } from 'kysely';
import type { RankTableImportRow, RankTableRow } from '@zhiyuan/dataset';
import {
  hasSampleRows,
  partitionedWriters,
  partitionKey,
  type NaturalKey,
  type Partition,
} from '../../db/partitioned-rows.ts';
import type { Db, RankTablesTable } from '../../db/schema.ts';

export type RankTableRecord = Selectable<RankTablesTable>;

const NATURAL_KEY: NaturalKey = {
  key: ['year', 'province', 'category', 'score'],
  update: ['count', 'cumulative', 'sample', 'source_url'],
};

function toRow(row: RankTableRow | (RankTableImportRow & { sample: boolean })): Insertable<RankTablesTable> {
  return {
    year: row.year,
    province: row.province,
    category: row.category,
    score: row.score,
    count: row.count,
    cumulative: row.cumulative,
    sample: row.sample ? 1 : 0,
    source_url: 'sourceUrl' in row ? row.sourceUrl : null,
  };
}

/** The file is the whole table: its partitions' lines missing from the file go too. */
async function removeMissingLines(
  db: Db,
  rows: readonly Insertable<RankTablesTable>[],
  partitions: readonly Partition[],
): Promise<number> {
  let removed = 0;
  for (const p of partitions) {
    const scores = rows.filter((r) => partitionKey(r) === partitionKey(p)).map((r) => r.score);
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
  return removed;
}

const writers = partitionedWriters('rank_tables', NATURAL_KEY, toRow, removeMissingLines);
/** Seeds sample tables (with `force`, the sample rows are replaced); returns the rows written. */
export const seedRankTables: (db: Db, rows: Iterable<RankTableRow>, force: boolean) => Promise<number> =
  writers.seed;
/** Writes imported tables in the import's transaction. */
export const importRankTables = writers.importRows;
export const restoreRankTables = writers.restore;

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

/** Candidates per `year|category` of `province`: each table's largest cumulative count. */
export async function loadCandidateTotals(db: Db, province: string): Promise<Map<string, number>> {
  const totals = await db
    .selectFrom('rank_tables')
    .select(['year', 'category', (eb) => eb.fn.max('cumulative').as('candidates')])
    .where('province', '=', province)
    .groupBy(['year', 'category'])
    .execute();
  return new Map(totals.map((t) => [`${t.year}|${t.category}`, Number(t.candidates)]));
}

export const hasSampleRankTables = (db: Db) => hasSampleRows(db, 'rank_tables');
