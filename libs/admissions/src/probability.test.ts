import { describe, expect, it } from 'vitest';
import { explainAdmission } from './explain.ts';
import {
  admissionProbability,
  predictThreshold,
  type ThresholdPrediction,
  type UnitYear,
} from './probability.ts';
import { DEFAULT_RANK_MODEL, SAMPLE_RANK_MODEL, type RankModel } from './rank-model.ts';
import { ok, steady } from './testing/synthetic.ts';

/** A fitted model written by hand: one cell everywhere (bias 0.1, spread 0.2), the given elasticities. */
const fitted = (over: Partial<RankModel> = {}): RankModel => ({
  ...SAMPLE_RANK_MODEL,
  source: 'data',
  years: [2022, 2023],
  transitions: 1_234,
  decay: 1,
  shiftSpread: 0.05,
  levels: [-4, -2],
  kinds: {
    all: {
      count: 1_234,
      cells: [
        { mu: 0.1, sigma: 0.2 },
        { mu: 0.1, sigma: 0.2 },
      ],
      pooled: { mu: 0.1, sigma: 0.2 },
    },
  },
  ...over,
});

/** The sample cold start's cell where the level is unknown, and its law for a line scaled by `scale`. */
const cold = SAMPLE_RANK_MODEL.kinds.all.pooled;
const coldLogMean = (center: number, scale: number) => center + cold.mu * scale;
const coldSigma = (scale: number) =>
  Math.sqrt((cold.sigma * scale) ** 2 + SAMPLE_RANK_MODEL.shiftSpread ** 2);

/** A prediction on the sample cold start (`SAMPLE_RANK_MODEL`), whose numbers the tests below were read off. */
const coldPredict = (history: readonly UnitYear[], target: Parameters<typeof predictThreshold>[1]) =>
  predictThreshold(history, target, { model: SAMPLE_RANK_MODEL });

describe('the prior of every research province (the default model)', () => {
  it('is fitted on real changes: spread growing with the level, lines following the field, a year’s shift', () => {
    const { levels, kinds } = DEFAULT_RANK_MODEL;
    const at = (level: number) => kinds.all.cells[levels.indexOf(level)]?.sigma ?? NaN;
    expect(at(-3)).toBeGreaterThan(at(0));
    expect(DEFAULT_RANK_MODEL.candidateElasticity).toBeGreaterThan(0.5);
    expect(DEFAULT_RANK_MODEL.candidateElasticity).toBeLessThanOrEqual(1);
    expect(DEFAULT_RANK_MODEL.seatElasticity).toBeLessThan(0.2);
    // A whole year moves: its spread rests on several province-years, to be pooled with a region's own.
    expect(DEFAULT_RANK_MODEL.shiftSpread).toBeGreaterThan(0.01);
    expect(DEFAULT_RANK_MODEL.shiftStrata).toBeGreaterThanOrEqual(3);
    expect(DEFAULT_RANK_MODEL).toMatchObject({ source: 'default', years: [], transitions: 0 });
    const p = ok(predictThreshold([{ year: 2024, minRank: 10_000 }], { year: 2025 }));
    expect(p.basis.source).toBe('default');
  });
});

describe('predictThreshold on the sample cold start', () => {
  it('is the sample data’s fit: its spread grows with the level, lines follow the field, no seat effect', () => {
    const { levels, kinds } = SAMPLE_RANK_MODEL;
    const at = (level: number) => kinds.all.cells[levels.indexOf(level)]?.sigma ?? NaN;
    // Near the 本科 line (level 0) lines move a few per cent; in the top 5 % of the field (below −3) far more.
    expect(at(0)).toBeLessThan(0.06);
    expect(at(-3)).toBeGreaterThan(3 * at(0));
    expect(at(-5)).toBeGreaterThanOrEqual(at(-3));
    expect(SAMPLE_RANK_MODEL.candidateElasticity).toBeGreaterThan(0.8);
    expect(SAMPLE_RANK_MODEL.seatElasticity).toBe(0);
    expect(SAMPLE_RANK_MODEL).toMatchObject({ source: 'default', years: [], transitions: 0 });
  });

  it('with one year predicts about that year’s rank with the cold spread × √2, within [1 %, 99 %]', () => {
    const p = ok(coldPredict([{ year: 2024, minRank: 10_000 }], { year: 2025 }));
    expect(p.logMean).toBeCloseTo(coldLogMean(Math.log(10_000), Math.SQRT2), 12);
    expect(p.rank).toBeCloseTo(10_000, -2);
    expect(p.sigma).toBeCloseTo(coldSigma(Math.SQRT2), 12);
    expect(p.cap).toEqual({ low: 0.01, high: 0.99 });
    expect(p.basis).toEqual({ source: 'default', years: [], transitions: 0, ownKind: false });
    expect(p.match).toBe('same');
    expect(admissionProbability(p, p.rank)).toBeCloseTo(0.5, 6);
    expect(admissionProbability(p, 1_000)).toBe(0.99);
    expect(admissionProbability(p, 100_000)).toBe(0.01);
  });

  it('weights recent years more (1, 0.7, 0.49) and narrows with them: the cold spread × √(1 + Σw²)', () => {
    const history = [
      { year: 2024, minRank: 12_000 },
      { year: 2023, minRank: 15_000 },
      { year: 2022, minRank: 9_000 },
    ];
    const p = ok(coldPredict(history, { year: 2025 }));
    const w = [1, 0.7, 0.49].map((x) => x / 2.19);
    const mean = [12_000, 15_000, 9_000].reduce((a, r, i) => a + (w[i] ?? 0) * Math.log(r), 0);
    const scale = Math.sqrt(1 + w.reduce((a, x) => a + x * x, 0));
    expect(p.logMean).toBeCloseTo(coldLogMean(mean, scale), 12);
    expect(p.evidence.map((e) => e.year)).toEqual([2024, 2023, 2022]);
    expect(p.evidence.map((e) => e.weight)).toEqual(w);
    expect(p.sigma).toBeCloseTo(coldSigma(scale), 12);
  });

  it('uses only years before the target, the first entry of a year, and at most five years', () => {
    const history: UnitYear[] = [
      ...steady(10_000, [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]),
      { year: 2024, minRank: 99_999 },
      { year: 2025, minRank: 1 },
      { year: 2023, minRank: null },
    ];
    const p = ok(coldPredict(history, { year: 2025 }));
    expect(p.evidence.map((e) => e.year)).toEqual([2024, 2023, 2022, 2021, 2020]);
    expect(p.evidence.map((e) => e.minRank)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(p.volatility).toBe(0);
  });

  it('has no data without a usable past year', () => {
    expect(coldPredict([], { year: 2025 })).toEqual({ status: 'no-data', year: 2025, yearsUsed: 0 });
    const none = [
      { year: 2024, minRank: null },
      { year: 2023, minRank: 0 },
    ];
    expect(coldPredict(none, { year: 2025 }).status).toBe('no-data');
  });

  it('carries the line with the field by the sample’s elasticity, and does not move it with seats', () => {
    const history = steady(10_000, [2024], { candidates: 100_000, planCount: 40 });
    const p = ok(coldPredict(history, { year: 2025, candidates: 150_000, planCount: 80 }));
    const carried = 10_000 * 1.5 ** SAMPLE_RANK_MODEL.candidateElasticity;
    expect(p.evidence[0]?.adjustedRank).toBeCloseTo(carried, 6);
    expect(p.candidateScaling).toBe(true);
    expect(p.plan).toEqual({ target: 80, typical: 40, factor: 1 });
  });

  it('flags 大小年 without betting on it', () => {
    const history = [10_000, 13_000, 10_000, 13_000, 10_000].map((minRank, i) => ({
      year: 2020 + i,
      minRank,
    }));
    const p = ok(coldPredict(history, { year: 2025 }));
    expect(p.alternation).toMatchObject({ detected: true, nextHot: false });
    const w = [1, 0.7, 0.49, 0.343, 0.2401];
    const logs = [10_000, 13_000, 10_000, 13_000, 10_000].reverse().map(Math.log);
    const total = w.reduce((a, x) => a + x, 0);
    const mean = logs.reduce((a, x, i) => a + (w[i] ?? 0) * x, 0) / total;
    const scale = Math.sqrt(1 + w.reduce((a, x) => a + (x / total) ** 2, 0));
    expect(p.logMean).toBeCloseTo(coldLogMean(mean, scale), 12);
  });
});

describe('predictThreshold with a fitted model', () => {
  it('carries the rank by the learned elasticity, adds the cell’s bias, and widens by the year’s shift', () => {
    // One past year of 10,000 among 100,000; now 121,000 candidates; half the change carries over:
    // centre ln(10,000 × 1.21^0.5) = ln 11,000; n_eff 1 so scale √2; log mean ln 11,000 + 0.1 √2;
    // spread √((0.2 √2)² + 0.05²).
    const model = fitted({ candidateElasticity: 0.5 });
    const p = ok(
      predictThreshold(
        [{ year: 2024, minRank: 10_000, candidates: 100_000 }],
        { year: 2025, candidates: 121_000 },
        { model },
      ),
    );
    expect(p.logMean).toBeCloseTo(Math.log(11_000) + 0.1 * Math.SQRT2, 12);
    expect(p.sigma).toBeCloseTo(Math.sqrt(0.08 + 0.0025), 12);
    expect(p.candidateScaling).toBe(true);
    expect(p.candidateElasticity).toBe(0.5);
    expect(p.basis).toEqual({ source: 'data', years: [2022, 2023], transitions: 1_234, ownKind: false });
  });

  it('measures the field by those above the level’s line when both years know it', () => {
    const model = fitted({ candidateElasticity: 1 });
    const history = [{ year: 2024, minRank: 10_000, candidates: 100_000, field: 40_000 }];
    const p = ok(predictThreshold(history, { year: 2025, candidates: 90_000, field: 44_000 }, { model }));
    // The field grew by 10 % although fewer sat the exam: the line moves 10 % down the list.
    expect(p.logMean - 0.1 * Math.SQRT2).toBeCloseTo(Math.log(11_000), 12);
  });

  it('moves the line with this year’s seats by the learned elasticity, counting at most 2×', () => {
    const model = fitted({ seatElasticity: 0.5, shiftSpread: 0 });
    const history = steady(10_000, [2022, 2023, 2024], { planCount: 50 });
    const rank = (planCount: number) =>
      Math.exp(
        ok(predictThreshold(history, { year: 2025, planCount }, { model })).logMean - 0.1 * Math.sqrt(4 / 3),
      );
    expect(rank(50)).toBeCloseTo(10_000, 6);
    expect(rank(100)).toBeCloseTo(10_000 * Math.SQRT2, 6);
    expect(rank(25)).toBeCloseTo(10_000 / Math.SQRT2, 6);
    expect(rank(400)).toBeCloseTo(10_000 * Math.SQRT2, 6);
  });

  it('reads each past rank against its own seats, so a plan-driven change is not volatility', () => {
    const model = fitted({ seatElasticity: 0.5 });
    const history = [
      { year: 2024, minRank: 10_000 * Math.SQRT2, planCount: 100 },
      { year: 2023, minRank: 10_000, planCount: 50 },
    ];
    // Typical seats: the geometric mean √(100 × 50) ≈ 70.7; each year carried to 100 seats is 14,142.
    const p = ok(predictThreshold(history, { year: 2025, planCount: 100 }, { model }));
    expect(p.volatility).toBeCloseTo(0, 9);
    expect(p.evidence.map((e) => e.adjustedRank)).toEqual([
      expect.closeTo(14_142.1, 0),
      expect.closeTo(14_142.1, 0),
    ]);
  });

  it('adds a college reference’s spread unless the model learned college references itself', () => {
    const history: UnitYear[] = [{ year: 2024, minRank: 10_000, match: 'college', spread: 0.3 }];
    const shared = ok(predictThreshold(history, { year: 2025 }, { model: fitted({ shiftSpread: 0 }) }));
    expect(shared.sigma).toBeCloseTo(Math.sqrt(0.08 + 0.09), 12);
    expect(shared.match).toBe('college');
    const own = fitted({ shiftSpread: 0 });
    const college = { count: 500, cells: [], pooled: { mu: 0, sigma: 0.4 } };
    const learned = { ...own, kinds: { ...own.kinds, college } };
    const p = ok(predictThreshold(history, { year: 2025 }, { model: learned }));
    expect(p.sigma).toBeCloseTo(0.4 * Math.SQRT2, 12);
    expect(p.basis.ownKind).toBe(true);
  });

  it.each(['majors', 'code'] as const)(
    'adds the spread of a %s line (its majors’, its college’s groups’) unless the model learned such lines',
    (match) => {
      const history: UnitYear[] = [{ year: 2024, minRank: 10_000, match, spread: 0.25 }];
      const shared = ok(predictThreshold(history, { year: 2025 }, { model: fitted({ shiftSpread: 0 }) }));
      expect(shared.sigma).toBeCloseTo(Math.sqrt(0.08 + 0.0625), 12);
      const own = fitted({ shiftSpread: 0 });
      const cell = { count: 500, cells: [], pooled: { mu: 0, sigma: 0.4 } };
      const learned = { ...own, kinds: { ...own.kinds, [match]: cell } };
      expect(ok(predictThreshold(history, { year: 2025 }, { model: learned })).sigma).toBeCloseTo(
        0.4 * Math.SQRT2,
        12,
      );
    },
  );

  it('takes a unit’s own line as it is, whatever spread comes with it', () => {
    const own = fitted({ shiftSpread: 0 });
    // A unit's own line stands for itself: a spread given with it changes nothing.
    const same: UnitYear[] = [{ year: 2024, minRank: 10_000, match: 'same', spread: 0.25 }];
    expect(ok(predictThreshold(same, { year: 2025 }, { model: own })).sigma).toBeCloseTo(
      0.2 * Math.SQRT2,
      12,
    );
  });

  it('gives an 80 % interval whose ends have probabilities 10 % and 90 %', () => {
    const p = ok(predictThreshold(steady(10_000, [2024, 2023]), { year: 2025 }, { model: fitted() }));
    expect(admissionProbability(p, p.interval.high)).toBeCloseTo(0.1, 6);
    expect(admissionProbability(p, p.interval.low)).toBeCloseTo(0.9, 6);
  });
});

describe('admissionProbability', () => {
  it('refuses a rank below 1 or not a number, and is null without data', () => {
    const none: ThresholdPrediction = { status: 'no-data', year: 2025, yearsUsed: 0 };
    expect(admissionProbability(none, 5)).toBeNull();
    expect(() => admissionProbability(none, Number.NaN)).toThrow('考生位次应为不小于 1 的数字');
    expect(() => admissionProbability(none, 0)).toThrow('考生位次应为不小于 1 的数字');
  });
});

describe('predictThreshold with a college pull', () => {
  // One past year at 1,000 while the college's units stood at a median of 4,000: the gap is ln 4.
  const history: UnitYear[] = [{ year: 2024, minRank: 1_000, collegeRank: 4_000, match: 'code' }];

  it('moves the line towards the college by the learned share of the gap', () => {
    // Pull 0.5: centre ln 1,000 + 0.5 ln 4 = ln 2,000; then the cell's bias 0.1 × √2.
    const model = fitted({ collegePull: { code: 0.5, all: 0 } });
    const p = ok(predictThreshold(history, { year: 2025 }, { model }));
    expect(p.logMean).toBeCloseTo(Math.log(2_000) + 0.1 * Math.SQRT2, 12);
    expect(p.collegePull).toEqual({ gap: Math.log(4), pull: 0.5, factor: 2, assumed: false });
    expect(explainAdmission(p, 1_500).some((r) => r.includes('收回 50%') && r.includes('后移约 100%'))).toBe(
      true,
    );
  });

  it('uses the pull of all kinds for a kind without its own, and none without a college rank', () => {
    const model = fitted({ collegePull: { all: 0.25 } });
    const renumbered = history.map((h) => ({ ...h, match: 'renumbered' as const }));
    const p = ok(predictThreshold(renumbered, { year: 2025 }, { model }));
    // ln 1,000 + 0.25 ln 4 = ln(1,000 × √2).
    expect(p.logMean).toBeCloseTo(Math.log(1_000 * Math.SQRT2) + 0.1 * Math.SQRT2, 12);
    const bare = ok(predictThreshold([{ year: 2024, minRank: 1_000 }], { year: 2025 }, { model }));
    expect(bare.logMean).toBeCloseTo(Math.log(1_000) + 0.1 * Math.SQRT2, 12);
    expect(bare.collegePull).toBeNull();
  });

  it('reads a bare code nothing has been learned of as even odds of the same group or another of its college', () => {
    // No pull learned for code matches (the cold start, or too few of them): the line is half-way to the
    // college's median, ln 1,000 + ½ ln 4 = ln 2,000, and its law is the mixture's — the cell's spread, half
    // the college's groups' spread (0.3) and a quarter of the squared gap (how far apart the two readings are).
    const model = fitted({ shiftSpread: 0 });
    const gap = Math.log(4);
    const p = ok(predictThreshold([{ ...history[0]!, spread: 0.3 }], { year: 2025 }, { model }));
    expect(p.logMean).toBeCloseTo(Math.log(2_000) + 0.1 * Math.SQRT2, 12);
    expect(p.sigma).toBeCloseTo(Math.sqrt(0.08 + 0.5 * 0.09 + 0.25 * gap ** 2), 12);
    expect(p.collegePull).toEqual({ gap, pull: 0.5, factor: 2, assumed: true });
    expect(explainAdmission(p, 1_500)).toContain(
      '本组往年位次明显靠前于该校其他同类专业组，而同一代码今年可能已是另一组：往年数据还不足以说明这种情况有多常见，' +
        '按同一组与另一组各占一半估计，预测线已向该校其他组后移约 100%',
    );
    // A learned share replaces the even odds in both the centre and the law.
    const learned = ok(
      predictThreshold(
        [{ ...history[0]!, spread: 0.3 }],
        { year: 2025 },
        {
          model: fitted({ shiftSpread: 0, collegePull: { code: 0.25, all: 0 } }),
        },
      ),
    );
    expect(learned.logMean).toBeCloseTo(Math.log(1_000 * Math.SQRT2) + 0.1 * Math.SQRT2, 12);
    expect(learned.sigma).toBeCloseTo(Math.sqrt(0.08 + 0.25 * 0.09 + 0.25 * 0.75 * gap ** 2), 12);
    // The other kinds keep their own reading: a college reference is the median itself, a renumbered group
    // was matched by its content.
    const renumbered = ok(
      predictThreshold([{ ...history[0]!, match: 'renumbered' }], { year: 2025 }, { model }),
    );
    expect(renumbered.logMean).toBeCloseTo(Math.log(1_000) + 0.1 * Math.SQRT2, 12);
  });
});
