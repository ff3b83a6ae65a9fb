import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '查询' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = { args: { variant: 'primary' } };

export const Outline: Story = { args: { variant: 'outline' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Link: Story = { args: { variant: 'link', children: '忘记密码' } };

export const Danger: Story = { args: { variant: 'danger', children: '删除' } };

export const WithIcon: Story = {
  args: {
    variant: 'primary',
    children: (
      <>
        <Search aria-hidden="true" />
        搜索
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="default">
        默认
      </Button>
      <Button {...args} size="medium">
        中等
      </Button>
      <Button {...args} size="small">
        小型
      </Button>
      <Button {...args} size="mini">
        超小
      </Button>
    </div>
  ),
  args: { variant: 'primary' },
};

export const Loading: Story = { args: { variant: 'primary', loading: true, children: '登录' } };

export const Disabled: Story = { args: { variant: 'primary', disabled: true } };

export const AsChildLink: Story = {
  args: {
    variant: 'primary',
    asChild: true,
    children: <a href="#home">返回首页</a>,
  },
};
