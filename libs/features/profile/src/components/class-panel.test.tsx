import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyClass, MyComment } from '@zhiyuan/contracts';
import {
  accountHandlers,
  fail,
  renderFeature,
  userInfoFixture,
  type FakeHandlers,
} from '@zhiyuan/feature-testing';
import { ProfileCenter } from './profile-center.tsx';

const CLASS: MyClass = {
  id: 1,
  name: '高三（1）班',
  graduationYear: 2026,
  teacherName: '张老师',
  joinedAt: '2026-03-02T08:00:00.000Z',
};

const COMMENT: MyComment = {
  id: 5,
  tableId: 12,
  version: 2,
  position: null,
  choiceLabel: '整张志愿表',
  authorName: '张老师',
  body: '请补两个“保”的志愿。',
  createdAt: '2026-06-27T08:00:00.000Z',
  doneAt: null,
  listName: '冲一冲',
};
const LIST = {
  id: 12,
  name: '冲一冲',
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 552,
  rank: null,
  choiceCount: 3,
  version: 2,
  createdAt: '2026-06-25T10:00:00.000Z',
  updatedAt: '2026-06-26T10:30:00.000Z',
  deletedAt: null,
};

function classHandlers(initial: MyClass | null): FakeHandlers {
  let mine = initial;
  let comment = COMMENT;
  let shares: {
    id: number;
    tableId: number;
    createdAt: string;
    expiresAt: string;
    state: 'active' | 'revoked';
  }[] = [];
  return {
    ...accountHandlers(),
    listMyComments: () => ({ total: 1, items: [comment] }),
    markCommentDone: ({ body }) => {
      const { done } = body as { done: boolean };
      comment = { ...comment, doneAt: done ? '2026-06-28T08:00:00.000Z' : null };
      return comment;
    },
    listVolunteerTables: () => [LIST],
    listShares: () => shares,
    createShare: () => {
      const share = {
        id: shares.length + 1,
        tableId: 12,
        createdAt: '2026-06-28T08:00:00.000Z',
        expiresAt: '2026-07-05T08:00:00.000Z',
        state: 'active' as const,
      };
      shares = [share, ...shares];
      return { ...share, token: 'a'.repeat(43) };
    },
    revokeShare: ({ body }) => {
      const { id } = body as { id: number };
      shares = shares.map((s) => (s.id === id ? { ...s, state: 'revoked' as const } : s));
    },
    getMyClass: () => mine,
    joinClass: ({ body }) => {
      const { joinCode } = body as { joinCode: string };
      if (joinCode !== 'K7PQ2MXA')
        return fail('100400', '加入码不正确，请向班主任确认', 400, { field: 'joinCode' });
      mine = CLASS;
      return mine;
    },
    leaveClass: () => {
      mine = null;
    },
  };
}

const open = (handlers: FakeHandlers) =>
  renderFeature(<ProfileCenter favourites={null} />, {
    handlers,
    signedIn: true,
    path: '/user/user-profile?tab=class',
  });

describe('我的班级', () => {
  it('joins with the code: a wrong one is said beside the field; case and spaces do not matter', async () => {
    const user = userEvent.setup();
    const { server } = open(classHandlers(null));
    const form = await screen.findByRole('form', { name: '加入班级' });
    const code = within(form).getByRole('textbox', { name: /^加入码/ });
    await user.click(within(form).getByRole('button', { name: '加入班级' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('请填写班级加入码'));
    await user.type(code, 'zzzz2222');
    await user.click(within(form).getByRole('button', { name: '加入班级' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('加入码不正确')));
    await user.clear(code);
    await user.type(code, 'k7pq 2mxa');
    await user.click(within(form).getByRole('button', { name: '加入班级' }));
    const panel = await screen.findByRole('region', { name: '我的班级' });
    expect(within(panel).getByText('高三（1）班（2026届）')).toBeInTheDocument();
    expect(within(panel).getByText('张老师')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'joinClass').map((c) => c.body)).toEqual([
      { joinCode: 'ZZZZ2222' },
      { joinCode: 'K7PQ2MXA' },
    ]);
  });

  it('shows the teacher’s comments, marked done by the student', async () => {
    const user = userEvent.setup();
    const { server } = open(classHandlers(CLASS));
    const section = await screen.findByRole('region', { name: '老师的建议' });
    expect(await within(section).findByText('请补两个“保”的志愿。')).toBeInTheDocument();
    expect(within(section).getByText('冲一冲 · 整张志愿表')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '标记为已处理：整张志愿表' }));
    expect(await within(section).findByText('已处理')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'markCommentDone')?.body).toEqual({ id: 5, done: true });
  });

  it('shows the teacher’s comments a page at a time', async () => {
    const user = userEvent.setup();
    const { server } = open({
      ...classHandlers(CLASS),
      listMyComments: ({ query }) => {
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        const items = Array.from({ length: page === 3 ? 5 : size }, (_, i) => ({
          ...COMMENT,
          id: (page - 1) * size + i + 1,
          body: `第 ${(page - 1) * size + i + 1} 条建议`,
        }));
        return { total: 2 * size + 5, items };
      },
    });
    const section = await screen.findByRole('region', { name: '老师的建议' });
    expect(await within(section).findByText('第 1 条建议')).toBeInTheDocument();
    const pages = within(section).getByRole('navigation', { name: '老师的建议分页' });
    await user.click(within(pages).getByRole('button', { name: '第 3 页' }));
    expect(await within(section).findByText('第 25 条建议')).toBeInTheDocument();
    expect(within(section).queryByText('第 1 条建议')).not.toBeInTheDocument();
    const asked = server.calls.filter((c) => c.name === 'listMyComments').map((c) => c.query.get('page'));
    expect(asked).toEqual(['1', '3']);
  });

  it('makes a link for parents, shown once to copy, and revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { server } = open(classHandlers(CLASS));
    const section = await screen.findByRole('region', { name: '分享给家长' });
    await user.click(await within(section).findByRole('button', { name: '生成分享链接' }));
    const link = await within(section).findByRole('textbox', { name: '分享链接' });
    expect((link as HTMLInputElement).value).toMatch(/\/share\/volunteer\?token=a{43}$/);
    expect(server.calls.find((c) => c.name === 'createShare')?.body).toEqual({ id: 12, days: 7 });
    const links = await within(section).findByRole('list', { name: '这张志愿表的分享链接' });
    // One tap could end the link a parent is about to open: the first tap is asked about, and cancelled.
    await user.click(within(links).getByRole('button', { name: /^撤销链接/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('家长将无法再打开'));
    expect(server.calls.some((c) => c.name === 'revokeShare')).toBe(false);
    expect(within(links).getByText('有效')).toBeInTheDocument();
    await user.click(within(links).getByRole('button', { name: /^撤销链接/ }));
    expect(await within(links).findByText('已撤销')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('shows a teacher their classes with the way to each desk, not a join form they may not use', async () => {
    const { server } = open({
      ...classHandlers(null),
      getUserInfo: () => ({ ...userInfoFixture, roles: ['teacher'], activeRole: 'teacher' }),
      listClasses: () => [
        {
          id: 1,
          name: '高三（1）班',
          graduationYear: 2026,
          joinCode: 'K7PQ2MXA',
          teacher: { id: 7, name: '张老师' },
          students: 30,
          createdAt: '2026-03-01T08:00:00.000Z',
        },
      ],
    });
    const panel = await screen.findByRole('region', { name: '我带的班级' });
    expect(await within(panel).findByText('高三（1）班（2026届）')).toBeInTheDocument();
    expect(within(panel).getByText('K7PQ2MXA')).toBeInTheDocument();
    expect(within(panel).getByText('30 名学生')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '打开工作台：高三（1）班' })).toHaveAttribute(
      'href',
      '/admin/classes/desk?id=1',
    );
    expect(screen.queryByRole('form', { name: '加入班级' })).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'joinClass')).toBe(false);
  });

  it('leaves after a confirmation, and offers to join again', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    open(classHandlers(CLASS));
    const panel = await screen.findByRole('region', { name: '我的班级' });
    await user.click(within(panel).getByRole('button', { name: '退出班级' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('你的志愿表不受影响'));
    expect(await screen.findByRole('form', { name: '加入班级' })).toBeInTheDocument();
    confirm.mockRestore();
  });
});
