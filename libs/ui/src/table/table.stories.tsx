import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SampleBadge } from '../badge/badge.tsx';
import { Table, type TableColumn, type TableSort } from './table.tsx';

interface ScoreLine {
  id: number;
  college: string;
  batch: string;
  minScore: number;
  sample: boolean;
}

const rows: ScoreLine[] = [
  { id: 1, college: '内蒙古大学', batch: '本科批', minScore: 560, sample: true },
  { id: 2, college: '内蒙古工业大学', batch: '本科批', minScore: 512, sample: true },
  { id: 3, college: '内蒙古师范大学', batch: '本科提前批', minScore: 531, sample: false },
];

const columns: TableColumn<ScoreLine>[] = [
  { key: 'college', title: '院校' },
  { key: 'batch', title: '批次' },
  {
    key: 'minScore',
    title: '最低分',
    sortable: true,
    align: 'right',
    render: (row) => (
      <span className="inline-flex items-center gap-1">
        {row.minScore}
        {row.sample && <SampleBadge />}
      </span>
    ),
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<ScoreLine>,
  args: { columns, data: rows, rowKey: 'id', caption: '2024 年院校录取最低分' },
} satisfies Meta<typeof Table<ScoreLine>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedDescending: Story = { args: { sort: { key: 'minScore', direction: 'desc' } } };

export const Striped: Story = { args: { striped: true, size: 'small' } };

export const Loading: Story = { args: { loading: true, skeletonRows: 3 } };

export const Empty: Story = { args: { data: [] } };

export const CustomEmptyText: Story = { args: { data: [], emptyText: '没有符合条件的院校' } };

/** On a phone (under 640 px; narrow the canvas to see it) each row is a card whose lines are led by the column names. */
export const StackedOnPhones: Story = { args: { stacked: true } };

/** The college column names its row (th[scope=row]); on a phone it heads the card, without a label. */
const headedColumns: TableColumn<ScoreLine>[] = columns.map((column) =>
  column.key === 'college' ? { ...column, rowHeader: true, className: 'font-medium' } : column,
);

/** Each card headed by its row's name; the other cells are lines led by their column names. */
export const StackedWithRowHeader: Story = { args: { stacked: true, columns: headedColumns } };

/**
 * Compact cards for rows of short facts: under the heading, the labelled cells sit side by side and wrap, so
 * a card stays two or three lines high (the 找学校 results).
 */
export const StackedCompact: Story = { args: { stacked: 'compact', columns: headedColumns } };

/** While loading, the skeleton rows are cards too. */
export const StackedCompactLoading: Story = {
  args: { stacked: 'compact', columns: headedColumns, loading: true, skeletonRows: 3 },
};

function SortableTable() {
  const [sort, setSort] = useState<TableSort | null>(null);
  const sorted = sort
    ? [...rows].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * (a.minScore - b.minScore))
    : rows;
  return (
    <Table
      columns={columns}
      data={sorted}
      rowKey="id"
      sort={sort}
      onSortChange={setSort}
      caption="录取最低分"
    />
  );
}

/** Sorting controlled by the caller (here in memory; the site sorts on the server). */
export const Sortable: Story = { render: () => <SortableTable /> };
