// Teacher accounts without self-registration (issue 36): an admin creates one in 用户管理 with a name and a
// phone and no password; no password opens it until the teacher sets one with an SMS code (the reset flow,
// which the login page offers as 首次登录 / 忘记密码); then the teacher signs in to the back office as 班主任.
// The CLI's create-teacher makes the same account. Both databases.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@zhiyuan/contracts';
import { runCli } from '../src/cli/run.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('teacher accounts on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const nextPhone = phoneSequence(13300000000);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signUp(nextPhone(), { roles: ['admin'], clientType: 2 });
  });
  afterAll(() => t.close());

  const create = (body: unknown, token = admin) =>
    t.call<AdminUser>({ url: '/api/admin/user/createTeacher', body, token, headers: { client: 'admin' } });

  /** Sets the password with an SMS code, as 首次登录 / 忘记密码 does. */
  async function setPasswordBySms(phone: string, password: string) {
    expectSuccess(
      await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone, ...(await t.captcha()) } }),
    );
    expectSuccess(
      await t.call({
        url: '/api/user/resetPassword',
        body: { phone, code: t.lastCode(phone), password: await t.encrypt(password) },
      }),
    );
  }

  it('an admin creates a teacher with a name and a phone; the account has no password until an SMS sets one', async () => {
    const phone = nextPhone();
    const res = await create({ name: ' 赵老师 ', phone });
    const teacher = expectSuccess(res);
    expect(teacher).toMatchObject({
      name: '赵老师',
      phone,
      roles: ['teacher'],
      passwordSet: false,
      locked: false,
    });
    expect(res.body.message).toContain('首次登录');

    // No password opens it, not even an empty one.
    const tried = await t.call({
      url: '/api/user/login',
      body: { phone, password: await t.encrypt('anything-1'), clientType: 2 },
    });
    expect(tried.body.errorCode).not.toBe('0');

    await setPasswordBySms(phone, 'Teacher-Pass-1');
    const token = await t.login(phone, 'Teacher-Pass-1', 2);
    const info = expectSuccess(
      await t.call<{ activeRole: string }>({
        url: '/api/user/getUserInfo',
        token,
        headers: { client: 'admin' },
      }),
    );
    expect(info.activeRole).toBe('teacher');
    const after = expectSuccess(
      await t.call<AdminUser>({
        url: `/api/admin/user/get?id=${teacher.id}`,
        token: admin,
        headers: { client: 'admin' },
      }),
    );
    expect(after.passwordSet).toBe(true);

    const log = expectSuccess(
      await t.call<{ items: { summary: string }[] }>({ url: '/api/admin/audit/list', token: admin }),
    );
    expect(log.items.map((i) => i.summary)).toContain(
      `创建教师账号：赵老师（${phone}）（首次登录时用短信验证码设置密码）`,
    );
  });

  it('names the field that is wrong, in Chinese, and never takes over an existing account', async () => {
    const missing = await create({ name: '', phone: '123' });
    expectFailure(missing, '100400', 400);
    expect(missing.body.data).toMatchObject({ field: expect.stringMatching(/^(name|phone)$/) });

    const badPhone = await create({ name: '钱老师', phone: '12345' });
    expectFailure(badPhone, '100400', 400, '请输入正确的手机号码');
    expect(badPhone.body.data).toMatchObject({ field: 'phone' });

    const studentPhone = nextPhone();
    await t.signUp(studentPhone);
    const taken = await create({ name: '孙老师', phone: studentPhone });
    expectFailure(taken, '100400', 400, '该手机号已有账号：请在用户列表中找到它并设置教师角色');
    expect(taken.body.data).toMatchObject({ field: 'phone' });
    const stillStudent = expectSuccess(
      await t.call<{ items: AdminUser[] }>({
        url: `/api/admin/user/list?keyword=${studentPhone}`,
        token: admin,
      }),
    );
    expect(stillStudent.items[0]?.roles).toEqual(['student']);
  });

  it('only an admin creates teachers: a teacher, an editor and a student are refused', async () => {
    for (const role of ['teacher', 'editor', 'student'] as const) {
      const token = await t.signUp(nextPhone(), { roles: [role] });
      expectFailure(await create({ name: '周老师', phone: nextPhone() }, token), '100403', 403);
    }
  });

  it('the CLI creates a teacher without a password, who sets one by SMS; a taken phone changes nothing', async () => {
    const phone = nextPhone();
    let out = '';
    let err = '';
    const io = {
      env: { DATABASE_URL: t.database.url },
      stdin: Readable.from([]),
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s), isTTY: false },
    };
    expect(await runCli(['create-teacher', '--phone', phone, '--name', '吴老师'], io)).toBe(0);
    expect(err).toBe('');
    expect(out).toContain(`已创建教师 吴老师（${phone}）`);
    await setPasswordBySms(phone, 'Teacher-Pass-2');
    const token = await t.login(phone, 'Teacher-Pass-2', 2);
    const info = expectSuccess(await t.call<{ roles: string[] }>({ url: '/api/user/getUserInfo', token }));
    expect(info.roles).toEqual(['teacher']);

    err = '';
    expect(await runCli(['create-teacher', '--phone', phone, '--name', '吴老师'], io)).toBe(1);
    expect(err).toBe(`错误：手机号 ${phone} 已有账号，未做任何更改\n`);
    err = '';
    expect(await runCli(['create-teacher', '--phone', '123', '--name', '吴老师'], io)).toBe(2);
    expect(err).toContain('--phone：请输入正确的手机号码');
  });
});
