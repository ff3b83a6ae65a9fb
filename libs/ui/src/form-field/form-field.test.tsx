import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input.tsx';
import { FormField } from './form-field.tsx';
import * as stories from './form-field.stories.tsx';

const { Default, WithHint, WithError, Required, Password, ValidatesOnSubmit } = composeStories(stories);

describe('FormField', () => {
  it('labels its control', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByText('手机号'));
    expect(input).toHaveFocus();
  });

  it('describes the control by its hint', () => {
    render(<WithHint />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '11 位中国大陆手机号',
    );
  });

  it('marks the control invalid and describes it by the error first, shown as an alert', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('请输入正确的手机号 11 位中国大陆手机号');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
  });

  it('marks a required control without putting the asterisk in its name', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toBeRequired();
  });

  it('wires a PasswordInput the same way', () => {
    render(<Password />);
    // A password box has no role; its label's text content includes the (aria-hidden) asterisk.
    const input = screen.getByLabelText(/^密码/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('至少 6 位');
    expect(input).toBeRequired();
  });

  it('uses the id it is given', () => {
    render(
      <FormField label="姓名" id="student-name">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAttribute('id', 'student-name');
  });

  it('shows an error that appears after submit and clears it when fixed', async () => {
    const user = userEvent.setup();
    render(<ValidatesOnSubmit />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(input).toBeInvalid();
    await user.clear(input);
    await user.type(input, '13800000000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toBeInvalid();
  });
});
