import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptedPasswordSchema } from '@zhiyuan/contracts';
import { encryptPassword } from './encrypt-password.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(cipher: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');
}

describe('encryptPassword', () => {
  it('produces base64 text the server decrypts back to the password', async () => {
    const cipher = await encryptPassword(publicKey, 'secret-密码1');
    expect(encryptedPasswordSchema.safeParse(cipher).success).toBe(true);
    expect(decrypt(cipher)).toBe('secret-密码1');
  });

  it('uses random padding: the same password encrypts differently each time', async () => {
    const a = await encryptPassword(publicKey, 'abcdef');
    const b = await encryptPassword(publicKey, 'abcdef');
    expect(a).not.toBe(b);
    expect([decrypt(a), decrypt(b)]).toEqual(['abcdef', 'abcdef']);
  });

  it('handles the longest allowed password (64 characters)', async () => {
    const plain = '密'.repeat(64);
    expect(decrypt(await encryptPassword(publicKey, plain))).toBe(plain);
  });

  it('encrypts the server nonce before the password; the longest password still fits with a nonce', async () => {
    // A nonce as long as the server issues: issue time, random bits and a MAC.
    const nonce = 'mgx0abcdq.AAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';
    expect(decrypt(await encryptPassword(publicKey, 'a:b', nonce))).toBe(`${nonce}:a:b`);
    const longest = '密'.repeat(64);
    expect(decrypt(await encryptPassword(publicKey, longest, nonce))).toBe(`${nonce}:${longest}`);
  });

  it('rejects with a Chinese error for a key it cannot use', async () => {
    await expect(encryptPassword('not a key', 'abcdef')).rejects.toThrow('加密公钥无效');
    await expect(
      encryptPassword('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', 'abcdef'),
    ).rejects.toThrow('加密公钥无效');
  });
});
