// The server's secrets in a backup (the RSA private key and the HMAC secret of server_keys): encrypted with a
// key derived from the operator's passphrase (scrypt, then AES-256-GCM), or left out. The parameters travel in
// the file, so a later version can raise them and still read older backups. The authenticated data binds the
// secrets to the backup's payload: they cannot be moved into another backup file unnoticed.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { DB } from '../db/schema.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Shortest passphrase accepted when making a backup. */
export const PASSPHRASE_MIN_LENGTH = 12;
/** 2^16 × 8 × 128 bytes = 64 MiB and a fraction of a second: fine once per backup, costly for a guesser. */
const KDF = { N: 2 ** 16, r: 8, p: 1 };

/** Rows of the secret tables: columns and values by table. */
export type SecretRows = Record<string, { columns: string[]; rows: unknown[][] }>;

export interface SealedSecrets {
  mode: 'encrypted';
  tables: string[];
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: 'aes-256-gcm';
  iv: string;
  tag: string;
  data: string;
}

export type BackupSecrets = SealedSecrets | { mode: 'excluded'; tables: string[] };

/** Thrown when the passphrase does not open the secrets (or the file was altered). */
export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError';
}

function deriveKey(passphrase: string, salt: Buffer, kdf: { N: number; r: number; p: number }) {
  return scryptAsync(passphrase.normalize('NFC'), salt, 32, { ...kdf, maxmem: 2 * 128 * kdf.N * kdf.r });
}

export async function sealSecrets(
  rows: SecretRows,
  passphrase: string,
  boundTo: string,
): Promise<SealedSecrets> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await deriveKey(passphrase, salt, KDF);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const data = Buffer.concat([cipher.update(JSON.stringify(rows), 'utf8'), cipher.final()]);
  return {
    mode: 'encrypted',
    tables: Object.keys(rows),
    kdf: { name: 'scrypt', ...KDF, salt: salt.toString('base64') },
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export async function openSecrets(
  sealed: SealedSecrets,
  passphrase: string,
  boundTo: string,
): Promise<SecretRows> {
  const key = await deriveKey(passphrase, Buffer.from(sealed.kdf.salt, 'base64'), sealed.kdf);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  try {
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as SecretRows;
  } catch (error) {
    throw new WrongPassphraseError('口令不正确，或备份文件已被改动', { cause: error });
  }
}

/** The tables holding the server's secrets (the auth module's server_keys): sealed or left out of a backup. */
export const SECRET_TABLES = ['server_keys'] as const satisfies readonly (keyof DB)[];

/**
 * Rows that only those secrets can check (answers and codes hashed with the HMAC secret, nonces signed with
 * it) and the sessions: a restore that makes new secrets leaves them out, so everyone signs in again.
 */
export const SECRET_BOUND_TABLES = [
  'sessions',
  'captchas',
  'sms_codes',
  'password_nonces',
] as const satisfies readonly (keyof DB)[];
