// The Wrong Password story plays what it is named after: a refused sign-in, the server's message shown and
// what was typed kept. Its play function is the test (it fails when the state does not appear).
import { composeStories } from '@storybook/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from '@zhiyuan/ui';
import * as stories from './auth-dialogs.stories.tsx';

const { WrongPassword } = composeStories(stories);

afterEach(() => {
  act(() => toast.dismiss());
});

describe('auth dialog stories', () => {
  it('Wrong Password shows the refusal and keeps the phone typed', async () => {
    // Storybook's preview mounts the app's one <Toaster />; here the test does.
    render(<Toaster />);
    await WrongPassword.run();
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
  });
});
