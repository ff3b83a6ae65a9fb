import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': '院校名称', placeholder: '请输入院校名称' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '内蒙古大学' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '12' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '内蒙古大学' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '内蒙古大学' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex w-72 flex-col gap-2">
      <Input {...args} size="default" aria-label="默认" />
      <Input {...args} size="medium" aria-label="中等" />
      <Input {...args} size="small" aria-label="小型" />
      <Input {...args} size="mini" aria-label="超小" />
    </div>
  ),
};
