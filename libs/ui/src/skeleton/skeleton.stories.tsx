import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { className: 'w-64' } };

function CardPlaceholder() {
  return (
    <div aria-busy="true" className="flex w-80 items-center gap-3">
      <Skeleton className="size-12 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="w-3/4" />
        <Skeleton className="w-1/2" />
      </div>
      <span className="sr-only">加载中…</span>
    </div>
  );
}

/** A college card while loading. */
export const Card: Story = { render: () => <CardPlaceholder /> };
