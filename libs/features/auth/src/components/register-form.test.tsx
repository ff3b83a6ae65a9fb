import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authDialogAtom, loginStatusAtom, tokenAtom } from '@zhiyuan/domain';
import { accountHandlers, fail, FIXTURE_CAPTCHA_SVG, renderFeature } from '@zhiyuan/feature-testing';
import { createTestKeyPair } from '@zhiyuan/feature-testing/rsa';
import { RegisterForm } from './register-form.tsx';

const phoneBox = () => screen.getByRole('textbox', { name: '手机号码' });
const captchaBox = () => screen.getByRole('textbox', { name: '图形验证码' });
const codeBox = () => screen.getByRole('textbox', { name: '短信验证码' });
const password = () => screen.getByLabelText(/^密码/);
const confirm = () => screen.getByLabelText(/^确认密码/);

function renderRegister(handlers = accountHandlers()) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  const view = renderFeature(<RegisterForm onSuccess={onSuccess} />, { handlers });
  return { user, onSuccess, ...view };
}

describe('RegisterForm', () => {
  it('shows the server captcha as an image and fetches a new one with 换一张 or a click on it', async () => {
    const { user, server } = renderRegister();
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FIXTURE_CAPTCHA_SVG)}`,
    );
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'getImageCode')).toHaveLength(2));
    await user.click(screen.getByRole('img', { name: '图形验证码' }));
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'getImageCode')).toHaveLength(3));
  });

  it('says the passwords differ as soon as both are typed, before the rest of the form is filled', async () => {
    const { user } = renderRegister();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(password(), 'secret1');
    await user.type(confirm(), 'secret2');
    await user.tab();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(confirm()).toHaveAccessibleDescription(/两次输入的密码不一致/);
    // Fixing either one clears it at once.
    await user.clear(confirm());
    await user.type(confirm(), 'secret1');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一致')).not.toBeInTheDocument());
  });

  it('asks for a valid phone and the captcha before sending a code', async () => {
    const { user, server } = renderRegister();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    expect(phoneBox()).toHaveFocus();

    await user.type(phoneBox(), '2345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'registerSendPhoneCode')).toBe(false);
  });

  it('sends the code with phone and captcha, counts down from the server cooldown, and renews the captcha', async () => {
    const handlers = accountHandlers();
    const { user, server } = renderRegister({
      ...handlers,
      registerSendPhoneCode: () => ({ cooldownSeconds: 45 }),
    });
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(phoneBox(), '13912345678');
    await user.type(captchaBox(), '7aKp');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: '重新获取(45s)' })).toBeDisabled();
    expect(await screen.findByText('验证码已发送，请注意查收短信')).toBeInTheDocument();
    const send = server.calls.find((c) => c.name === 'registerSendPhoneCode');
    expect(send?.body).toEqual({ phone: '13912345678', captchaId: 'captcha-1', captchaCode: '7aKp' });
    // The captcha was spent on the server: a new one, and an empty field for it.
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'getImageCode')).toHaveLength(2));
    expect(captchaBox()).toHaveValue('');
  });

  it('shows a refused code request as a toast and keeps the form, without a countdown', async () => {
    const { user } = renderRegister({
      ...accountHandlers(),
      registerSendPhoneCode: () => fail('100400', '图形验证码错误或已失效，请刷新后重试'),
    });
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(phoneBox(), '13912345678');
    await user.type(captchaBox(), 'abcd');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误或已失效，请刷新后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(phoneBox()).toHaveValue('13912345678');
  });

  it('checks the code and that both passwords match', async () => {
    const { user, server } = renderRegister();
    await user.type(phoneBox(), '13912345678');
    await user.type(codeBox(), '12');
    await user.type(password(), 'secret123');
    await user.type(confirm(), 'secret124');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('短信验证码为6位数字')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'register')).toBe(false);
  });

  it('registers with the password encrypted, then signs in with it', async () => {
    const keys = createTestKeyPair();
    const { user, server, domain, onSuccess } = renderRegister({
      ...accountHandlers(),
      getPublicKey: () => ({ publicKey: keys.publicKey }),
    });
    await user.type(phoneBox(), '13912345678');
    await user.type(codeBox(), '123456');
    await user.type(password(), 'secret123');
    await user.type(confirm(), 'secret123');
    await user.type(screen.getByRole('textbox', { name: '姓名（选填）' }), '李华');
    await user.click(screen.getByRole('button', { name: '注册' }));

    expect(await screen.findByText('注册成功，已为您登录')).toBeInTheDocument();
    const body = server.calls.find((c) => c.name === 'register')?.body as Record<string, string>;
    expect(body).toMatchObject({ phone: '13912345678', code: '123456', name: '李华' });
    expect(body.password).not.toBe('secret123');
    expect(keys.decrypt(body.password ?? '')).toBe('secret123');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('captchaCode');
    const login = server.calls.find((c) => c.name === 'login')?.body as Record<string, string>;
    expect(keys.decrypt(login.password ?? '')).toBe('secret123');
    expect(domain.store.get(loginStatusAtom)).toBe('1');
    expect(domain.store.get(tokenAtom)).toBe('token-after-login');
    expect(onSuccess).toHaveBeenCalledWith({ signedIn: true });
  });

  it('keeps the form and shows the server message when registration is refused', async () => {
    const { user, onSuccess } = renderRegister({
      ...accountHandlers(),
      register: () => fail('100409', '该手机号已注册', 409),
    });
    await user.type(phoneBox(), '13912345678');
    await user.type(codeBox(), '123456');
    await user.type(password(), 'secret123');
    await user.type(confirm(), 'secret123');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('13912345678');
    expect(codeBox()).toHaveValue('123456');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks to log in when the automatic sign-in after registering fails', async () => {
    const { user, domain, onSuccess } = renderRegister({
      ...accountHandlers(),
      login: () => fail('100500', '服务器繁忙', 500),
    });
    await user.type(phoneBox(), '13912345678');
    await user.type(codeBox(), '123456');
    await user.type(password(), 'secret123');
    await user.type(confirm(), 'secret123');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册成功，请使用新密码登录')).toBeInTheDocument();
    expect(domain.store.get(authDialogAtom)).toBe('login');
    expect(onSuccess).toHaveBeenCalledWith({ signedIn: false });
    expect(within(document.body).queryByText('注册成功，已为您登录')).not.toBeInTheDocument();
  });
});
