// Per-IP limits: the limited calls answer 100429 in Chinese with Retry-After once an address has made too
// many requests, other addresses and other calls are unaffected, and with REDIS_URL the counters are shared
// by every server process. X-Forwarded-For names the client only when TRUST_PROXY names the proxy.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { MINUTE } from '../src/lib/time.ts';
import { expectFailure } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tight = { login: { max: 3, timeWindow: MINUTE }, getImageCode: { max: 2, timeWindow: MINUTE } };
/** As behind nginx on the same host: the proxy at 127.0.0.1 names the client in X-Forwarded-For. */
const BEHIND_NGINX = { TRUST_PROXY: '127.0.0.1' };

/** An address no earlier run used, so counters left in Redis by another run cannot interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function login(t: TestApp, ip: string) {
  // A different phone each time: five failures for one phone would lock it, which is another limit.
  return t.call({
    url: '/api/user/login',
    body: { phone: `138${String(randomInt(1e8)).padStart(8, '0')}`, password: await t.encrypt('whatever-1') },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('per-IP limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: BEHIND_NGINX, build: { rateLimits: tight } });
  });
  afterAll(() => t.close());

  it('are generous by default: a whole school behind one address fits', () => {
    expect(DEFAULT_RATE_LIMITS.login.max).toBeGreaterThanOrEqual(100);
    expect(DEFAULT_RATE_LIMITS.registerSendPhoneCode.max).toBeGreaterThanOrEqual(30);
  });

  it('answer 100429 with how long to wait once an address made too many calls', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(t, ip)).status).toBe(400);
    const limited = await login(t, ip);
    expectFailure(limited, '100429', 429, /^操作过于频繁，请(\d+秒|1分钟)后再试$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Another address, and another call from the same address, are not affected.
    expect((await login(t, freshIp())).status).toBe(400);
    expect(
      (await t.call({ url: '/api/highSchool/getHighSchools', headers: { 'x-forwarded-for': ip } })).status,
    ).toBe(200);
  });

  it('count each call separately', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call({ url: '/api/user/getImageCode', headers: { 'x-forwarded-for': ip } })).status,
      ).toBe(200);
    expectFailure(
      await t.call({ url: '/api/user/getImageCode', headers: { 'x-forwarded-for': ip } }),
      '100429',
      429,
    );
    expect((await login(t, ip)).status).toBe(400);
  });
});

describe('per-IP limits with the default TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { build: { rateLimits: tight } });
  });
  afterAll(() => t.close());

  it('count a client on the same host by its own address, whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.call({
        url: '/api/user/getImageCode',
        headers: { 'x-forwarded-for': freshIp() },
        remoteAddress: '127.0.0.1',
      });
      expect(res.status).toBe(200);
    }
    expectFailure(
      await t.call({
        url: '/api/user/getImageCode',
        headers: { 'x-forwarded-for': freshIp() },
        remoteAddress: '127.0.0.1',
      }),
      '100429',
      429,
    );
  });
});

describe('per-IP limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(
        `Redis 不可用（${REDIS_URL}）：${error instanceof Error ? error.message : String(error)}。` +
          '共享限流计数的测试需要 Redis：请启动它（redis-server --daemonize yes），或用 TEST_REDIS_URL 指向可用的实例。',
        { cause: error },
      );
    } finally {
      probe.disconnect();
    }
    a = await startTestApp('sqlite', { env: { REDIS_URL, ...BEHIND_NGINX }, build: { rateLimits: tight } });
    b = await startTestApp('sqlite', { env: { REDIS_URL, ...BEHIND_NGINX }, build: { rateLimits: tight } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share the counters between server processes', async () => {
    const ip = freshIp();
    expect((await login(a, ip)).status).toBe(400);
    expect((await login(b, ip)).status).toBe(400);
    expect((await login(a, ip)).status).toBe(400);
    expectFailure(await login(b, ip), '100429', 429);
    expectFailure(await login(a, ip), '100429', 429);
  });
});
