// The volunteer_shares table: read-only links to a list. The link's secret is 32 random bytes shown once;
// only its SHA-256 is stored, so the table alone opens nothing. A list has at most
// ACTIVE_SHARES_PER_LIST_MAX active links and keeps its newest ENDED_SHARES_PER_LIST_KEPT ended ones
// (revoked or expired), counted and written under the list's lock so that links made together cannot pass it.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ACTIVE_SHARES_PER_LIST_MAX, ENDED_SHARES_PER_LIST_KEPT } from '@zhiyuan/contracts';
import type { DB, VolunteerSharesTable } from '../../db/schema.ts';
import { lockKey } from '../../db/write-locks.ts';

export type ShareRecord = Selectable<VolunteerSharesTable>;

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createShareStore(db: Kysely<DB>) {
  return {
    /** A new link to the list with its id and its secret, or 'full' when the list has the most active links. */
    create: (
      tableId: number,
      at: number,
      expiresAt: number,
    ): Promise<{ id: number; token: string } | 'full'> =>
      db.transaction().execute(async (trx) => {
        await lockKey(trx, `volunteer_shares:${tableId}`);
        const ofList = trx.selectFrom('volunteer_shares').where('table_id', '=', tableId);
        const active = await ofList
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', at)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= ACTIVE_SHARES_PER_LIST_MAX) return 'full';
        const ended = await ofList
          .select('id')
          .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', at)]))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(ENDED_SHARES_PER_LIST_KEPT)
          .limit(1_000)
          .execute();
        if (ended.length > 0) {
          await trx
            .deleteFrom('volunteer_shares')
            .where(
              'id',
              'in',
              ended.map((r) => r.id),
            )
            .execute();
        }
        const token = randomBytes(32).toString('base64url');
        const row = await trx
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
      }),

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
