// /admin/login in jsdom with the real domain connection against a fake server. The form's rules (zod and the
// schemas) load with the form's first check, not with the page: these tests hold the checks and the captcha
// step to what they were when the rules were imported with the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginStatusAtom } from '@zhiyuan/domain';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { AdminLoginPage } from './admin-login-page.tsx';

function renderLogin(handlers = accountHandlers()) {
  const user = userEvent.setup();
  const view = renderFeature(<AdminLoginPage />, {
    handlers,
    path: '/login',
    routePath: '/login',
    routes: [{ path: '/', element: <h1>控制台页</h1> }],
  });
  return { user, ...view };
}

describe('AdminLoginPage', () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const { user, server } = renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText(/^手机号/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^手机号/), '123');
    await user.tab();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'login')).toHaveLength(0);
  });

  it('asks for the image captcha once the server requires one, and sends it with the next attempt', async () => {
    const accounts = accountHandlers();
    const { user, server, domain } = renderLogin({
      ...accounts,
      login: (request) => {
        const body = request.body as { captchaCode?: string };
        if (!body.captchaCode) {
          return fail('100400', '登录失败次数过多，请输入图形验证码', 400, { captchaRequired: true });
        }
        return accounts.login!(request);
      },
    });
    expect(screen.queryByRole('textbox', { name: /图形验证码/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^手机号/), '13912345678');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const captcha = await screen.findByRole('textbox', { name: /图形验证码/ });
    expect(screen.getByTestId('login-refusal')).toHaveTextContent('登录失败次数过多，请输入图形验证码');
    await user.type(captcha, 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '控制台页' })).toBeInTheDocument();
    expect(domain.store.get(loginStatusAtom)).toBe('1');
    const sent = server.calls.filter((c) => c.name === 'login').at(-1)?.body as Record<string, string>;
    expect(sent.captchaCode).toBe('ab12');
    expect(sent.captchaId).toMatch(/^captcha-/);
  });

  it('a refusal without the captcha flag shows the server’s message and asks for no captcha', async () => {
    const { user } = renderLogin({
      ...accountHandlers(),
      login: () => fail('100400', '该账号没有后台管理权限', 400),
    });
    await user.type(screen.getByLabelText(/^手机号/), '13912345678');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(screen.getByTestId('login-refusal')).toHaveTextContent('该账号没有后台管理权限'),
    );
    expect(screen.queryByRole('textbox', { name: /图形验证码/ })).not.toBeInTheDocument();
  });
});
