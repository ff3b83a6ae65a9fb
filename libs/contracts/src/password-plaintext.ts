/**
 * What the browser RSA-encrypts for the server: the nonce that came with the public key
 * (`GET /api/user/publicKey`), a colon, then the password. The nonce ties one ciphertext to one request: the
 * server accepts each nonce once, within minutes, so a captured ciphertext cannot be sent again. Nonces
 * never contain the colon; the password may.
 */
export const PASSWORD_NONCE_SEPARATOR = ':';

/**
 * The text to encrypt. Without a nonce (a server older than nonces, met during an upgrade) it is the bare
 * password, as before.
 */
export function passwordPlaintext(password: string, nonce: string | undefined): string {
  return nonce ? `${nonce}${PASSWORD_NONCE_SEPARATOR}${password}` : password;
}

/** The nonce and password of a decrypted text, or null when it carries no nonce (an old page sent it). */
export function splitPasswordPlaintext(
  text: string,
  isNonce: (candidate: string) => boolean,
): { nonce: string; password: string } | null {
  const at = text.indexOf(PASSWORD_NONCE_SEPARATOR);
  if (at <= 0) return null;
  const nonce = text.slice(0, at);
  return isNonce(nonce) ? { nonce, password: text.slice(at + 1) } : null;
}
