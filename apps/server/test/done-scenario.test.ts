// The "Done when", over HTTP only, on SQLite and on PostgreSQL: a new user fetches a captcha and the
// public key, receives a code through the webhook SMS driver (a real local HTTP server), registers, logs in,
// reads and updates their student info and scores, adds and lists favourites, changes the password, logs
// out and is then refused with 100401. The only thing the test knows beforehand is the captcha text it had
// the app draw.
import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPlaintext } from '@zhiyuan/contracts';
import { collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { scoresOf } from './support/exam-results.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startFakeGateway, type FakeGateway } from './support/sms-gateway.ts';
import { CAPTCHA_ANSWER, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('a new user’s first visit on %s', (kind) => {
  let gateway: FakeGateway;
  let t: TestApp;

  beforeAll(async () => {
    gateway = await startFakeGateway();
    t = await startTestApp(kind, {
      env: {
        SMS_DRIVER: 'webhook',
        SMS_WEBHOOK_URL: gateway.url,
        SMS_WEBHOOK_SECRET: 'gateway-secret-0123456789',
      },
      seed: SMALL_SEED,
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('works from captcha to logout', async () => {
    const phone = '13612345678';

    const { captchaId, svg } = expectSuccess(
      await t.call<{ captchaId: string; svg: string }>({ url: '/api/user/getImageCode' }),
    );
    expect(svg).toContain('<svg');
    // The browser fetches the key with a fresh nonce for every request that carries a password.
    const encrypt = async (plain: string) => {
      const { publicKey, nonce } = expectSuccess(
        await t.call<{ publicKey: string; nonce: string }>({ url: '/api/user/publicKey' }),
      );
      return publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(passwordPlaintext(plain, nonce)),
      ).toString('base64');
    };

    const sent = await t.call({
      url: '/api/user/registerSendPhoneCode',
      body: { phone, captchaId, captchaCode: CAPTCHA_ANSWER },
    });
    expect(expectSuccess(sent)).toEqual({ cooldownSeconds: 60 });
    expect(gateway.received).toHaveLength(1);
    const sms = gateway.received[0]!;
    expect(sms).toMatchObject({
      phone,
      purpose: 'register',
      authorization: 'Bearer gateway-secret-0123456789',
    });
    expect(sms.contentType).toMatch(/^application\/json/);
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);

    expectSuccess(
      await t.call({
        url: '/api/user/register',
        body: { phone, code: sms.code, password: await encrypt('first-pass1'), name: '王小明' },
      }),
    );
    const login = expectSuccess(
      await t.call<{ token: string; username: string }>({
        url: '/api/user/login',
        body: { phone, password: await encrypt('first-pass1') },
      }),
    );
    expect(login.username).toBe('王小明');
    const token = login.token;

    expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toBeNull();
    const schools = expectSuccess(await t.call<{ id: number }[]>({ url: '/api/highSchool/getHighSchools' }));
    const info = {
      name: '王小明',
      gender: '男',
      highSchoolId: schools[1]!.id,
      className: '高三(5)班',
      graduationYear: 2026,
      firstSubject: '历史',
      electives: ['思想政治', '地理'],
    };
    expectSuccess(await t.call({ url: '/api/studentInfo/update', token, body: info }));
    expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toEqual(info);

    const results = [
      {
        examName: '2025年高考',
        examDate: '2025-06-07',
        isGaokao: true,
        total: 520,
        scores: scoresOf({ 语文: 110, 数学: 100, 外语: 120, 历史: 70, 思想政治: 65, 地理: 55 }),
        rank: 20345,
      },
    ];
    expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual({ results: [] });
    expectSuccess(await t.call({ url: '/api/studentScore/update', token, body: { results } }));
    expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual({ results });

    // Find a university the way the site does, then keep it.
    const found = expectSuccess(
      await t.call<{ items: { id: number; name: string }[] }>({
        url: `/api/college/search?keyword=${encodeURIComponent('内大')}`,
      }),
    );
    expect(found.items[0]?.name).toBe('内蒙古大学');
    const college = String(found.items[0]?.id);
    expect(college).toBe(String(await collegeId(t, '内蒙古大学')));
    expectSuccess(
      await t.call({
        url: '/api/userCollections/collectWeb',
        token,
        body: { kind: 'college', targetId: college },
      }),
    );
    expectSuccess(
      await t.call({
        url: '/api/userCollections/collectWeb',
        token,
        body: { kind: 'major', targetId: '050101' },
      }),
    );
    const favourites = expectSuccess(
      await t.call<{ kind: string; targetId: string }[]>({ url: '/api/userCollections/list', token }),
    );
    expect(favourites.map((f) => `${f.kind}:${f.targetId}`).sort()).toEqual([
      `college:${college}`,
      'major:050101',
    ]);

    expectSuccess(
      await t.call({
        url: '/api/user/updatePassword',
        token,
        body: { oldPassword: await encrypt('first-pass1'), newPassword: await encrypt('second-pass2') },
      }),
    );
    expectSuccess(await t.call({ url: '/api/user/getUserInfo', token }));

    expectSuccess(await t.call({ url: '/api/user/loginOut', token }));
    expectFailure(await t.call({ url: '/api/user/getUserInfo', token }), '100401', 401);
    expectFailure(await t.call({ url: '/api/studentInfo/getStudentInfo', token }), '100401', 401);

    // And the new password is the one that works now.
    expectFailure(
      await t.call({ url: '/api/user/login', body: { phone, password: await encrypt('first-pass1') } }),
      '100400',
      400,
      '手机号或密码错误',
    );
    expectSuccess(
      await t.call({ url: '/api/user/login', body: { phone, password: await encrypt('second-pass2') } }),
    );
  });
});
