// The server's own secrets, kept in the database so that every process behind a load balancer uses the
// same ones: the RSA key pair the browsers encrypt passwords with, and the secret that keys the hashes of
// captcha answers and SMS codes. Both are generated on the first start.
import { constants, generateKeyPair, privateDecrypt, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hmacHex } from '../../lib/crypto.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

const RSA_KEY = 'rsa-keypair';
const HMAC_KEY = 'hmac-secret';

export interface ServerKeys {
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`), as jsencrypt reads it. */
  publicKeyPem: string;
  /** Decrypts base64 PKCS#1 v1.5 ciphertext; throws when it cannot. */
  decrypt(cipherBase64: string): Buffer;
  /** HMAC-SHA256 (hex) keyed with the server secret. */
  hmac(text: string): string;
}

interface StoredKeyPair {
  publicKey: string;
  privateKey: string;
}

async function readOrCreate(db: Kysely<DB>, name: string, create: () => Promise<string>, now: number) {
  const existing = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  const value = await create();
  // Two processes starting together may both generate; the first insert wins and both read it back.
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}

export async function loadServerKeys(db: Kysely<DB>, now: number): Promise<ServerKeys> {
  const pairText = await readOrCreate(
    db,
    RSA_KEY,
    async () => {
      const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      return JSON.stringify({ publicKey, privateKey } satisfies StoredKeyPair);
    },
    now,
  );
  const pair = JSON.parse(pairText) as StoredKeyPair;
  const secret = Buffer.from(
    await readOrCreate(db, HMAC_KEY, async () => randomBytes(32).toString('base64'), now),
    'base64',
  );
  return {
    publicKeyPem: pair.publicKey,
    decrypt(cipherBase64) {
      // jsencrypt only produces PKCS#1 v1.5; Node 24's OpenSSL answers a forged ciphertext with random
      // bytes (implicit rejection) instead of an error, which the caller's UTF-8 check then refuses.
      return privateDecrypt(
        { key: pair.privateKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(cipherBase64, 'base64'),
      );
    },
    hmac: (text) => hmacHex(secret, text),
  };
}
