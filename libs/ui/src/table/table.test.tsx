import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './table.stories.tsx';

const {
  Default,
  SortedDescending,
  Loading,
  Empty,
  CustomEmptyText,
  Sortable,
  StackedOnPhones,
  StackedWithRowHeader,
  StackedCompact,
  StackedCompactLoading,
} = composeStories(stories);

const collegeColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('is a table named by its caption with column headers and rows', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: '2024 年院校录取最低分' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['院校', '批次', '最低分']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: '内蒙古工业大学' })).toBeInTheDocument();
  });

  it('labels every cell with its column when stacked into cards on phones, and stays a table', () => {
    render(<StackedOnPhones />);
    const table = screen.getByRole('table', { name: '2024 年院校录取最低分' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((cell) => cell.dataset['label'])).toEqual(['院校', '批次', '最低分']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    render(<Default />);
    const plain = screen.getAllByRole('table')[1]!;
    expect(plain.querySelector('td[data-label]')).toBeNull();
  });

  it('heads each row with a rowHeader column: a row header, unlabelled as the heading of its card', () => {
    render(<StackedWithRowHeader />);
    const table = screen.getByRole('table', { name: '2024 年院校录取最低分' });
    const heading = within(table).getByRole('rowheader', { name: '内蒙古大学' });
    expect(heading.tagName).toBe('TH');
    expect(heading).toHaveAttribute('scope', 'row');
    expect(heading).not.toHaveAttribute('data-label');
    const row = heading.closest('tr')!;
    // Screen readers announce the row's name with each of its cells.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.dataset['label']),
    ).toEqual(['批次', '最低分']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['院校', '批次', '最低分']);
  });

  it('says which stacking it does, for the cards of phones', () => {
    const { unmount } = render(<StackedCompact />);
    const table = screen.getByRole('table');
    expect(table.closest('[data-slot="table"]')).toHaveAttribute('data-stacked', 'compact');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    unmount();
    render(<StackedOnPhones />);
    expect(screen.getByRole('table').closest('[data-slot="table"]')).toHaveAttribute('data-stacked', 'lines');
    render(<Default />);
    expect(screen.getAllByRole('table')[1]!.closest('[data-slot="table"]')).not.toHaveAttribute(
      'data-stacked',
    );
  });

  it('gives skeleton rows no row headers, which would name nothing', () => {
    render(<StackedCompactLoading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    // A header row and three skeleton cards.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('renders cells through a column render function', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /内蒙古大学/ });
    expect(within(row).getByText('示例数据')).toBeInTheDocument();
    const plainRow = screen.getByRole('row', { name: /内蒙古师范大学/ });
    expect(within(plainRow).queryByText('示例数据')).not.toBeInTheDocument();
  });

  it('gives sortable headers aria-sort and leaves it off the others', () => {
    const { unmount } = render(<Default />);
    expect(screen.getByRole('columnheader', { name: '最低分' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: '院校' })).not.toHaveAttribute('aria-sort');
    unmount();
    render(<SortedDescending />);
    expect(screen.getByRole('columnheader', { name: '最低分' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks for ascending, then descending, then no sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(<Default onSortChange={onSortChange} />);
    await user.click(screen.getByRole('button', { name: '最低分' }));
    rerender(<Default onSortChange={onSortChange} sort={{ key: 'minScore', direction: 'asc' }} />);
    await user.click(screen.getByRole('button', { name: '最低分' }));
    rerender(<Default onSortChange={onSortChange} sort={{ key: 'minScore', direction: 'desc' }} />);
    await user.click(screen.getByRole('button', { name: '最低分' }));
    expect(onSortChange.mock.calls).toEqual([
      [{ key: 'minScore', direction: 'asc' }],
      [{ key: 'minScore', direction: 'desc' }],
      [null],
    ]);
  });

  it('re-sorts a controlled table from the header', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    await user.click(screen.getByRole('button', { name: '最低分' }));
    expect(screen.getByRole('columnheader', { name: '最低分' })).toHaveAttribute('aria-sort', 'ascending');
    expect(collegeColumn()).toEqual(['内蒙古工业大学', '内蒙古师范大学', '内蒙古大学']);
    await user.click(screen.getByRole('button', { name: '最低分' }));
    expect(collegeColumn()).toEqual(['内蒙古大学', '内蒙古师范大学', '内蒙古工业大学']);
  });

  it('shows skeleton rows and is busy while loading', () => {
    render(<Loading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('内蒙古大学')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('shows 暂无数据 without rows, or the given text', () => {
    const { unmount } = render(<Empty />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '暂无数据' })).toHaveAttribute('colspan', '3');
    unmount();
    render(<CustomEmptyText />);
    expect(screen.getByRole('cell', { name: '没有符合条件的院校' })).toBeInTheDocument();
  });
});
