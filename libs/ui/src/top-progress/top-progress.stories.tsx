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
} satisfies Meta<typeof TopProgressDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start and finish the bar by hand, as the router does around each navigation. */
export const Idle: Story = {};

export const Running: Story = { args: { running: true } };
