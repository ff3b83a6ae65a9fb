import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal.ts';
import {
  admissionProbability,
  estimateAdmission,
  explainAdmission,
  predictThreshold,
  type ThresholdEstimate,
  type ThresholdPrediction,
  type UnitYear,
} from './probability.ts';

function ok(prediction: ThresholdPrediction): ThresholdEstimate {
  if (prediction.status !== 'ok') throw new Error('expected a prediction');
  return prediction;
}

const steady = (rank: number, years: readonly number[], extra: Partial<UnitYear> = {}): UnitYear[] =>
  years.map((year) => ({ year, minRank: rank, ...extra }));

describe('predictThreshold', () => {
  it('with one year predicts that year’s rank with the widest floor (0.24 in log rank, doubled variance)', () => {
    const p = ok(predictThreshold([{ year: 2024, minRank: 10_000 }], { year: 2025 }));
    expect(p.rank).toBeCloseTo(10_000, 6);
    expect(p.sigma).toBeCloseTo(0.24 * Math.SQRT2, 9);
    expect(p.cap).toEqual({ low: 0.1, high: 0.9 });
    expect(admissionProbability(p, 10_000)).toBeCloseTo(0.5, 6);
    expect(admissionProbability(p, 1_000)).toBe(0.9);
    expect(admissionProbability(p, 100_000)).toBe(0.1);
  });

  it('weights recent years more: the centre is the weighted geometric mean with weights 1, 0.7, 0.49', () => {
    const history = [
      { year: 2024, minRank: 12_000 },
      { year: 2023, minRank: 15_000 },
      { year: 2022, minRank: 9_000 },
    ];
    const p = ok(predictThreshold(history, { year: 2025 }));
    const w = [1, 0.7, 0.49];
    const logs = [12_000, 15_000, 9_000].map(Math.log);
    const mean = logs.reduce((a, x, i) => a + (w[i] ?? 0) * x, 0) / w.reduce((a, x) => a + x, 0);
    expect(p.rank).toBeCloseTo(Math.exp(mean), 6);
    expect(p.evidence.map((e) => e.year)).toEqual([2024, 2023, 2022]);
    expect(p.evidence.map((e) => e.weight)).toEqual(w.map((x) => x / 2.19));
    expect(p.cap).toEqual({ low: 0.02, high: 0.98 });
  });

  it('uses only years before the target, the first entry of a year, and at most five years', () => {
    const history: UnitYear[] = [
      ...steady(10_000, [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]),
      { year: 2024, minRank: 99_999 },
      { year: 2025, minRank: 1 },
      { year: 2023, minRank: null },
    ];
    const p = ok(predictThreshold(history, { year: 2025 }));
    expect(p.evidence.map((e) => e.year)).toEqual([2024, 2023, 2022, 2021, 2020]);
    expect(p.rank).toBeCloseTo(10_000, 6);
    expect(p.volatility).toBe(0);
  });

  it('has no data without a usable past year', () => {
    expect(predictThreshold([], { year: 2025 })).toEqual({ status: 'no-data', year: 2025, yearsUsed: 0 });
    expect(
      predictThreshold(
        [
          { year: 2024, minRank: null },
          { year: 2023, minRank: 0 },
        ],
        { year: 2025 },
      ).status,
    ).toBe('no-data');
  });

  it('moves the line down the list with more seats (elasticity 0.5) and up with fewer, capped at 2×', () => {
    const history = steady(10_000, [2022, 2023, 2024], { planCount: 50 });
    expect(ok(predictThreshold(history, { year: 2025, planCount: 50 })).rank).toBeCloseTo(10_000, 6);
    expect(ok(predictThreshold(history, { year: 2025, planCount: 100 })).rank).toBeCloseTo(
      10_000 * Math.SQRT2,
      6,
    );
    expect(ok(predictThreshold(history, { year: 2025, planCount: 25 })).rank).toBeCloseTo(
      10_000 / Math.SQRT2,
      6,
    );
    expect(ok(predictThreshold(history, { year: 2025, planCount: 400 })).rank).toBeCloseTo(
      10_000 * Math.SQRT2,
      6,
    );
    expect(ok(predictThreshold(history, { year: 2025, planCount: null })).plan).toBeNull();
  });

  it('reads past ranks against their own seats, so a plan-driven change is not volatility', () => {
    const history = [
      { year: 2024, minRank: 10_000 * Math.SQRT2, planCount: 100 },
      { year: 2023, minRank: 10_000, planCount: 50 },
      { year: 2022, minRank: 10_000, planCount: 50 },
    ];
    const p = ok(predictThreshold(history, { year: 2025, planCount: 100 }));
    expect(p.volatility).toBeCloseTo(0, 9);
    expect(p.rank).toBeCloseTo(10_000 * Math.SQRT2, 6);
  });

  it('scales past ranks by the change in the number of candidates, unless told not to', () => {
    const history = steady(10_000, [2022, 2023, 2024], { candidates: 100_000 });
    const scaled = ok(predictThreshold(history, { year: 2025, candidates: 110_000 }));
    expect(scaled.rank).toBeCloseTo(11_000, 6);
    expect(scaled.candidateScaling).toBe(true);
    const unscaled = ok(
      predictThreshold(history, { year: 2025, candidates: 110_000 }, { scaleByCandidates: false }),
    );
    expect(unscaled.rank).toBeCloseTo(10_000, 6);
    expect(unscaled.candidateScaling).toBe(false);
  });

  it('widens the spread with fewer years: the floor is 0.06 + 0.18 / n', () => {
    const sigmas = [1, 2, 3, 5].map(
      (n) =>
        ok(predictThreshold(steady(10_000, [2024, 2023, 2022, 2021, 2020].slice(0, n)), { year: 2025 }))
          .sigma,
    );
    expect(sigmas[0]).toBeGreaterThan(sigmas[1] ?? Infinity);
    expect(sigmas[1]).toBeGreaterThan(sigmas[2] ?? Infinity);
    expect(sigmas[2]).toBeGreaterThan(sigmas[3] ?? Infinity);
    const w = [1, 0.7, 0.49, 0.343, 0.2401];
    const v1 = w.reduce((a, x) => a + x, 0);
    const v2 = w.reduce((a, x) => a + x * x, 0);
    expect(sigmas[3]).toBeCloseTo((0.06 + 0.18 / 5) * Math.sqrt(1 + v2 / (v1 * v1)), 9);
  });

  it('uses the data’s own dispersion when it is above the floor', () => {
    const p = ok(
      predictThreshold(
        [
          { year: 2024, minRank: 20_000 },
          { year: 2023, minRank: 10_000 },
          { year: 2022, minRank: 5_000 },
          { year: 2021, minRank: 14_000 },
        ],
        { year: 2025 },
      ),
    );
    expect(p.volatility).toBeGreaterThan(0.3);
    expect(p.interval.low).toBeLessThan(p.rank);
    expect(p.interval.high).toBeGreaterThan(p.rank);
    // An 80 % interval: the probability at its ends is 10 % and 90 %.
    expect(normalCdf((p.logMean - Math.log(p.interval.high)) / p.sigma)).toBeCloseTo(0.1, 6);
  });
});

describe('大小年 in the prediction', () => {
  // 2024 was a hot year (better rank), so 2025 should be cold: the same-phase years are 2023 and 2021.
  const history = [
    { year: 2020, minRank: 10_000 },
    { year: 2021, minRank: 13_000 },
    { year: 2022, minRank: 10_000 },
    { year: 2023, minRank: 13_000 },
    { year: 2024, minRank: 10_000 },
  ];

  it('leans towards the same-phase years and flags the pattern', () => {
    const with_ = ok(predictThreshold(history, { year: 2025 }));
    const without = ok(predictThreshold(history, { year: 2025 }, { alternation: { enabled: false } }));
    expect(with_.alternation).toMatchObject({
      detected: true,
      nextHot: false,
      years: [2020, 2021, 2022, 2023, 2024],
    });
    expect(without.alternation.detected).toBe(false);
    expect(with_.rank).toBeGreaterThan(without.rank);
    expect(with_.rank).toBeLessThan(13_000);
    // Half belief: the centre moves half-way from the all-years mean to the same-phase mean.
    expect(Math.log(with_.rank)).toBeCloseTo((Math.log(without.rank) + Math.log(13_000)) / 2, 9);
  });

  it('expects the phase of the year two after the last to match the last', () => {
    expect(ok(predictThreshold(history, { year: 2026 })).alternation.nextHot).toBe(true);
  });

  it('believes the pattern fully with weight 1 and not at all with weight 0', () => {
    expect(ok(predictThreshold(history, { year: 2025 }, { alternation: { weight: 1 } })).rank).toBeCloseTo(
      13_000,
      6,
    );
    const none = ok(predictThreshold(history, { year: 2025 }, { alternation: { weight: 0 } }));
    const off = ok(predictThreshold(history, { year: 2025 }, { alternation: { enabled: false } }));
    expect(none.rank).toBeCloseTo(off.rank, 9);
    expect(none.sigma).toBeCloseTo(off.sigma, 9);
  });
});

describe('explainAdmission', () => {
  const history = [
    { year: 2024, minRank: 12_340 },
    { year: 2023, minRank: 13_002 },
    { year: 2022, minRank: 11_870 },
  ];

  it('lists the past lowest ranks, the predicted line and where the candidate stands', () => {
    const p = ok(predictThreshold(history, { year: 2025 }));
    const reasons = explainAdmission(p, 10_500);
    const ahead = Math.round(((p.rank - 10_500) / p.rank) * 100);
    expect(reasons[0]).toBe('近 3 年最低位次：2024年 12,340 / 2023年 13,002 / 2022年 11,870');
    expect(reasons[1]).toMatch(/^预测今年最低位次约 12,\d{3}（80% 区间 \d+,\d{3}～\d+,\d{3}）$/);
    expect(reasons[2]).toBe(`你的位次 10,500 比预测线靠前约 ${ahead}%`);
    expect(ahead).toBeGreaterThanOrEqual(14);
    expect(reasons.at(-1)).toBe(
      `估计录取可能性约 ${Math.round((admissionProbability(p, 10_500) ?? 0) * 100)}%`,
    );
  });

  it('says when the candidate is behind or level with the line', () => {
    const p = ok(predictThreshold(steady(10_000, [2024, 2023, 2022]), { year: 2025 }));
    expect(explainAdmission(p, 12_000)).toContain('你的位次 12,000 比预测线靠后约 20%');
    expect(explainAdmission(p, 10_100)).toContain('你的位次 10,100 与预测线基本持平');
  });

  it('mentions seats, candidates, 大小年, volatility, few years and the cap when they apply', () => {
    const planned = ok(
      predictThreshold(steady(10_000, [2024, 2023], { planCount: 40, candidates: 100_000 }), {
        year: 2025,
        planCount: 60,
        candidates: 120_000,
      }),
    );
    const reasons = explainAdmission(planned, 100);
    expect(reasons).toContain('今年计划 60 人，多于往年（约 40 人）：名额增加，预测线相应后移');
    expect(reasons).toContain('各年考生总数不同，往年位次已按考生总数比例折算到今年');
    expect(reasons).toContain('只有 2 年数据，结果仅供参考，估计已相应放宽');
    expect(reasons).toContain('可能性限制在 5%～95% 之间：往年数据不能保证今年的结果');
    const fewer = ok(
      predictThreshold(steady(10_000, [2024, 2023, 2022], { planCount: 40 }), { year: 2025, planCount: 20 }),
    );
    expect(explainAdmission(fewer, 9_000)).toContain(
      '今年计划 20 人，少于往年（约 40 人）：名额减少，预测线相应前移',
    );
    const alternating = ok(
      predictThreshold(
        [10_000, 13_000, 10_000, 13_000].map((minRank, i) => ({ year: 2021 + i, minRank })),
        { year: 2025 },
      ),
    );
    expect(explainAdmission(alternating, 9_000)).toContain(
      '近 4 年最低位次大小年交替明显，今年可能是大年（线更高）：预测已向同相位年份倾斜，并放宽了不确定性',
    );
    const volatile = ok(
      predictThreshold(
        [20_000, 10_000, 5_000].map((minRank, i) => ({ year: 2024 - i, minRank })),
        { year: 2025 },
      ),
    );
    expect(explainAdmission(volatile, 9_000).some((r) => r.startsWith('往年最低位次波动较大'))).toBe(true);
    const calm = explainAdmission(
      ok(predictThreshold(steady(10_000, [2024, 2023, 2022]), { year: 2025 })),
      10_000,
    );
    expect(
      calm.some(
        (r) => r.includes('计划') || r.includes('大小年') || r.includes('限制') || r.includes('波动'),
      ),
    ).toBe(false);
  });

  it('explains the absence of data', () => {
    expect(explainAdmission({ status: 'no-data', year: 2025, yearsUsed: 0 }, 1_000)).toEqual([
      '该单位往年没有可用的最低位次数据，无法估计录取可能性',
    ]);
  });
});

describe('estimateAdmission', () => {
  it('combines prediction, probability, tier and reasons', () => {
    const result = estimateAdmission(8_000, steady(10_000, [2024, 2023, 2022]), { year: 2025 });
    expect(result.prediction.status).toBe('ok');
    expect(result.probability).toBeGreaterThan(0.8);
    expect(result.tier).toBe('保');
    expect(result.reasons.length).toBeGreaterThan(3);
    const reach = estimateAdmission(11_000, steady(10_000, [2024, 2023, 2022]), { year: 2025 });
    expect(reach.tier).toBe('冲');
  });

  it('has neither probability nor tier without data', () => {
    expect(estimateAdmission(8_000, [], { year: 2025 })).toMatchObject({ probability: null, tier: null });
  });

  it('refuses a rank below 1 or not a number', () => {
    expect(() => estimateAdmission(0, [], { year: 2025 })).toThrow('考生位次应为不小于 1 的数字');
    expect(() => admissionProbability({ status: 'no-data', year: 2025, yearsUsed: 0 }, Number.NaN)).toThrow(
      '考生位次应为不小于 1 的数字',
    );
  });
});
