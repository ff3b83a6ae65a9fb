// A lock any module can take inside its own transaction, on SQLite and PostgreSQL alike and across processes:
// writing the key's row makes every other transaction that writes it wait until this one ends. A count limit
// ("at most 50 lists") is then checked and written under the lock, so creates arriving together cannot all
// count the same 49. The write is an upsert that changes nothing, so the table holds one small row per key.
//
// PostgreSQL: INSERT … ON CONFLICT DO UPDATE locks the row until commit. SQLite: the statement is the
// transaction's first write and takes the database's write lock (other writers wait up to busy_timeout);
// because it comes before any read, no reader ever has to upgrade (which SQLite could only refuse).
import type { Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** Holds `key` until `trx` ends. Call it first in the transaction, before reading what it protects. */
export async function lockKey(trx: Transaction<DB>, key: string): Promise<void> {
  await trx
    .insertInto('write_locks')
    .values({ key })
    .onConflict((oc) => oc.column('key').doUpdateSet({ key }))
    .execute();
}
