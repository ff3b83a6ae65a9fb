import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers, professionalScoreLinesFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, renderFeature, scoreLinesFixture } from '@zhiyuan/feature-testing';
import { ScoreLinesPage } from './score-lines-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

describe('ScoreLinesPage', () => {
  it('shows the lines of 物理类 / 理科 across the reform, as a table and as the chart data', async () => {
    renderFeature(<ScoreLinesPage />, { handlers: dataHandlers(), path: '/data/line' });
    expect(screen.getByRole('heading', { level: 1, name: '批次线' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '物理类 / 理科批次线明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2025', '物理类', '特殊类型招生控制线', '控制线', '545']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2024', '理科', '本科一批', '批次线', '459']);
    const chartData = screen.getByRole('table', { name: '物理类 / 理科历年批次线（分）' });
    expect(
      within(chartData)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['年份', '特殊类型招生控制线', '本科批', '高职(专科)批', '本科一批', '本科二批', '高职专科批']);
    expect(screen.getAllByText('示例数据').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/按固定种子生成/)).toBeInTheDocument();
  });

  it(
    'switches track and year through the URL',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<ScoreLinesPage />, { handlers: dataHandlers(), path: '/data/line' });
      await screen.findByRole('table', { name: '物理类 / 理科批次线明细' });
      await user.click(screen.getByRole('combobox', { name: '科类' }));
      await user.click(await screen.findByRole('option', { name: '历史类 / 文科' }));
      const table = await screen.findByRole('table', { name: '历史类 / 文科批次线明细' });
      expect(new URLSearchParams(router.state.location.search).get('track')).toBe('历史');
      expect(within(table).getAllByRole('row')).toHaveLength(16);

      await user.click(screen.getByRole('combobox', { name: '年份' }));
      await user.click(await screen.findByRole('option', { name: '2022' }));
      await waitFor(() => {
        const rows = within(screen.getByRole('table', { name: '历史类 / 文科批次线明细' })).getAllByRole(
          'row',
        );
        expect(rows).toHaveLength(4);
      });
      expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2022');
    },
    SLOW_TEST_MS,
  );

  it('reads the track and year from the URL', async () => {
    renderFeature(<ScoreLinesPage />, { handlers: dataHandlers(), path: '/data/line?track=历史&year=2025' });
    const table = await screen.findByRole('table', { name: '历史类 / 文科批次线明细' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[4]?.textContent),
    ).toEqual(['506', '390', '188']);
  });

  it('marks only what the chosen year shows: a year of official lines has no 示例数据 mark beside sample years', async () => {
    // 2025 official, the years before generated (as a school has it before importing the older lines).
    const lines = scoreLinesFixture.map((r) => ({ ...r, sample: r.year !== 2025 }));
    renderFeature(<ScoreLinesPage />, {
      handlers: dataHandlers({ scoreLines: lines }),
      path: '/data/line?year=2025',
    });
    const table = await screen.findByRole('table', { name: '物理类 / 理科批次线明细' });
    const section = table.closest('section');
    expect(section).not.toBeNull();
    expect(within(section!).queryByText('示例数据')).toBeNull();
    expect(within(section!).queryByText('示例')).toBeNull();
    expect(within(section!).queryByText(/标“示例”的是示例数据/)).toBeNull();
    expect(within(section!).getByText(/来源/)).toBeInTheDocument();
  });

  it('shows 艺术类, 体育类 and 对口招生 in sections of their own, by 专业类别, with 文化课 and 专业课', async () => {
    renderFeature(<ScoreLinesPage />, {
      handlers: dataHandlers({ scoreLines: [...scoreLinesFixture, ...professionalScoreLinesFixture] }),
      path: '/data/line?year=2025',
    });
    const art = await screen.findByRole('table', { name: '2025年艺术类控制分数线' });
    expect(
      within(art)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['批次/控制线', '文化课', '专业课']);
    // Each 专业类别 heads its rows, its 专项 line among them.
    expect(
      within(art)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['美术与设计类', '书法类']);
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .filter((r) => within(r).queryAllByRole('cell').length > 0)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(cells(art)).toEqual([
      ['本科批', '273', '196'],
      ['高职(专科)批', '160', '181'],
      ['本科批(专项类)', '273', '196'],
      ['本科批', '320', '239'],
    ]);
    const sports = screen.getByRole('table', { name: '2025年体育类控制分数线' });
    expect(cells(sports)).toEqual([['本科批', '317', '76']]);
    const vocational = screen.getByRole('table', { name: '2025年对口招生控制分数线' });
    expect(cells(vocational)).toEqual([
      ['本科批', '476', '—无专业课分数线'],
      ['高职(专科)批', '120', '—无专业课分数线'],
    ]);
    // Official lines: no 示例数据 mark, the authority named; and none of them in the 物理/历史 table or chart.
    const section = art.closest('section')!;
    expect(within(section).queryByText('示例数据')).toBeNull();
    expect(within(section).getByText(/来源/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '艺术类' })).toBeInTheDocument();
    const trackTable = screen.getByRole('table', { name: '物理类 / 理科批次线明细' });
    expect(within(trackTable).queryByText('美术与设计类')).toBeNull();
    expect(within(trackTable).queryByText('艺术类')).toBeNull();
  });

  it('shows the latest year of 艺术类 lines when no year is chosen, and none for a year without them', async () => {
    const { unmount } = renderFeature(<ScoreLinesPage />, {
      handlers: dataHandlers({ scoreLines: [...scoreLinesFixture, ...professionalScoreLinesFixture] }),
      path: '/data/line',
    });
    expect(await screen.findByRole('table', { name: '2025年艺术类控制分数线' })).toBeInTheDocument();
    unmount();
    renderFeature(<ScoreLinesPage />, {
      handlers: dataHandlers({ scoreLines: [...scoreLinesFixture, ...professionalScoreLinesFixture] }),
      path: '/data/line?year=2024',
    });
    await screen.findByRole('table', { name: '物理类 / 理科批次线明细' });
    expect(screen.queryByRole('table', { name: /艺术类控制分数线/ })).toBeNull();
  });

  it('says when there are no lines', async () => {
    renderFeature(<ScoreLinesPage />, { handlers: dataHandlers({ scoreLines: [] }) });
    expect(await screen.findByText('暂无批次线数据')).toBeInTheDocument();
  });

  it('shows loading, then a failure with 重试 that loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    const handlers = dataHandlers();
    renderFeature(<ScoreLinesPage />, {
      handlers: {
        ...handlers,
        listScoreLines: (request) =>
          failing ? fail('100500', '服务器繁忙', 500) : handlers.listScoreLines!(request),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '物理类 / 理科批次线明细' })).toBeInTheDocument();
  });
});
