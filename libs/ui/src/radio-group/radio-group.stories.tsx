import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

// The docs page's description is the JSDoc of RadioGroup (radio-group.tsx), in Chinese and English.
const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': '科类', defaultValue: 'physics' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="physics" label="物理类" />
      <RadioGroupItem value="history" label="历史类" />
      <RadioGroupItem value="mongolian" label="蒙授" disabled />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first choice made; 蒙授 cannot be chosen. */
export const Default: Story = {};

/** Nothing chosen yet. */
export const NothingChosen: Story = { args: { defaultValue: undefined } };

/** The whole group disabled. */
export const Disabled: Story = { args: { disabled: true } };

function ControlledRadios() {
  const [mode, setMode] = useState('score');
  return (
    <div className="flex flex-col gap-2">
      <RadioGroup aria-label="查询方式" value={mode} onValueChange={setMode}>
        <RadioGroupItem value="score" label="分数" />
        <RadioGroupItem value="rank" label="位次" />
      </RadioGroup>
      <p>当前：{mode}</p>
    </div>
  );
}

/** Controlled by its parent. */
export const Controlled: Story = { render: () => <ControlledRadios /> };
