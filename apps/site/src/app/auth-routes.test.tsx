import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_STATUS_COOKIE, TOKEN_COOKIE } from '@zhiyuan/domain';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => {
  Cookies.remove(LOGIN_STATUS_COOKIE);
  Cookies.remove(TOKEN_COOKIE);
});

describe('signing-in routes', () => {
  it('/login shows the login form as the page', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: '用户登录', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 高考志愿填报系统'));
  });

  it('/user/register and /user/resetPassword show their forms with titles and breadcrumbs', async () => {
    renderApp('/user/register');
    expect(await screen.findByRole('heading', { name: '用户注册', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('注册 - 高考志愿填报系统'));
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByText('注册')).toHaveAttribute('aria-current', 'page');
  });

  it('/user/resetPassword is the password reset page', async () => {
    renderApp('/user/resetPassword');
    expect(await screen.findByRole('heading', { name: '找回密码', level: 1 })).toBeInTheDocument();
  });

  it('/user/user-profile signed out: 需要登录 with the login dialog open', async () => {
    renderApp('/user/user-profile');
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '需要登录', level: 1, hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('个人中心 - 高考志愿填报系统'));
  });

  it('/profile leads to /profile/index, the personal centre', async () => {
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/index');
  });

  it('/user leads to the personal centre', async () => {
    const { router } = renderApp('/user');
    await screen.findByRole('dialog', { name: '用户登录' });
    expect(router.state.location.pathname).toBe('/user/user-profile');
  });

  it('/user/user-blank welcomes a signed-in person', async () => {
    Cookies.set(LOGIN_STATUS_COOKIE, '1');
    Cookies.set(TOKEN_COOKIE, 'abc');
    renderApp('/user/user-blank');
    expect(await screen.findByRole('heading', { name: /^欢迎回来/, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入个人中心' })).toHaveAttribute('href', '/user/user-profile');
  });

  it('/auth-redirect signed in goes straight to its target', async () => {
    Cookies.set(LOGIN_STATUS_COOKIE, '1');
    Cookies.set(TOKEN_COOKIE, 'abc');
    const { router } = renderApp('/auth-redirect?redirect=/404');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('an unknown /user/ path is a 404', async () => {
    const { router } = renderApp('/user/nothing-here');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('the top bar 登录 opens the dialog; 注册 in it swaps to the register dialog', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(screen.getByRole('region', { name: '顶部操作栏' })).getByRole('button', { name: '登录' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '用户登录' });
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('dialog', { name: '用户注册' })).toBeInTheDocument();
  });
});
