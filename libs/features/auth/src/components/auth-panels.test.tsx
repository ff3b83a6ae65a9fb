import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { AuthHost } from './auth-host.tsx';
import { LoginPanel, RegisterPanel, ResetPasswordPanel } from './auth-panels.tsx';
import { AuthRedirect } from './auth-redirect.tsx';

const targets = [
  { path: '/home', element: <h1>首页内容</h1> },
  { path: '/user/user-profile', element: <h1>个人中心内容</h1> },
  { path: '/login', element: <h1>登录页</h1> },
];

describe('LoginPanel (/login)', () => {
  it('is the page heading and goes to ?redirect= after signing in', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<LoginPanel />, {
      handlers: accountHandlers(),
      path: '/login?redirect=/user/user-profile',
      routePath: '/login',
      routes: targets.filter((r) => r.path !== '/login'),
    });
    expect(screen.getByRole('heading', { name: '用户登录', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/user/resetPassword');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '个人中心内容' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/user-profile');
  });

  it('ignores a redirect to another site and goes home when signed in already', async () => {
    const { router } = renderFeature(<LoginPanel />, {
      signedIn: true,
      path: '/login?redirect=//evil.example/phish',
      routePath: '/login',
      routes: targets.filter((r) => r.path !== '/login'),
    });
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('RegisterPanel (/user/register)', () => {
  it('shows the register form as the page and offers the login dialog', async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <RegisterPanel />
        <AuthHost />
      </>,
      { handlers: accountHandlers(), path: '/user/register', routePath: '/user/register', routes: targets },
    );
    expect(screen.getByRole('heading', { name: '用户注册', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
    // Inside the sentence "已有账号？", 去登录 is underlined: not told apart by its colour alone.
    expect(screen.getByRole('button', { name: '去登录' })).toHaveClass('underline');
    await user.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: '用户登录' }).querySelector('button.underline'),
    ).toHaveTextContent('注册');
  });

  it('leads a signed-in person to the personal centre', async () => {
    renderFeature(<RegisterPanel />, {
      signedIn: true,
      path: '/user/register',
      routePath: '/user/register',
      routes: targets,
    });
    expect(await screen.findByRole('heading', { name: '个人中心内容' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPanel (/user/resetPassword)', () => {
  it('shows the reset form as the page with a way back to login', async () => {
    renderFeature(<ResetPasswordPanel />, {
      handlers: accountHandlers(),
      path: '/user/resetPassword',
      routePath: '/user/resetPassword',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: '找回密码', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '想起密码了？去登录' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPanel signed in', () => {
  it('does not offer the SMS reset to a signed-in user, but the personal centre’s 修改密码', async () => {
    renderFeature(<ResetPasswordPanel />, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/resetPassword',
      routePath: '/user/resetPassword',
      routes: targets,
    });
    expect(await screen.findByText('你已登录，可以在个人中心修改密码。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去修改密码' })).toHaveAttribute(
      'href',
      '/user/user-profile?tab=password',
    );
    expect(screen.queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
  });
});

describe('AuthRedirect (/auth-redirect)', () => {
  it('asks for the login, then goes to the redirect target', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(
      <>
        <AuthRedirect />
        <AuthHost />
      </>,
      {
        handlers: accountHandlers(),
        path: '/auth-redirect?redirect=/user/user-profile',
        routePath: '/auth-redirect',
        routes: targets,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: '用户登录' });
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '个人中心内容' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/user-profile');
    expect(dialog).not.toBeInTheDocument();
  });
});
