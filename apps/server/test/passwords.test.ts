// Password hashing: scrypt at a real cost by default, hashes that carry their own parameters, and wrong or
// damaged hashes that simply do not verify.
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from '../src/modules/auth/index.ts';
import { formatBeijingTime, formatWait } from '../src/lib/time.ts';

describe('password hashing', () => {
  it('uses a real cost by default (N ≥ 2^15)', async () => {
    expect(DEFAULT_SCRYPT_COST.N).toBeGreaterThanOrEqual(2 ** 15);
    const hash = await createPasswordHasher().hash('secret-123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
  });

  it('verifies the right password only, and hashes made at another cost', async () => {
    const cheap = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    const hash = await cheap.hash('密码-secret');
    expect(await cheap.verify('密码-secret', hash)).toBe(true);
    expect(await cheap.verify('密码-secreT', hash)).toBe(false);
    expect(await createPasswordHasher().verify('密码-secret', hash)).toBe(true);
    expect(await cheap.hash('密码-secret')).not.toBe(hash);
  });

  it('refuses damaged hashes', async () => {
    const h = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    for (const bad of ['', 'plain', 'scrypt$1024$8$1$$', 'bcrypt$x$y$z$a$b'])
      expect(await h.verify('x', bad)).toBe(false);
  });
});

describe('time in messages', () => {
  it('writes waits in Chinese units, rounded up', () => {
    expect(formatWait(1)).toBe('1秒');
    expect(formatWait(40_000)).toBe('40秒');
    expect(formatWait(60_000)).toBe('1分钟');
    expect(formatWait(61_000)).toBe('2分钟');
    expect(formatWait(3_600_000)).toBe('1小时');
    expect(formatWait(5_400_000)).toBe('1小时30分钟');
  });

  it('writes times in China Standard Time', () => {
    expect(formatBeijingTime(Date.UTC(2025, 5, 25, 8, 15))).toBe('2025-06-25 16:15');
    expect(formatBeijingTime(Date.UTC(2025, 11, 31, 20, 5))).toBe('2026-01-01 04:05');
  });
});
