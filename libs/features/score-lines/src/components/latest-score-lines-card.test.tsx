import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  contentHandlers,
  fail,
  renderFeature,
  scoreLinesFixture,
  siteConfigFixture,
} from '@zhiyuan/feature-testing';
import { LatestScoreLinesCard } from './latest-score-lines-card.tsx';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('LatestScoreLinesCard', () => {
  it('shows the latest published lines per category when this year has none yet, marked 示例数据', async () => {
    const { server } = renderFeature(<LatestScoreLinesCard />, { handlers: contentHandlers() });
    expect(screen.getByRole('status', { name: '正在加载批次线…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2025年批次线', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2026年批次线尚未公布，以下为2025年数据。')).toBeInTheDocument();
    const physics = screen.getByRole('table', { name: '2025年物理类批次线' });
    expect(rows(physics)).toEqual([
      ['特殊类型招生控制线', '502'],
      ['本科批', '395'],
      ['高职(专科)批', '160'],
    ]);
    expect(rows(screen.getByRole('table', { name: '2025年历史类批次线' }))[1]).toEqual(['本科批', '425']);
    expect(screen.getByRole('heading', { name: /物理类/, level: 3 })).toHaveTextContent('示例数据');
    expect(screen.getByText(/按固定种子生成/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看历年批次线/ })).toHaveAttribute('href', '/data/line');
    const calls = server.calls.filter((c) => c.name === 'listScoreLines');
    expect(calls).toHaveLength(2);
  });

  it('shows the current year directly when its lines are out', async () => {
    renderFeature(<LatestScoreLinesCard />, {
      handlers: contentHandlers({ siteConfig: { ...siteConfigFixture, currentYear: 2024 } }),
    });
    expect(await screen.findByRole('heading', { name: '2024年批次线' })).toBeInTheDocument();
    expect(screen.queryByText(/尚未公布/)).not.toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: '2024年理科批次线' }))).toEqual([
      ['本科一批', '461'],
      ['本科二批', '339'],
    ]);
  });

  it('shows only the 物理/历史 tracks’ lines: 艺术类 and the others are on /data/line', async () => {
    const art = {
      year: 2025,
      province: '内蒙古',
      category: '艺术类',
      professionalCategory: '美术与设计类',
      batch: '本科批',
      kind: '批次线',
      score: 273,
      professionalScore: 196,
      sample: false,
    };
    renderFeature(<LatestScoreLinesCard />, {
      handlers: contentHandlers({ scoreLines: [...scoreLinesFixture, art] }),
    });
    expect(await screen.findByRole('table', { name: '2025年物理类批次线' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /艺术类/ })).toBeNull();
    expect(screen.queryByText('艺术类')).toBeNull();
  });

  it('says so when there are no lines at all', async () => {
    renderFeature(<LatestScoreLinesCard />, { handlers: contentHandlers({ scoreLines: [] }) });
    expect(await screen.findByText('暂无批次线数据')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '批次线', level: 2 })).toBeInTheDocument();
  });

  it('shows 批次线加载失败 with 重试', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const base = contentHandlers();
    renderFeature(<LatestScoreLinesCard />, {
      handlers: {
        ...base,
        listScoreLines: (r) => (++calls === 1 ? fail('100500', '服务器繁忙', 500) : base.listScoreLines!(r)),
      },
    });
    expect(await screen.findByRole('heading', { name: '批次线加载失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '2025年物理类批次线' })).toBeInTheDocument(),
    );
  });
});
