import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchUserInfoAtom } from '@zhiyuan/domain';
import { renderFeature, userInfoFixture } from '@zhiyuan/feature-testing';
import { ClassesPage } from './classes-page.tsx';
import { adminClassesHandlers } from './classes.test-support.ts';

describe('ClassesPage', () => {
  it('lists the classes with their join codes and a link to each desk', async () => {
    renderFeature(<ClassesPage />, { handlers: adminClassesHandlers() });
    const table = await screen.findByRole('table', { name: '班级列表' });
    const row = within(table).getByRole('row', { name: /高三（1）班/ });
    expect(within(row).getByText('K7PQ2MXA')).toBeInTheDocument();
    expect(within(row).getByText('张老师')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '高三（1）班的工作台' })).toHaveAttribute(
      'href',
      '/classes/desk?id=1',
    );
  });

  it('creates a class, each error beside its field; a teacher is not asked for the 班主任', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassesPage />, { handlers: adminClassesHandlers() });
    const form = await screen.findByRole('form', { name: '新建班级' });
    expect(within(form).queryByRole('combobox', { name: /班主任/ })).not.toBeInTheDocument();
    const year = within(form).getByRole('spinbutton', { name: /毕业年份/ });
    await user.clear(year);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('textbox', { name: /^班级名称/ })).toHaveAccessibleDescription(
      expect.stringContaining('请填写班级名称'),
    );
    expect(year).toHaveAccessibleDescription(expect.stringContaining('请输入毕业年份'));
    expect(server.calls.filter((c) => c.name === 'saveClass')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /^班级名称/ }), '高三（3）班');
    await user.type(year, '2027');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('row', { name: /高三（3）班/ })).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'saveClass')?.body).toEqual({
      name: '高三（3）班',
      graduationYear: 2027,
    });
  });

  it('lets an admin choose the 班主任, and says so when none is chosen', async () => {
    const user = userEvent.setup();
    const env = renderFeature(<ClassesPage />, {
      handlers: {
        ...adminClassesHandlers(),
        getUserInfo: () => ({ ...userInfoFixture, roles: ['admin'], activeRole: 'admin' }),
      },
    });
    await act(() => env.domain.store.set(fetchUserInfoAtom));
    const form = await screen.findByRole('form', { name: '新建班级' });
    await user.type(within(form).getByRole('textbox', { name: /^班级名称/ }), '高三（4）班');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择一位教师作为班主任')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /班主任/ }));
    await user.click(await screen.findByRole('option', { name: '刘老师' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(env.server.calls.find((c) => c.name === 'saveClass')?.body).toMatchObject({
        name: '高三（4）班',
        teacherId: 8,
      }),
    );
  });

  it('draws a new join code after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { server } = renderFeature(<ClassesPage />, { handlers: adminClassesHandlers() });
    const actions = await screen.findByRole('group', { name: '高三（1）班' });
    await user.click(within(actions).getByRole('button', { name: '重新生成加入码' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('旧加入码将立即失效'));
    expect(await screen.findByText('RENEW234')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'regenerateClassCode')?.body).toEqual({ id: 1 });
    confirm.mockRestore();
  });
});
