import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { createTestKeyPair } from '@zhiyuan/feature-testing/rsa';
import { ResetPasswordForm } from './reset-password-form.tsx';

function renderReset(handlers = accountHandlers()) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  const view = renderFeature(<ResetPasswordForm onSuccess={onSuccess} />, { handlers });
  return { user, onSuccess, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirmWith = 'newpass88') {
  await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
  await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '654321');
  await user.type(screen.getByLabelText(/^新密码/), 'newpass88');
  await user.type(screen.getByLabelText(/^确认密码/), confirmWith);
}

describe('ResetPasswordForm', () => {
  it('sends the reset code with the captcha and counts down', async () => {
    const { user, server } = renderReset();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'x7k2');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(server.calls.find((c) => c.name === 'resetPasswordSendCode')?.body).toEqual({
      phone: '13912345678',
      captchaId: 'captcha-1',
      captchaCode: 'x7k2',
    });
    expect(server.calls.some((c) => c.name === 'registerSendPhoneCode')).toBe(false);
  });

  it('checks the new password with the shared rules', async () => {
    const { user, server } = renderReset();
    await user.type(screen.getByLabelText(/^新密码/), '12345');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码长度介于6-64之间')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'resetPassword')).toBe(false);
  });

  it('resets with the new password encrypted and reports success', async () => {
    const keys = createTestKeyPair();
    const { user, server, onSuccess } = renderReset({
      ...accountHandlers(),
      getPublicKey: () => ({ publicKey: keys.publicKey }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    const body = server.calls.find((c) => c.name === 'resetPassword')?.body as Record<string, string>;
    expect(body.phone).toBe('13912345678');
    expect(body.code).toBe('654321');
    expect(body.password).not.toBe('newpass88');
    expect(keys.decrypt(body.password ?? '')).toBe('newpass88');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps the form when the code is wrong', async () => {
    const { user, onSuccess } = renderReset({
      ...accountHandlers(),
      resetPassword: () => fail('100400', '短信验证码错误'),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveValue('654321');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
