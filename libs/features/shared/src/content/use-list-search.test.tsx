import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseId, parsePage, useListFilter } from './use-list-search.ts';

describe('parseId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    [null, null],
    ['99999999999', null],
  ])('%s → %s', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['2.5', 1],
  ])('%s → %s', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

describe('useListFilter', () => {
  function Probe() {
    const [role, setRole] = useListFilter('role', 'all');
    const location = useLocation();
    return (
      <div>
        <output aria-label="角色">{role ?? '无'}</output>
        <output aria-label="地址">{location.search}</output>
        <button onClick={() => setRole('teacher')}>教师</button>
        <button onClick={() => setRole('all')}>全部</button>
      </div>
    );
  }

  it('keeps the filter in the URL, starts again at page 1, and leaves out the "all" value', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/users?keyword=王&page=3'],
    });
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: '教师' }));
    expect(screen.getByRole('status', { name: '角色' })).toHaveTextContent('teacher');
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
      `?keyword=${encodeURIComponent('王')}&role=teacher`,
    );
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByRole('status', { name: '角色' })).toHaveTextContent('无');
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
      `?keyword=${encodeURIComponent('王')}`,
    );
  });
});
