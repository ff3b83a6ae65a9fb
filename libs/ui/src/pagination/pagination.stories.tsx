import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { total: 95, page: 1, pageSize: 10, onChange: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddleOfLongRange: Story = { args: { total: 1000, page: 50 } };

export const LastPage: Story = { args: { total: 1000, page: 100 } };

export const SinglePage: Story = { args: { total: 6 } };

export const NoData: Story = { args: { total: 0 } };

export const WithoutTotal: Story = { args: { showTotal: false, size: 'small' } };

function ControlledPagination() {
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-2">
      <Pagination total={200} page={page} pageSize={10} onChange={setPage} />
      <p>当前第 {page} 页</p>
    </div>
  );
}

export const Controlled: Story = { render: () => <ControlledPagination /> };
