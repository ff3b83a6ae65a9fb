import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { PrintRegion } from './print-region.tsx';

function Report() {
  return (
    <article className="space-y-2">
      <h3 className="text-base font-medium">我的志愿表</h3>
      <ol className="list-decimal pl-6 text-sm">
        <li>内蒙古大学 — 计算机科学与技术</li>
        <li>内蒙古工业大学 — 软件工程</li>
      </ol>
    </article>
  );
}

const meta = {
  title: 'UI/PrintRegion',
  component: PrintRegion,
  args: { children: <Report /> },
  // On the docs page each story renders in a frame of its own: the preview layer would otherwise cover the page.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof PrintRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline: only this region prints when the page is printed. */
export const Inline: Story = {};

/** Preview layer with the default title (打印预览) and button (打印). */
export const Preview: Story = { args: { preview: true } };

export const PreviewWithCustomTexts: Story = {
  args: { preview: true, title: '志愿表预览', buttonLabel: '打印志愿表', zIndex: 3000 },
};

function TogglePreview(args: Parameters<typeof PrintRegion>[0]) {
  const [preview, setPreview] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setPreview(true)}>
        预览志愿表
      </Button>
      <PrintRegion {...args} preview={preview} onClose={() => setPreview(false)} />
    </>
  );
}

/** Opened from a page button and closable (Esc or 关闭). */
export const Closable: Story = { render: (args) => <TogglePreview {...args} /> };
