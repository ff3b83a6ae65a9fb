// The account calls that come before an account: the public key, image captchas, SMS codes and their limits,
// and registration — end to end through inject(), on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE, SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { CAPTCHA_ANSWER, phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('account codes and registration on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own phones, so the per-phone limits of one do not leak into another.
  const phone = phoneSequence(13000000000);
  beforeAll(async () => void (t = await startTestApp(kind)));
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
      expectFailure(res, '100400', 400, /^图形验证码/);
      expect(res.body.data).toEqual({ field: 'captchaCode' });
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
      expectFailure(res, '100400', 400, '请输入正确的手机号码');
      const missing = await t.call({ url: '/api/user/registerSendPhoneCode', body: { phone: phone() } });
      expectFailure(missing, '100400', 400, /^图形验证码/);
      expect(missing.body.data).toEqual({ field: 'captchaId' });
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
        mustChangePassword: false,
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
      expectFailure(short, '100400', 400, '密码长度介于6-64之间');
      const junk = await t.call({
        url: '/api/user/register',
        body: { phone: p, code: t.lastCode(p), password: Buffer.from('x'.repeat(256)).toString('base64') },
      });
      // Junk decrypts to pseudo-random bytes (OpenSSL's implicit rejection of a bad PKCS#1 padding answers no
      // error), so which refusal it meets depends on the key this run made: not UTF-8 or a control character
      // (密码加密格式不正确), or readable text without a nonce, as an old page sends (页面版本已过期). Either way
      // it is refused, and CI saw both.
      expectFailure(junk, '100400', 400, /^(密码：)?(密码加密格式不正确|页面版本已过期)，请刷新页面后重试$/);
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
      // Each request carries its own encryption (a nonce is good once).
      const password = () => t.encrypt('secret-123');
      for (let left = 4; left >= 1; left--) {
        expectFailure(
          await t.call({
            url: '/api/user/register',
            body: { phone: p, code: wrong, password: await password() },
          }),
          '100400',
          400,
          `短信验证码错误，还可尝试${left}次`,
        );
      }
      expectFailure(
        await t.call({
          url: '/api/user/register',
          body: { phone: p, code: wrong, password: await password() },
        }),
        '100400',
        400,
        /错误次数过多/,
      );
      expectFailure(
        await t.call({ url: '/api/user/register', body: { phone: p, code, password: await password() } }),
        '100400',
        400,
        /已失效/,
      );

      t.clock.advance(61 * SECOND);
      await sendRegisterCode(p);
      t.clock.advance(5 * MINUTE + SECOND);
      expectFailure(
        await t.call({
          url: '/api/user/register',
          body: { phone: p, code: t.lastCode(p), password: await password() },
        }),
        '100400',
        400,
        /已失效/,
      );

      t.clock.advance(61 * SECOND);
      await sendRegisterCode(p);
      const fresh = t.lastCode(p);
      expectSuccess(
        await t.call({
          url: '/api/user/register',
          body: { phone: p, code: fresh, password: await password() },
        }),
      );
      expectFailure(
        await t.call({
          url: '/api/user/register',
          body: { phone: p, code: fresh, password: await password() },
        }),
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
});
