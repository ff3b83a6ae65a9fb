// Image captchas (svg-captcha): the text is drawn as paths, the answer is stored only as a keyed hash, it
// expires after 5 minutes and is spent by the first attempt, right or wrong, so it cannot be guessed at.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { DB } from '../../db/schema.ts';
import { sameHex } from '../../lib/crypto.ts';
import { MINUTE, type Clock } from '../../lib/time.ts';
import type { ServerKeys } from './keys.ts';

export const CAPTCHA_TTL = 5 * MINUTE;
// No 0/O, 1/I/L: characters people confuse in a noisy picture. Answers are compared without case.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 4;

// The package's typings describe only its named helpers; its default export draws a given text.
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; background: string },
) => string;

/** Four random characters of the alphabet, from the system's secure generator. */
export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

export interface CaptchaOptions {
  /** false only outside production: every answer is then accepted (automated tests). */
  enabled: boolean;
  /** The text to draw; tests pass a known one to solve the captcha over HTTP. */
  text?: () => string;
}

export function createCaptchas(db: Kysely<DB>, keys: ServerKeys, now: Clock, options: CaptchaOptions) {
  const hashOf = (id: string, answer: string) => keys.hmac(`captcha:${id}:${answer.trim().toLowerCase()}`);
  const nextText = options.text ?? randomCaptchaText;

  return {
    enabled: options.enabled,

    async issue(): Promise<{ captchaId: string; svg: string }> {
      const t = now();
      const captchaId = randomUUID();
      const text = nextText();
      await db.deleteFrom('captchas').where('expires_at', '<=', t).execute();
      await db
        .insertInto('captchas')
        .values({
          id: captchaId,
          answer_hash: hashOf(captchaId, text),
          created_at: t,
          expires_at: t + CAPTCHA_TTL,
        })
        .execute();
      const svg = drawCaptcha(text, { width: 120, height: 40, noise: 2, color: true, background: '#f0f5ff' });
      return { captchaId, svg };
    },

    /** Spends the captcha and says whether the answer was right (always right when captchas are off). */
    async verify(captchaId: string, answer: string): Promise<boolean> {
      if (!options.enabled) return true;
      const row = await db
        .deleteFrom('captchas')
        .where('id', '=', captchaId)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at <= now()) return false;
      return sameHex(row.answer_hash, hashOf(captchaId, answer));
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
