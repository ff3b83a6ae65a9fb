// Reads the passwords of one request off the wire: base64 RSA ciphertext → the nonce and the plain password
// (see `passwordPlaintext` in @zhiyuan/contracts). Each nonce must be one this server issued, within its
// window, and is spent (a request's passwords may share one); a newly chosen password is then checked against
// the shared rule. Any failure is a 100400 that names the field.
import { passwordSchema, splitPasswordPlaintext, VALIDATION_MESSAGES as M } from '@zhiyuan/contracts';
import { fieldError } from '../../http/app-error.ts';
import type { ServerKeys } from './keys.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { looksLikeNonce, type NonceVerdict, type PasswordNonces } from './nonces.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Decrypted junk (a ciphertext made with another key) is refused instead of becoming someone's password.
const CONTROL = /\p{Cc}/u;

/** One encrypted password of a request: its field, and whether the person is choosing it (rule applies). */
export interface EncryptedPassword {
  cipher: string;
  chosen?: boolean;
}

const VERDICT_MESSAGES: Record<Exclude<NonceVerdict, 'ok'>, string> = {
  invalid: M.encryptedPasswordInvalid,
  expired: AUTH_MESSAGES.passwordNonceExpired,
  replayed: AUTH_MESSAGES.passwordNonceReplayed,
};

/** The nonce and plain password of one ciphertext, or a 100400 naming `field`. */
function open(keys: ServerKeys, cipher: string, field: string): { nonce: string; password: string } {
  let text: string;
  try {
    text = utf8.decode(keys.decrypt(cipher));
  } catch {
    throw fieldError(field, M.encryptedPasswordInvalid);
  }
  if (text.length === 0 || CONTROL.test(text)) throw fieldError(field, M.encryptedPasswordInvalid);
  const parts = splitPasswordPlaintext(text, looksLikeNonce);
  if (!parts) throw fieldError(field, AUTH_MESSAGES.passwordPageOutdated);
  if (parts.password.length === 0) throw fieldError(field, M.encryptedPasswordInvalid);
  return parts;
}

export function createPasswordInput(keys: ServerKeys, nonces: PasswordNonces) {
  return {
    /** The plain passwords by field, or a 100400 naming the first field that fails. */
    async read<F extends string>(fields: Record<F, EncryptedPassword>): Promise<Record<F, string>> {
      const entries = Object.entries(fields) as [F, EncryptedPassword][];
      const opened = entries.map(([field, { cipher }]) => ({ field, ...open(keys, cipher, field) }));
      const spent = new Set<string>();
      for (const { field, nonce } of opened) {
        if (spent.has(nonce)) continue;
        const verdict = await nonces.spend(nonce);
        if (verdict !== 'ok') throw fieldError(field, VERDICT_MESSAGES[verdict]);
        spent.add(nonce);
      }
      const plain = {} as Record<F, string>;
      for (const [i, [field, { chosen }]] of entries.entries()) {
        const password = opened[i]?.password ?? '';
        if (chosen) {
          const checked = passwordSchema.safeParse(password);
          if (!checked.success) throw fieldError(field, checked.error.issues[0]?.message ?? M.passwordLength);
          plain[field] = checked.data;
        } else {
          plain[field] = password;
        }
      }
      return plain;
    },
  };
}

export type PasswordInput = ReturnType<typeof createPasswordInput>;
