import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  // On the docs page each story renders in a frame of its own: an open modal would otherwise cover the page.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: {
    title: '用户登录',
    description: '登录后可收藏院校、保存模拟志愿。',
    width: 400,
    trigger: <Button variant="primary">登录</Button>,
    children: <p className="text-sm">在这里填写手机号和密码。</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with a trigger button. */
export const WithTrigger: Story = {};

/** Open from the start (the state every test of the panel starts from). */
export const Open: Story = { args: { defaultOpen: true } };

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    title: '确认删除',
    description: '删除后不可恢复。',
    width: '32rem',
    footer: (
      <>
        <DialogClose>
          <Button>取消</Button>
        </DialogClose>
        <Button variant="danger">删除</Button>
      </>
    ),
  },
};

export const WithoutCloseButton: Story = { args: { defaultOpen: true, hideCloseButton: true } };

function ControlledDialog(args: Parameters<typeof Dialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开登录框
      </Button>
      <p>{open ? '登录框已打开' : '登录框已关闭'}</p>
      <Dialog {...args} trigger={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Controlled through `open` and `onOpenChange`, the way the site opens the login dialog from anywhere. */
export const Controlled: Story = { render: (args) => <ControlledDialog {...args} /> };
