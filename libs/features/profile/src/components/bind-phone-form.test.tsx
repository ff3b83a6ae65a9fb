import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { BindPhoneForm, maskPhone } from './bind-phone-form.tsx';

describe('BindPhoneForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current phone masked', () => {
    renderFeature(<BindPhoneForm currentPhone="13912345678" />, { signedIn: true });
    expect(screen.getByText('139****5678')).toBeInTheDocument();
    expect(maskPhone('12345')).toBe('12345');
  });

  it('needs a valid new phone before sending a code', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<BindPhoneForm />, { handlers: accountHandlers(), signedIn: true });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '新手机号' }), '1391234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '新手机号' })).toHaveFocus();
    expect(server.calls.filter((c) => c.name === 'sendBindPhoneCode')).toHaveLength(0);
  });

  it('asks for the image captcha before sending a code', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<BindPhoneForm />, { handlers: accountHandlers(), signedIn: true });
    await user.type(screen.getByRole('textbox', { name: '新手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '图形验证码' })).toHaveFocus();
    expect(server.calls.filter((c) => c.name === 'sendBindPhoneCode')).toHaveLength(0);
  });

  it('sends the code to the new phone (in the path, with the captcha) and counts down', async () => {
    const { server } = renderFeature(<BindPhoneForm />, { handlers: accountHandlers(), signedIn: true });
    await screen.findByRole('img', { name: '图形验证码' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: '新手机号' }), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: 'ab12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    const sent = server.calls.filter((c) => c.name === 'sendBindPhoneCode');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/user/code/bind-phone/13800138000');
    expect(sent[0]?.query.get('captchaCode')).toBe('ab12');
    expect(sent[0]?.query.get('captchaId')).toMatch(/^captcha-/);
    // The captcha was spent by the request: its answer is emptied.
    expect(screen.getByRole('textbox', { name: '图形验证码' })).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '重新获取(59s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('binds the new phone with the code', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    const { server } = renderFeature(<BindPhoneForm />, { handlers, signedIn: true });
    await user.type(screen.getByRole('textbox', { name: '新手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '246810');
    await user.click(screen.getByRole('button', { name: '绑定新手机号' }));
    expect(await screen.findByText('手机号已更换，下次请使用新手机号登录')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'bindPhone')?.body).toEqual({
      phone: '13800138000',
      code: '246810',
    });
    expect(handlers.state.userInfo.phone).toBe('13800138000');
    expect(screen.getByRole('textbox', { name: '新手机号' })).toHaveValue('');
  });

  it('shows the refusal and keeps the fields', async () => {
    const user = userEvent.setup();
    renderFeature(<BindPhoneForm />, {
      signedIn: true,
      handlers: { ...accountHandlers(), bindPhone: () => fail('100409', '该手机号已被其他账号使用', 409) },
    });
    await user.type(screen.getByRole('textbox', { name: '新手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '246810');
    await user.click(screen.getByRole('button', { name: '绑定新手机号' }));
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '新手机号' })).toHaveValue('13800138000');
  });
});
