import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ResultsSection } from './results-section.tsx';

// The docs page's description is the JSDoc of ResultsSection (results-section.tsx), in Chinese and English.
const meta = {
  title: 'UI/ResultsSection',
  component: ResultsSection,
  args: { heading: '搜索结果', total: '共 3 所院校', children: null },
  render: (args) => (
    <ResultsSection {...args}>
      <ul className="list-disc pl-6 text-sm">
        <li>内蒙古大学</li>
        <li>内蒙古工业大学</li>
        <li>内蒙古师范大学</li>
      </ul>
    </ResultsSection>
  ),
} satisfies Meta<typeof ResultsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of results. */
export const OnePage: Story = {};

/** Loading the next results: the section is busy, the total not yet known. */
export const Busy: Story = { args: { busy: true, total: '' } };

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <ResultsSection
      heading="搜索结果"
      total="共 45 条"
      pagination={{ total: 45, page, pageSize: 20, onChange: setPage }}
    >
      <p className="text-sm">第 {page} 页的结果</p>
    </ResultsSection>
  );
}

/** More than one page: the pager under the results. */
export const WithPager: Story = { render: () => <Paged /> };
