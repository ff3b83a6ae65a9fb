// Issue 12: a signed-in user could make the server text any phone a bind code, without a captcha, as often
// as the phone's allowance let them — and that allowance was the one registration and password reset use,
// so it could be spent to lock the phone's owner out. A bind code now needs a solved captcha (in the query
// of the original path), each account has its own allowance, and bind codes count against the target
// phone separately from registration and reset codes. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

/** A bind code's daily allowance per account (the phone's own is 10). */
const BIND_CODES_PER_ACCOUNT_PER_DAY = 5;

describe.each(DATABASE_KINDS)('bind-phone codes on %s', (kind) => {
  let t: TestApp;
  const phone = phoneSequence(13300000000);
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(() => t.close());

  const sendBindCode = async (
    token: string,
    target: string,
    captcha?: { captchaId: string; captchaCode: string },
  ) => {
    const query = captcha ? `?${new URLSearchParams(captcha).toString()}` : '';
    return t.call({ url: `/api/user/code/bind-phone/${target}${query}`, token });
  };

  it('needs a solved captcha', async () => {
    const token = await t.signUp(phone());
    const target = phone();
    const unsolved = await sendBindCode(token, target);
    expectFailure(unsolved, '100400', 400, /图形验证码/);
    expect(unsolved.body.data).toEqual({ field: expect.stringMatching(/^captcha(Id|Code)$/) });
    const { captchaId } = await t.captcha();
    const wrong = await sendBindCode(token, target, { captchaId, captchaCode: 'ABCD' });
    expectFailure(wrong, '100400', 400, '图形验证码错误或已失效，请刷新后重试');
    expect(wrong.body.data).toEqual({ field: 'captchaCode' });
    expect(t.sms.filter((m) => m.phone === target)).toEqual([]);
    expectSuccess(await sendBindCode(token, target, await t.captcha()));
    expect(t.sms.at(-1)).toMatchObject({ phone: target, purpose: 'bind' });
  });

  it(`sends an account at most ${BIND_CODES_PER_ACCOUNT_PER_DAY} bind codes a day, whatever the phones`, async () => {
    const token = await t.signUp(phone());
    for (let i = 0; i < BIND_CODES_PER_ACCOUNT_PER_DAY; i++) {
      t.clock.advance(61 * SECOND);
      expectSuccess(await sendBindCode(token, phone(), await t.captcha()));
    }
    t.clock.advance(61 * SECOND);
    const target = phone();
    expectFailure(await sendBindCode(token, target, await t.captcha()), '100429', 429, /今日上限/);
    expect(t.sms.filter((m) => m.phone === target)).toEqual([]);
  });

  it('leaves the phone’s registration and reset allowance alone', async () => {
    const target = phone();
    // Two accounts use up the target's bind allowance (10 a day) between them.
    for (const token of [await t.signUp(phone()), await t.signUp(phone())]) {
      for (let i = 0; i < BIND_CODES_PER_ACCOUNT_PER_DAY; i++) {
        t.clock.advance(61 * SECOND);
        expectSuccess(await sendBindCode(token, target, await t.captcha()));
      }
    }
    const third = await t.signUp(phone());
    t.clock.advance(61 * SECOND);
    expectFailure(await sendBindCode(third, target, await t.captcha()), '100429', 429, /今日上限/);
    // Right after a bind code, the phone's owner can still sign up and reset a password.
    expectSuccess(
      await t.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: target, ...(await t.captcha()) },
      }),
    );
    expect(t.sms.at(-1)).toMatchObject({ phone: target, purpose: 'register' });
  });
});
