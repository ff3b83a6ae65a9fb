// The account calls end to end through inject(): public key, captchas, SMS codes and their limits,
// registration, login with its brute-force guard, sessions, password change and reset, phone binding and
// role switching — on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/crypto.ts';
import { DAY, HOUR, MINUTE, SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { CAPTCHA_ANSWER, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own phones, so the per-phone limits of one do not leak into another.
  let nextPhone = 13000000000;
  const phone = () => String(++nextPhone);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function sendRegisterCode(p: string) {
    return t.call<{ cooldownSeconds: number }>({
      url: '/api/user/registerSendPhoneCode',
      body: { phone: p, ...(await t.captcha()) },
    });
  }

  describe('public key', () => {
    it('answers one PEM key, kept in the database so every process uses the same one', async () => {
      const a = expectSuccess(await t.call<{ publicKey: string }>({ url: '/api/user/publicKey' }));
      expect(a.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      const other = await startTestApp(kind);
      try {
        // A second app on another database has its own key …
        const b = expectSuccess(await other.call<{ publicKey: string }>({ url: '/api/user/publicKey' }));
        expect(b.publicKey).not.toBe(a.publicKey);
      } finally {
        await other.close();
      }
      // … while the stored key of this database is the one served.
      const stored = await t.app.db
        .selectFrom('server_keys')
        .select('value')
        .where('name', '=', 'rsa-keypair')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.value).publicKey).toBe(a.publicKey);
    });
  });

  describe('image captcha', () => {
    it('answers an SVG and stores only a hash of the answer', async () => {
      const res = expectSuccess(
        await t.call<{ captchaId: string; svg: string }>({ url: '/api/user/getImageCode' }),
      );
      expect(res.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(res.svg).not.toContain(CAPTCHA_ANSWER);
      const row = await t.app.db
        .selectFrom('captchas')
        .selectAll()
        .where('id', '=', res.captchaId)
        .executeTakeFirstOrThrow();
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toMatch(new RegExp(CAPTCHA_ANSWER, 'i'));
    });

    it('accepts an answer once, in any case, and refuses it a second time', async () => {
      const { captchaId } = await t.captcha();
      const p = phone();
      expectSuccess(
        await t.call({
          url: '/api/user/registerSendPhoneCode',
          body: { phone: p, captchaId, captchaCode: CAPTCHA_ANSWER.toLowerCase() },
        }),
      );
      t.clock.advance(61 * SECOND);
      const again = await t.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: p, captchaId, captchaCode: CAPTCHA_ANSWER },
      });
      expectFailure(again, '100400', 400, /图形验证码错误或已失效/);
    });

    it('is spent by a wrong answer and expires after 5 minutes', async () => {
      const wrong = await t.captcha();
      const res = await t.call({
        url: '/api/user/resetPasswordSendCode',
        body: { phone: phone(), captchaId: wrong.captchaId, captchaCode: 'ZZZZ' },
      });
      expectFailure(res, '100400', 400, /字段 captchaCode/);
      const retry = await t.call({
        url: '/api/user/resetPasswordSendCode',
        body: { phone: phone(), ...wrong },
      });
      expectFailure(retry, '100400', 400);

      const old = await t.captcha();
      t.clock.advance(5 * MINUTE + SECOND);
      expectFailure(
        await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone: phone(), ...old } }),
        '100400',
        400,
      );
    });
  });

  describe('SMS codes', () => {
    it('sends a 6-digit code, stored hashed, and says how long to wait before the next', async () => {
      const p = phone();
      expect(expectSuccess(await sendRegisterCode(p))).toEqual({ cooldownSeconds: 60 });
      const code = t.lastCode(p);
      expect(code).toMatch(/^\d{6}$/);
      expect(t.sms.at(-1)?.text).toContain(code);
      const rows = await t.app.db.selectFrom('sms_codes').selectAll().where('phone', '=', p).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);

      t.clock.advance(20 * SECOND);
      const soon = await sendRegisterCode(p);
      expectFailure(soon, '100429', 429, '验证码发送过于频繁，请40秒后再试');
      expect(soon.body.data).toEqual({ retryAfterSeconds: 40 });
    });

    it('sends at most 10 codes to a phone per day', async () => {
      const p = phone();
      for (let i = 0; i < 10; i++) {
        expectSuccess(await sendRegisterCode(p));
        t.clock.advance(61 * SECOND);
      }
      const capped = await sendRegisterCode(p);
      expectFailure(capped, '100429', 429, /今日上限，请\d+小时(\d+分钟)?后再试/);
      t.clock.advance(DAY);
      expectSuccess(await sendRegisterCode(p));
    });

    it('answers the same whether or not the phone has an account', async () => {
      const known = phone();
      await t.signUp(known);
      t.clock.advance(61 * SECOND);
      const unknown = phone();
      for (const url of ['/api/user/registerSendPhoneCode', '/api/user/resetPasswordSendCode']) {
        const a = await t.call({ url, body: { phone: known, ...(await t.captcha()) } });
        const b = await t.call({ url, body: { phone: unknown, ...(await t.captcha()) } });
        expect(a.status).toBe(b.status);
        expect(a.body).toEqual(b.body);
        t.clock.advance(61 * SECOND);
      }
    });

    it('validates the phone and the captcha fields with Chinese messages', async () => {
      const res = await t.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: '12345', captchaId: 'x', captchaCode: 'AB12' },
      });
      expectFailure(res, '100400', 400, '请输入正确的手机号码（字段 phone）');
      const missing = await t.call({ url: '/api/user/registerSendPhoneCode', body: { phone: phone() } });
      expectFailure(missing, '100400', 400, /字段 captchaId/);
    });
  });

  describe('register', () => {
    it('creates a student, with a default name when none is given', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const token = await t.login(p, 'secret-123');
      const info = expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));
      expect(info).toEqual({
        name: `考生${p.slice(-4)}`,
        file: '',
        roles: ['student'],
        phone: p,
        activeRole: 'student',
      });
      const stored = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('phone', '=', p)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$/);
      expect(stored.password_hash).not.toContain('secret-123');
    });

    it('applies the password rule to the decrypted password', async () => {
      const p = phone();
      await sendRegisterCode(p);
      const short = await t.call({
        url: '/api/user/register',
        body: { phone: p, code: t.lastCode(p), password: await t.encrypt('12345') },
      });
      expectFailure(short, '100400', 400, '密码长度介于6-64之间（字段 password）');
      const junk = await t.call({
        url: '/api/user/register',
        body: { phone: p, code: t.lastCode(p), password: Buffer.from('x'.repeat(256)).toString('base64') },
      });
      expectFailure(junk, '100400', 400, /密码加密格式不正确/);
      // The code was not spent by the bad passwords.
      expectSuccess(
        await t.call({
          url: '/api/user/register',
          body: { phone: p, code: t.lastCode(p), password: await t.encrypt('good-pass') },
        }),
      );
    });

    it('refuses a registered phone only once the code proves the phone is the caller’s', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      t.clock.advance(61 * SECOND);
      expectSuccess(await sendRegisterCode(p));
      const res = await t.call({
        url: '/api/user/register',
        body: { phone: p, code: t.lastCode(p), password: await t.encrypt('another-1') },
      });
      expectFailure(res, '100409', 409, '该手机号已注册，请直接登录或找回密码');
    });

    it('spends a code on use, kills it after 5 wrong attempts, and lets it expire after 5 minutes', async () => {
      const p = phone();
      await sendRegisterCode(p);
      const code = t.lastCode(p);
      const wrong = code === '000000' ? '111111' : '000000';
      const password = await t.encrypt('secret-123');
      for (let left = 4; left >= 1; left--) {
        expectFailure(
          await t.call({ url: '/api/user/register', body: { phone: p, code: wrong, password } }),
          '100400',
          400,
          `短信验证码错误，还可尝试${left}次（字段 code）`,
        );
      }
      expectFailure(
        await t.call({ url: '/api/user/register', body: { phone: p, code: wrong, password } }),
        '100400',
        400,
        /错误次数过多/,
      );
      expectFailure(
        await t.call({ url: '/api/user/register', body: { phone: p, code, password } }),
        '100400',
        400,
        /已失效/,
      );

      t.clock.advance(61 * SECOND);
      await sendRegisterCode(p);
      t.clock.advance(5 * MINUTE + SECOND);
      expectFailure(
        await t.call({ url: '/api/user/register', body: { phone: p, code: t.lastCode(p), password } }),
        '100400',
        400,
        /已失效/,
      );

      t.clock.advance(61 * SECOND);
      await sendRegisterCode(p);
      const fresh = t.lastCode(p);
      expectSuccess(await t.call({ url: '/api/user/register', body: { phone: p, code: fresh, password } }));
      expectFailure(
        await t.call({ url: '/api/user/register', body: { phone: p, code: fresh, password } }),
        '100400',
        400,
        /已失效/,
      );
    });

    it('keeps a code to its purpose: a register code does not reset a password', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      t.clock.advance(61 * SECOND);
      await sendRegisterCode(p);
      const res = await t.call({
        url: '/api/user/resetPassword',
        body: { phone: p, code: t.lastCode(p), password: await t.encrypt('new-secret') },
      });
      expectFailure(res, '100400', 400, /已失效/);
    });
  });

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
      const bad = await t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++) {
        expectFailure(
          await t.call({ url: '/api/user/login', body: { phone: p, password: bad } }),
          '100400',
          400,
          '手机号或密码错误',
        );
      }
      const fifth = await t.call<{ lockedUntil: string; retryAfterSeconds: number }>({
        url: '/api/user/login',
        body: { phone: p, password: bad },
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
      const good = await t.encrypt('secret-123');
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: good } }),
        '100429',
        429,
        /锁定至/,
      );

      t.clock.advance(5 * MINUTE + SECOND);
      const noCaptcha = await t.call({ url: '/api/user/login', body: { phone: p, password: good } });
      expectFailure(noCaptcha, '100400', 400, /请输入图形验证码（字段 captchaCode）/);
      expect(noCaptcha.body.data).toEqual({ captchaRequired: true });
      const wrongCaptcha = await t.call({
        url: '/api/user/login',
        body: { phone: p, password: good, captchaId: (await t.captcha()).captchaId, captchaCode: 'ZZZZ' },
      });
      expectFailure(wrongCaptcha, '100400', 400, /图形验证码错误/);
      expectSuccess(
        await t.call({ url: '/api/user/login', body: { phone: p, password: good, ...(await t.captcha()) } }),
      );
      // A success clears the guard: no captcha next time.
      expectSuccess(await t.call({ url: '/api/user/login', body: { phone: p, password: good } }));
    });

    it('locks unknown phones the same way, revealing nothing', async () => {
      const p = phone();
      const bad = await t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++) await t.call({ url: '/api/user/login', body: { phone: p, password: bad } });
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: bad } }),
        '100429',
        429,
        /锁定至/,
      );
    });

    it('forgets failures older than 15 minutes', async () => {
      const p = phone();
      await t.register(p, 'secret-123');
      const bad = await t.encrypt('wrong-pass');
      for (let i = 0; i < 4; i++) await t.call({ url: '/api/user/login', body: { phone: p, password: bad } });
      t.clock.advance(15 * MINUTE + SECOND);
      expectFailure(
        await t.call({ url: '/api/user/login', body: { phone: p, password: bad } }),
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
      expectFailure(wrongOld, '100400', 400, '原密码错误（字段 oldPassword）');
      const same = await t.call({
        url: '/api/user/updatePassword',
        token: current,
        body: { oldPassword: await t.encrypt('old-secret'), newPassword: await t.encrypt('old-secret') },
      });
      expectFailure(same, '100400', 400, '新密码不能与原密码相同（字段 newPassword）');
      const short = await t.call({
        url: '/api/user/updatePassword',
        token: current,
        body: { oldPassword: await t.encrypt('old-secret'), newPassword: await t.encrypt('123') },
      });
      expectFailure(short, '100400', 400, /字段 newPassword/);

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
      expect(expectSuccess(await t.call({ url: `/api/user/code/bind-phone/${next}`, token }))).toEqual({
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
        await t.call({ url: `/api/user/code/bind-phone/${a}`, token: tokenA }),
        '100400',
        400,
        /不能与当前手机号相同/,
      );
      expectFailure(
        await t.call({ url: '/api/user/code/bind-phone/123', token: tokenA }),
        '100400',
        400,
        /字段 phone/,
      );
      // b just received its registration code; wait out that cooldown.
      t.clock.advance(61 * SECOND);

      expectSuccess(await t.call({ url: `/api/user/code/bind-phone/${b}`, token: tokenA }));
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
      expectSuccess(await t.call({ url: `/api/user/code/bind-phone/${c}`, token: tokenA }));
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
        '角色无效（字段 role）',
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
