// Brute-force guard for passwords, per phone and whether or not an account exists (so it reveals nothing):
// the 5th failure within 15 minutes locks the phone for 15 minutes, and from then on every attempt also
// needs an image captcha until a login succeeds. Kept in the database so all server processes share it.
import { sql, type Kysely } from 'kysely';
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { formatBeijingTime, isoTime, MINUTE, type Clock } from '../../lib/time.ts';
import { lockedMessage } from './messages.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW = 15 * MINUTE;
export const LOGIN_LOCK_DURATION = 15 * MINUTE;

export interface GuardState {
  /** Epoch ms until which the phone is locked, or null. */
  lockedUntil: number | null;
  needsCaptcha: boolean;
}

export function createLoginGuard(db: Kysely<DB>, now: Clock) {
  return {
    async state(phone: string): Promise<GuardState> {
      const row = await db
        .selectFrom('login_guards')
        .select(['locked_until', 'needs_captcha'])
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!row) return { lockedUntil: null, needsCaptcha: false };
      return {
        lockedUntil: row.locked_until > now() ? row.locked_until : null,
        needsCaptcha: row.needs_captcha === 1,
      };
    },

    /** Counts a failure; returns the lock's end when this failure locked the phone. */
    async recordFailure(phone: string): Promise<number | null> {
      const t = now();
      const windowOpen = t - LOGIN_FAILURE_WINDOW;
      // One statement, so that concurrent failures are all counted.
      const row = await db
        .insertInto('login_guards')
        .values({ phone, failures: 1, window_start: t, locked_until: 0, needs_captcha: 0 })
        .onConflict((oc) =>
          oc.column('phone').doUpdateSet({
            failures: sql<number>`case when login_guards.window_start <= ${windowOpen} then 1 else login_guards.failures + 1 end`,
            window_start: sql<number>`case when login_guards.window_start <= ${windowOpen} then ${t} else login_guards.window_start end`,
          }),
        )
        .returning(['failures'])
        .executeTakeFirstOrThrow();
      if (row.failures < LOGIN_MAX_FAILURES) return null;
      const until = t + LOGIN_LOCK_DURATION;
      await db
        .updateTable('login_guards')
        .set({ locked_until: until, needs_captcha: 1, failures: 0, window_start: t })
        .where('phone', '=', phone)
        .execute();
      return until;
    },

    async clear(phone: string): Promise<void> {
      await db.deleteFrom('login_guards').where('phone', '=', phone).execute();
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/** The 100429 of a locked phone: until when, in China Standard Time, and that a captcha comes next. */
export function lockedError(until: number, now: number): AppError {
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  return new AppError(ERROR_CODES.tooManyRequests, lockedMessage(formatBeijingTime(until)), {
    data: { retryAfterSeconds: seconds, lockedUntil: isoTime(until), captchaRequired: true },
    headers: { 'retry-after': String(seconds) },
  });
}
