// Small hashing helpers shared by the modules: token hashes, keyed hashes of short secrets (captcha answers,
// SMS codes) and constant-time comparison.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** SHA-256 of `text` as hex (session tokens: 256 random bits need no key). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * HMAC-SHA256 of `text` as hex. Short secrets (a 6-digit code, a 4-letter captcha) would fall to a plain
 * hash by enumeration; keyed with the server secret, a copy of the table alone reveals nothing.
 */
export function hmacHex(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
