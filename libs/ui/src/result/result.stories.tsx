import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Result } from './result.tsx';

const backHome = (
  <Button variant="primary" asChild>
    <a href="#/home">返回首页</a>
  </Button>
);

const meta = {
  title: 'UI/Result',
  component: Result,
  args: { status: '404', extra: backHome, titleAs: 'h1' },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Unauthorized: Story = {
  args: {
    status: '401',
    extra: (
      <>
        {backHome}
        <Button>登录</Button>
      </>
    ),
  },
};

export const Forbidden: Story = { args: { status: '403' } };

export const ServerError: Story = { args: { status: '500' } };

export const Success: Story = {
  args: { status: 'success', title: '注册成功', description: '请使用手机号登录。', titleAs: 'h2' },
};

export const Info: Story = {
  args: { status: 'info', title: '志愿表已提交', description: null, extra: undefined },
};

export const Warning: Story = {
  args: { status: 'warning', description: '所选院校数量已达上限。', extra: undefined },
};

export const ErrorStatus: Story = {
  args: { status: 'error', description: '提交失败，请稍后重试。', extra: undefined },
};
