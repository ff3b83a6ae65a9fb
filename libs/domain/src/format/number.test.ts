import { describe, expect, it } from 'vitest';
import { cellText, numberFormatter, toThousandFilter } from './number.ts';

describe('numberFormatter', () => {
  it('shortens with k, M, G, T, P, E', () => {
    expect(numberFormatter(1000)).toBe('1k');
    expect(numberFormatter(12345, 1)).toBe('12.3k');
    expect(numberFormatter(2_500_000, 2)).toBe('2.5M');
    expect(numberFormatter(3e9, 1)).toBe('3G');
    expect(numberFormatter(4.56e12, 2)).toBe('4.56T');
    expect(numberFormatter(7e15)).toBe('7P');
    expect(numberFormatter(1.2e18, 1)).toBe('1.2E');
  });

  it('leaves numbers under 1000 as they are', () => {
    expect(numberFormatter(999, 2)).toBe('999');
    expect(numberFormatter(12.5)).toBe('12.5');
  });
});

describe('toThousandFilter', () => {
  it('adds thousands separators to the integer part', () => {
    expect(toThousandFilter(1234567)).toBe('1,234,567');
    expect(toThousandFilter(-9876543.21)).toBe('-9,876,543.21');
    expect(toThousandFilter('10000')).toBe('10,000');
    expect(toThousandFilter(999)).toBe('999');
  });

  it('reads non-numbers as 0', () => {
    expect(toThousandFilter('abc')).toBe('0');
  });
});

describe('cellText', () => {
  it('writes numbers with separators and nothing as a dash', () => {
    expect(cellText(12345)).toBe('12,345');
    expect(cellText('A01')).toBe('A01');
    expect(cellText(null)).toBe('—');
    expect(cellText('')).toBe('—');
    expect(cellText(0)).toBe('0');
  });
});
