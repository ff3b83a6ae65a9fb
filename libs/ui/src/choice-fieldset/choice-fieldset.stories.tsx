import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group.tsx';
import { CheckboxGroup, ChoiceFieldset } from './choice-fieldset.tsx';

// The docs page's description is the JSDoc of ChoiceFieldset (choice-fieldset.tsx), in Chinese and English.
const meta = {
  title: 'UI/ChoiceFieldset',
  component: ChoiceFieldset,
  args: { legend: '院校标签', children: null },
} satisfies Meta<typeof ChoiceFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAGS = ['985', '211', '双一流'] as const;

function TagFilter() {
  const [tags, setTags] = useState<string[]>(['211']);
  return (
    <div className="flex flex-col gap-2">
      <CheckboxGroup legend="院校标签" layout="inline" options={TAGS} value={tags} onValueChange={setTags} />
      <p>已选：{tags.join('、') || '无'}</p>
    </div>
  );
}

/** The tag filter of 找学校, 大数据查询 and 模拟填报. */
export const TagFilterGroup: Story = { render: () => <TagFilter /> };

function Electives() {
  const [chosen, setChosen] = useState<string[]>(['化学']);
  return (
    <CheckboxGroup
      legend="再选科目（选两门）"
      hint="从化学、生物、思想政治、地理中选择两门"
      options={['化学', '生物', '思想政治', '地理']}
      value={chosen}
      max={2}
      required
      onValueChange={setChosen}
    />
  );
}

/** At most two may be ticked: the others are disabled once two are. */
export const WithLimit: Story = { render: () => <Electives /> };

/** Radio buttons in the fieldset, with an error under them. */
export const RadiosWithError: Story = {
  render: () => (
    <ChoiceFieldset legend="性别" error="请选择性别" required>
      <RadioGroup aria-label="性别">
        <RadioGroupItem value="男" label="男" aria-invalid />
        <RadioGroupItem value="女" label="女" aria-invalid />
      </RadioGroup>
    </ChoiceFieldset>
  ),
};

/** Checkboxes laid out in three columns, as in a popover. */
export const GridLayout: Story = {
  render: () => (
    <ChoiceFieldset legend="所在省份" layout="grid" className="w-72">
      {['北京', '天津', '河北', '山西', '内蒙古', '辽宁'].map((p) => (
        <Checkbox key={p} label={p} />
      ))}
    </ChoiceFieldset>
  ),
};
