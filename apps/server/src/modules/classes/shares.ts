// The volunteer_shares table: read-only links to a list. The link's secret is 32 random bytes shown once;
// only its SHA-256 is stored, so the table alone opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, VolunteerSharesTable } from '../../db/schema.ts';

export type ShareRecord = Selectable<VolunteerSharesTable>;

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createShareStore(db: Kysely<DB>) {
  return {
    /** A new link to the list; resolves with its id and its secret. */
    async create(tableId: number, at: number, expiresAt: number): Promise<{ id: number; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const row = await db
        .insertInto('volunteer_shares')
        .values({
          table_id: tableId,
          token_hash: hashShareToken(token),
          created_at: at,
          expires_at: expiresAt,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token };
    },

    ofTable: (tableId: number): Promise<ShareRecord[]> =>
      db
        .selectFrom('volunteer_shares')
        .selectAll()
        .where('table_id', '=', tableId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    find: (id: number): Promise<ShareRecord | undefined> =>
      db.selectFrom('volunteer_shares').selectAll().where('id', '=', id).executeTakeFirst(),

    byToken: (token: string): Promise<ShareRecord | undefined> =>
      db
        .selectFrom('volunteer_shares')
        .selectAll()
        .where('token_hash', '=', hashShareToken(token))
        .executeTakeFirst(),

    revoke: async (id: number, at: number) => {
      await db
        .updateTable('volunteer_shares')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type ShareStore = ReturnType<typeof createShareStore>;
