// Reading and writing a table's rows by name for backup and restore: reads page through the primary key (so a
// large table never sits in memory whole, and every page comes from the same snapshot when the caller reads
// inside one transaction), writes go in batches small enough for either database's limit on parameters.
import { sql, type RawBuilder } from 'kysely';
import type { AnyDb, TableInfo } from './catalog.ts';

/** Rows per read. */
const PAGE = 2000;
/** Parameters per insert: below SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 16_000;

/** The table's rows as arrays in `table.columns` order, a page at a time, in primary-key order. */
export async function* readRows(db: AnyDb, table: TableInfo): AsyncGenerator<unknown[][]> {
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const from = sql.table(table.name);
  if (table.primaryKey.length === 0) {
    // No key to page by (no table of this schema): the rows in one read, in a stable order.
    const all = await sql<
      Record<string, unknown>
    >`select ${columns} from ${from} order by ${columns}`.execute(db);
    if (all.rows.length > 0) yield all.rows.map((row) => table.columns.map((c) => row[c]));
    return;
  }
  const key = sql.join(table.primaryKey.map((c) => sql.ref(c)));
  let after: unknown[] | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after ? sql`where (${key}) > (${sql.join(after)})` : sql``;
    const page: { rows: Record<string, unknown>[] } = await sql<
      Record<string, unknown>
    >`select ${columns} from ${from} ${where}
      order by ${key} limit ${PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    yield page.rows.map((row) => table.columns.map((c) => row[c]));
    const last: Record<string, unknown> = page.rows.at(-1) ?? {};
    after = table.primaryKey.map((c) => last[c]);
    if (page.rows.length < PAGE) return;
  }
}

/** Inserts rows given as arrays in `columns` order. */
export async function insertRows(
  db: AnyDb,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, columns.length)));
  for (let at = 0; at < rows.length; at += perInsert) {
    const values = rows
      .slice(at, at + perInsert)
      .map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i] ?? null])));
    await db.insertInto(table).values(values).execute();
  }
}

/** The number of rows in each table. */
export async function countRows(db: AnyDb, tables: readonly TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    counts[table.name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
