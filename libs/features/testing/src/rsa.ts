// A throw-away RSA key pair for tests that check what the server would decrypt: the forms must send the
// password encrypted with the server's key, never as typed. Node only (tests), never in stories.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

export function createTestKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey,
    /** What the server reads from an encrypted password (PKCS#1 v1.5, base64). */
    decrypt(cipher: string): string {
      return privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(cipher, 'base64'),
      ).toString('utf8');
    },
  };
}
