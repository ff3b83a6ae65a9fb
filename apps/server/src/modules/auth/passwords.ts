// Password hashing with scrypt. The stored text carries its own cost parameters
// (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without invalidating older hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: CPU/memory cost N (a power of two), block size r and parallelism p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 32 MiB and a few tens of milliseconds per hash on a server core. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(plain: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(plain: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown phone answers as slowly as a wrong password. */
  waste(plain: string): Promise<void>;
}

export function createPasswordHasher(cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher {
  async function hash(plain: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(plain, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(plain: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
    const key = await derive(plain, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    const want = Buffer.from(expected, 'base64');
    return want.length === key.length && timingSafeEqual(want, key);
  }

  return {
    hash,
    verify,
    async waste(plain) {
      await derive(plain, randomBytes(16), cost);
    },
  };
}
