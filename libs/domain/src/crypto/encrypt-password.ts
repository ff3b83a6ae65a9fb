/**
 * Password encryption for the wire: RSA PKCS#1 v1.5 with the server's public key (from
 * `GET /api/user/publicKey`), base64 output — what jsencrypt produces and the server's
 * `crypto.privateDecrypt(RSA_PKCS1_PADDING)` reads.
 */
import { JSEncrypt } from 'jsencrypt';
import { DOMAIN_MESSAGES } from '../messages.ts';

/** Encrypts `plain` with `publicKeyPem`; throws a Chinese error if the key cannot be used. */
export function encryptPassword(publicKeyPem: string, plain: string): string {
  if (!/-----BEGIN (RSA )?PUBLIC KEY-----/.test(publicKeyPem)) {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey);
  }
  const encryptor = new JSEncrypt();
  let cipher: string | false;
  try {
    encryptor.setPublicKey(publicKeyPem);
    cipher = encryptor.encrypt(plain);
  } catch (error) {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey, { cause: error });
  }
  if (typeof cipher !== 'string' || cipher === '') {
    throw new Error(DOMAIN_MESSAGES.invalidPublicKey);
  }
  return cipher;
}
