import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_THEME_COLOR,
  deriveThemePalette,
  normalizeHexColor,
  resetThemeColor,
  setThemeColor,
} from './theme.ts';

const root = () => document.documentElement;

describe('normalizeHexColor', () => {
  it('accepts #rgb and #rrggbb in any case, with or without #', () => {
    expect(normalizeHexColor('#1890FF')).toBe('#1890ff');
    expect(normalizeHexColor('1890ff')).toBe('#1890ff');
    expect(normalizeHexColor('#f80')).toBe('#ff8800');
    expect(normalizeHexColor(' #abc ')).toBe('#aabbcc');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '#', '#12', '#1234', '#12345g', 'blue', 'rgb(0,0,0)', '#1890ff80']) {
      expect(normalizeHexColor(bad)).toBeNull();
    }
  });
});

describe('deriveThemePalette', () => {
  it("derives Element UI's shades of the default #1890ff", () => {
    expect(deriveThemePalette(DEFAULT_THEME_COLOR)).toEqual({
      primary: '#1890ff',
      primaryHover: '#46a6ff',
      primaryActive: '#1682e6',
      primarySoft: '#e8f4ff',
      primarySoftBorder: '#a3d3ff',
      primaryStrong: '#1370c6',
      primaryStrongHover: '#1165b2',
      primaryForeground: '#ffffff',
    });
  });

  it('keeps a theme colour that is already dark enough as its strong variant', () => {
    expect(deriveThemePalette('#304156').primaryStrong).toBe('#304156');
  });

  it('gives text 4.5:1 contrast in the strong variant, for any theme colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const palette = deriveThemePalette(`#${n.toString(16).padStart(6, '0')}`);
        expect(contrastRatio(palette.primaryStrong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(palette.primaryStrong, palette.primarySoft)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(palette.primaryStrongHover, palette.primaryForeground)).toBeGreaterThanOrEqual(
          4.5,
        );
      }),
    );
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('makes hover lighter and active darker than the colour, for any colour', () => {
    const sum = (hex: string) =>
      [1, 3, 5].reduce((total, i) => total + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, '0')}`;
        const palette = deriveThemePalette(color);
        expect(palette.primary).toBe(color);
        expect(sum(palette.primaryHover)).toBeGreaterThanOrEqual(sum(color));
        expect(sum(palette.primaryActive)).toBeLessThanOrEqual(sum(color));
        for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });

  it('throws on a malformed colour', () => {
    expect(() => deriveThemePalette('red')).toThrow(/Invalid theme colour/);
  });
});

describe('setThemeColor', () => {
  afterEach(() => {
    resetThemeColor();
  });

  it('writes the colour and its shades to the variables on <html>', () => {
    setThemeColor('#13c2c2');
    const style = root().style;
    expect(style.getPropertyValue('--primary')).toBe('#13c2c2');
    expect(style.getPropertyValue('--primary-hover')).toBe(deriveThemePalette('#13c2c2').primaryHover);
    expect(style.getPropertyValue('--primary-active')).toBe(deriveThemePalette('#13c2c2').primaryActive);
    expect(style.getPropertyValue('--primary-soft')).toBe(deriveThemePalette('#13c2c2').primarySoft);
  });

  it('can be changed again at run time', () => {
    setThemeColor('#13c2c2');
    setThemeColor('#F5222D');
    expect(root().style.getPropertyValue('--primary')).toBe('#f5222d');
  });

  it('leaves the variables untouched when the colour is malformed', () => {
    setThemeColor('#13c2c2');
    expect(() => setThemeColor('not-a-colour')).toThrow();
    expect(root().style.getPropertyValue('--primary')).toBe('#13c2c2');
  });

  it('resets to the stylesheet default', () => {
    setThemeColor('#13c2c2');
    resetThemeColor();
    expect(root().style.getPropertyValue('--primary')).toBe('');
  });
});
