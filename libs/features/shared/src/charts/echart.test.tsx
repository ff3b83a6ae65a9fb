import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartEngine, ChartInstance, ChartOption, ChartTable } from './chart-types.ts';
import { EChart } from './echart.tsx';
import { loadECharts } from './load-echarts.ts';

vi.mock('./load-echarts.ts', () => ({ loadECharts: vi.fn() }));

const option: ChartOption = {
  xAxis: { type: 'category', data: ['2024', '2025'] },
  yAxis: { type: 'value' },
  series: [{ type: 'line', name: '本科批', data: [459, 450] }],
};
const table: ChartTable = {
  caption: '历年本科批分数线',
  columns: [
    { key: 'year', title: '年份' },
    { key: 'score', title: '分数线', align: 'right' },
  ],
  rows: [
    { year: 2024, score: 459 },
    { year: 2025, score: 450 },
  ],
};

function fakeEngine() {
  const chart: ChartInstance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
  const engine: ChartEngine = { init: vi.fn(() => chart) };
  return { engine, chart };
}

let resizeCallbacks: (() => void)[] = [];
beforeEach(() => {
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadECharts).mockReset();
});

const renderChart = () =>
  render(<EChart option={option} label="2024–2025 年本科批分数线走势" table={table} />);

describe('EChart', () => {
  it('shows a skeleton while ECharts loads, with the chart named for screen readers', () => {
    vi.mocked(loadECharts).mockReturnValue(new Promise(() => undefined));
    renderChart();
    expect(screen.getByRole('img', { name: '2024–2025 年本科批分数线走势' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('图表加载中');
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  });

  it('draws the option with the theme colour first, and follows its container size', async () => {
    const { engine, chart } = fakeEngine();
    vi.mocked(loadECharts).mockResolvedValue(engine);
    document.documentElement.style.setProperty('--primary', '#13c2c2');
    const { unmount } = renderChart();
    await act(async () => undefined);
    const element = screen.getByRole('img', { name: '2024–2025 年本科批分数线走势' });
    expect(engine.init).toHaveBeenCalledWith(element, null, { renderer: 'svg' });
    const drawn = vi.mocked(chart.setOption).mock.calls[0]!;
    expect(drawn[0].series).toEqual(option.series);
    expect((drawn[0].color as string[])[0]).toBe('#13c2c2');
    expect(drawn[1]).toEqual({ notMerge: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    resizeCallbacks.forEach((callback) => callback());
    expect(chart.resize).toHaveBeenCalledTimes(1);
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
    document.documentElement.style.removeProperty('--primary');
  });

  it('draws without animation for a reader who asked the system for reduced motion', async () => {
    const matches = (query: string) => query === '(prefers-reduced-motion: reduce)';
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), media: query }));
    const { engine, chart } = fakeEngine();
    vi.mocked(loadECharts).mockResolvedValue(engine);
    renderChart();
    await act(async () => undefined);
    expect(vi.mocked(chart.setOption).mock.calls[0]![0].animation).toBe(false);
  });

  it('redraws when the theme colour changes', async () => {
    const { engine, chart } = fakeEngine();
    vi.mocked(loadECharts).mockResolvedValue(engine);
    renderChart();
    await act(async () => undefined);
    await act(async () => {
      document.documentElement.style.setProperty('--primary', '#722ed1');
      await Promise.resolve();
    });
    const last = vi.mocked(chart.setOption).mock.calls.at(-1)!;
    expect((last[0].color as string[])[0]).toBe('#722ed1');
    document.documentElement.style.removeProperty('--primary');
  });

  it('keeps the data table for screen readers and shows it on 查看数据表', async () => {
    const user = userEvent.setup();
    const { engine } = fakeEngine();
    vi.mocked(loadECharts).mockResolvedValue(engine);
    renderChart();
    await act(async () => undefined);
    const dataTable = screen.getByRole('table', { name: '历年本科批分数线' });
    expect(dataTable.closest('.sr-only')).not.toBeNull();
    expect(within(dataTable).getAllByRole('row')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: '查看数据表' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '收起数据表' })).toHaveAttribute('aria-expanded', 'true');
    expect(dataTable.closest('.sr-only')).toBeNull();
  });

  it('shows the table instead when the chart cannot be drawn', async () => {
    vi.mocked(loadECharts).mockRejectedValue(new Error('no canvas'));
    renderChart();
    expect(await screen.findByText('图表暂时无法显示，数据见下表。')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看数据表' })).not.toBeInTheDocument();
    const dataTable = screen.getByRole('table', { name: '历年本科批分数线' });
    expect(dataTable.closest('.sr-only')).toBeNull();
    expect(within(dataTable).getByText('459')).toBeInTheDocument();
  });

  it('falls back to the table when ECharts refuses the option', async () => {
    const { engine, chart } = fakeEngine();
    vi.mocked(chart.setOption).mockImplementation(() => {
      throw new Error('bad option');
    });
    vi.mocked(loadECharts).mockResolvedValue(engine);
    renderChart();
    expect(await screen.findByText('图表暂时无法显示，数据见下表。')).toBeInTheDocument();
  });
});
