/**
 * Password encryption for the wire: RSA PKCS#1 v1.5 with the server's public key (from
 * `GET /api/user/publicKey`), base64 output — what jsencrypt produces and the server's
 * `crypto.privateDecrypt(RSA_PKCS1_PADDING)` reads. The nonce that came with the key is encrypted with the
 * password (`passwordPlaintext`), so the ciphertext serves one request only.
 */
import { passwordPlaintext } from '@zhiyuan/contracts/basics';
import { DOMAIN_MESSAGES } from '../messages.ts';

/**
 * Encrypts `plain` (with `nonce`, when the server gave one) with `publicKeyPem`; rejects with a Chinese
 * error if the key cannot be used. jsencrypt is loaded on first use: only the pages that submit a password
 * pay for its size.
 */
export async function encryptPassword(publicKeyPem: string, plain: string, nonce?: string): Promise<string> {
  if (!/-----BEGIN (RSA )?PUBLIC KEY-----/.test(publicKeyPem)) {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey);
  }
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  let cipher: string | false;
  try {
    encryptor.setPublicKey(publicKeyPem);
    cipher = encryptor.encrypt(passwordPlaintext(plain, nonce));
  } catch (error) {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey, { cause: error });
  }
  if (typeof cipher !== 'string' || cipher === '') {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey);
  }
  return cipher;
}
