// Password nonces: issued with the public key, encrypted by the browser together with the password, and
// accepted once within 5 minutes, so that a captured ciphertext cannot be sent again (issue 12). A nonce is
// its issue time, random bits and a MAC keyed with the server secret, so issuing needs no write (the public
// key is a public GET); only a used nonce is stored, until it would have expired, in password_nonces — in
// the database, so a nonce used on one server process is refused by every other.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MINUTE, type Clock } from '../../lib/time.ts';
import type { ServerKeys } from './keys.ts';

export const NONCE_TTL = 5 * MINUTE;
/** How far ahead of this process's clock another process's may be. */
const CLOCK_SKEW = MINUTE;
const NONCE_PATTERN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{22})$/;

/** Whether `text` has a nonce's shape (what the browser puts before the password). */
export function looksLikeNonce(text: string): boolean {
  return NONCE_PATTERN.test(text);
}

export type NonceVerdict = 'ok' | 'invalid' | 'expired' | 'replayed';

export function createPasswordNonces(db: Kysely<DB>, keys: ServerKeys, now: Clock) {
  const mac = (issued: string, random: string) =>
    Buffer.from(keys.hmac(`password-nonce:${issued}.${random}`).slice(0, 32), 'hex').toString('base64url');

  return {
    issue(): string {
      const issued = now().toString(36);
      const random = randomBytes(9).toString('base64url');
      return `${issued}.${random}.${mac(issued, random)}`;
    },

    /** Accepts a nonce this server issued, once, within its window. */
    async spend(nonce: string): Promise<NonceVerdict> {
      const parts = NONCE_PATTERN.exec(nonce);
      if (!parts) return 'invalid';
      const [, issuedText = '', random = '', given = ''] = parts;
      const expected = Buffer.from(mac(issuedText, random));
      if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given)))
        return 'invalid';
      const t = now();
      const issued = parseInt(issuedText, 36);
      if (issued > t + CLOCK_SKEW) return 'invalid';
      if (t - issued > NONCE_TTL) return 'expired';
      await db.deleteFrom('password_nonces').where('expires_at', '<=', t).execute();
      const stored = await db
        .insertInto('password_nonces')
        .values({ nonce, expires_at: issued + NONCE_TTL + CLOCK_SKEW })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return stored ? 'ok' : 'replayed';
    },
  };
}

export type PasswordNonces = ReturnType<typeof createPasswordNonces>;
