import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { createTestKeyPair } from '@zhiyuan/feature-testing/rsa';
import { ChangePasswordForm } from './change-password-form.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('ChangePasswordForm', () => {
  it('checks the passwords with the shared rules', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ChangePasswordForm />, { handlers: accountHandlers(), signedIn: true });
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入密码')).toBeInTheDocument();
    expect(field('原密码')).toHaveFocus();

    await user.type(field('原密码'), 'oldpass1');
    await user.type(field('新密码'), 'oldpass1');
    await user.type(field('确认新密码'), 'other11');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'updatePassword')).toBe(false);
  });

  it('sends both passwords encrypted and says 密码已修改', async () => {
    const user = userEvent.setup();
    const keys = createTestKeyPair();
    const { server } = renderFeature(<ChangePasswordForm />, {
      signedIn: true,
      handlers: { ...accountHandlers(), getPublicKey: () => ({ publicKey: keys.publicKey }) },
    });
    await user.type(field('原密码'), 'oldpass1');
    await user.type(field('新密码'), 'newpass22');
    await user.type(field('确认新密码'), 'newpass22');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(screen.getByText('其他设备上的登录已失效')).toBeInTheDocument();
    const body = server.calls.find((c) => c.name === 'updatePassword')?.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['newPassword', 'oldPassword']);
    expect(body.oldPassword).not.toBe('oldpass1');
    expect(keys.decrypt(body.oldPassword ?? '')).toBe('oldpass1');
    expect(keys.decrypt(body.newPassword ?? '')).toBe('newpass22');
    expect(field('原密码')).toHaveValue('');
  });

  it('keeps the fields when the old password is wrong', async () => {
    const user = userEvent.setup();
    renderFeature(<ChangePasswordForm />, {
      signedIn: true,
      handlers: {
        ...accountHandlers(),
        updatePassword: () => fail('100400', '原密码错误', 400, { field: 'oldPassword' }),
      },
    });
    await user.type(field('原密码'), 'wrongpass');
    await user.type(field('新密码'), 'newpass22');
    await user.type(field('确认新密码'), 'newpass22');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    // Under the field it names (and in the toast), the field keeping what was typed.
    await waitFor(() => expect(field('原密码')).toHaveAccessibleDescription(/原密码错误/));
    expect(field('原密码')).toHaveValue('wrongpass');
  });
});
