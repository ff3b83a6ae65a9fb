// Changing an account: password change and reset, phone binding and the role switch — end to end through
// inject(), on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('account changes on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own phones, so the per-phone limits of one do not leak into another.
  const phone = phoneSequence(13000000000);
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(() => t.close());
  /** The bind-code call for `target`, with a solved captcha in its query. */
  const bindCodeUrl = async (target: string) =>
    `/api/user/code/bind-phone/${target}?${new URLSearchParams(await t.captcha()).toString()}`;

  describe('password change and reset', () => {
    it('changes the password with both passwords encrypted and revokes the other sessions', async () => {
      const p = phone();
      const current = await t.signUp(p, { password: 'old-secret' });
      const other = await t.login(p, 'old-secret');
      const wrongOld = await t.call({
        url: '/api/user/updatePassword',
        token: current,
        body: { oldPassword: await t.encrypt('not-it'), newPassword: await t.encrypt('new-secret') },
      });
      expectFailure(wrongOld, '100400', 400, '原密码错误');
      const same = await t.call({
        url: '/api/user/updatePassword',
        token: current,
        body: { oldPassword: await t.encrypt('old-secret'), newPassword: await t.encrypt('old-secret') },
      });
      expectFailure(same, '100400', 400, '新密码不能与原密码相同');
      const short = await t.call({
        url: '/api/user/updatePassword',
        token: current,
        body: { oldPassword: await t.encrypt('old-secret'), newPassword: await t.encrypt('123') },
      });
      expectFailure(short, '100400', 400, '新密码：密码长度介于6-64之间');
      expect(short.body.data).toEqual({ field: 'newPassword' });

      expectSuccess(
        await t.call({
          url: '/api/user/updatePassword',
          token: current,
          body: { oldPassword: await t.encrypt('old-secret'), newPassword: await t.encrypt('new-secret') },
        }),
      );
      expectSuccess(await t.call({ url: '/api/user/getUserInfo', token: current }));
      expectFailure(await t.call({ url: '/api/user/getUserInfo', token: other }), '100401', 401);
      await t.login(p, 'new-secret');
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: await t.encrypt('old-secret') } }),
        '100400',
        400,
      );
    });

    it('resets a password by SMS code and revokes every session', async () => {
      const p = phone();
      const token = await t.signUp(p, { password: 'old-secret' });
      t.clock.advance(61 * SECOND);
      expectSuccess(
        await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone: p, ...(await t.captcha()) } }),
      );
      const res = await t.call({
        url: '/api/user/resetPassword',
        body: { phone: p, code: t.lastCode(p), password: await t.encrypt('new-secret') },
      });
      expectSuccess(res);
      expectFailure(await t.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
      await t.login(p, 'new-secret');
    });

    it('tells the owner of an unregistered phone, with a valid code, that it has no account', async () => {
      const p = phone();
      expectSuccess(
        await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone: p, ...(await t.captcha()) } }),
      );
      const res = await t.call({
        url: '/api/user/resetPassword',
        body: { phone: p, code: t.lastCode(p), password: await t.encrypt('new-secret') },
      });
      expectFailure(res, '100404', 404, '该手机号尚未注册');
    });
  });

  describe('phone binding', () => {
    it('sends a code to the new phone and binds it; login then uses the new phone', async () => {
      const p = phone();
      const token = await t.signUp(p);
      const next = phone();
      expect(expectSuccess(await t.call({ url: await bindCodeUrl(next), token }))).toEqual({
        cooldownSeconds: 60,
      });
      expect(t.sms.at(-1)).toMatchObject({ phone: next, purpose: 'bind' });
      expectSuccess(
        await t.call({
          url: '/api/user/code/bind-phone',
          token,
          body: { phone: next, code: t.lastCode(next) },
        }),
      );
      expect(
        expectSuccess(await t.call<{ phone: string }>({ url: '/api/user/getUserInfo', token })).phone,
      ).toBe(next);
      await t.login(next, 'secret-123');
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: await t.encrypt('secret-123') } }),
        '100400',
        400,
      );
    });

    it('refuses the current phone, a phone of another account, and another user’s code', async () => {
      const a = phone();
      const b = phone();
      const tokenA = await t.signUp(a);
      const tokenB = await t.signUp(b);
      expectFailure(
        await t.call({ url: await bindCodeUrl(a), token: tokenA }),
        '100400',
        400,
        /不能与当前手机号相同/,
      );
      expectFailure(
        await t.call({ url: await bindCodeUrl('123'), token: tokenA }),
        '100400',
        400,
        '请输入正确的手机号码',
      );
      // b's registration code a moment ago does not hold up a bind code: they count apart.
      expectSuccess(await t.call({ url: await bindCodeUrl(b), token: tokenA }));
      expectFailure(
        await t.call({
          url: '/api/user/code/bind-phone',
          token: tokenA,
          body: { phone: b, code: t.lastCode(b) },
        }),
        '100409',
        409,
        '该手机号已被其他账号使用',
      );

      const c = phone();
      // An account gets one bind code a minute.
      expectFailure(await t.call({ url: await bindCodeUrl(c), token: tokenA }), '100429', 429);
      t.clock.advance(61 * SECOND);
      expectSuccess(await t.call({ url: await bindCodeUrl(c), token: tokenA }));
      const stolen = await t.call({
        url: '/api/user/code/bind-phone',
        token: tokenB,
        body: { phone: c, code: t.lastCode(c) },
      });
      expectFailure(stolen, '100400', 400, /已失效/);
    });
  });

  describe('role switch', () => {
    it('switches to a role the user holds and answers the user info; refuses others', async () => {
      const token = await t.signUp(phone(), { roles: ['student', 'teacher'] });
      const before = expectSuccess(
        await t.call<{ activeRole: string }>({ url: '/api/user/getUserInfo', token }),
      );
      expect(before.activeRole).toBe('teacher');
      const info = expectSuccess(
        await t.call({ url: '/api/user/switchRole', token, body: { role: 'student' } }),
      );
      expect(info).toMatchObject({ roles: ['student', 'teacher'], activeRole: 'student' });
      expect(
        expectSuccess(await t.call<{ activeRole: string }>({ url: '/api/user/getUserInfo', token }))
          .activeRole,
      ).toBe('student');
      expectFailure(
        await t.call({ url: '/api/user/switchRole', token, body: { role: 'admin' } }),
        '100403',
        403,
        '您没有该角色',
      );
      expectFailure(
        await t.call({ url: '/api/user/switchRole', token, body: { role: 'root' } }),
        '100400',
        400,
        '角色无效',
      );
    });

    it('acts with the active role: a teacher switched to student loses staff calls', async () => {
      const token = await t.signUp(phone(), { roles: ['student', 'teacher'] });
      const save = {
        url: '/api/highSchool/save',
        token,
        body: { name: `测试高中${phone()}`, city: '呼和浩特市' },
      };
      expectSuccess(await t.call(save));
      await t.call({ url: '/api/user/switchRole', token, body: { role: 'student' } });
      expectFailure(
        await t.call({ ...save, body: { name: `测试高中${phone()}`, city: '呼和浩特市' } }),
        '100403',
        403,
      );
    });

    it('keeps a back-office session on staff roles', async () => {
      const token = await t.signUp(phone(), { roles: ['student', 'editor'], clientType: 2 });
      expectFailure(
        await t.call({ url: '/api/user/switchRole', token, body: { role: 'student' } }),
        '100403',
        403,
        '后台只能切换到教职工角色',
      );
    });
  });
});
