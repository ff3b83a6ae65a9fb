/**
 * Properties the engine must keep for every input, checked with fast-check: monotone probabilities (in the
 * rank and in the seats), the caps, finite estimates from any fitted model, tiers ordered like
 * probabilities, and rank-table round trips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalentScore } from './equivalence.ts';
import { estimateAdmission } from './explain.ts';
import { admissionProbability, predictThreshold, type UnitYear } from './probability.ts';
import { DEFAULT_RANK_MODEL, fitRankModel, type RankModel } from './rank-model.ts';
import {
  createRankTable,
  interpolatedRank,
  rankToScore,
  scoreToRank,
  validateRankTable,
  type RankRow,
} from './rank-table.ts';
import { tierIndex, tierOf } from './tiers.ts';

const history = fc.uniqueArray(
  fc.record({
    year: fc.integer({ min: 2015, max: 2024 }),
    minRank: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: null, freq: 8 }),
    planCount: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
    candidates: fc.option(fc.integer({ min: 50_000, max: 300_000 }), { nil: null }),
  }),
  { selector: (h) => h.year, minLength: 1, maxLength: 8 },
) as fc.Arbitrary<UnitYear[]>;

const target = fc.record({
  year: fc.constant(2025),
  planCount: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  candidates: fc.option(fc.integer({ min: 50_000, max: 300_000 }), { nil: null }),
});

const rank = fc.integer({ min: 1, max: 400_000 });

/** A fitted model with arbitrary elasticities, shift and cells. */
const model: fc.Arbitrary<RankModel> = fc
  .record({
    decay: fc.double({ min: 0.3, max: 1, noNaN: true }),
    candidateElasticity: fc.double({ min: 0, max: 1, noNaN: true }),
    seatElasticity: fc.double({ min: 0, max: 1, noNaN: true }),
    shiftSpread: fc.double({ min: 0, max: 0.3, noNaN: true }),
    cells: fc.array(
      fc.record({
        mu: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        sigma: fc.double({ min: 0.01, max: 1, noNaN: true }),
      }),
      { minLength: 3, maxLength: 3 },
    ),
  })
  .map(({ cells, ...rest }) => ({
    ...DEFAULT_RANK_MODEL,
    ...rest,
    source: 'data' as const,
    levels: [-9, -5, -1],
    kinds: { all: { count: 100, cells, pooled: cells[1] ?? { mu: 0, sigma: 0.2 } } },
  }));

/** A valid table: `counts` best score first from `top`; zero counts allowed unless `positive`. */
const table = (positive: boolean) =>
  fc
    .record({
      top: fc.integer({ min: 400, max: 750 }),
      above: fc.integer({ min: 0, max: 50 }),
      counts: fc.array(fc.integer({ min: positive ? 1 : 0, max: 2_000 }), { minLength: 2, maxLength: 150 }),
    })
    .filter(({ counts }) => counts.some((c) => c > 0))
    .map(({ top, above, counts }): RankRow[] => {
      let cumulative = above;
      return counts.map((count, i) => {
        cumulative += count;
        return { score: top - i, count, cumulative };
      });
    });

describe('admission probability properties', () => {
  it('a better (smaller) rank never lowers the probability', () => {
    fc.assert(
      fc.property(history, target, rank, rank, (h, t, a, b) => {
        const prediction = predictThreshold(h, t);
        const better = admissionProbability(prediction, Math.min(a, b));
        const worse = admissionProbability(prediction, Math.max(a, b));
        if (better === null || worse === null) expect(better).toBe(worse);
        else expect(better).toBeGreaterThanOrEqual(worse);
      }),
      { numRuns: 300 },
    );
  });

  it('a better rank never lowers the probability under any fitted model either', () => {
    fc.assert(
      fc.property(history, target, model, rank, rank, (h, t, m, a, b) => {
        const prediction = predictThreshold(h, t, { model: m });
        const better = admissionProbability(prediction, Math.min(a, b));
        const worse = admissionProbability(prediction, Math.max(a, b));
        if (better === null || worse === null) expect(better).toBe(worse);
        else expect(better).toBeGreaterThanOrEqual(worse);
      }),
      { numRuns: 300 },
    );
  });

  // Where the spread depends on the level, more seats move the line towards the field, where lines move less:
  // a candidate far behind it then has a smaller chance, the model's honest answer (fast-check found one at
  // 1.1 % against 1.1 % + 1e-12). The seats themselves only ever move the line back, which is the property.
  it('more seats never lower the probability (one cell for every level)', () => {
    fc.assert(
      fc.property(
        history,
        target,
        model.map((m) => ({
          ...m,
          kinds: { all: { ...m.kinds.all, cells: m.kinds.all.cells.map(() => m.kinds.all.pooled) } },
        })),
        rank,
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (h, t, m, r, a, b) => {
          const fewer = admissionProbability(
            predictThreshold(h, { ...t, planCount: Math.min(a, b) }, { model: m }),
            r,
          );
          const more = admissionProbability(
            predictThreshold(h, { ...t, planCount: Math.max(a, b) }, { model: m }),
            r,
          );
          if (fewer === null || more === null) expect(fewer).toBe(more);
          // Both beyond the 2× cap give the same line, computed in another order: equal to the last bits.
          else expect(more).toBeGreaterThanOrEqual(fewer - 1e-15);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays within [1 %, 99 %], whatever the model', () => {
    fc.assert(
      fc.property(history, target, fc.option(model, { nil: undefined }), rank, (h, t, m, r) => {
        const prediction = predictThreshold(h, t, m ? { model: m } : {});
        const p = admissionProbability(prediction, r);
        if (prediction.status === 'no-data') {
          expect(p).toBeNull();
          return;
        }
        expect(p).toBeGreaterThanOrEqual(0.01);
        expect(p).toBeLessThanOrEqual(0.99);
        expect(prediction.sigma).toBeGreaterThan(0);
        expect(Number.isFinite(prediction.rank)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a model fitted on any transitions gives finite estimates with a positive spread', () => {
    const transition = fc.record({
      year: fc.integer({ min: 2020, max: 2024 }),
      stratum: fc.constantFrom('物理', '历史'),
      history,
      candidates: fc.option(fc.integer({ min: 50_000, max: 300_000 }), { nil: null }),
      planCount: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
      minRank: fc.integer({ min: 1, max: 300_000 }),
    });
    fc.assert(
      fc.property(fc.array(transition, { maxLength: 40 }), history, target, rank, (ts, h, t, r) => {
        const fitted = fitRankModel(ts, { minForKind: 5, minCellWeight: 2 });
        expect(fitted.candidateElasticity).toBeGreaterThanOrEqual(0);
        expect(fitted.candidateElasticity).toBeLessThanOrEqual(1);
        const prediction = predictThreshold(h, t, { model: fitted });
        if (prediction.status === 'no-data') return;
        expect(prediction.sigma).toBeGreaterThan(0);
        expect(Number.isFinite(prediction.logMean)).toBe(true);
        expect(admissionProbability(prediction, r)).toBeGreaterThanOrEqual(0.01);
      }),
      { numRuns: 60 },
    );
  });

  it('tiers are ordered like probabilities, also through estimateAdmission', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          expect(tierIndex(tierOf(Math.min(a, b)))).toBeLessThanOrEqual(tierIndex(tierOf(Math.max(a, b))));
        },
      ),
    );
    fc.assert(
      fc.property(history, target, rank, rank, (h, t, a, b) => {
        const better = estimateAdmission(Math.min(a, b), h, t);
        const worse = estimateAdmission(Math.max(a, b), h, t);
        expect(tierIndex(better.tier)).toBeGreaterThanOrEqual(tierIndex(worse.tier));
      }),
      { numRuns: 200 },
    );
  });
});

describe('rank table properties', () => {
  it('generated tables validate, and a changed cumulative count is caught', () => {
    fc.assert(
      fc.property(table(false), fc.nat(), fc.integer({ min: 1, max: 5 }), (rows, pick, delta) => {
        expect(validateRankTable(rows)).toEqual([]);
        const i = 1 + (pick % (rows.length - 1));
        const broken = rows.map((r, j) => (j === i ? { ...r, cumulative: r.cumulative + delta } : r));
        expect(validateRankTable(broken).length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('score → rank → score is stable for every score someone had', () => {
    fc.assert(
      fc.property(table(false), (rows) => {
        const t = createRankTable(rows);
        for (const row of t.rows) {
          if (row.count === 0) continue;
          const ranks = scoreToRank(t, row.score);
          expect(rankToScore(t, ranks.rankFrom)).toBe(row.score);
          expect(rankToScore(t, ranks.rankTo)).toBe(row.score);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a higher score never gets a worse rank', () => {
    fc.assert(
      fc.property(
        table(false),
        fc.integer({ min: 300, max: 760 }),
        fc.integer({ min: 300, max: 760 }),
        (rows, a, b) => {
          const t = createRankTable(rows);
          const high = scoreToRank(t, Math.max(a, b));
          const low = scoreToRank(t, Math.min(a, b));
          expect(high.rankTo).toBeLessThanOrEqual(low.rankTo);
          expect(high.rankFrom).toBeLessThanOrEqual(high.rankTo);
          expect(low.rankFrom).toBeLessThanOrEqual(low.rankTo);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('equivalentScore A → B → A returns to the score (within one point once rounded)', () => {
    fc.assert(
      fc.property(
        table(true),
        table(true),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rowsA, rowsB, at) => {
          const a = createRankTable(rowsA);
          const b = createRankTable(rowsB);
          const score = a.bottom + at * (a.top - a.bottom);
          const r = interpolatedRank(a, score);
          fc.pre(r >= (b.rows[0]?.cumulative ?? 0) && r <= b.total);
          const back = equivalentScore(b, equivalentScore(a, score, b), a);
          expect(Math.abs(back - score)).toBeLessThan(1e-6);
          expect(Math.abs(Math.round(back) - Math.round(score))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
