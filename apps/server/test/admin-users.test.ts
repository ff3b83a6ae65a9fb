// 用户管理 (issue 10): search and view accounts; set roles, lock, give a temporary password the user must
// change before anything else, and sign out every session — and the rules that keep the school an admin:
// nobody removes their own admin role or locks themselves, and two admins demoting each other at once leave
// one admin standing, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let nextPhone = 13_200_000_000;

  const idOf = async (phone: string) =>
    (await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

  /** A new account with `roles`, signed in; its phone, id and token. */
  async function account(roles?: ('student' | 'teacher' | 'editor' | 'admin')[], name?: string) {
    t.clock.advance(61 * SECOND);
    const phone = String(++nextPhone);
    if (name) {
      await t.register(phone, 'secret-123', name);
      if (roles)
        await t.app.db
          .updateTable('users')
          .set({ roles: JSON.stringify(roles) })
          .where('phone', '=', phone)
          .execute();
      return { phone, id: await idOf(phone), token: await t.login(phone, 'secret-123') };
    }
    const token = await t.signUp(phone, roles ? { roles } : {});
    return { phone, id: await idOf(phone), token };
  }

  const post = <T>(url: string, body: unknown, token = admin) => t.call<T>({ url, body, token });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const me = await account(['admin']);
    admin = me.token;
    adminId = me.id;
  });
  afterAll(() => t.close());

  it('searches by phone or name, by role and lock, and shows one account with its sessions', async () => {
    const student = await account(undefined, '王小明');
    await account(['teacher'], '李老师');
    const byName = expectSuccess(
      await t.call<{ total: number; items: AdminUser[] }>({
        url: `/api/admin/user/list?keyword=${encodeURIComponent('小明')}`,
        token: admin,
      }),
    );
    expect(byName.items.map((u) => u.phone)).toEqual([student.phone]);
    const byPhone = expectSuccess(
      await t.call<{ items: AdminUser[] }>({
        url: `/api/admin/user/list?keyword=${student.phone.slice(3)}`,
        token: admin,
      }),
    );
    expect(byPhone.items.map((u) => u.id)).toEqual([student.id]);
    const teachers = expectSuccess(
      await t.call<{ items: AdminUser[] }>({ url: '/api/admin/user/list?role=teacher', token: admin }),
    );
    expect(teachers.items.map((u) => u.name)).toEqual(['李老师']);
    const one = expectSuccess(
      await t.call<AdminUser>({ url: `/api/admin/user/get?id=${student.id}`, token: admin }),
    );
    expect(one).toMatchObject({
      id: student.id,
      name: '王小明',
      roles: ['student'],
      locked: false,
      mustChangePassword: false,
      activeSessions: 1,
    });
    expect(one.lastSeenAt).not.toBeNull();
    expectFailure(
      await t.call({ url: '/api/admin/user/get?id=999999', token: admin }),
      '100404',
      404,
      '用户不存在',
    );
  });

  it('sets roles, which apply at the next request; refuses no role, a duplicate, and the own admin role', async () => {
    const someone = await account();
    expectFailure(await t.call({ url: '/api/admin/user/list', token: someone.token }), '100403', 403);
    const updated = expectSuccess(
      await post<AdminUser>('/api/admin/user/setRoles', { id: someone.id, roles: ['student', 'admin'] }),
    );
    expect(updated.roles).toEqual(['student', 'admin']);
    // The session keeps acting as a student until it switches; with the role it may.
    expectSuccess(await post('/api/user/switchRole', { role: 'admin' }, someone.token));
    expectSuccess(await t.call({ url: '/api/admin/user/list', token: someone.token }));
    const empty = await post('/api/admin/user/setRoles', { id: someone.id, roles: [] });
    expectFailure(empty, '100400', 400, '请至少选择一个角色');
    expect(empty.body.data).toEqual({ field: 'roles' });
    expectFailure(
      await post('/api/admin/user/setRoles', { id: someone.id, roles: ['editor', 'editor'] }),
      '100400',
      400,
      '角色不能重复',
    );
    const own = await post('/api/admin/user/setRoles', { id: adminId, roles: ['teacher'] });
    expectFailure(own, '100400', 400, '不能取消自己的管理员角色');
    expect(own.body.data).toEqual({ field: 'roles' });
    // Taking the role back ends what the session could do at once.
    expectSuccess(await post('/api/admin/user/setRoles', { id: someone.id, roles: ['student'] }));
    expectFailure(await t.call({ url: '/api/admin/user/list', token: someone.token }), '100403', 403);
  });

  it('locks an account (its sessions end and it cannot sign in) and unlocks it; never oneself', async () => {
    const target = await account(undefined, '被锁定的人');
    const locked = expectSuccess(
      await post<AdminUser>('/api/admin/user/lock', { id: target.id, locked: true }),
    );
    expect(locked).toMatchObject({ locked: true, activeSessions: 0 });
    expectFailure(await t.call({ url: '/api/user/getUserInfo', token: target.token }), '100401', 401);
    const again = await t.call({
      url: '/api/user/login',
      body: { phone: target.phone, password: await t.encrypt('secret-123') },
    });
    expectFailure(again, '100403', 403, '该账号已被锁定，请联系管理员');
    // A wrong password says nothing about the lock.
    const wrong = await t.call({
      url: '/api/user/login',
      body: { phone: target.phone, password: await t.encrypt('wrong-pass') },
    });
    expectFailure(wrong, '100400', 400, '手机号或密码错误');
    expectSuccess(await post('/api/admin/user/lock', { id: target.id, locked: false }));
    expect(await t.login(target.phone, 'secret-123')).toMatch(/^[\w-]{43}$/);
    const self = await post('/api/admin/user/lock', { id: adminId, locked: true });
    expectFailure(self, '100400', 400, '不能锁定自己的账号');
    expect(self.body.data).toEqual({ field: 'locked' });
  });

  it('gives a temporary password that must be changed before anything else, site and back office alike', async () => {
    const staff = await account(['teacher', 'student']);
    expectSuccess(
      await post('/api/admin/user/resetPassword', { id: staff.id, password: await t.encrypt('temporary-1') }),
    );
    expectFailure(await t.call({ url: '/api/user/getUserInfo', token: staff.token }), '100401', 401);
    const short = await post('/api/admin/user/resetPassword', {
      id: staff.id,
      password: await t.encrypt('123'),
    });
    expectFailure(short, '100400', 400, '密码长度介于6-64之间');
    for (const clientType of [1, 2] as const) {
      const login = await t.call<{ token: string; mustChangePassword: boolean }>({
        url: '/api/user/login',
        body: { phone: staff.phone, password: await t.encrypt('temporary-1'), clientType },
      });
      const { token, mustChangePassword } = expectSuccess(login);
      expect(mustChangePassword).toBe(true);
      expect(
        expectSuccess(await t.call<{ mustChangePassword: boolean }>({ url: '/api/user/getUserInfo', token }))
          .mustChangePassword,
      ).toBe(true);
      const blocked = await t.call({ url: '/api/studentInfo/getStudentInfo', token });
      expectFailure(blocked, '100403', 403, '管理员已重置您的密码，请先修改密码');
      expect(blocked.body.data).toEqual({ mustChangePassword: true });
      expectFailure(await post('/api/user/switchRole', { role: 'teacher' }, token), '100403', 403);
      // Public pages still answer; checkLogin and loginOut work.
      expectSuccess(await t.call({ url: '/api/news/list' }));
      expect(
        expectSuccess(await t.call<{ loggedIn: boolean }>({ url: '/api/user/checkLogin', token })).loggedIn,
      ).toBe(true);
      if (clientType === 1) {
        expectSuccess(await t.call({ url: '/api/user/loginOut', token }));
        continue;
      }
      expectSuccess(
        await post(
          '/api/user/updatePassword',
          { oldPassword: await t.encrypt('temporary-1'), newPassword: await t.encrypt('chosen-456') },
          token,
        ),
      );
      expect(
        expectSuccess(await t.call<{ mustChangePassword: boolean }>({ url: '/api/user/getUserInfo', token }))
          .mustChangePassword,
      ).toBe(false);
      expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }));
    }
    const login = await t.call<{ mustChangePassword: boolean }>({
      url: '/api/user/login',
      body: { phone: staff.phone, password: await t.encrypt('chosen-456') },
    });
    expect(expectSuccess(login).mustChangePassword).toBe(false);
  });

  it('signs out every session of an account and says how many', async () => {
    const target = await account();
    await t.login(target.phone, 'secret-123');
    const done = expectSuccess(
      await post<{ signedOut: number }>('/api/admin/user/signOutAll', { id: target.id }),
    );
    expect(done.signedOut).toBe(2);
    expectFailure(await t.call({ url: '/api/user/getUserInfo', token: target.token }), '100401', 401);
    expectFailure(
      await post('/api/admin/user/signOutAll', { id: 2_000_000_000 }),
      '100404',
      404,
      '用户不存在',
    );
  });

  it('keeps one admin when two admins demote or lock each other at the same moment', async () => {
    for (const [url, body] of [
      ['/api/admin/user/setRoles', { roles: ['student'] }],
      ['/api/admin/user/lock', { locked: true }],
    ] as const) {
      // Only these two are admins now.
      await t.app.db
        .updateTable('users')
        .set({ roles: JSON.stringify(['student']) })
        .where('id', '!=', adminId)
        .execute();
      const second = await account(['admin']);
      const [a, b] = await Promise.all([
        post(url, { id: second.id, ...body }, admin),
        post(url, { id: adminId, ...body }, second.token),
      ]);
      // One wins. The other is refused: by the last-admin rule when both got past authorization before
      // either committed, else because its own admin role or session was already gone.
      const codes = [a.body.errorCode, b.body.errorCode];
      expect(
        codes.filter((c) => c === '0'),
        `${url}: ${a.body.message} / ${b.body.message}`,
      ).toHaveLength(1);
      const refused = a.body.errorCode === '0' ? b : a;
      expect(['100409', '100403', '100401']).toContain(refused.body.errorCode);
      if (refused.body.errorCode === '100409')
        expect(refused.body.message).toBe('至少需要保留一名未锁定的管理员');
      const admins = expectSuccess(
        await t.call<{ items: AdminUser[] }>({
          url: '/api/admin/user/list?role=admin&locked=false',
          token: a.body.errorCode === '0' ? admin : second.token,
        }),
      );
      expect(admins.items).toHaveLength(1);
      // Back to one admin (the suite's), unlocked.
      await t.app.db
        .updateTable('users')
        .set({ roles: JSON.stringify(['admin']), locked_at: null })
        .where('id', '=', adminId)
        .execute();
      t.clock.advance(61 * SECOND);
      admin = await t.login(
        (
          await t.app.db
            .selectFrom('users')
            .select('phone')
            .where('id', '=', adminId)
            .executeTakeFirstOrThrow()
        ).phone,
        'secret-123',
      );
    }
  });
});
