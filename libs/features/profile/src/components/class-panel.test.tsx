import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyClass } from '@zhiyuan/contracts';
import { accountHandlers, fail, renderFeature, type FakeHandlers } from '@zhiyuan/feature-testing';
import { ProfileCenter } from './profile-center.tsx';

const CLASS: MyClass = {
  id: 1,
  name: '高三（1）班',
  graduationYear: 2026,
  teacherName: '张老师',
  joinedAt: '2026-03-02T08:00:00.000Z',
};

function classHandlers(initial: MyClass | null): FakeHandlers {
  let mine = initial;
  return {
    ...accountHandlers(),
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
