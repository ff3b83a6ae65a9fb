import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named for screen readers. */
export const IconButtonLabel: Story = {
  render: () => (
    <button type="button" className="inline-flex size-8 items-center justify-center rounded-md border">
      <Heart aria-hidden="true" className="size-4" />
      <VisuallyHidden>收藏</VisuallyHidden>
    </button>
  ),
};
