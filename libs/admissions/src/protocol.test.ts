import { describe, expect, it } from 'vitest';
import { casesFromUnits, type BacktestCase } from './backtest.ts';
import { overOptimism, runProtocol, type ProtocolVariant } from './protocol.ts';
import type { RegionCases } from './prior.ts';
import { scoreForecasts } from './metrics.ts';
import { syntheticUnits } from './testing/synthetic.ts';

// Two regions of five years, whose whole years move together by a known shift (competition rising in 2023).
function region(name: string, seed: number, shifts: Readonly<Record<number, number>>): RegionCases {
  const units = syntheticUnits({ units: 120, firstYear: 2020, years: 5, noise: 0.08, seed }).map((u) => ({
    ...u,
    history: u.history.map((y) => ({
      ...y,
      minRank: Math.max(1, Math.round((y.minRank ?? 1) * Math.exp(shifts[y.year] ?? 0))),
    })),
  }));
  return { region: name, cases: casesFromUnits(units) };
}
const A = region('甲省', 11, { 2023: -0.15 });
const B = region('乙省', 12, { 2022: 0.05 });
const sound: ProtocolVariant = { name: '正常' };
// Every probability at least 90 %: over-optimistic wherever a unit's line was missed.
const overconfident: ProtocolVariant = { name: '过度乐观', estimate: { cap: { low: 0.9, high: 0.99 } } };

describe('runProtocol', () => {
  const report = runProtocol([A, B], [sound]);

  it('scores every year before each region’s latest to choose, and each latest year once, at the end', () => {
    const selection = report.folds.filter((f) => f.role === 'selection');
    const finals = report.folds.filter((f) => f.role === 'final');
    expect(selection.map((f) => `${f.region} ${f.year}`)).toEqual([
      '甲省 2021',
      '甲省 2022',
      '甲省 2023',
      '乙省 2021',
      '乙省 2022',
      '乙省 2023',
    ]);
    expect(finals.map((f) => `${f.region} ${f.year} ${f.variant}`)).toEqual([
      '甲省 2024 正常',
      '乙省 2024 正常',
    ]);
    expect(report.folds.every((f) => f.report.samples > 0)).toBe(true);
  });

  it('fits each fold on earlier years only', () => {
    for (const f of report.folds) {
      expect(f.report.model.years.every((y) => y < f.year)).toBe(true);
    }
  });

  it('never lets a region’s latest year into a choice', () => {
    // The same regions with their latest year made wild: every selection figure must stay the same.
    const wild = (r: RegionCases): RegionCases => ({
      ...r,
      cases: r.cases.map((c: BacktestCase) =>
        c.year === 2024 ? { ...c, minRank: (c.minRank ?? 1) * 5 } : c,
      ),
    });
    const other = runProtocol([wild(A), wild(B)], [sound, overconfident]);
    const same = runProtocol([A, B], [sound, overconfident]);
    expect(other.variants).toEqual(same.variants);
    expect(other.chosen).toBe(same.chosen);
    const finalsOf = (r: typeof same) =>
      r.folds.filter((f) => f.role === 'final').map((f) => f.report.engine.brierScore);
    expect(finalsOf(other)).not.toEqual(finalsOf(same));
  });

  it('chooses no variant that was over-optimistic in a band of 50 % or more, even one listed first', () => {
    const chosen = runProtocol([A, B], [overconfident, sound]);
    const violations = (name: string) => chosen.variants.find((v) => v.variant === name)?.violations ?? 0;
    expect(violations('过度乐观')).toBeGreaterThan(violations('正常'));
    expect(chosen.chosen).toBe('正常');
  });
});

describe('overOptimism', () => {
  it('is the largest shortfall of the admitted rate below the prediction over the bands from 50 %', () => {
    const score = scoreForecasts([
      ...Array.from({ length: 10 }, (_, i) => ({ p: 0.85, admitted: i < 7 })), // 85 % → 70 %: 15 points
      ...Array.from({ length: 10 }, (_, i) => ({ p: 0.55, admitted: i < 5 })), // 55 % → 50 %: 5 points
      ...Array.from({ length: 10 }, () => ({ p: 0.25, admitted: false })), // below 50 %: not counted
    ]);
    expect(overOptimism(score)).toBeCloseTo(0.15, 6);
    expect(overOptimism(score, 0.9)).toBe(0);
  });
});
