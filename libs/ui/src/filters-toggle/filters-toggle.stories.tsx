import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { FiltersToggle } from './filters-toggle.tsx';

// The docs page's description is the JSDoc of FiltersToggle (filters-toggle.tsx), in Chinese and English.
const meta = {
  title: 'UI/FiltersToggle',
  component: FiltersToggle,
  args: { expanded: false, onToggle: () => undefined, controls: 'filters-panel' },
} satisfies Meta<typeof FiltersToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel is folded away. */
export const Folded: Story = {};

function Panel() {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <FiltersToggle expanded={expanded} onToggle={() => setExpanded((open) => !open)} controls="panel" />
      <section id="panel" aria-label="筛选条件" className={cn(expanded ? 'block' : 'hidden')}>
        省份、层次、标签…
      </section>
    </div>
  );
}

/** Opening and closing the panel it controls. */
export const WithPanel: Story = { render: () => <Panel /> };
