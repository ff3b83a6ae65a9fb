// Transactions whose decision depends on rows other transactions may change at the same moment (the last
// admin: two admins demoting each other at once must not both succeed). PostgreSQL runs them SERIALIZABLE and
// one of two conflicting transactions fails with a serialization error, which is retried from the start (it
// then sees the other's result); SQLite already runs one write transaction at a time.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** PostgreSQL's "could not serialize access" and "deadlock detected". */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Runs `work` in a serializable transaction, again from the start when it lost a race (a few times). */
export async function serializable<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
