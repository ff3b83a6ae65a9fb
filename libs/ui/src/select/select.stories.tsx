import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormField } from '../form-field/form-field.tsx';
import { ALL_VALUE, optionsWithAll, Select, valueOrAll } from './select.tsx';

const years = [
  { value: '2025', label: '2025 年' },
  { value: '2024', label: '2024 年' },
  { value: '2023', label: '2023 年' },
  { value: '2022', label: '2022 年', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { options: years, label: '年份', className: 'w-48' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: '2024' } };

export const Disabled: Story = { args: { defaultValue: '2024', disabled: true } };

export const AriaLabelOnly: Story = {
  args: {
    label: undefined,
    'aria-label': '科类',
    options: [
      { value: 'physics', label: '物理类' },
      { value: 'history', label: '历史类' },
    ],
  },
};

export const InFormField: Story = {
  render: (args) => (
    <FormField label="批次" error="请选择批次" className="w-60">
      <Select
        {...args}
        label={undefined}
        options={[
          { value: 'early', label: '本科提前批' },
          { value: 'regular', label: '本科批' },
        ]}
      />
    </FormField>
  ),
};

function ControlledSelect() {
  const [year, setYear] = useState('2025');
  return (
    <div className="flex flex-col gap-2">
      <Select label="年份" options={years} value={year} onValueChange={setYear} className="w-48" />
      <p>已选：{year}</p>
    </div>
  );
}

export const Controlled: Story = { render: () => <ControlledSelect /> };

function WithAllOption() {
  const [province, setProvince] = useState<string | undefined>();
  return (
    <div className="flex w-48 flex-col gap-2">
      <Select
        label="所在省份"
        options={optionsWithAll(['北京', '内蒙古', '新疆'], '全部')}
        value={province ?? ALL_VALUE}
        onValueChange={(value) => setProvince(valueOrAll(value))}
      />
      <p>筛选：{province ?? '全部省份'}</p>
    </div>
  );
}

/** A filter with 全部 first (Radix refuses '' as a value, so 全部 has one of its own). */
export const AllOption: Story = { render: () => <WithAllOption /> };
