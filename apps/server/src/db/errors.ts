// Recognises a unique-constraint violation on either database, so that a race between two requests (two
// registrations of one phone) answers a conflict instead of a server fault.
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL: SQLSTATE 23505; SQLite (better-sqlite3): SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Largest value of an `integer` column (PostgreSQL int4); a larger id cannot exist and must not be queried. */
export const MAX_INT_ID = 2_147_483_647;

/** Whether `id` can be the value of an integer id column. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_INT_ID;
}
