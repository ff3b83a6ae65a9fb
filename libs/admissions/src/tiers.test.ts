import { describe, expect, it } from 'vitest';
import { NOT_SUGGESTED, tierIndex, tierOf, TIERS, type TierDef } from './tiers.ts';

describe('tiers', () => {
  it('are 冲 [0.2, 0.5), 稳 [0.5, 0.9), 保 [0.9, 1], contiguous, with Chinese descriptions', () => {
    expect(TIERS.map((t) => [t.tier, t.min, t.max])).toEqual([
      ['冲', 0.2, 0.5],
      ['稳', 0.5, 0.9],
      ['保', 0.9, 1],
    ]);
    TIERS.slice(1).forEach((t, i) => expect(t.min).toBe(TIERS[i]?.max));
    expect(NOT_SUGGESTED.max).toBe(TIERS[0]?.min);
    expect(TIERS.every((t) => t.description.length > 0)).toBe(true);
  });

  it('place each probability at the band edges as documented', () => {
    expect([0, 0.19, 0.2, 0.49, 0.5, 0.89, 0.9, 0.98, 1].map((p) => tierOf(p))).toEqual([
      null,
      null,
      '冲',
      '冲',
      '稳',
      '稳',
      '保',
      '保',
      '保',
    ]);
  });

  it('accept other thresholds as data', () => {
    const loose: TierDef[] = TIERS.map((t) => ({
      ...t,
      min: t.tier === '保' ? 0.8 : t.min,
      max: t.tier === '稳' ? 0.8 : t.max,
    }));
    expect(tierOf(0.85, loose)).toBe('保');
    expect(tierOf(0.75, loose)).toBe('稳');
  });

  it('are indexed from the riskiest to the safest', () => {
    expect(([null, '冲', '稳', '保'] as const).map((t) => tierIndex(t))).toEqual([-1, 0, 1, 2]);
  });
});
