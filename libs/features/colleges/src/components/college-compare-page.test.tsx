import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { CollegeComparePage } from './college-compare-page.tsx';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const compareTable = () => screen.getByRole('table', { name: '院校对比' });

describe('CollegeComparePage', () => {
  it('puts the colleges of the URL side by side: facts, this year’s plan and the history by year', async () => {
    renderFeature(<CollegeComparePage />, {
      handlers: dataHandlers(),
      path: '/data/college-compare?ids=366,1',
    });
    expect(screen.getByRole('heading', { level: 1, name: '院校对比' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '院校对比' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['项目', '内蒙古大学', '北京大学']),
    );
    const row = (name: string | RegExp) => within(table).getByRole('row', { name });
    expect(
      within(row(/^所在地/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['内蒙古 · 呼和浩特市', '北京 · 北京市']);
    expect(
      within(row(/^2026年招生计划/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20 人（3 个专业组）', '15 人（2 个专业组）']);
    // 内蒙古大学's lowest score and rank of a year it was admitted in the region.
    const history = within(table)
      .getAllByRole('row')
      .filter((r) => /年最低分/.test(r.textContent ?? ''));
    expect(history.length).toBeGreaterThan(0);
    expect(within(history[0]!).getAllByRole('cell')[0]?.textContent).toMatch(/^\d+ 分 \/ [\d,]+$/);
    // The chart's data table: one column per college.
    const chart = await screen.findByRole('table', { name: '各院校历年最低分' });
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['年份', '内蒙古大学', '北京大学']);
  });

  it('adds a college from the search, removes one, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<CollegeComparePage />, {
      handlers: dataHandlers(),
      path: '/data/college-compare?ids=366',
    });
    expect(await screen.findByText('请再添加至少一所院校进行对比。')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '院校名称' }), '北京大学');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await user.click(await screen.findByRole('button', { name: '加入对比：北京大学' }));
    await waitFor(() => expect(search(router).get('ids')).toBe('366,1'));
    expect(await screen.findByRole('button', { name: '已加入：北京大学' })).toBeDisabled();
    await waitFor(() => expect(within(compareTable()).getAllByRole('columnheader')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '移除：内蒙古大学' }));
    await waitFor(() => expect(search(router).get('ids')).toBe('1'));
  });

  it('adds a college of the 收藏 or the 志愿表 in one click', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(
      <CollegeComparePage
        suggestions={[
          { key: 366, name: '内蒙古大学', detail: '' },
          { key: 1, name: '北京大学', detail: '' },
        ]}
      />,
      { handlers: dataHandlers(), path: '/data/college-compare?ids=366' },
    );
    const favourites = screen.getByRole('list', { name: '从收藏和志愿表添加' });
    expect(within(favourites).getByRole('button', { name: '已加入：内蒙古大学' })).toBeDisabled();
    await user.click(within(favourites).getByRole('button', { name: '加入对比：北京大学' }));
    await waitFor(() => expect(search(router).get('ids')).toBe('366,1'));
  });

  it('says how to start when no college is chosen', async () => {
    renderFeature(<CollegeComparePage />, { handlers: dataHandlers(), path: '/data/college-compare' });
    expect(
      await screen.findByText('还没有选择院校：搜索校名添加，或在院校详情页点击“加入对比”。'),
    ).toBeInTheDocument();
  });
});
