import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadError, LoadingSkeleton, SampleNote } from './load-states.tsx';

// The docs page's description is the JSDoc of LoadingSkeleton (load-states.tsx), in Chinese and English: its
// shapes, and LoadError and SampleNote beside it.
const meta = {
  title: 'UI/LoadStates',
  component: LoadingSkeleton,
} satisfies Meta<typeof LoadingSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section loading: a heading line and body lines. */
export const Section: Story = { args: { rows: 5 } };

/** Cards loading (taller body blocks). */
export const SectionOfCards: Story = { args: { rows: 3, block: 'h-24' } };

/** A list of announcements loading. */
export const List: Story = { args: { shape: 'list', rows: 3, label: '正在加载公告…' } };

/** A form loading. */
export const Fields: Story = { args: { shape: 'fields', rows: 3, label: '学生信息' } };

/** A chart over a table. */
export const Blocks: Story = { args: { shape: 'blocks', blocks: ['h-72', 'h-40'] } };

/** 加载失败 with the reason and 重试. */
export const Failed: Story = {
  render: () => <LoadError error={new Error('网络异常，请稍后重试')} onRetry={() => undefined} />,
};

/** A failure with a title of its own, as the page's heading. */
export const FailedPage: Story = {
  render: () => <LoadError title="公告加载失败" titleAs="h1" onRetry={() => undefined} />,
};

/** The note under generated data. */
export const Sample: Story = {
  render: () => <SampleNote text="示例数据由系统按公开数据的分布生成，仅供演示。" />,
};
