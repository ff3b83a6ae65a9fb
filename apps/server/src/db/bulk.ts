// Writing many rows at once, the same way on SQLite and PostgreSQL: multi-row INSERT statements sized to
// stay under both databases' bound-parameter limits (SQLite 32,766, PostgreSQL 65,535), and upserts on a
// natural key that touch a row only when one of its values really changes, so writing the same rows twice
// changes nothing. Callers run these inside one transaction.
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { DB, Db } from './schema.ts';

/** Bound parameters per statement: under SQLite's limit, so the same batches suit both databases. */
export const MAX_PARAMETERS = 30_000;

/** Rows per statement for rows of `columns` values. */
export function batchSize(columns: number): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
}

type Table = keyof DB;
type Row<T extends Table> = Insertable<DB[T]>;

/** Splits `rows` into statement-sized batches. */
export function* batches<R>(rows: readonly R[], size: number): Generator<R[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

function columnCount(rows: readonly object[]): number {
  return Object.keys(rows[0] ?? {}).length;
}

/** Plain inserts in batches; returns the number of rows written. */
export async function insertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  onBatch?: (written: number) => void,
): Promise<number> {
  let written = 0;
  for (const batch of batches(rows, batchSize(columnCount(rows)))) {
    // Kysely cannot follow a table name chosen at run time through its types; the rows are typed above.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
    written += batch.length;
    onBatch?.(written);
  }
  return written;
}

/** Inserts in batches, skipping rows whose natural key exists (seeding that never overwrites). */
export async function insertMissingRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  key: readonly string[],
): Promise<number> {
  let written = 0;
  for (const batch of batches(rows, batchSize(columnCount(rows)))) {
    const result = await db
      .insertInto(table)
      .values(batch as never)
      .onConflict((oc) => oc.columns(key as never).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** `table.a IS DISTINCT FROM excluded.a OR …`: the update only runs when a value changes. */
function anyChanged(table: string, columns: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.join(
    columns.map((c) => sql`${sql.ref(`${table}.${c}`)} IS DISTINCT FROM ${sql.ref(`excluded.${c}`)}`),
    sql` OR `,
  )}`;
}

export interface UpsertOptions {
  /** Columns set on a changed row without being compared (updated_at). */
  touch?: Readonly<Record<string, unknown>>;
  /** Called after each batch with the rows done so far. */
  onBatch?: (done: number) => void;
}

/**
 * Upserts in batches on the natural key `key` (a unique index): new rows are inserted, existing rows get
 * the `update` columns only when one of them differs. Returns how many rows were inserted or changed.
 */
export async function upsertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  key: readonly string[],
  update: readonly string[],
  options: UpsertOptions = {},
): Promise<number> {
  let changed = 0;
  let done = 0;
  for (const batch of batches(rows, batchSize(columnCount(rows)))) {
    const result = await db
      .insertInto(table)
      .values(batch as never)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet({
            ...Object.fromEntries(update.map((c) => [c, sql.ref(`excluded.${c}`)])),
            ...options.touch,
          } as never)
          .where(anyChanged(table, update)),
      )
      .executeTakeFirst();
    changed += Number(result.numInsertedOrUpdatedRows ?? 0);
    done += batch.length;
    options.onBatch?.(done);
  }
  return changed;
}

/** What a write did to a table: rows inserted or changed, rows before and after, rows it removed. */
export interface WriteCounts {
  changed: number;
  before: number;
  after: number;
  removed: number;
}

/** The number of rows in `table`. */
export async function countRows(db: Db, table: Table): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
