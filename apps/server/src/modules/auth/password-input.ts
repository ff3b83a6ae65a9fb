// Reads a password off the wire: base64 RSA ciphertext → the plain password, with the shared rule applied
// where a new password is chosen. Any failure is a 100400 that names the field.
import { passwordSchema, VALIDATION_MESSAGES as M } from '@zhiyuan/contracts';
import { fieldError } from '../../http/app-error.ts';
import type { ServerKeys } from './keys.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Decrypted junk (a ciphertext made with another key) is refused instead of becoming someone's password.
const CONTROL = /\p{Cc}/u;

/** The plain password, or a 100400 when it cannot be decrypted into readable text. */
export function decryptPassword(keys: ServerKeys, cipher: string, field: string): string {
  let plain: string;
  try {
    plain = utf8.decode(keys.decrypt(cipher));
  } catch {
    throw fieldError(field, M.encryptedPasswordInvalid);
  }
  if (plain.length === 0 || CONTROL.test(plain)) throw fieldError(field, M.encryptedPasswordInvalid);
  return plain;
}

/** A newly chosen password: decrypted, then checked against the shared rule (6–64 characters). */
export function decryptNewPassword(keys: ServerKeys, cipher: string, field: string): string {
  const plain = decryptPassword(keys, cipher, field);
  const checked = passwordSchema.safeParse(plain);
  if (!checked.success) throw fieldError(field, checked.error.issues[0]?.message ?? M.passwordLength);
  return checked.data;
}
