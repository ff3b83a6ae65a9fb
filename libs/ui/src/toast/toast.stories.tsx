import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button.tsx';
import { toast, type ToastOptions, type ToastType } from './toast-store.ts';
import { Toaster, type ToasterProps } from './toaster.tsx';

interface ToastDemoProps {
  /** Toasts shown as soon as the story renders. */
  initial?: { type: ToastType; message: string; options?: ToastOptions }[];
}

/** Buttons that raise each kind of toast with `toast.*`; the story's `initial` toasts show at once. */
function ToastDemo({ initial = [] }: ToastDemoProps) {
  useEffect(() => {
    for (const t of initial) toast[t.type](t.message, t.options);
    return () => toast.dismiss();
  }, [initial]);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="primary" onClick={() => toast.success('保存成功')}>
        成功提示
      </Button>
      <Button variant="danger" onClick={() => toast.error('手机号或密码错误')}>
        错误提示
      </Button>
      <Button onClick={() => toast.warning('请先选择科类')}>警告提示</Button>
      <Button onClick={() => toast.info('数据已更新', { description: '2025 年批次线已发布' })}>
        信息提示
      </Button>
      <Button onClick={() => toast.error('网络异常，请稍后重试')}>网络异常</Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  // The docs page is Toaster's (its JSDoc: how to mount it and call `toast.*`); the stories show the demo.
  component: Toaster,
  // The story brings its own <Toaster />; the global one of the preview stays out (see .storybook/preview.tsx).
  // On the docs page each story renders in a frame of its own, with its own store and Toaster.
  parameters: { toaster: 'story', docs: { story: { inline: false, height: '280px' } } },
  // `initial` is the demo's, not a prop of Toaster: kept out of the props table.
  argTypes: { initial: { table: { disable: true } } },
  decorators: [
    (Story, { args }) => (
      <>
        <Story />
        <Toaster className={args.className} />
      </>
    ),
  ],
  render: ({ initial }) => <ToastDemo initial={initial} />,
} satisfies Meta<ToasterProps & ToastDemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons that raise each kind of toast. */
export const Playground: Story = {};

export const Success: Story = { args: { initial: [{ type: 'success', message: '退出成功' }] } };

export const ErrorToast: Story = {
  args: { initial: [{ type: 'error', message: '登录状态已过期，请重新登录！' }] },
};

export const Warning: Story = {
  args: { initial: [{ type: 'warning', message: 'you browser can not work' }] },
};

export const InfoWithDescription: Story = {
  args: {
    initial: [{ type: 'info', message: '数据已更新', options: { description: '2025 年批次线已发布' } }],
  },
};

export const Stacked: Story = {
  args: {
    initial: [
      { type: 'success', message: '保存成功' },
      { type: 'error', message: '网络异常，请稍后重试' },
      { type: 'warning', message: '请先选择科类' },
    ],
  },
};
