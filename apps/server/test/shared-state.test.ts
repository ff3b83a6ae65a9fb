// Stateless processes: two servers started together on one database (as behind a load balancer) migrate it
// once, serve the same public key, accept each other's sessions and enforce the same per-phone limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SECOND } from '../src/lib/time.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { CAPTCHA_ANSWER, startTestApp, TEST_SCRYPT_COST, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('two server processes on one %s database', (kind) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Started together: migrations and the first key generation race, and must both end well.
    [a, b] = await Promise.all([
      startTestApp(kind, { env: { DATABASE_URL: database.url } }),
      startTestApp(kind, { env: { DATABASE_URL: database.url } }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database.drop();
  });

  it('serve the same public key', async () => {
    const ka = expectSuccess(await a.call<{ publicKey: string }>({ url: '/api/user/publicKey' }));
    const kb = expectSuccess(await b.call<{ publicKey: string }>({ url: '/api/user/publicKey' }));
    expect(ka.publicKey).toBe(kb.publicKey);
  });

  it('accept each other’s sessions, and a logout on one is seen by the other', async () => {
    const token = await a.signUp('13811110000');
    expectSuccess(await b.call({ url: '/api/user/getUserInfo', token }));
    expectSuccess(await b.call({ url: '/api/user/loginOut', token }));
    expectFailure(await a.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
  });

  it('share captchas and the per-phone SMS limits', async () => {
    const { captchaId } = await a.captcha();
    expectSuccess(
      await b.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: '13811112222', captchaId, captchaCode: CAPTCHA_ANSWER },
      }),
    );
    b.clock.advance(10 * SECOND);
    const again = await a.call({
      url: '/api/user/registerSendPhoneCode',
      body: { phone: '13811112222', ...(await a.captcha()) },
    });
    expectFailure(again, '100429', 429, /验证码发送过于频繁/);
  });

  it('a third process finds nothing left to migrate', async () => {
    const c = await buildApp(
      loadConfig({ SITE_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: database.url }),
      {
        testOnlyScryptCost: TEST_SCRYPT_COST,
      },
    );
    try {
      const rows = await c.db.selectFrom('server_keys').select('name').execute();
      expect(rows.map((r) => r.name).sort()).toEqual(['hmac-secret', 'rsa-keypair']);
    } finally {
      await c.close();
    }
  });
});
