import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { MajorComparePage } from './major-compare-page.tsx';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('MajorComparePage', () => {
  it('puts the majors of the URL side by side: catalog facts and the colleges offering each', async () => {
    renderFeature(<MajorComparePage />, {
      handlers: dataHandlers(),
      path: '/data/major-compare?codes=080901,010101',
    });
    const table = await screen.findByRole('table', { name: '专业对比' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['项目', '计算机科学与技术', '哲学']),
    );
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/^专业代码/)).toEqual(['080901', '010101']);
    expect(cells(/^门类/)).toEqual(['工学', '哲学']);
    expect(cells(/^本地区开设院校/)).toEqual(['3 所', '2 所']);
    expect(cells(/^开设院校举例/)[0]).toContain('内蒙古大学');
  });

  it('adds a major from the search, removes one, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<MajorComparePage />, {
      handlers: dataHandlers(),
      path: '/data/major-compare?codes=080901',
    });
    expect(await screen.findByText('请再添加至少一个专业进行对比。')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '专业名称' }), '软件');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await user.click(await screen.findByRole('button', { name: '加入对比：软件工程' }));
    await waitFor(() => expect(search(router).get('codes')).toBe('080901,080902'));
    expect(await screen.findByRole('button', { name: '已加入：软件工程' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '移除：计算机科学与技术' }));
    await waitFor(() => expect(search(router).get('codes')).toBe('080902'));
  });
});
