import { describe, expect, it } from 'vitest';
import { backtest } from './backtest.ts';
import { calibrationNote, calibrationTable, calibrationTableOf, thinHistoryReasons } from './calibration.ts';
import { predictThreshold } from './probability.ts';
import { SAMPLE_RANK_MODEL } from './rank-model.ts';
import { syntheticUnits } from './testing/synthetic.ts';

const forecasts = (p: number, count: number, admitted: number) =>
  Array.from({ length: count }, (_, i) => ({ p, admitted: i < admitted }));

const threeYears = predictThreshold(
  [2022, 2023, 2024].map((year) => ({ year, minRank: 10_000 })),
  { year: 2025 },
  { model: { ...SAMPLE_RANK_MODEL, source: 'data', years: [2023, 2024], transitions: 500 } },
);

describe('calibrationNote', () => {
  // 1,000 past forecasts at 75 %, 760 of them admitted; 100 at 35 %, too few to quote.
  const table = calibrationTableOf(
    [...forecasts(0.75, 1_000, 760), ...forecasts(0.35, 100, 30)],
    [2023, 2024],
  );

  it('says what the band of a probability turned out to be', () => {
    const note = calibrationNote(table, threeYears, 0.72);
    expect(note).toMatchObject({
      band: { from: 0.7, to: 0.8 },
      observedRate: 0.76,
      samples: 1_000,
      thinHistory: false,
    });
    expect(note.message).toBe(
      '过去按此方法估计为 70–80% 的志愿，实际录取 76%（2023–2024 年回测，1,000 个样本）',
    );
    expect(note.thinReasons).toEqual([]);
  });

  it('does not quote a band with too few samples, nor without a table or an estimate', () => {
    expect(calibrationNote(table, threeYears, 0.35)).toMatchObject({
      band: null,
      samples: 100,
      message: '往年回测中这一概率段的样本太少，不单独给出实际录取率',
    });
    expect(calibrationNote(null, threeYears, 0.5).message).toBe(
      '本库还没有可回测的往年数据，无法说明这一估计过去的准确程度',
    );
    expect(calibrationNote(table, { status: 'no-data', year: 2025, yearsUsed: 0 }, null)).toMatchObject({
      message: '没有录取可能性的估计，无从对照往年回测',
      thinHistory: true,
      thinReasons: ['该单位往年没有可用的录取数据'],
    });
  });

  it('flags a unit whose own history is too thin', () => {
    const oneCollegeYear = predictThreshold(
      [{ year: 2024, minRank: 10_000, match: 'college', spread: 0.2 }],
      {
        year: 2025,
      },
    );
    expect(thinHistoryReasons(oneCollegeYear)).toEqual([
      '该单位往年没有可对应的记录，只能参考院校往年整体情况',
      '本省往年数据还不足以估计线的年度波动，按多个省份历年的变化估计',
    ]);
    expect(calibrationNote(table, oneCollegeYear, 0.75).thinHistory).toBe(true);
  });

  it('counts only the unit’s own years: a year of its college is a reference, not its history', () => {
    const ownAndCollege = predictThreshold(
      [
        { year: 2025, minRank: 9_000 },
        { year: 2024, minRank: 10_000, match: 'college', spread: 0.2 },
      ],
      { year: 2026 },
    );
    expect(ownAndCollege.status === 'ok' && ownAndCollege.yearsUsed).toBe(2);
    expect(thinHistoryReasons(ownAndCollege)).toContain(
      '该单位只有 1 年本组的往年数据（另有 1 年参考院校整体）',
    );
    const twoCollegeYears = predictThreshold(
      [
        { year: 2025, minRank: 9_000, match: 'college', spread: 0.1 },
        { year: 2024, minRank: 10_000, match: 'college', spread: 0.2 },
      ],
      { year: 2026 },
    );
    expect(thinHistoryReasons(twoCollegeYears)).toContain(
      '该单位往年没有可对应的记录，只能参考院校往年整体情况',
    );
    expect(thinHistoryReasons(twoCollegeYears).join()).not.toContain('只有 1 年');
  });

  it('does not count a year rebuilt from the majors’ rows as the unit’s own, and says what it rests on', () => {
    const ownAndMajors = predictThreshold(
      [
        { year: 2025, minRank: 9_000 },
        { year: 2024, minRank: 10_000, match: 'majors', spread: 0.2 },
      ],
      { year: 2026 },
    );
    expect(thinHistoryReasons(ownAndMajors)).toContain(
      '该单位只有 1 年本组的往年数据（另有 1 年按组内专业推算）',
    );
    const ownAndBoth = predictThreshold(
      [
        { year: 2025, minRank: 9_000 },
        { year: 2024, minRank: 10_000, match: 'majors', spread: 0.2 },
        { year: 2023, minRank: 10_500, match: 'majors', spread: 0.2 },
        { year: 2022, minRank: 11_000, match: 'college', spread: 0.2 },
      ],
      { year: 2026 },
    );
    expect(thinHistoryReasons(ownAndBoth)).toContain(
      '该单位只有 1 年本组的往年数据（另有 2 年按组内专业推算，1 年参考院校整体）',
    );
    const majorsOnly = predictThreshold(
      [
        { year: 2024, minRank: 10_000, match: 'majors', spread: 0.2 },
        { year: 2023, minRank: 11_000, match: 'majors', spread: 0.1 },
      ],
      { year: 2025 },
    );
    expect(thinHistoryReasons(majorsOnly)).toContain(
      '该单位往年按院校录取，只能按组内各专业往年的录取位次推算',
    );
    expect(thinHistoryReasons(majorsOnly).join()).not.toContain('只有 1 年');
  });
});

describe('calibrationTable', () => {
  const report = backtest(syntheticUnits({ units: 100, firstYear: 2020, years: 5, noise: 0.1, seed: 5 }), {
    fit: { minOwnYears: 1 },
  });

  it('recombines the bands of the years predicted with a fitted model, leaving the cold start out', () => {
    const table = calibrationTable(report);
    expect(report.folds.map((f) => [f.year, f.model.source])).toEqual([
      [2020, 'default'],
      [2021, 'default'],
      [2022, 'data'],
      [2023, 'data'],
      [2024, 'data'],
    ]);
    expect(table.years).toEqual([2022, 2023, 2024]);
    const warm = report.folds.filter((f) => f.model.source === 'data');
    table.bands.forEach((band, i) => {
      const parts = warm.map((f) => f.engine.calibration[i]);
      const count = parts.reduce((a, b) => a + (b?.count ?? 0), 0);
      const admitted = parts.reduce((a, b) => a + (b?.count ?? 0) * (b?.observedRate ?? 0), 0);
      expect(band.count).toBe(count);
      if (count > 0) expect(band.observedRate).toBeCloseTo(admitted / count, 12);
    });
    expect(table.samples).toBe(warm.reduce((a, f) => a + f.samples, 0));
  });

  it('uses every year when none had a fitted model, or the years asked for', () => {
    const cold = backtest(syntheticUnits({ units: 20, firstYear: 2023, years: 2, noise: 0.1, seed: 5 }));
    expect(calibrationTable(cold).years).toEqual([2024]);
    expect(calibrationTable(report, { years: [2023] }).years).toEqual([2023]);
  });
});
