import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './password-input.tsx';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', placeholder: '请输入密码', className: 'w-72' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'secret1' } };

export const Disabled: Story = { args: { disabled: true } };
