// Makes a write fail half-way on a real database, to prove a transaction takes everything back: a trigger
// that refuses the inserts into one table (all of them, or those whose `column` is `value`) — SQLite's RAISE,
// PostgreSQL's plpgsql exception. Test-only literals: nothing here comes from outside the test.
import { sql } from 'kysely';
import type { DatabaseKind } from './databases.ts';
import type { TestApp } from './test-app.ts';

/** Installs the trigger on either database; returns its removal. */
export async function failInserts(
  t: TestApp,
  kind: DatabaseKind,
  table: string,
  only?: { column: string; value: string },
): Promise<() => Promise<void>> {
  const db = t.app.db;
  const name = `fail_${table}`;
  if (kind === 'sqlite') {
    const when = only ? ` when new.${only.column} = '${only.value}'` : '';
    await sql
      .raw(`create trigger ${name} before insert on ${table}${when} begin select raise(abort, 'boom'); end`)
      .execute(db);
    return async () => void (await sql.raw(`drop trigger ${name}`).execute(db));
  }
  const test = only
    ? `if new.${only.column} = '${only.value}' then raise exception 'boom'; end if; return new;`
    : `raise exception 'boom';`;
  await sql
    .raw(`create function ${name}() returns trigger as $$ begin ${test} end $$ language plpgsql`)
    .execute(db);
  await sql
    .raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`)
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  };
}
