// Searching text the same way on SQLite and PostgreSQL: "contains", ignoring ASCII case, with the keyword's
// own wildcards (% and _) taken literally.
import { sql, type RawBuilder } from 'kysely';

/** `%…%` for LIKE with the keyword's own wildcards escaped (ESCAPE '\'). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Whether any of `columns` contains `keyword` (ASCII case ignored). */
export function containsAny(columns: readonly string[], keyword: string): RawBuilder<boolean> {
  const pattern = containsPattern(keyword);
  const tests = columns.map((column) => sql`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
