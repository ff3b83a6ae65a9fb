import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetAtom } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authDialogAtom,
  loginAlertAtom,
  loginStatusAtom,
  nameAtom,
  openLoginAtom,
  tokenAtom,
} from '@zhiyuan/domain';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { createTestKeyPair } from '@zhiyuan/feature-testing/rsa';
import { AuthHost, preloadAuthDialogs } from './auth-host.tsx';

// The dialogs are a lazy chunk; load it before the clock of the first findBy starts.
beforeAll(() => preloadAuthDialogs());

function Host() {
  const openLogin = useSetAtom(openLoginAtom);
  return (
    <>
      <button type="button" onClick={openLogin}>
        打开登录
      </button>
      <AuthHost />
    </>
  );
}

function renderLogin(handlers = accountHandlers()) {
  const user = userEvent.setup();
  const view = renderFeature(<Host />, {
    handlers,
    routes: [{ path: '/user/resetPassword', element: <h1>找回密码页</h1> }],
  });
  return { user, ...view };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '打开登录' }));
  return screen.findByRole('dialog', { name: '用户登录' });
}

describe('LoginDialog', () => {
  it('is 400 px wide and checks the fields with the shared rules before sending anything', async () => {
    const { user, server } = renderLogin();
    const dialog = await openDialog(user);
    expect(dialog).toHaveStyle({ width: '400px' });
    expect(within(dialog).getByRole('textbox', { name: '手机号码' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入密码')).toBeInTheDocument();
    const phone = within(dialog).getByRole('textbox', { name: '手机号码' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('请输入手机号码');

    await user.type(phone, '1234567');
    await user.type(within(dialog).getByLabelText(/^密码/), '123');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('密码长度介于6-64之间')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'login')).toHaveLength(0);
  });

  it('checks a field on leaving it once something was typed, and not when it was only passed through', async () => {
    const { user } = renderLogin();
    const dialog = await openDialog(user);
    const phone = within(dialog).getByRole('textbox', { name: '手机号码' });
    // Focus starts in the phone field; leaving it untouched shows nothing, so nothing below it moves.
    await user.tab();
    expect(within(dialog).queryByText('请输入手机号码')).not.toBeInTheDocument();

    await user.type(phone, '1');
    await user.clear(phone);
    await user.tab();
    expect(await within(dialog).findByText('请输入手机号码')).toBeInTheDocument();
    await user.type(phone, '13912345678');
    await waitFor(() => expect(within(dialog).queryByText('请输入手机号码')).not.toBeInTheDocument());
  });

  it('sends the password RSA-encrypted, stores the session, toasts 登录成功 and closes', async () => {
    const keys = createTestKeyPair();
    const handlers = accountHandlers();
    const { user, server, domain } = renderLogin({
      ...handlers,
      getPublicKey: () => ({ publicKey: keys.publicKey }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), ' 13912345678 ');
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));

    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const login = server.calls.find((c) => c.name === 'login');
    const body = login?.body as { phone: string; password: string };
    expect(body.phone).toBe('13912345678');
    expect(body.password).not.toBe('secret123');
    expect(keys.decrypt(body.password)).toBe('secret123');
    expect(domain.store.get(tokenAtom)).toBe('token-after-login');
    expect(domain.store.get(loginStatusAtom)).toBe('1');
    expect(domain.store.get(nameAtom)).toBe('张小明');
    expect(server.calls.some((c) => c.name === 'getUserInfo')).toBe(true);
    expect(domain.store.get(loginAlertAtom)).toBe(0);
  });

  it('keeps the dialog and what was typed when the server refuses, showing its message', async () => {
    const { user, domain } = renderLogin({
      ...accountHandlers(),
      login: () => fail('100400', '手机号或密码错误'),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(within(dialog).getByLabelText(/^密码/), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
    expect(domain.store.get(loginStatusAtom)).toBe('0');
  });

  it('asks for the image captcha once the server requires one, and sends it with the next attempt', async () => {
    const accounts = accountHandlers();
    let attempts = 0;
    const { user, server, domain } = renderLogin({
      ...accounts,
      login: (request) => {
        attempts += 1;
        const body = request.body as { captchaId?: string; captchaCode?: string };
        if (!body.captchaCode) {
          return fail('100400', '登录失败次数过多，请输入图形验证码', 400, { captchaRequired: true });
        }
        return accounts.login!(request);
      },
    });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('textbox', { name: /图形验证码/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));

    const captcha = await within(dialog).findByRole('textbox', { name: /图形验证码/ });
    expect(await within(dialog).findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeInTheDocument();
    expect(attempts).toBe(1);

    await user.type(captcha, 'ab12');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(domain.store.get(loginStatusAtom)).toBe('1'));
    const sent = server.calls.filter((c) => c.name === 'login').at(-1)?.body as Record<string, string>;
    expect(sent.captchaCode).toBe('ab12');
    expect(sent.captchaId).toMatch(/^captcha-/);
  });

  it('closes with Esc and resets the login alert', async () => {
    const { user, domain } = renderLogin();
    await openDialog(user);
    expect(domain.store.get(loginAlertAtom)).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(domain.store.get(loginAlertAtom)).toBe(0);
    expect(screen.getByRole('button', { name: '打开登录' })).toHaveFocus();
  });

  it('opens when the server answers "not logged in" (login alert raised by the client)', async () => {
    const { domain } = renderLogin();
    await domain.api.getStudentInfo().catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(domain.store.get(authDialogAtom)).toBe('login');
  });

  it('swaps to the register dialog with 注册, and back with 去登录', async () => {
    const { user } = renderLogin();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    const register = await screen.findByRole('dialog', { name: '用户注册' });
    expect(within(register).getByRole('textbox', { name: '手机号码' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: '用户登录' })).not.toBeInTheDocument();
    await user.click(within(register).getByRole('button', { name: '去登录' }));
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '用户注册' })).not.toBeInTheDocument();
  });

  it('offers one way to recover a password: 忘记密码 closes the dialog and goes to /user/resetPassword', async () => {
    const { user, router } = renderLogin();
    const dialog = await openDialog(user);
    expect(
      within(dialog)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/user/resetPassword'),
    ).toHaveLength(1);
    expect(within(dialog).queryByRole('link', { name: '找回密码' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: '忘记密码' }));
    expect(await screen.findByRole('heading', { name: '找回密码页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/resetPassword');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
