import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './password-input.stories.tsx';

const { Hidden, Visible, Disabled } = composeStories(stories);

describe('PasswordInput', () => {
  it('hides the password until 显示密码 is pressed, then hides it again with 隐藏密码', async () => {
    const user = userEvent.setup();
    render(<Hidden />);
    const input = screen.getByLabelText('密码', { selector: 'input' });
    await user.type(input, 'abc123');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('abc123');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('can start visible', () => {
    render(<Visible />);
    expect(screen.getByRole('textbox', { name: '密码' })).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toBeInTheDocument();
  });

  it('disables the toggle with the input', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('密码', { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '显示密码' })).toBeDisabled();
  });
});
