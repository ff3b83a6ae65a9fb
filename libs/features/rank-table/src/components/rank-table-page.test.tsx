import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dataHandlers,
  rankEntryFixture,
  rankTableFixture,
  siteConfigFixture,
} from '@zhiyuan/feature-testing/data-fixtures';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { RankTablePage } from './rank-table-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const section = (name: string) => screen.getByRole('region', { name });

describe('RankTablePage', () => {
  it('looks up the rank of a score, with the URL keeping it', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: '/data/orderLine',
    });
    expect(screen.getByRole('heading', { level: 1, name: '一分一段' })).toBeInTheDocument();
    const box = within(await screen.findByRole('region', { name: '分数查位次' })).getByRole('textbox', {
      name: '分数',
    });
    await user.type(box, '550');
    await user.click(screen.getByRole('button', { name: '查位次' }));
    const entry = rankEntryFixture(rankTableFixture(2025, '物理类'), 550);
    expect(await within(section('分数查位次')).findByText('2025年物理类 550分')).toBeInTheDocument();
    const range = `${entry.rankFrom.toLocaleString('zh-CN')}–${entry.rankTo.toLocaleString('zh-CN')}`;
    expect(within(section('分数查位次')).getByText(range)).toBeInTheDocument();
    expect(within(section('分数查位次')).getByText(entry.count.toLocaleString('zh-CN'))).toBeInTheDocument();
    expect(within(section('分数查位次')).getByText('示例数据')).toBeInTheDocument();
    expect(search(router).get('score')).toBe('550');
    expect(search(router).get('year')).toBe('2025');
    expect(search(router).get('category')).toBe('物理类');
  });

  it('says when the score is above the table’s highest score, instead of a 同分人数 that is not its own', async () => {
    const table = rankTableFixture(2025, '物理类');
    const top = table.rows[0]?.score ?? 0;
    renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: `/data/orderLine?year=2025&category=物理类&score=750`,
    });
    const answer = await screen.findByRole('region', { name: '分数查位次' });
    expect(await within(answer).findByText(`高于本表最高分（${top}分），位次按最高分计`)).toBeInTheDocument();
    expect(within(answer).getByText(`${top}分及以上 ${table.rows[0]?.count ?? 0} 人`)).toBeInTheDocument();
    expect(within(answer).queryByText('同分人数')).not.toBeInTheDocument();
  });

  it('says when the score is below the table’s lowest score', async () => {
    const table = rankTableFixture(2025, '物理类');
    const bottom = table.rows.at(-1)?.score ?? 0;
    renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: `/data/orderLine?year=2025&category=物理类&score=${bottom - 1}`,
    });
    expect(
      await within(await screen.findByRole('region', { name: '分数查位次' })).findByText(
        `低于本表最低分（${bottom}分），位次在 ${table.candidates.toLocaleString('zh-CN')} 名之后`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the equivalent scores of the other years along the track', async () => {
    renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: '/data/orderLine?year=2025&category=物理类&score=550',
    });
    const table = await within(await screen.findByRole('region', { name: '往年等位分' })).findByRole(
      'table',
      { name: '往年等位分' },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2024', '理科'],
      ['2023', '理科'],
      ['2022', '理科'],
      ['2021', '理科'],
    ]);
    expect(within(section('往年等位分')).getByText(/2025年物理类 550分（最低位次/)).toBeInTheDocument();
    // 说明 is never blank: the score's own rank in that year, and the track across the reform.
    const notes = rows.map((r) => within(r).getAllByRole('cell').at(3)?.textContent ?? '');
    for (const note of notes)
      expect(note).toMatch(/^该分最低位次 [\d,]+；理科对应物理类（新高考前后按同一位次比较）$/);
  });

  it('looks up the score at a rank, and says when the rank is beyond the table', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: '/data/orderLine',
    });
    const box = within(await screen.findByRole('region', { name: '位次查分数' })).getByRole('textbox', {
      name: '位次',
    });
    await user.type(box, '10000');
    await user.click(screen.getByRole('button', { name: '查分数' }));
    expect(await within(section('位次查分数')).findByText('2025年物理类 位次 10,000')).toBeInTheDocument();
    expect(search(router).get('rank')).toBe('10000');
    await user.clear(box);
    await user.type(box, '9999999');
    await user.click(screen.getByRole('button', { name: '查分数' }));
    expect(await within(section('位次查分数')).findByRole('alert')).toHaveTextContent(
      '位次超出2025年物理类一分一段表的范围',
    );
  });

  it('is a GET form of the page that keeps the query, and shows the message of a value the URL brings', async () => {
    // What a submit without JavaScript sends (the server renders its answer), and what it may bring back.
    renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: '/data/orderLine?year=2025&category=物理类&rank=10000&score=800',
    });
    const byScore = await screen.findByRole('region', { name: '分数查位次' });
    const box = within(byScore).getByRole('textbox', { name: '分数' });
    expect(box).toHaveValue('800');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(byScore).getByRole('alert')).toHaveTextContent('分数应为0到750之间的数');
    const form = box.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      year: '2025',
      category: '物理类',
      rank: '10000',
      score: '800',
    });
    const rankBox = within(section('位次查分数')).getByRole('textbox', { name: '位次' });
    expect(Object.fromEntries(new FormData(rankBox.closest('form') ?? undefined))).toEqual({
      year: '2025',
      category: '物理类',
      rank: '10000',
    });
  });

  it('checks the boxes before asking, with Chinese messages', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<RankTablePage />, {
      handlers: dataHandlers(),
      path: '/data/orderLine',
    });
    const score = within(await screen.findByRole('region', { name: '分数查位次' })).getByRole('textbox', {
      name: '分数',
    });
    await user.click(screen.getByRole('button', { name: '查位次' }));
    expect(await screen.findByText('请输入分数')).toBeInTheDocument();
    await user.type(score, '751');
    await user.click(screen.getByRole('button', { name: '查位次' }));
    expect(await screen.findByText('分数应为0到750之间的数')).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(section('位次查分数')).getByRole('textbox', { name: '位次' }), '0');
    await user.click(screen.getByRole('button', { name: '查分数' }));
    expect(await screen.findByText('位次应为正整数')).toBeInTheDocument();
    expect(search(router).get('score')).toBeNull();
    expect(server.calls.some((c) => c.name === 'lookupRank' || c.name === 'rankByRank')).toBe(false);
  });

  it(
    'shows the whole table with its distribution, opening at the page of the score',
    async () => {
      const user = userEvent.setup();
      renderFeature(<RankTablePage />, {
        handlers: dataHandlers(),
        path: '/data/orderLine?year=2024&category=理科&score=600',
      });
      const table = await screen.findByRole('table', { name: '2024年理科一分一段表' });
      expect(within(table).getByText('查询分数').closest('tr')).toHaveTextContent(/^600/);
      const full = rankTableFixture(2024, '理科');
      const index = full.rows.findIndex((r) => r.score === 600);
      const page = Math.floor(index / 50) + 1;
      expect(screen.getByRole('button', { name: `第 ${page} 页` })).toHaveAttribute('aria-current', 'page');
      await user.click(screen.getByRole('button', { name: '第 1 页' }));
      expect(
        within(screen.getByRole('table', { name: '2024年理科一分一段表' })).getAllByRole('row')[1],
      ).toHaveTextContent(String(full.rows[0]!.score));
      const bands = screen.getByRole('table', { name: '2024年理科分数分布（每10分一段）' });
      expect(within(bands).getAllByRole('row').length).toBeGreaterThan(40);
      expect(screen.getByText(`共 ${full.candidates.toLocaleString('zh-CN')} 人`)).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'changes year and category through the URL, keeping the track',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<RankTablePage />, {
        handlers: dataHandlers(),
        path: '/data/orderLine?year=2025&category=历史类',
      });
      await screen.findByRole('table', { name: '2025年历史类一分一段表' });
      await user.click(screen.getByRole('combobox', { name: '年份' }));
      await user.click(await screen.findByRole('option', { name: '2023' }));
      expect(await screen.findByRole('table', { name: '2023年文科一分一段表' })).toBeInTheDocument();
      expect(search(router).get('category')).toBe('文科');
      await user.click(screen.getByRole('combobox', { name: '科类' }));
      await user.click(await screen.findByRole('option', { name: '理科' }));
      await waitFor(() => expect(search(router).get('category')).toBe('理科'));
    },
    SLOW_TEST_MS,
  );

  it('shows the table failure with 重试', async () => {
    renderFeature(<RankTablePage />, {
      handlers: {
        ...dataHandlers(),
        getRankTable: () => fail('100404', '暂无2025年物理类的一分一段表', 404),
      },
    });
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByText('暂无2025年物理类的一分一段表')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('waits for the site config, and says when it has no years', async () => {
    const { unmount } = renderFeature(<RankTablePage />, {
      handlers: { ...dataHandlers(), getSiteConfig: () => new Promise(() => undefined) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    unmount();
    renderFeature(<RankTablePage />, {
      handlers: dataHandlers({ config: { ...siteConfigFixture, years: [] } }),
    });
    expect(await screen.findByText('暂无一分一段数据')).toBeInTheDocument();
  });
});
