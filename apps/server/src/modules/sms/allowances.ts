// How many codes may be sent, counted per key in rate_counters with conditional updates, so that concurrent
// requests on several processes cannot slip past: one send per 60 s and a daily cap per key. A phone has one
// allowance for registration and password reset together and a separate one for binding, so that codes a
// signed-in user asks for another phone never spend what its owner needs to sign up or reset; each account
// also has its own, smaller allowance of bind codes.
import { sql, type Kysely } from 'kysely';
import { ERROR_CODES, type SmsPurpose } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { DAY, SECOND } from '../../lib/time.ts';
import { accountDailyCapMessage, cooldownMessage, dailyCapMessage } from './messages.ts';

export const SEND_COOLDOWN = 60 * SECOND;
/** Codes a phone may receive a day, per allowance (registration and reset; binding). */
export const SENDS_PER_DAY = 10;
/** Bind codes one account may ask for a day, whatever the phones. */
export const BIND_SENDS_PER_ACCOUNT_PER_DAY = 5;

export interface Allowance {
  key: string;
  perDay: number;
  capMessage(waitMs: number): string;
}

/** The allowances a send takes from: the phone's for the purpose, and for binding the account's too. */
export function allowancesFor(phone: string, purpose: SmsPurpose, userId: number | null): Allowance[] {
  if (purpose !== 'bind')
    return [{ key: `sms:${phone}`, perDay: SENDS_PER_DAY, capMessage: dailyCapMessage }];
  return [
    {
      key: `sms-bind-account:${userId ?? 0}`,
      perDay: BIND_SENDS_PER_ACCOUNT_PER_DAY,
      capMessage: accountDailyCapMessage,
    },
    { key: `sms-bind:${phone}`, perDay: SENDS_PER_DAY, capMessage: dailyCapMessage },
  ];
}

/** Takes one send from the allowance, or throws 100429 saying how long to wait. */
async function reserve(db: Kysely<DB>, allowance: Allowance, t: number): Promise<void> {
  const { key, perDay } = allowance;
  await db
    .insertInto('rate_counters')
    .values({ key, window_start: t, hits: 0, last_at: 0 })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const dayOver = t - DAY;
  const taken = await db
    .updateTable('rate_counters')
    .set({
      hits: sql<number>`case when window_start <= ${dayOver} then 1 else hits + 1 end`,
      window_start: sql<number>`case when window_start <= ${dayOver} then ${t} else window_start end`,
      last_at: t,
    })
    .where('key', '=', key)
    .where('last_at', '<=', t - SEND_COOLDOWN)
    .where((eb) => eb.or([eb('hits', '<', perDay), eb('window_start', '<=', dayOver)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;

  const row = await db
    .selectFrom('rate_counters')
    .select(['window_start', 'last_at'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  const cooldownLeft = row.last_at + SEND_COOLDOWN - t;
  const waitMs = cooldownLeft > 0 ? cooldownLeft : row.window_start + DAY - t;
  throw new AppError(
    ERROR_CODES.tooManyRequests,
    cooldownLeft > 0 ? cooldownMessage(waitMs) : allowance.capMessage(waitMs),
    { data: { retryAfterSeconds: Math.ceil(waitMs / SECOND) } },
  );
}

/** Gives sends back (the message could not be delivered, or another allowance refused), to retry at once. */
export async function releaseAll(db: Kysely<DB>, allowances: readonly Allowance[], t: number): Promise<void> {
  for (const { key } of allowances) {
    await db
      .updateTable('rate_counters')
      .set({ last_at: 0, hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
      .where('key', '=', key)
      .where('last_at', '=', t)
      .execute();
  }
}

/** Takes one send from each allowance in order; if one refuses, gives back those already taken. */
export async function reserveAll(db: Kysely<DB>, allowances: readonly Allowance[], t: number): Promise<void> {
  const taken: Allowance[] = [];
  try {
    for (const allowance of allowances) {
      await reserve(db, allowance, t);
      taken.push(allowance);
    }
  } catch (error) {
    await releaseAll(db, taken, t);
    throw error;
  }
}
