// SMS verification codes: 6 random digits, valid 5 minutes, single use, at most 5 checks each (counted before
// the comparison), stored only as keyed hashes. What may be sent is counted in ./allowances.ts.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, type SmsPurpose } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { sameHex } from '../../lib/crypto.ts';
import { DAY, MINUTE, SECOND, type Clock } from '../../lib/time.ts';
import { maskPhone, type SmsDriver } from './driver.ts';
import { allowancesFor, releaseAll, reserveAll, SEND_COOLDOWN } from './allowances.ts';
import { codeWrongMessage, SMS_MESSAGES, smsText } from './messages.ts';

export const CODE_TTL = 5 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;

export interface SmsCodesOptions {
  db: Kysely<DB>;
  /** HMAC keyed with the server secret (the auth module's), for storing codes as hashes. */
  hmac(text: string): string;
  now: Clock;
  driver: SmsDriver;
  signature: string;
  log: FastifyBaseLogger;
}

/** Stores a new code's hash, superseding the phone's live codes of the purpose; returns its row id. */
async function storeCode(
  db: Kysely<DB>,
  code: { phone: string; purpose: SmsPurpose; userId: number | null; codeHash: string },
  t: number,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: t })
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('sms_codes')
      .where('created_at', '<', t - DAY)
      .execute();
    return trx
      .insertInto('sms_codes')
      .values({
        phone: code.phone,
        purpose: code.purpose,
        user_id: code.userId,
        code_hash: code.codeHash,
        attempts: 0,
        created_at: t,
        expires_at: t + CODE_TTL,
        consumed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export function createSmsCodes({ db, hmac, now, driver, signature, log }: SmsCodesOptions) {
  const hashOf = (phone: string, purpose: SmsPurpose, code: string) =>
    hmac(`sms:${phone}:${purpose}:${code}`);

  return {
    /** Sends a new code (superseding older ones of the same purpose); answers the cooldown in seconds. */
    async send(
      phone: string,
      purpose: SmsPurpose,
      userId: number | null = null,
    ): Promise<{ cooldownSeconds: number }> {
      const t = now();
      const allowances = allowancesFor(phone, purpose, userId);
      await reserveAll(db, allowances, t);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const inserted = await storeCode(
        db,
        { phone, purpose, userId, codeHash: hashOf(phone, purpose, code) },
        t,
      );
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
        await releaseAll(db, allowances, t);
        throw new AppError(ERROR_CODES.serverError, SMS_MESSAGES.deliveryFailed);
      }
      return { cooldownSeconds: SEND_COOLDOWN / SECOND };
    },

    /**
     * Checks and spends a code. Every check counts against it, right or wrong; the 5th wrong one kills it
     * and a 6th is never compared. For `bind`, the code belongs to the user who asked for it. Throws
     * 100400 naming `field`.
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
        .select(['id', 'user_id'])
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || (purpose === 'bind' && row.user_id !== options.userId))
        throw fieldError(field, SMS_MESSAGES.codeExpired);

      // The attempt is counted before the code is compared, in one guarded statement: of any number of
      // guesses arriving together, on any number of processes, only the first 5 get a comparison.
      const counted = await db
        .updateTable('sms_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', t)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning(['attempts', 'code_hash'])
        .executeTakeFirst();
      if (!counted) throw fieldError(field, SMS_MESSAGES.codeExpired);

      if (!sameHex(counted.code_hash, hashOf(phone, purpose, code))) {
        if (counted.attempts >= CODE_MAX_ATTEMPTS) {
          await db.updateTable('sms_codes').set({ consumed_at: t }).where('id', '=', row.id).execute();
          throw fieldError(field, SMS_MESSAGES.codeSpent);
        }
        throw fieldError(field, codeWrongMessage(CODE_MAX_ATTEMPTS - counted.attempts));
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
