import { describe, expect, it } from 'vitest';
import { backtest, formatBacktestReport, type BacktestReport, type BacktestUnit } from './backtest.ts';
import { admissionProbability, predictThreshold } from './probability.ts';

/** mulberry32: a tiny seeded generator, so the synthetic histories are the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Synthetic {
  units: number;
  years: number;
  /** Year-to-year noise of the log lowest rank. */
  noise: number;
  /** 大小年 amplitude in log rank (0: none). */
  swing?: number;
  /** Seats vary by up to this factor either way, and the lowest rank follows seats^0.5. */
  planRange?: number;
  seed: number;
}

/** Units whose true lowest rank is stationary around a base (500 to 100,000) with known noise. */
function synthetic({ units, years, noise, swing = 0, planRange = 1, seed }: Synthetic): BacktestUnit[] {
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return Array.from({ length: units }, (_, u) => {
    const base = Math.log(500) + next() * Math.log(200);
    const phase = next() < 0.5 ? 1 : -1;
    return {
      key: `unit-${u}`,
      history: Array.from({ length: years }, (_, k) => {
        const plan = Math.round(40 * Math.exp((next() * 2 - 1) * Math.log(planRange)));
        const hot = k % 2 === 0 ? phase : -phase;
        const log = base + noise * gauss() - swing * hot + 0.5 * Math.log(plan / 40);
        return { year: 2018 + k, minRank: Math.max(1, Math.round(Math.exp(log))), planCount: plan };
      }),
    };
  });
}

const wellPopulated = (report: BacktestReport, min: number) =>
  report.calibration.filter((b) => b.count >= min);

describe('backtest on a stationary synthetic history', () => {
  const units = synthetic({ units: 300, years: 7, noise: 0.1, seed: 20260601 });
  const report = backtest(units, { minPastYears: 3 });

  it('predicts every year that has three earlier years and skips the others', () => {
    expect(report.years).toEqual([2021, 2022, 2023, 2024]);
    expect(report.unitYears).toBe(300 * 4);
    expect(report.skippedUnitYears).toBe(300 * 3);
    expect(report.samples).toBe(300 * 4 * 21);
    expect(report.byYear.map((y) => y.samples)).toEqual([6300, 6300, 6300, 6300]);
  });

  it('is calibrated within 10 points in every band with at least 500 samples', () => {
    const bands = wellPopulated(report, 500);
    expect(bands.length).toBeGreaterThanOrEqual(8);
    for (const band of bands) {
      expect(Math.abs((band.meanPredicted ?? 0) - (band.observedRate ?? 0))).toBeLessThan(0.1);
      expect(band.meanPredicted).toBeGreaterThanOrEqual(band.from);
      expect(band.meanPredicted).toBeLessThanOrEqual(band.to);
    }
    expect(report.calibrationError).toBeLessThan(0.05);
  });

  it('scores far better than the overall rate, and its 保 choices were admitted at least 90 % of the time', () => {
    expect(report.brierScore).toBeLessThan(0.1);
    expect(report.baselineBrierScore).toBeCloseTo(0.25, 1);
    expect(report.brierScore ?? 1).toBeLessThan(0.5 * (report.baselineBrierScore ?? 0));
    expect(report.safety.count).toBeGreaterThan(1000);
    expect(report.safety.rate).toBeGreaterThanOrEqual(0.9);
    const [reach, match, safety] = report.tiers;
    expect(reach?.tier).toBe('冲');
    expect(safety).toMatchObject({ tier: '保', count: report.safety.count });
    expect(reach?.rate ?? 1).toBeLessThan(match?.rate ?? 0);
    expect(match?.rate ?? 1).toBeLessThan(safety?.rate ?? 0);
    expect(report.notSuggested.rate).toBeLessThan(0.1);
  });

  it('is deterministic', () => {
    expect(backtest(units, { minPastYears: 3 })).toEqual(report);
  });

  it('prints as Chinese text for the CLI', () => {
    const text = formatBacktestReport(report);
    expect(text.split('\n')[0]).toBe('回测结果（用往年数据预测每一年，与当年实际最低位次对比）');
    expect(text).toContain(
      '预测年份：2021、2022、2023、2024；样本 25,200 个，来自 1,200 个单位·年份（另有 900 个因往年数据不足未参与）',
    );
    expect(text).toContain(`Brier 分数：${report.brierScore?.toFixed(4)}`);
    expect(text).toContain(`“保”志愿实际录取：`);
    expect(text.split('\n')).toHaveLength(1 + 1 + 1 + 1 + 1 + 10 + 3 + 1);
  });
});

describe('backtest shows what the model’s adjustments are worth', () => {
  it('大小年 handling scores better on alternating histories', () => {
    const units = synthetic({ units: 200, years: 8, noise: 0.08, swing: 0.2, seed: 7 });
    const withPattern = backtest(units, { minPastYears: 4 });
    const without = backtest(units, { minPastYears: 4, estimate: { alternation: { enabled: false } } });
    expect(withPattern.brierScore ?? 1).toBeLessThan((without.brierScore ?? 0) * 0.8);
    expect(withPattern.safety.rate).toBeGreaterThanOrEqual(0.9);
  });

  it('the seat adjustment scores better when the lowest rank follows the seats', () => {
    const units = synthetic({ units: 200, years: 7, noise: 0.08, planRange: 2, seed: 11 });
    const adjusted = backtest(units, { minPastYears: 3 });
    const ignored = backtest(units, { minPastYears: 3, estimate: { planElasticity: 0 } });
    expect(adjusted.brierScore ?? 1).toBeLessThan(ignored.brierScore ?? 0);
  });
});

describe('backtest with explicit outcomes', () => {
  const units: BacktestUnit[] = [
    {
      key: 'A',
      history: [
        { year: 2022, minRank: 10_000 },
        { year: 2023, minRank: 10_000 },
        { year: 2024, minRank: 10_000 },
      ],
    },
  ];

  it('scores the given candidates against the prediction from earlier years', () => {
    const outcomes = [
      { unitKey: 'A', year: 2025, rank: 5_000, admitted: true },
      { unitKey: 'A', year: 2025, rank: 11_000, admitted: true },
      { unitKey: 'A', year: 2025, rank: 20_000, admitted: false },
      { unitKey: 'B', year: 2025, rank: 1_000, admitted: true },
      { unitKey: 'A', year: 2022, rank: 1_000, admitted: true },
    ];
    const report = backtest(units, { outcomes });
    const prediction = predictThreshold(units[0]?.history ?? [], { year: 2025 });
    const p = [5_000, 11_000, 20_000].map((r) => admissionProbability(prediction, r) ?? 0);
    const expected = ((p[0] ?? 0) - 1) ** 2 + ((p[1] ?? 0) - 1) ** 2 + (p[2] ?? 0) ** 2;
    expect(report.samples).toBe(3);
    expect(report.unitYears).toBe(1);
    expect(report.skippedUnitYears).toBe(1);
    expect(report.brierScore).toBeCloseTo(expected / 3, 12);
    expect(report.tiers.find((t) => t.tier === '冲')).toMatchObject({ count: 1, admitted: 1, rate: 1 });
  });

  it('keeps to the requested years', () => {
    const report = backtest(units, {
      years: [2024],
      outcomes: [
        { unitKey: 'A', year: 2025, rank: 5_000, admitted: true },
        { unitKey: 'A', year: 2024, rank: 5_000, admitted: true },
      ],
    });
    expect(report.years).toEqual([2024]);
    expect(report.samples).toBe(1);
  });

  it('reports no figures without samples', () => {
    const report = backtest([], {});
    expect(report).toMatchObject({
      samples: 0,
      brierScore: null,
      baselineBrierScore: null,
      calibrationError: null,
    });
    expect(report.safety).toEqual({ count: 0, admitted: 0, rate: null });
    expect(formatBacktestReport(report)).toContain('预测年份：无');
  });
});
