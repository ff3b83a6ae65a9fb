import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { ProfileCenter } from './profile-center.tsx';

/** The app hands in 我的收藏 (the favourites feature); here a stand-in shows where it goes. */
const center = <ProfileCenter favourites={<p>我的收藏的内容</p>} />;

describe('ProfileCenter', () => {
  it('greets the person and opens on 学生信息', async () => {
    renderFeature(center, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/user-profile',
    });
    expect(screen.getByRole('heading', { name: '个人中心', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('您好，张小明')).toBeInTheDocument();
    expect(screen.getByText('手机号：139****5678')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: '个人中心栏目' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '学生信息',
      '成绩',
      '我的班级',
      '我的收藏',
      '修改密码',
      '绑定手机',
    ]);
    expect(screen.getByRole('tab', { name: '学生信息' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('张小明');
  });

  it("offers the account's name, which may arrive after the form, when nothing was saved yet", async () => {
    const handlers = accountHandlers({ studentInfo: null });
    let answerUserInfo: () => void = () => undefined;
    renderFeature(center, {
      signedIn: true,
      path: '/user/user-profile',
      handlers: {
        ...handlers,
        getUserInfo: (request) =>
          new Promise((resolve) => {
            answerUserInfo = () => resolve(handlers.getUserInfo!(request));
          }),
      },
    });
    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('');
    answerUserInfo();
    await waitFor(() => expect(name).toHaveValue('张小明'));
  });

  it('keeps the open tab in the URL and shows a panel only when it is open', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(center, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/user-profile',
    });
    await screen.findByRole('textbox', { name: '姓名' });
    expect(screen.queryByText('我的收藏的内容')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'getStudentScore')).toBe(false);
    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    expect(await screen.findByText('我的收藏的内容')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=favourites');
    await user.click(screen.getByRole('tab', { name: '学生信息' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab named in the URL', async () => {
    renderFeature(center, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/user-profile?tab=password',
    });
    expect(screen.getByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^原密码/)).toBeInTheDocument();
  });

  it('shows the new phone after binding it', async () => {
    const user = userEvent.setup();
    renderFeature(center, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/user-profile?tab=phone',
    });
    expect(await screen.findByText('手机号：139****5678')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '新手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '246810');
    await user.click(screen.getByRole('button', { name: '绑定新手机号' }));
    expect(await screen.findByText('手机号：138****8000')).toBeInTheDocument();
  });
});
