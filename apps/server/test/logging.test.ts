// pino never writes passwords (plain or encrypted), session tokens, SMS codes or captcha answers, even at
// the most talkative level, through registration, login, a password change, failures and a server fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/lib/time.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { captureLogs } from './support/log-capture.ts';
import { CAPTCHA_ANSWER, startTestApp, type TestApp } from './support/test-app.ts';

describe('what the log never contains', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { LOG_LEVEL: 'trace' }, build: { logStream: logs } });
  });
  afterAll(() => t.close());

  it('keeps secrets out of every line', async () => {
    const secrets: string[] = [CAPTCHA_ANSWER];
    const phone = '13512345678';
    const password = 'Plain-Secret-77';
    secrets.push(password);
    // A fresh ciphertext per request (each nonce is good once), every one of them a secret too.
    const encrypted = async () => {
      const cipher = await t.encrypt(password);
      secrets.push(cipher);
      return cipher;
    };

    expectSuccess(
      await t.call({ url: '/api/user/registerSendPhoneCode', body: { phone, ...(await t.captcha()) } }),
    );
    const code = t.lastCode(phone);
    secrets.push(code);
    expectSuccess(
      await t.call({ url: '/api/user/register', body: { phone, code, password: await encrypted() } }),
    );
    const login = expectSuccess(
      await t.call<{ token: string }>({
        url: '/api/user/login',
        body: { phone, password: await encrypted() },
      }),
    );
    secrets.push(login.token);
    expectFailure(
      await t.call({ url: '/api/user/login', body: { phone, password: await t.encrypt('Wrong-Secret-88') } }),
      '100400',
      400,
    );
    secrets.push('Wrong-Secret-88');

    const next = 'New-Secret-99';
    secrets.push(next);
    expectSuccess(
      await t.call({
        url: '/api/user/updatePassword',
        token: login.token,
        body: { oldPassword: await encrypted(), newPassword: await t.encrypt(next) },
      }),
    );
    // Invalid bodies carrying secrets: validation failures must not echo them into the log either.
    expectFailure(
      await t.call({ url: '/api/user/login', body: { phone: '1', password: 'Bad Secret Text' } }),
      '100400',
      400,
    );
    secrets.push('Bad Secret Text');
    t.clock.advance(61 * SECOND);
    expectFailure(
      await t.call({
        url: '/api/user/register',
        body: { phone, code: '999999', password: await encrypted() },
      }),
      '100400',
      400,
    );
    // Malformed JSON: the parser's error message quotes the text it choked on.
    for (const raw of ['{"password":"Leaky-Secret-1" "x"', '{"__proto__":{"password":"Leaky-Secret-2"}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode).toBe(400);
    }
    secrets.push('Leaky-Secret-1', 'Leaky-Secret-2');
    // A bind code: its captcha travels in the query string, which the request line of the log shows.
    const bindCaptcha = new URLSearchParams(await t.captcha()).toString();
    expectSuccess(
      await t.call({ url: `/api/user/code/bind-phone/13512345679?${bindCaptcha}`, token: login.token }),
    );
    // A parent's share link: its token is in the query of the site's page and of the API call behind it.
    const shareToken = 'Share-Link-Secret-0123456789abcdefghijklmnop';
    secrets.push(shareToken);
    for (const url of ['/share/volunteer', '/api/share/volunteer', '/api/share/volunteer/']) {
      await t.app.inject({ method: 'GET', url: `${url}?from=wechat&token=${shareToken}` });
    }
    expect(logs.text()).toContain('/api/share/volunteer?from=wechat&token=[redacted]');
    // A forged token on a protected call.
    expectFailure(await t.call({ url: '/api/user/getUserInfo', token: 'Forged-Token-Value' }), '100401', 401);
    secrets.push('Forged-Token-Value');

    const text = logs.text();
    expect(logs.lines.length).toBeGreaterThan(10);
    expect(text).toContain('incoming request');
    expect(text).toContain('/api/user/login');
    for (const secret of secrets)
      expect(text, `the log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain(CAPTCHA_ANSWER.toLowerCase());
  });

  it('redacts secret-looking fields even when code logs them by mistake', () => {
    const before = logs.lines.length;
    t.app.log.info(
      {
        password: 'p1',
        body: { code: '123456', password: 'p2' },
        req: { headers: { token: 't1' } },
        user: { token: 't2', captchaCode: 'c1' },
      },
      'careless line',
    );
    const line = logs.lines.slice(before).join('');
    expect(line).toContain('careless line');
    for (const leaked of ['p1', 'p2', '123456', 't1', 't2', 'c1']) expect(line).not.toContain(`"${leaked}"`);
  });
});
