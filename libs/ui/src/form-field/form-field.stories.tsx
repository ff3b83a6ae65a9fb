import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { PasswordInput } from '../input/password-input.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: '手机号', children: <Input placeholder="请输入手机号" inputMode="numeric" /> },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: '11 位中国大陆手机号' } };

export const WithError: Story = {
  args: { hint: '11 位中国大陆手机号', error: '请输入正确的手机号', children: <Input defaultValue="1380" /> },
};

export const Required: Story = { args: { required: true } };

export const Password: Story = {
  args: {
    label: '密码',
    hint: '至少 6 位',
    required: true,
    children: <PasswordInput placeholder="请输入密码" />,
  },
};

function ValidatingForm() {
  const [error, setError] = useState('');
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('phone');
        setError(/^1\d{10}$/.test(String(value)) ? '' : '请输入正确的手机号');
      }}
    >
      <FormField label="手机号" required error={error}>
        <Input name="phone" />
      </FormField>
      <Button type="submit" variant="primary">
        提交
      </Button>
    </form>
  );
}

/** Error appearing after a submit, the way the login form validates. */
export const ValidatesOnSubmit: Story = { render: () => <ValidatingForm /> };
