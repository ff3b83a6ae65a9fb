// What a backup needs to know about a database's tables, read from its own catalog on SQLite and PostgreSQL
// alike: the tables (Kysely's migration records included) in an order where every table comes after the ones
// its foreign keys point to, their columns and primary keys, the last id each auto-increment handed out, and
// which migrations have run. Tables are named at run time here, so the schema's types cannot help: the
// queries are raw SQL with quoted identifiers.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';

/** Any table, any column: the backup copies whatever the schema holds. */
export type AnyTables = Record<string, Record<string, unknown>>;
export type AnyDb = Kysely<AnyTables>;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
}

export const MIGRATION_TABLE = 'kysely_migration';
export const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';

async function rows<T>(db: AnyDb, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

async function tableNames(db: AnyDb, dialect: DialectName): Promise<string[]> {
  const found =
    dialect === 'postgres'
      ? await rows<{ name: string }>(
          db,
          sql`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )
      : await rows<{ name: string }>(
          db,
          sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
        );
  return found.map((r) => r.name).sort();
}

async function describe(
  db: AnyDb,
  dialect: DialectName,
  name: string,
): Promise<TableInfo & { parents: string[] }> {
  if (dialect === 'sqlite') {
    const columns = await rows<{ name: string; pk: number }>(
      db,
      sql`select name, pk from pragma_table_info(${name})`,
    );
    const keys = await rows<{ parent: string }>(
      db,
      sql`select "table" as parent from pragma_foreign_key_list(${name})`,
    );
    return {
      name,
      columns: columns.map((c) => c.name),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      parents: keys.map((k) => k.parent),
    };
  }
  const columns = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${name} order by ordinal_position`,
  );
  const primaryKey = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(quote_ident(${name})) and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  const parents = await rows<{ parent: string }>(
    db,
    sql`select p.relname as parent from pg_constraint c
        join pg_class p on p.oid = c.confrelid
        where c.contype = 'f' and c.conrelid = to_regclass(quote_ident(${name}))`,
  );
  return {
    name,
    columns: columns.map((c) => c.name),
    primaryKey: primaryKey.map((c) => c.name),
    parents: parents.map((p) => p.parent),
  };
}

/** Every table, parents before children (ties by name), so rows can be inserted in this order. */
export async function describeTables(db: AnyDb, dialect: DialectName): Promise<TableInfo[]> {
  const described = [];
  for (const name of await tableNames(db, dialect)) described.push(await describe(db, dialect, name));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = described;
  while (pending.length > 0) {
    const ready = pending.filter((t) => t.parents.every((p) => p === t.name || placed.has(p)));
    // A cycle of foreign keys (none in this schema) would stall: place the rest by name rather than loop.
    const next = ready.length > 0 ? ready : pending;
    for (const { parents: _parents, ...table } of next) {
      ordered.push(table);
      placed.add(table.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** The names of the migrations that have run, in order (none on a database never migrated). */
export async function appliedMigrations(db: AnyDb, tables: readonly TableInfo[]): Promise<string[]> {
  if (!tables.some((t) => t.name === MIGRATION_TABLE)) return [];
  const found = await rows<{ name: string }>(
    db,
    sql`select name from ${sql.table(MIGRATION_TABLE)} order by name`,
  );
  return found.map((r) => r.name);
}

/** The last id each auto-increment column handed out, by table (so a restore never hands one out again). */
export async function lastIssuedIds(
  db: AnyDb,
  dialect: DialectName,
  tables: readonly TableInfo[],
): Promise<Record<string, number>> {
  const issued: Record<string, number> = {};
  if (dialect === 'sqlite') {
    // SQLite keeps the counters of AUTOINCREMENT tables in sqlite_sequence, made with the first such table.
    const exists = await rows<{ n: number }>(
      db,
      sql`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`,
    );
    if (Number(exists[0]?.n ?? 0) === 0) return issued;
    for (const row of await rows<{ name: string; seq: number }>(
      db,
      sql`select name, seq from sqlite_sequence`,
    ))
      issued[row.name] = Number(row.seq);
    return issued;
  }
  for (const table of tables) {
    if (!table.columns.includes('id')) continue;
    const [found] = await rows<{ sequence: string | null }>(
      db,
      sql`select pg_get_serial_sequence(quote_ident(${table.name}), 'id') as sequence`,
    );
    if (!found?.sequence) continue;
    const [state] = await rows<{ last_value: number; is_called: boolean }>(
      db,
      sql`select last_value, is_called from ${sql.raw(found.sequence)}`,
    );
    if (state) issued[table.name] = state.is_called ? Number(state.last_value) : Number(state.last_value) - 1;
  }
  return issued;
}

/** Makes the auto-increments continue after `issued` (or after the largest id present, if higher). */
export async function continueIds(
  db: AnyDb,
  dialect: DialectName,
  tables: readonly TableInfo[],
  issued: Readonly<Record<string, number>>,
): Promise<void> {
  for (const [table, last] of Object.entries(issued)) {
    if (!tables.some((t) => t.name === table)) continue;
    if (dialect === 'sqlite') {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`insert into sqlite_sequence (name, seq)
                select ${table}, max(${last}, coalesce((select max(id) from ${sql.table(table)}), 0))`.execute(
        db,
      );
      continue;
    }
    await sql`select setval(pg_get_serial_sequence(quote_ident(${table}), 'id'),
                greatest(${last}, coalesce((select max(id) from ${sql.table(table)}), 0), 1),
                greatest(${last}, coalesce((select max(id) from ${sql.table(table)}), 0)) > 0)`.execute(db);
  }
}
