import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Label } from '../label/label.tsx';
import { Checkbox } from './checkbox.tsx';

// The docs page's description is the JSDoc of Checkbox (checkbox.tsx), in Chinese and English.
const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: '服从专业调剂' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked, with its label. */
export const Default: Story = {};

/** Ticked from the start. */
export const Checked: Story = { args: { defaultChecked: true } };

/** Part of a group is ticked. */
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: '全选' } };

/** Cannot be changed (e.g. the limit of choices is reached). */
export const Disabled: Story = { args: { disabled: true, label: '地理' } };

/** The smaller size, for dense tables. */
export const Small: Story = { args: { size: 'small', label: '是' } };

/** Named by a separate Label pointing at it. */
export const WithSeparateLabel: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="gaokao" />
      <Label htmlFor="gaokao">这是高考成绩</Label>
    </div>
  ),
};

function ControlledCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Checkbox label="985" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />
      <p>已选：{checked ? '是' : '否'}</p>
    </div>
  );
}

/** Controlled by its parent. */
export const Controlled: Story = { render: () => <ControlledCheckbox /> };
