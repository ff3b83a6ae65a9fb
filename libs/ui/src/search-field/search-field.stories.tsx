import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { SearchField } from './search-field.tsx';

// The docs page's description is the JSDoc of SearchField (search-field.tsx), in Chinese and English.
const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: '关键词', name: 'keyword', placeholder: '校名、拼音或首字母，如 内大、nmgdx' },
  render: (args) => (
    <form role="search" aria-label="院校搜索" onSubmit={(e) => e.preventDefault()}>
      <SearchField {...args} />
    </form>
  ),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its placeholder. */
export const Default: Story = {};

/** With a keyword applied, and a button text of its own. */
export const WithKeyword: Story = { args: { defaultValue: '内蒙古', submitLabel: '查询' } };

function Searching() {
  const [keyword, setKeyword] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(String(new FormData(event.currentTarget).get('keyword') ?? ''));
  };
  return (
    <form role="search" aria-label="专业搜索" onSubmit={onSubmit} className="flex flex-col gap-2">
      <SearchField label="关键词" name="keyword" />
      <p>已搜索：{keyword || '无'}</p>
    </form>
  );
}

/** Submitting reads the box by its name. */
export const Submitting: Story = { render: () => <Searching /> };
