// SMS verification codes: 6 random digits, valid 5 minutes, single use, dead after 5 wrong attempts, stored
// only as keyed hashes. Per phone: one send per 60 s and at most 10 a day, counted in the database with
// conditional updates so that concurrent requests on several processes cannot slip past the limits.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, type SmsPurpose } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { sameHex } from '../../lib/crypto.ts';
import { DAY, MINUTE, SECOND, type Clock } from '../../lib/time.ts';
import type { ServerKeys } from '../auth/keys.ts';
import { maskPhone, type SmsDriver } from './driver.ts';
import { codeWrongMessage, cooldownMessage, dailyCapMessage, SMS_MESSAGES, smsText } from './messages.ts';

export const CODE_TTL = 5 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const SEND_COOLDOWN = 60 * SECOND;
export const SENDS_PER_DAY = 10;

export interface SmsCodesOptions {
  db: Kysely<DB>;
  keys: ServerKeys;
  now: Clock;
  driver: SmsDriver;
  signature: string;
  log: FastifyBaseLogger;
}

export function createSmsCodes({ db, keys, now, driver, signature, log }: SmsCodesOptions) {
  const hashOf = (phone: string, purpose: SmsPurpose, code: string) =>
    keys.hmac(`sms:${phone}:${purpose}:${code}`);

  /** Takes one send from the phone's allowance, or throws 100429 saying how long to wait. */
  async function reserve(phone: string, t: number): Promise<void> {
    const key = `sms:${phone}`;
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
      .where((eb) => eb.or([eb('hits', '<', SENDS_PER_DAY), eb('window_start', '<=', dayOver)]))
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
      cooldownLeft > 0 ? cooldownMessage(waitMs) : dailyCapMessage(waitMs),
      { data: { retryAfterSeconds: Math.ceil(waitMs / SECOND) } },
    );
  }

  /** Gives the send back when the message could not be delivered, so the person may retry at once. */
  async function release(phone: string, t: number): Promise<void> {
    await db
      .updateTable('rate_counters')
      .set({ last_at: 0, hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
      .where('key', '=', `sms:${phone}`)
      .where('last_at', '=', t)
      .execute();
  }

  return {
    /** Sends a new code (superseding older ones of the same purpose); answers the cooldown in seconds. */
    async send(
      phone: string,
      purpose: SmsPurpose,
      userId: number | null = null,
    ): Promise<{ cooldownSeconds: number }> {
      const t = now();
      await reserve(phone, t);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const inserted = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sms_codes')
          .set({ consumed_at: t })
          .where('phone', '=', phone)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .deleteFrom('sms_codes')
          .where('created_at', '<', t - DAY)
          .execute();
        return trx
          .insertInto('sms_codes')
          .values({
            phone,
            purpose,
            user_id: userId,
            code_hash: hashOf(phone, purpose, code),
            attempts: 0,
            created_at: t,
            expires_at: t + CODE_TTL,
            consumed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      try {
        await driver.send({
          phone,
          code,
          purpose,
          text: smsText(signature, purpose, code, CODE_TTL / MINUTE),
        });
      } catch (error) {
        log.error(
          { err: error, sms: { phone: maskPhone(phone), purpose, driver: driver.name } },
          'SMS delivery failed',
        );
        await db.deleteFrom('sms_codes').where('id', '=', inserted.id).execute();
        await release(phone, t);
        throw new AppError(ERROR_CODES.serverError, SMS_MESSAGES.deliveryFailed);
      }
      return { cooldownSeconds: SEND_COOLDOWN / SECOND };
    },

    /**
     * Checks and spends a code. Wrong codes count against it; the 5th wrong one kills it. For `bind`, the code
     * belongs to the user who asked for it. Throws 100400 naming `field`.
     */
    async verify(
      phone: string,
      purpose: SmsPurpose,
      code: string,
      options: { userId?: number; field?: string } = {},
    ) {
      const field = options.field ?? 'code';
      const t = now();
      const row = await db
        .selectFrom('sms_codes')
        .select(['id', 'code_hash', 'expires_at', 'user_id'])
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const usable = row && row.expires_at > t && (purpose !== 'bind' || row.user_id === options.userId);
      if (!row || !usable) throw fieldError(field, SMS_MESSAGES.codeExpired);

      if (!sameHex(row.code_hash, hashOf(phone, purpose, code))) {
        const counted = await db
          .updateTable('sms_codes')
          .set({ attempts: sql<number>`attempts + 1` })
          .where('id', '=', row.id)
          .where('consumed_at', 'is', null)
          .returning('attempts')
          .executeTakeFirst();
        const attempts = counted?.attempts ?? CODE_MAX_ATTEMPTS;
        if (attempts >= CODE_MAX_ATTEMPTS) {
          await db.updateTable('sms_codes').set({ consumed_at: t }).where('id', '=', row.id).execute();
          throw fieldError(field, SMS_MESSAGES.codeSpent);
        }
        throw fieldError(field, codeWrongMessage(CODE_MAX_ATTEMPTS - attempts));
      }
      // Conditional, so that two requests racing with the same code cannot both use it.
      const spent = await db
        .updateTable('sms_codes')
        .set({ consumed_at: t })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw fieldError(field, SMS_MESSAGES.codeExpired);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
