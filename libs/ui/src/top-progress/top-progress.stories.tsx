import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button.tsx';
import { topProgress } from './top-progress.ts';

function TopProgressDemo({ running = false }: { running?: boolean }) {
  useEffect(() => {
    if (!running) return;
    topProgress.start();
    return () => topProgress.done();
  }, [running]);
  return (
    <div className="flex gap-2">
      <Button variant="primary" onClick={() => topProgress.start()}>
        开始
      </Button>
      <Button onClick={() => topProgress.done()}>完成</Button>
    </div>
  );
}

const meta = {
  title: 'UI/TopProgress',
  component: TopProgressDemo,
  // topProgress is an imperative API, not a component: the docs page says how to use it (as its JSDoc does).
  parameters: {
    docs: {
      description: {
        component: [
          '顶部进度条：导航期间窗口顶部的细进度条（nprogress，不显示旋转图标），颜色是主题色。它不是组件，而是命令式接口：导航开始时调用 `topProgress.start()`，完成时调用 `topProgress.done()`（应用的路由在每次导航前后这样做），`isStarted()` 表示是否正在显示。进度条只是装饰，对辅助技术隐藏。下面的按钮手动开始和完成它。',
          'topProgress: the thin bar at the top of the window during navigation (nprogress, no spinner), in the theme colour. Not a component but an imperative API: call `topProgress.start()` when a navigation starts and `topProgress.done()` when it ends (the app router does so around each navigation); `isStarted()` says whether it shows. The bar is decoration, hidden from assistive technology. The buttons below start and finish it by hand.',
        ].join('\n\n'),
      },
    },
  },
  argTypes: {
    running: {
      description:
        '演示：渲染时即开始进度条，卸载时完成。Demo: starts the bar on render and finishes it on unmount.',
    },
  },
} satisfies Meta<typeof TopProgressDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start and finish the bar by hand, as the router does around each navigation. */
export const Idle: Story = {};

export const Running: Story = { args: { running: true } };
