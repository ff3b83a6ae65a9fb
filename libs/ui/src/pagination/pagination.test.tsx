import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './pagination.stories.tsx';
import { Pagination } from './pagination.tsx';

const { FirstPage, MiddleOfLongRange, LastPage, SinglePage, NoData, WithoutTotal, Controlled } =
  composeStories(stories);

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button', { name: /^第 \d+ 页$/ })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('is a nav named 分页 showing the total and the pages', () => {
    render(<FirstPage />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 95 条')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7', '10']);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const { unmount } = render(<FirstPage />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    unmount();
    render(<LastPage />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('collapses a long range around the current page', () => {
    render(<MiddleOfLongRange />);
    expect(pageButtons()).toEqual(['1', '48', '49', '50', '51', '52', '100']);
    expect(screen.getByRole('button', { name: '第 50 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('reports the chosen page, and nothing for the current one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MiddleOfLongRange onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '第 100 页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 50 页' }));
    expect(onChange.mock.calls).toEqual([[100], [49], [51]]);
  });

  it('moves through pages when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByText('当前第 3 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '第 20 页' }));
    expect(screen.getByText('当前第 20 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows one page for a short list and for no data', () => {
    const { unmount } = render(<SinglePage />);
    expect(pageButtons()).toEqual(['1']);
    unmount();
    render(<NoData />);
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1']);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('can leave out the total', () => {
    render(<WithoutTotal />);
    expect(screen.queryByText(/^共/)).not.toBeInTheDocument();
  });

  // 11 buttons of 36 px do not fit a 375 px phone: the › wrapped onto a line of its own.
  it('keeps on phones only the first, the current and the last page, with a gap wherever pages are left out', () => {
    const { unmount } = render(<MiddleOfLongRange />);
    const phoneHidden = (n: number) =>
      screen
        .getByRole('button', { name: `第 ${n} 页` })
        .closest('li')
        ?.classList.contains('max-sm:hidden');
    expect([1, 48, 49, 50, 51, 52, 100].map(phoneHidden)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    unmount();

    // Page 5 of 10: 2–4 sit between 1 and 5 with no gap of the desktop's; phones get one of their own.
    render(<Pagination total={100} page={5} pageSize={10} onChange={() => undefined} />);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(phoneHidden)).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    const gaps = screen.getAllByText('…');
    expect(gaps.map((gap) => gap.classList.contains('sm:hidden'))).toEqual([true, false]);
  });
});
