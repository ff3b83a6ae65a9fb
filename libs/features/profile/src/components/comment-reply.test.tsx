// Comments where the decision is made (issue 36), in 个人中心 → 我的班级: the open comments' count as a badge on
// the tab and beside 老师的建议, and the student's one reply — an empty one is said beside the box, a sent one
// replaces the box and the count refreshes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyComment } from '@zhiyuan/contracts';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { ProfileCenter } from './profile-center.tsx';

const COMMENT: MyComment = {
  id: 5,
  tableId: 12,
  version: 2,
  position: 1,
  choiceLabel: '第 1 志愿：内蒙古大学（03组）',
  authorName: '张老师',
  body: '这个专业组的位次偏高。',
  createdAt: '2026-06-27T08:00:00.000Z',
  doneAt: null,
  reply: null,
  listName: '冲一冲',
};

describe('replies to the teacher’s comments', () => {
  it('counts the open comments and sends one reply, said beside the box when empty', async () => {
    const user = userEvent.setup();
    let comment = COMMENT;
    let open = 1;
    const { server } = renderFeature(<ProfileCenter favourites={null} />, {
      signedIn: true,
      path: '/user/user-profile?tab=class',
      handlers: {
        ...accountHandlers(),
        getMyClass: () => null,
        listVolunteerTables: () => [],
        listMyComments: () => ({ total: 1, items: [comment] }),
        countOpenComments: () => ({ open }),
        replyToComment: ({ body }) => {
          const { body: text } = body as { body: string };
          comment = { ...comment, reply: { body: text, createdAt: '2026-06-28T08:00:00.000Z' } };
          open = 0;
          return comment;
        },
      },
    });
    expect(
      (await screen.findAllByRole('status', { name: '老师的建议有 1 条未处理' })).length,
    ).toBeGreaterThan(0);
    const section = await screen.findByRole('region', { name: '老师的建议' });
    const form = await within(section).findByRole('form', {
      name: '回复老师的建议：第 1 志愿：内蒙古大学（03组）',
    });
    const box = within(form).getByRole('textbox', { name: '回复老师' });
    await user.click(within(form).getByRole('button', { name: '回复' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('请填写回复'));
    expect(server.calls.some((c) => c.name === 'replyToComment')).toBe(false);

    await user.type(box, '已经换成了更稳的专业组');
    await user.click(within(form).getByRole('button', { name: '回复' }));
    expect(await within(section).findByText('已经换成了更稳的专业组')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'replyToComment')?.body).toEqual({
      id: 5,
      body: '已经换成了更稳的专业组',
    });
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /条未处理/ })).toHaveLength(0));
  });
});
