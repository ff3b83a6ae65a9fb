import { describe, expect, it } from 'vitest';
import { yearTrendOption, yearTrendTable, type YearTrendInput } from './chart-options.ts';

const input: YearTrendInput = {
  years: [2023, 2024, 2025],
  series: [
    { name: '本科一批', values: [434, 459, null] },
    { name: '本科批', values: [null, null, 450] },
  ],
  valueName: '分数线',
  unit: '分',
};

describe('yearTrendOption', () => {
  it('draws a line per series over the years, breaking at missing years', () => {
    const option = yearTrendOption(input);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2023', '2024', '2025'] });
    expect(option.yAxis).toMatchObject({ type: 'value', name: '分数线', inverse: false });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'line',
        name: '本科一批',
        data: [434, 459, null],
        connectNulls: false,
      }),
      expect.objectContaining({ type: 'line', name: '本科批', data: [null, null, 450] }),
    ]);
  });

  it('turns the axis over for ranks and formats the tooltip with the unit', () => {
    const option = yearTrendOption({ ...input, inverse: true, unit: '名' });
    expect(option.yAxis).toMatchObject({ inverse: true });
    const tooltip = option.tooltip as { valueFormatter: (v: unknown) => string };
    expect(tooltip.valueFormatter(12345)).toBe('12,345名');
    expect(tooltip.valueFormatter(null)).toBe('—');
  });
});

describe('yearTrendTable', () => {
  it('gives a row per year and a column per series', () => {
    const table = yearTrendTable(input, '历年批次线', '年份');
    expect(table.caption).toBe('历年批次线');
    expect(table.columns.map((c) => c.title)).toEqual(['年份', '本科一批', '本科批']);
    expect(table.rows).toEqual([
      { year: 2023, s0: '434分', s1: '—' },
      { year: 2024, s0: '459分', s1: '—' },
      { year: 2025, s0: '—', s1: '450分' },
    ]);
  });
});
