import { describe, expect, it } from 'vitest';
import { formatInt, formatPercent, formatScore } from './format.ts';
import { normalCdf, normalQuantile } from './normal.ts';

describe('normalCdf and normalQuantile', () => {
  it('match the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
  });

  it('invert each other and refuse probabilities outside (0, 1)', () => {
    for (const p of [0.001, 0.05, 0.3, 0.5, 0.77, 0.999])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('writes thousands separators, percentages and scores the same everywhere', () => {
    expect([0, 999, 1_000, 12_340, 1_234_567, -4_500].map(formatInt)).toEqual([
      '0',
      '999',
      '1,000',
      '12,340',
      '1,234,567',
      '-4,500',
    ]);
    expect(formatPercent(0.153)).toBe('15%');
    expect(formatPercent(0.9744, 1)).toBe('97.4%');
    expect([600, 600.25].map(formatScore)).toEqual(['600', '600.3']);
  });
});
