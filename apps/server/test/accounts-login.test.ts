// Signing in and staying signed in: login with its brute-force guard, and sessions (their lifetimes, logout,
// forged tokens) — end to end through inject(), on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/crypto.ts';
import { DAY, HOUR, MINUTE, SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('login and sessions on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own phones, so the per-phone limits of one do not leak into another.
  const phone = phoneSequence(13000000000);
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(() => t.close());

  describe('login', () => {
    it('answers token, username and avatar; trims the phone', async () => {
      const p = phone();
      await t.register(p, 'secret-123', '李四');
      const res = expectSuccess(
        await t.call<{ token: string; username: string; file: string }>({
          url: '/api/user/login',
          body: { phone: ` ${p} `, password: await t.encrypt('secret-123') },
        }),
      );
      expect(res.username).toBe('李四');
      expect(res.file).toBe('');
      expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const sessions = await t.app.db.selectFrom('sessions').selectAll().execute();
      expect(sessions.some((s) => s.token_hash === sha256Hex(res.token))).toBe(true);
      expect(JSON.stringify(sessions)).not.toContain(res.token);
    });

    it('gives the same answer for an unknown phone and a wrong password', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const wrong = await t.call({
        url: '/api/user/login',
        body: { phone: p, password: await t.encrypt('wrong-pass') },
      });
      const unknown = await t.call({
        url: '/api/user/login',
        body: { phone: phone(), password: await t.encrypt('wrong-pass') },
      });
      expectFailure(wrong, '100400', 400, '手机号或密码错误');
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.status).toBe(wrong.status);
    });

    it('lets only staff sign in to the back office (clientType 2)', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const res = await t.call({
        url: '/api/user/login',
        body: { phone: p, password: await t.encrypt('secret-123'), clientType: 2 },
      });
      expectFailure(res, '100403', 403, '该账号没有后台管理权限');
      const teacher = phone();
      const token = await t.signUp(teacher, { roles: ['student', 'teacher'], clientType: 2 });
      const info = expectSuccess(
        await t.call<{ activeRole: string }>({ url: '/api/user/getUserInfo', token }),
      );
      expect(info.activeRole).toBe('teacher');
    });

    it('locks a phone for 15 minutes after 5 failures, says until when, then wants a captcha', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const bad = () => t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++) {
        expectFailure(
          await t.call({ url: '/api/user/login', body: { phone: p, password: await bad() } }),
          '100400',
          400,
          '手机号或密码错误',
        );
      }
      const fifth = await t.call<{ lockedUntil: string; retryAfterSeconds: number }>({
        url: '/api/user/login',
        body: { phone: p, password: await bad() },
      });
      // Beijing is UTC+8 all year round.
      const until = new Date(t.clock.now() + 15 * MINUTE + 8 * HOUR)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
      expectFailure(fifth, '100429', 429, `登录失败次数过多，账号已锁定至 ${until}（北京时间），请稍后再试`);
      expect(fifth.body.data).toMatchObject({ retryAfterSeconds: 900, captchaRequired: true });
      expect(fifth.headers['retry-after']).toBe('900');

      // Locked: even the right password is refused.
      t.clock.advance(10 * MINUTE);
      const good = () => t.encrypt('secret-123');
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: await good() } }),
        '100429',
        429,
        /锁定至/,
      );

      t.clock.advance(5 * MINUTE + SECOND);
      const noCaptcha = await t.call({ url: '/api/user/login', body: { phone: p, password: await good() } });
      expectFailure(noCaptcha, '100400', 400, /请输入图形验证码/);
      expect(noCaptcha.body.data).toEqual({ captchaRequired: true, field: 'captchaCode' });
      const wrongCaptcha = await t.call({
        url: '/api/user/login',
        body: {
          phone: p,
          password: await good(),
          captchaId: (await t.captcha()).captchaId,
          captchaCode: 'ZZZZ',
        },
      });
      expectFailure(wrongCaptcha, '100400', 400, /图形验证码错误/);
      expectSuccess(
        await t.call({
          url: '/api/user/login',
          body: { phone: p, password: await good(), ...(await t.captcha()) },
        }),
      );
      // A success clears the guard: no captcha next time.
      expectSuccess(await t.call({ url: '/api/user/login', body: { phone: p, password: await good() } }));
    });

    it('locks unknown phones the same way, revealing nothing', async () => {
      const p = phone();
      const bad = () => t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++)
        await t.call({ url: '/api/user/login', body: { phone: p, password: await bad() } });
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: await bad() } }),
        '100429',
        429,
        /锁定至/,
      );
    });

    it('forgets failures older than 15 minutes', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const bad = () => t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++)
        await t.call({ url: '/api/user/login', body: { phone: p, password: await bad() } });
      t.clock.advance(15 * MINUTE + SECOND);
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: await bad() } }),
        '100400',
        400,
        '手机号或密码错误',
      );
    });
  });

  describe('sessions', () => {
    it('checkLogin says whether the token is live; logout revokes it on the server', async () => {
      const token = await t.signUp(phone());
      expect(expectSuccess(await t.call({ url: '/api/user/checkLogin', token }))).toEqual({ loggedIn: true });
      expect(expectSuccess(await t.call({ url: '/api/user/checkLogin' }))).toEqual({ loggedIn: false });
      const out = await t.call({ url: '/api/user/loginOut', token });
      expectSuccess(out);
      expect(out.body.message).toBe('退出成功');
      expect(expectSuccess(await t.call({ url: '/api/user/checkLogin', token }))).toEqual({
        loggedIn: false,
      });
      expectFailure(
        await t.call({ url: '/api/user/getUserInfo', token }),
        '100401',
        401,
        '登录状态已过期，请重新登录',
      );
      // Logging out twice, or without a token, is harmless.
      expectSuccess(await t.call({ url: '/api/user/loginOut', token }));
      expectSuccess(await t.call({ url: '/api/user/loginOut' }));
    });

    it('keeps a site session 7 days from its last use', async () => {
      const token = await t.signUp(phone());
      t.clock.advance(6 * DAY);
      expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));
      t.clock.advance(6 * DAY);
      expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));
      t.clock.advance(7 * DAY + MINUTE);
      expectFailure(await t.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
    });

    it('keeps a back-office session 1 day from its last use', async () => {
      const token = await t.signUp(phone(), { roles: ['admin'], clientType: 2 });
      t.clock.advance(23 * HOUR);
      expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));
      t.clock.advance(DAY + MINUTE);
      expectFailure(await t.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
    });

    it('never accepts a forged token such as admin-token', async () => {
      for (const token of ['admin-token', 'editor-token', 'student-token', 'x'.repeat(43), '']) {
        const res = await t.call({ url: '/api/user/getUserInfo', token });
        expectFailure(res, '100401', 401);
      }
      expect(expectSuccess(await t.call({ url: '/api/user/checkLogin', token: 'admin-token' }))).toEqual({
        loggedIn: false,
      });
    });
  });
});
