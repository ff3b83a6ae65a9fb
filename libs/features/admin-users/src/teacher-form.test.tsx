// 新建教师 in 用户管理 (issue 36): an empty form says what is missing beside each field and sends nothing; the
// server's refusal of a taken phone is said beside the phone; a created teacher joins the list as 待首次登录.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@zhiyuan/contracts';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { UsersPage } from './users-page.tsx';

const user = (id: number, name: string, phone: string, passwordSet: boolean): AdminUser => ({
  id,
  phone,
  name,
  roles: ['teacher'],
  locked: false,
  mustChangePassword: false,
  passwordSet,
  createdAt: '2026-11-28T08:00:00.000Z',
  activeSessions: 0,
  lastSeenAt: null,
});

describe('新建教师', () => {
  it('checks the fields, says a taken phone beside it, and lists the new teacher as 待首次登录', async () => {
    const person = userEvent.setup();
    let users = [user(1, '管理员', '13800000001', true)];
    const { server } = renderFeature(<UsersPage />, {
      path: '/users',
      handlers: {
        listUsers: () => ({ total: users.length, items: users }),
        createTeacher: ({ body }) => {
          const { name, phone } = body as { name: string; phone: string };
          if (phone === '13800000001')
            return fail('100400', '该手机号已有账号：请在用户列表中找到它并设置教师角色', 400, {
              field: 'phone',
            });
          const made = user(2, name, phone, false);
          users = [...users, made];
          return made;
        },
      },
    });
    await person.click(await screen.findByRole('button', { name: '新建教师' }));
    const form = screen.getByRole('form', { name: '新建教师账号' });
    const name = within(form).getByRole('textbox', { name: /^姓名/ });
    const phone = within(form).getByRole('textbox', { name: /^手机号/ });
    await person.click(within(form).getByRole('button', { name: '创建教师' }));
    expect(name).toHaveAccessibleDescription('请输入姓名');
    expect(phone).toHaveAccessibleDescription('请输入手机号码');
    expect(server.calls.some((c) => c.name === 'createTeacher')).toBe(false);

    await person.type(name, '李老师');
    await person.type(phone, '13800000001');
    await person.click(within(form).getByRole('button', { name: '创建教师' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('该手机号已有账号：请在用户列表中找到它并设置教师角色'),
    );

    await person.clear(phone);
    await person.type(phone, '13800000002');
    await person.click(within(form).getByRole('button', { name: '创建教师' }));
    const row = await screen.findByRole('row', { name: /13800000002/ });
    expect(within(row).getByText('待首次登录')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'createTeacher').map((c) => c.body)).toEqual([
      { name: '李老师', phone: '13800000001' },
      { name: '李老师', phone: '13800000002' },
    ]);
  });
});
