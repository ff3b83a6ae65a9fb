import { describe, expect, it } from 'vitest';
import { formatBacktestReport } from './backtest-report.ts';
import {
  backtest,
  backtestCases,
  type BacktestCase,
  type BacktestReport,
  type BacktestUnit,
} from './backtest.ts';
import { admissionProbability, predictThreshold } from './probability.ts';
import { createRankTable } from './rank-table.ts';
import { syntheticUnits } from './testing/synthetic.ts';

// A hand-checked backtest. One table every year (700: 500 candidates, 699: 1,000, 698: 2,000, 697: 4,000 in
// all), so the score at rank 500 is 700, at 1,000 699, at 2,000 698; the line is 690 every year. Every unit's
// last lowest rank is 1,000 (score 699), and two candidates are sampled: 0.5× (rank 500) and 2× (rank 2,000).
const table = createRankTable([
  { score: 700, count: 500, cumulative: 500 },
  { score: 699, count: 500, cumulative: 1_000 },
  { score: 698, count: 1_000, cumulative: 2_000 },
  { score: 697, count: 2_000, cumulative: 4_000 },
]);
const unit = (key: string, year: number, minRank: number): BacktestCase => ({
  key,
  year,
  history: [{ year: year - 1, minRank: 1_000, minScore: 699, lineScore: 690, candidates: 4_000 }],
  candidates: 4_000,
  minRank,
  lineScore: 690,
  table,
});
// 2023 (the training year): lowest ranks 3,000, 1,000, 1,200, 400. Rank 500 is admitted by the first three,
// rank 2,000 by the first only: 3 of 4 at 位次法's x = ln(1,000 / 500) = ln 2, 1 of 4 at x = −ln 2. The
// maximum-likelihood curve matches both rates: a + b ln 2 = ln 3 and a − b ln 2 = −ln 3, so a = 0 and
// b = ln 3 / ln 2 ≈ 1.585. 线差法's x is (700 − 690) − (699 − 690) = 1 and (698 − 690) − 9 = −1 with the same
// outcomes: a = 0, b = ln 3.
// 2024 (scored): lowest ranks 1,500 and 600. Rank 500 is admitted in both, rank 2,000 in neither. Both
// baselines say σ(ln 3) = 0.75 at rank 500 and 0.25 at rank 2,000: Brier (4 × 0.25²) / 4 = 0.0625; the 0.2
// and 0.7 bands each hold 2 samples 0.25 off, so the calibration error is 0.25; the AUC is 1; 冲 (0.25)
// admitted 0 of 2, 稳 (0.75) 2 of 2.
const CASES: BacktestCase[] = [
  unit('T1', 2023, 3_000),
  unit('T2', 2023, 1_000),
  unit('T3', 2023, 1_200),
  unit('T4', 2023, 400),
  unit('S1', 2024, 1_500),
  unit('S2', 2024, 600),
];

describe('backtest on a hand-checked table', () => {
  // One earlier year is enough for a fold's own fit here (the product waits for `minOwnYears`).
  const report = backtestCases(CASES, { rankMultipliers: [0.5, 2], fit: { minOwnYears: 1 } });
  const fold = report.folds.find((f) => f.year === 2024);

  it('predicts each year from the years before it: 2023 on a cold start, 2024 from 2023', () => {
    expect(report.years).toEqual([2023, 2024]);
    expect(report.folds.map((f) => [f.year, f.model.source, f.model.years])).toEqual([
      [2023, 'default', []],
      [2024, 'data', [2023]],
    ]);
    expect(fold?.model.transitions).toBe(4);
    expect(report.unitYears).toBe(6);
    expect(report.samples).toBe(12);
  });

  it('fits 位次法 and 线差法 on the earlier year only', () => {
    expect(fold?.rankRatio.coefficients.intercept).toBeCloseTo(0, 4);
    expect(fold?.rankRatio.coefficients.slope).toBeCloseTo(Math.log(3) / Math.log(2), 4);
    expect(fold?.lineMargin?.coefficients.intercept).toBeCloseTo(0, 4);
    expect(fold?.lineMargin?.coefficients.slope).toBeCloseTo(Math.log(3), 4);
    expect(report.folds[0]?.rankRatio.coefficients.source).toBe('default');
  });

  it('scores both baselines on the same samples as the engine', () => {
    for (const baseline of [fold?.rankRatio, fold?.lineMargin]) {
      expect(baseline?.samples).toBe(4);
      expect(baseline?.brierScore).toBeCloseTo(0.0625, 4);
      expect(baseline?.calibrationError).toBeCloseTo(0.25, 4);
      expect(baseline?.auc).toBe(1);
      expect(baseline?.calibration.map((b) => b.count)).toEqual([0, 0, 2, 0, 0, 0, 0, 2, 0, 0]);
      expect(baseline?.tiers.map((t) => [t.tier, t.count, t.admitted])).toEqual([
        ['冲', 2, 0],
        ['稳', 2, 2],
        ['保', 0, 0],
      ]);
    }
    expect(fold?.engine.samples).toBe(4);
  });

  it('samples candidates around the history, never around the truth', () => {
    // Another outcome for S1 changes who was admitted, not who was asked about nor what was predicted.
    const other = backtestCases(
      CASES.map((c) => (c.key === 'S1' ? { ...c, minRank: 400 } : c)),
      { rankMultipliers: [0.5, 2], fit: { minOwnYears: 1 } },
    ).folds.find((f) => f.year === 2024);
    expect(other?.engine.calibration.map((b) => [b.count, b.meanPredicted])).toEqual(
      fold?.engine.calibration.map((b) => [b.count, b.meanPredicted]),
    );
    expect(other?.engine.brierScore).not.toBe(fold?.engine.brierScore);
  });

  it('reports the strata apart when there are several', () => {
    const strata = backtestCases(
      CASES.map((c, i) => ({ ...c, stratum: i % 2 ? '历史' : '物理' })),
      { rankMultipliers: [0.5, 2], fit: { minOwnYears: 1 } },
    ).folds.find((f) => f.year === 2024);
    expect(strata?.strata.map((s) => [s.stratum, s.engine.samples])).toEqual([
      ['历史', 2],
      ['物理', 2],
    ]);
  });
});

describe('backtest on stationary synthetic units (the model’s own assumptions)', () => {
  const units = syntheticUnits({ units: 300, firstYear: 2018, years: 7, noise: 0.1, seed: 20260601 });
  const report = backtest(units, { minPastYears: 3 });

  it('predicts every year that has three earlier years and skips the others', () => {
    expect(report.years).toEqual([2021, 2022, 2023, 2024]);
    expect(report.unitYears).toBe(300 * 4);
    expect(report.skippedUnitYears).toBe(300 * 3);
    expect(report.samples).toBe(300 * 4 * 21);
    expect(report.byYear.map((y) => y.samples)).toEqual([6300, 6300, 6300, 6300]);
  });

  it('is calibrated, beats 位次法 by more than 10 %, and its 保 is admitted at least 95 % of the time', () => {
    expect(report.calibrationError).toBeLessThan(0.03);
    expect(report.brierScore ?? 1).toBeLessThan(0.9 * (report.baselines.rankRatio.brierScore ?? 0));
    expect(report.safety.count).toBeGreaterThan(1000);
    expect(report.safety.rate).toBeGreaterThanOrEqual(0.95);
    const match = report.tiers.find((t) => t.tier === '稳')?.rate ?? 0;
    expect(match).toBeGreaterThanOrEqual(0.5);
    expect(match).toBeLessThanOrEqual(0.8);
    expect(report.auc).toBeGreaterThan(report.baselines.rankRatio.auc ?? 1);
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
    expect(text).toContain(`同样本上的位次法：Brier ${report.baselines.rankRatio.brierScore?.toFixed(4)}`);
    expect(text).toContain('“保”志愿实际录取：');
    expect(text).toContain('2021 年（模型按 2019–2020 年估计）：Brier');
  });
});

describe('backtest learns what moves the lines', () => {
  it('scores better when it may learn that lines follow the seats', () => {
    const units = syntheticUnits({
      units: 200,
      firstYear: 2018,
      years: 6,
      noise: 0.05,
      planRange: 1.4,
      seatElasticity: 0.5,
      seed: 11,
    });
    const learned = backtest(units, { minPastYears: 2 });
    const blind = backtest(units, { minPastYears: 2, fit: { minForSeats: Infinity } });
    expect(learned.folds.at(-1)?.model.seatElasticity).toBeCloseTo(0.5, 1);
    expect(learned.brierScore ?? 1).toBeLessThan(0.95 * (blind.brierScore ?? 0));
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
    const report: BacktestReport = backtest(units, { outcomes });
    // Two transitions of A (2023 and 2024) are too few to fit anything but the pooled spread.
    const fold = report.folds.find((f) => f.year === 2025);
    expect(fold?.model.transitions).toBe(2);
    expect(report.samples).toBe(3);
    expect(report.unitYears).toBe(1);
    expect(report.skippedUnitYears).toBe(1);
    const cold = predictThreshold(units[0]?.history ?? [], { year: 2025 });
    expect(admissionProbability(cold, 5_000)).toBeGreaterThan(0.5);
    expect(report.tiers.reduce((a, t) => a + t.count, 0) + report.notSuggested.count).toBe(3);
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
      auc: null,
    });
    expect(report.safety).toEqual({ count: 0, admitted: 0, rate: null });
    expect(report.baselines.lineMargin).toBeNull();
    expect(formatBacktestReport(report)).toContain('预测年份：无');
  });
});
