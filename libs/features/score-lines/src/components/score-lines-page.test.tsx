import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
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
