import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@zhiyuan/feature-shared';
import { renderFeature } from '@zhiyuan/feature-testing';
import { ClassDeskPage } from './class-desk-page.tsx';
import { adminClassesHandlers, studentListFixture } from './classes.test-support.ts';

const rows = () =>
  within(screen.getByRole('table', { name: '本班学生的志愿表与检查结果' }))
    .getAllByRole('row')
    .slice(1);

describe('ClassDeskPage', () => {
  it('shows who needs help first, with the warning, and filters by state', async () => {
    const user = userEvent.setup();
    renderFeature(<ClassDeskPage />, { handlers: adminClassesHandlers(), path: '/classes/desk?id=1' });
    await screen.findByRole('table', { name: '本班学生的志愿表与检查结果' });
    expect(screen.getByText('K7PQ2MXA')).toBeInTheDocument();
    expect(screen.getByText('共 3 名学生')).toBeInTheDocument();
    const first = rows()[0]!;
    expect(within(first).getByText('李华')).toBeInTheDocument();
    expect(within(first).getByText('需要关注')).toBeInTheDocument();
    expect(within(first).getByText(/没有“保”志愿/)).toBeInTheDocument();
    expect(within(first).getByText('2 / 1 / 0')).toBeInTheDocument();
    // The list was made by score: its score and the rank the server found have their own columns.
    const headers = within(screen.getByRole('table', { name: '本班学生的志愿表与检查结果' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cells = within(first).getAllByRole('cell');
    expect(cells[headers.indexOf('分数')]).toHaveTextContent('550');
    expect(cells[headers.indexOf('位次')]).toHaveTextContent('13,399');
    expect(within(rows()[1]!).getByText('尚未保存志愿表')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '显示' }));
    await user.click(await screen.findByRole('option', { name: '需要关注（1）' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('李华')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '显示' }));
    await user.click(await screen.findByRole('option', { name: '全部（3）' }));
    await user.click(screen.getByRole('combobox', { name: '排序' }));
    await user.click(await screen.findByRole('option', { name: '按姓名' }));
    const names = () => rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');
    await waitFor(() => expect(names().map((n) => n.slice(0, 2))).toEqual(['李华', '王芳', '赵强']));
  });

  it('opens a student’s list read-only, with its checks and versions', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: adminClassesHandlers(),
      path: '/classes/desk?id=1',
    });
    await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
    const dialog = await screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    expect(await within(dialog).findByText(/只读：老师不能修改学生的志愿表/)).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '内蒙古大学（03组）' })).toBeInTheDocument();
    expect(within(dialog).getByText(/第 1 版 · 新建/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'getClassVolunteerTable')?.query.toString()).toBe(
      'id=1&userId=21&tableId=12',
    );
  });

  it('sends a comment on one choice, which joins the comments shown with the list', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: adminClassesHandlers(),
      path: '/classes/desk?id=1',
    });
    await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
    const dialog = await screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    const comments = await within(dialog).findByRole('region', { name: '建议' });
    expect(within(comments).getByText('请补两个“保”的志愿。')).toBeInTheDocument();
    expect(within(comments).getByText(/学生已于 .* 标记为已处理/)).toBeInTheDocument();
    const form = within(comments).getByRole('form', { name: '写建议' });
    await user.click(within(form).getByRole('button', { name: '发送建议' }));
    expect(within(form).getByRole('textbox', { name: /^写建议/ })).toHaveAccessibleDescription(
      expect.stringContaining('请填写建议'),
    );
    await user.click(within(form).getByRole('combobox', { name: '针对' }));
    await user.click(await screen.findByRole('option', { name: '第 1 志愿：内蒙古大学（03组）' }));
    await user.type(within(form).getByRole('textbox', { name: /^写建议/ }), '这个组的选科要求再核对一下');
    await user.click(within(form).getByRole('button', { name: '发送建议' }));
    expect(await within(comments).findByText('这个组的选科要求再核对一下')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'commentClassVolunteer')?.body).toEqual({
      id: 1,
      userId: 21,
      tableId: 12,
      position: 1,
      body: '这个组的选科要求再核对一下',
    });
  });

  it('shows a comment the student marked done when the list is opened again, as the back office caches', async () => {
    const user = userEvent.setup();
    const read = studentListFixture();
    let doneAt: string | null = null;
    const handlers = {
      ...adminClassesHandlers(),
      getClassVolunteerTable: () => ({ ...read, comments: read.comments.map((c) => ({ ...c, doneAt })) }),
    };
    const { queryClient } = renderFeature(<ClassDeskPage />, { handlers, path: '/classes/desk?id=1' });
    queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
      return screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    };
    expect(await within(await open()).findByText('学生尚未处理')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    doneAt = '2026-06-27T09:00:00.000Z';
    expect(await within(await open()).findByText(/学生已于 .* 标记为已处理/)).toBeInTheDocument();
  });

  it('takes a student out of the class after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: adminClassesHandlers(),
      path: '/classes/desk?id=1',
    });
    await user.click(await screen.findByRole('button', { name: '将王芳移出班级' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('学生的志愿表和资料不受影响'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.calls.find((c) => c.name === 'removeClassStudent')?.body).toEqual({ id: 1, userId: 22 });
    confirm.mockRestore();
  });

  it('says another teacher’s or a missing class is not there, not that loading failed', async () => {
    renderFeature(<ClassDeskPage />, { handlers: adminClassesHandlers(), path: '/classes/desk?id=2' });
    expect(await screen.findByRole('heading', { name: '班级不存在或无权查看' })).toBeInTheDocument();
    expect(screen.queryByText('班级加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重试/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回班级列表' })[0]).toHaveAttribute('href', '/classes');
  });

  it('prints a summary of the class, one row per student', async () => {
    const user = userEvent.setup();
    renderFeature(<ClassDeskPage />, { handlers: adminClassesHandlers(), path: '/classes/desk?id=1' });
    await user.click(await screen.findByRole('button', { name: '打印汇总' }));
    const preview = await screen.findByRole('dialog', { name: '班级志愿汇总打印预览' });
    const rows = within(within(preview).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('需要关注')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '打印' })).toBeInTheDocument();
  });

  it('asks to open the desk from the list when the address names no class', async () => {
    renderFeature(<ClassDeskPage />, { handlers: adminClassesHandlers(), path: '/classes/desk' });
    expect(await screen.findByText('请从班级列表打开工作台')).toBeInTheDocument();
  });
});
