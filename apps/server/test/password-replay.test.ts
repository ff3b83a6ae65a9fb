// Issue 12: the same RSA ciphertext logged in twice — nothing in what the browser encrypts tied it to one
// request, so anyone who captured a login could replay it. Passwords are now encrypted together with a
// nonce the server issued (with the public key); the server accepts each nonce once, within a short window,
// on every process sharing the database. On SQLite and PostgreSQL.
import { constants, publicEncrypt } from 'node:crypto';
import { passwordPlaintext } from '@zhiyuan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../src/lib/time.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

const PASSWORD = 'secret-123';

describe.each(DATABASE_KINDS)('encrypted passwords on %s', (kind) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const phone = phoneSequence(13200000000);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    a = await startTestApp(kind, { env: { DATABASE_URL: database.url } });
    b = await startTestApp(kind, { env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database.drop();
  });

  const login = (t: TestApp, body: { phone: string; password: string }) =>
    t.call<{ token: string }>({ url: '/api/user/login', body });

  it('refuses a captured login sent again, on the same process', async () => {
    const p = phone();
    await a.register(p, PASSWORD);
    const captured = { phone: p, password: await a.encrypt(PASSWORD) };
    expectSuccess(await login(a, captured));
    expectFailure(await login(a, captured), '100400', 400, /已使用过/);
  });

  it('refuses it on another process sharing the database', async () => {
    const p = phone();
    await a.register(p, PASSWORD);
    const captured = { phone: p, password: await a.encrypt(PASSWORD) };
    expectSuccess(await login(a, captured));
    expectFailure(await login(b, captured), '100400', 400, /已使用过/);
  });

  it('refuses a ciphertext used only after its window', async () => {
    const p = phone();
    await a.register(p, PASSWORD);
    const late = { phone: p, password: await a.encrypt(PASSWORD) };
    a.clock.advance(6 * MINUTE);
    expectFailure(await login(a, late), '100400', 400, /已过期/);
  });

  it('refuses a password encrypted without a nonce, as an old page would send it', async () => {
    const p = phone();
    await a.register(p, PASSWORD);
    const key = expectSuccess(await a.call<{ publicKey: string }>({ url: '/api/user/publicKey' })).publicKey;
    const bare = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(PASSWORD, 'utf8'),
    ).toString('base64');
    expectFailure(await login(a, { phone: p, password: bare }), '100400', 400, /刷新页面/);
  });

  /** The key and nonce of one fetch, and a sealer that encrypts passwords under that nonce. */
  async function sealer(t: TestApp, nonceOverride?: string) {
    const { publicKey, nonce } = expectSuccess(
      await t.call<{ publicKey: string; nonce: string }>({ url: '/api/user/publicKey' }),
    );
    return (plain: string) =>
      publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(passwordPlaintext(plain, nonceOverride ?? nonce), 'utf8'),
      ).toString('base64');
  }

  it('accepts both passwords of a change under one nonce, once', async () => {
    const p = phone();
    const token = await a.signUp(p, { password: PASSWORD });
    const seal = await sealer(a);
    const body = { oldPassword: seal(PASSWORD), newPassword: seal('secret-456') };
    expectSuccess(await a.call({ url: '/api/user/updatePassword', token, body }));
    const replayed = await a.call({ url: '/api/user/updatePassword', token, body });
    expectFailure(replayed, '100400', 400, /已使用过，请重新提交$/);
    expect(replayed.body.data).toEqual({ field: 'oldPassword' });
  });

  it('refuses a nonce it did not issue, and answers the public key uncached', async () => {
    const p = phone();
    await a.register(p, PASSWORD);
    const res = await a.call<{ nonce: string }>({ url: '/api/user/publicKey' });
    expect(res.headers['cache-control']).toBe('no-store');
    const forged = `${res.body.data!.nonce.slice(0, -1)}${res.body.data!.nonce.endsWith('A') ? 'B' : 'A'}`;
    const seal = await sealer(a, forged);
    const refused = await login(a, { phone: p, password: seal(PASSWORD) });
    expectFailure(refused, '100400', 400, '密码加密格式不正确，请刷新页面后重试');
    expect(refused.body.data).toEqual({ field: 'password' });
  });
});
