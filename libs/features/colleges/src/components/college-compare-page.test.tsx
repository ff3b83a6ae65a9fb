import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VolunteerCheckInput } from '@zhiyuan/contracts';
import { accountHandlers, examResultsFixture, renderFeature } from '@zhiyuan/feature-testing';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { checkedChoiceFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
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

  // The estimate of every group: 01 is a 稳, 02 a 冲, 03 has no past data.
  const checkHandler = ({ body }: { body: unknown }) => {
    const input = body as VolunteerCheckInput;
    const estimate = { '01': [0.72, '稳'], '02': [0.3, '冲'] } as const;
    return {
      candidateRank: 30_000,
      choices: (input.choices ?? []).map((c) => {
        const [probability, tier] = estimate[c.groupCode as '01' | '02'] ?? [null, null];
        return checkedChoiceFixture(c, probability, tier);
      }),
      checks: [],
      limits: { choices: 45, majorsPerChoice: 6, adjustment: true, unit: '院校专业组' },
    };
  };

  it('estimates each group of this year’s plan for the score of the URL, without saving anything', async () => {
    const { server } = renderFeature(<CollegeComparePage />, {
      handlers: { ...dataHandlers(), checkVolunteerTable: checkHandler },
      path: '/data/college-compare?ids=366,1&score=552',
    });
    expect(screen.getByRole('spinbutton', { name: '我的分数' })).toHaveValue(552);
    const row = await screen.findByRole('row', { name: /^我的录取概率（552 分）/ });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['01组：72%（稳）02组：30%（冲）03组：无往年数据', '01组：72%（稳）02组：30%（冲）']),
    );
    const asked = server.calls.filter((c) => c.name === 'checkVolunteerTable');
    expect(asked.map((c) => c.body)).toEqual([
      expect.objectContaining({ year: 2026, category: '物理类', batch: '本科批', score: 552 }),
    ]);
    expect(server.calls.some((c) => c.name === 'saveVolunteerTable')).toBe(false);
  });

  it('fills the personal centre’s 高考 score; a typed score goes into the URL, a wrong one is named', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<CollegeComparePage />, {
      signedIn: true,
      handlers: { ...dataHandlers(), ...accountHandlers(), checkVolunteerTable: checkHandler },
      path: '/data/college-compare?ids=366,1',
    });
    const gaokao = examResultsFixture.find((r) => r.isGaokao)!.total;
    // The field is filled anew when the score arrives: look it up each time.
    const field = () => screen.getByRole('spinbutton', { name: '我的分数' });
    await waitFor(() => expect(field()).toHaveValue(gaokao));
    expect(field()).toHaveAccessibleDescription('已填入个人中心的最新高考成绩，可修改。');
    expect(
      await screen.findByRole('row', { name: new RegExp(`^我的录取概率（${gaokao} 分）`) }),
    ).toBeVisible();
    await user.clear(field());
    await user.type(field(), '800');
    await user.click(screen.getByRole('button', { name: '估算录取概率' }));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('分数应为0到750之间的数'));
    expect(search(router).get('score')).toBeNull();
    await user.clear(field());
    await user.type(field(), '560.5');
    await user.click(screen.getByRole('button', { name: '估算录取概率' }));
    await waitFor(() => expect(search(router).get('score')).toBe('560.5'));
    expect(await screen.findByRole('row', { name: /^我的录取概率（560.5 分）/ })).toBeVisible();
  });

  it('says how to start when no college is chosen', async () => {
    renderFeature(<CollegeComparePage />, { handlers: dataHandlers(), path: '/data/college-compare' });
    expect(
      await screen.findByText('还没有选择院校：搜索校名添加，或在院校详情页点击“加入对比”。'),
    ).toBeInTheDocument();
  });
});
