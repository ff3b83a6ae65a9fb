/**
 * Shared validation rules: the same zod schemas check the forms in the browser and the bodies on the
 * server, so both enforce the same rule with the same Chinese message (docs/deviations.md: the original's
 * phone check never ran and its password message named a bound it did not enforce).
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { isWebUrl } from './links.ts';

// Zod-free (links.ts, also in `@zhiyuan/contracts/basics`).
export { isWebUrl };

/** Shortest and longest password (characters). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
/** Digits in an SMS verification code. */
export const SMS_CODE_LENGTH = 6;
/** Longest name (characters). */
export const NAME_MAX_LENGTH = 20;

/** An 11-digit mainland mobile number: 1, then 3–9, then nine digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** A mobile number, trimmed first: required (请输入手机号码), then 11-digit mainland (请输入正确的手机号码). */
export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .regex(PHONE_PATTERN, { error: M.phoneInvalid });

/**
 * A plain password as typed (not trimmed: spaces count): required (请输入密码), then 6 to 64 characters
 * (密码长度介于6-64之间). The server applies it to the decrypted password.
 */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordLength });

/** Base64 text, as jsencrypt's `encrypt` returns it. */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A password on the wire: RSA-encrypted (PKCS#1 v1.5) with the server's public key and base64-encoded.
 * 2048-bit keys give 344 characters, 4096-bit ones 684; the bound only keeps junk out.
 */
export const encryptedPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .max(1024, { error: M.encryptedPasswordInvalid, abort: true })
  .regex(BASE64_PATTERN, { error: M.encryptedPasswordInvalid });

/** A 6-digit SMS verification code, trimmed first. */
export const smsCodeSchema = z
  .string({ error: M.smsCodeRequired })
  .trim()
  .min(1, { error: M.smsCodeRequired, abort: true })
  .regex(/^\d{6}$/, { error: M.smsCodeInvalid });

/** The id of an image captcha, as `getImageCode` returned it. */
export const captchaIdSchema = z
  .string({ error: M.captchaIdRequired })
  .trim()
  .min(1, { error: M.captchaIdRequired })
  .max(64, { error: M.captchaIdRequired });

/** The characters read off an image captcha (4 to 6 letters or digits; the server ignores case). */
export const captchaCodeSchema = z
  .string({ error: M.captchaCodeRequired })
  .trim()
  .min(1, { error: M.captchaCodeRequired, abort: true })
  .regex(/^[A-Za-z0-9]{4,6}$/, { error: M.captchaCodeInvalid });

/** A person's name, trimmed: required, at most 20 characters. */
export const nameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(NAME_MAX_LENGTH, { error: M.nameTooLong });

/** An exam number (考生号): 6 to 20 letters or digits, trimmed. */
export const examNumberSchema = z
  .string({ error: M.examNumberInvalid })
  .trim()
  .regex(/^[A-Za-z0-9]{6,20}$/, { error: M.examNumberInvalid });

/** A calendar date written `YYYY-MM-DD` that exists (2025-02-30 does not), failing with `message`. */
export function calendarDateSchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isRealDate, { error: message });
}

/** An exam's date, `YYYY-MM-DD`. */
export const isoDateSchema = calendarDateSchema(M.examDateInvalid);

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A link staff enter (官网, carousel target, navigation): http:// or https:// only, at most 500 characters. */
export const webUrlSchema = z
  .string({ error: M.webUrlInvalid })
  .trim()
  .max(500, { error: M.webUrlTooLong, abort: true })
  .refine(isWebUrl, { error: M.webUrlInvalid });

/** A link that may be left empty (''): otherwise http:// or https:// only. */
export const optionalWebUrlSchema = z
  .string({ error: M.webUrlInvalid })
  .trim()
  .max(500, { error: M.webUrlTooLong, abort: true })
  .refine((value) => value === '' || isWebUrl(value), { error: M.webUrlInvalid });
