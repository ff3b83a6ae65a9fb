// The class_join_guesses table: how many join codes an account tried this hour. A guess is taken before the
// code is looked up, with one conditional update, so that guesses arriving together — on one process or many
// sharing the database — are counted one by one and the eleventh is refused whatever the order; a right code
// gives its guess back. With about 2^40 codes and an SMS-verified phone behind each account, guessing a class's
// code stays out of reach; a whole grade joining from one address is not limited.
import { sql, type Kysely } from 'kysely';
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { HOUR, MINUTE, SECOND } from '../../lib/time.ts';
import { CLASS_MESSAGES as M } from './messages.ts';

/** Join codes one account may try an hour (a right code does not count). */
export const JOIN_GUESSES_PER_HOUR = 10;

export function createJoinGuesses(db: Kysely<DB>) {
  return {
    /** Takes one guess from the account's hour, or throws 100429 saying how long to wait. */
    async take(userId: number, t: number): Promise<void> {
      await db
        .insertInto('class_join_guesses')
        .values({ user_id: userId, window_start: t, guesses: 0 })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const over = t - HOUR;
      const taken = await db
        .updateTable('class_join_guesses')
        .set({
          guesses: sql<number>`case when window_start <= ${over} then 1 else guesses + 1 end`,
          window_start: sql<number>`case when window_start <= ${over} then ${t} else window_start end`,
        })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('guesses', '<', JOIN_GUESSES_PER_HOUR), eb('window_start', '<=', over)]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return;
      const row = await db
        .selectFrom('class_join_guesses')
        .select('window_start')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const waitMs = Math.max(SECOND, Number(row.window_start) + HOUR - t);
      throw new AppError(ERROR_CODES.tooManyRequests, M.tooManyGuesses(Math.ceil(waitMs / MINUTE)), {
        data: { retryAfterSeconds: Math.ceil(waitMs / SECOND) },
        headers: { 'retry-after': String(Math.ceil(waitMs / SECOND)) },
      });
    },

    /** Gives a guess back: the code was right. */
    async giveBack(userId: number): Promise<void> {
      await db
        .updateTable('class_join_guesses')
        .set({ guesses: sql<number>`case when guesses > 0 then guesses - 1 else 0 end` })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}

export type JoinGuesses = ReturnType<typeof createJoinGuesses>;
