import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('loadECharts', () => {
  it('refuses where text cannot be measured (no 2D canvas context)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { loadECharts } = await import('./load-echarts.ts');
    await expect(loadECharts()).rejects.toThrow('cannot draw charts');
  });

  it('loads ECharts once and hands over its init', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as CanvasRenderingContext2D,
    );
    const { loadECharts } = await import('./load-echarts.ts');
    const first = loadECharts();
    expect(loadECharts()).toBe(first);
    const engine = await first;
    expect(typeof engine.init).toBe('function');
  });
});
