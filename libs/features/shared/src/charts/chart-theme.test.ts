import { afterEach, describe, expect, it } from 'vitest';
import { applyChartTheme, DEFAULT_CHART_THEME, readChartTheme } from './chart-theme.ts';

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('chart theme', () => {
  it('falls back to the design system defaults where no variable is set', () => {
    expect(readChartTheme(document.body)).toEqual({ ...DEFAULT_CHART_THEME, fontFamily: expect.any(String) });
  });

  it('measures with the page font', () => {
    document.body.style.fontFamily = 'WenQuanYi Micro Hei, sans-serif';
    expect(readChartTheme(document.body).fontFamily).toMatch(/^"?WenQuanYi Micro Hei"?, sans-serif$/);
    document.body.style.removeProperty('font-family');
  });

  it('reads the theme colour and the tokens from CSS variables', () => {
    document.documentElement.style.setProperty('--primary', '#f5222d');
    document.documentElement.style.setProperty('--foreground', '#111111');
    const theme = readChartTheme(document.body);
    expect(theme.palette[0]).toBe('#f5222d');
    expect(theme.palette.slice(1)).toEqual(DEFAULT_CHART_THEME.palette.slice(1));
    expect(theme.text).toBe('#111111');
  });

  it('puts the palette under the option, letting the option win', () => {
    const themed = applyChartTheme({ series: [{ type: 'bar', data: [1] }] }, DEFAULT_CHART_THEME);
    expect(themed.color).toEqual(DEFAULT_CHART_THEME.palette);
    expect(themed.textStyle).toEqual({ color: DEFAULT_CHART_THEME.text, fontFamily: 'sans-serif' });
    expect(applyChartTheme({ color: ['#000000'] }, DEFAULT_CHART_THEME).color).toEqual(['#000000']);
  });
});
