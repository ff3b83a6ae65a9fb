import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaUnderCurve,
  brierScore,
  calibrationBands,
  calibrationError,
  scoreForecasts,
  type Forecast,
} from './metrics.ts';

// Ten forecasts, checked by hand:
//   p     admitted   (p − y)²
//   0.05  no         0.0025
//   0.15  no         0.0225
//   0.15  yes        0.7225
//   0.35  no         0.1225
//   0.55  yes        0.2025
//   0.65  no         0.4225
//   0.85  yes        0.0225
//   0.95  yes        0.0025
//   0.95  yes        0.0025
//   1.00  yes        0
// Brier = 1.5225 / 10 = 0.15225; 6 of 10 admitted, so always answering 0.6 scores 0.6 × 0.4 = 0.24.
const TABLE: Forecast[] = [
  [0.05, false],
  [0.15, false],
  [0.15, true],
  [0.35, false],
  [0.55, true],
  [0.65, false],
  [0.85, true],
  [0.95, true],
  [0.95, true],
  [1, true],
].map(([p, admitted]) => ({ p: p as number, admitted: admitted as boolean }));

describe('forecast measures on a hand-checked table', () => {
  const score = scoreForecasts(TABLE);

  it('Brier score and its reference', () => {
    expect(score.samples).toBe(10);
    expect(score.brierScore).toBeCloseTo(0.15225, 12);
    expect(score.baselineBrierScore).toBeCloseTo(0.24, 12);
    expect(brierScore([])).toBeNull();
  });

  it('reliability table: ten bands of 0.1, a p of 1 in the last', () => {
    // band: count, mean predicted, observed — 0: 1, .05, 0; 1: 2, .15, .5; 3: 1, .35, 0; 5: 1, .55, 1;
    // 6: 1, .65, 0; 8: 1, .85, 1; 9: 3, (.95 + .95 + 1) / 3 = .96667, 1; the other bands are empty.
    expect(score.calibration.map((b) => b.count)).toEqual([1, 2, 0, 1, 0, 1, 1, 0, 1, 3]);
    expect(score.calibration.map((b) => b.observedRate)).toEqual([0, 0.5, null, 0, null, 1, 0, null, 1, 1]);
    expect(score.calibration[1]?.meanPredicted).toBeCloseTo(0.15, 12);
    expect(score.calibration[9]?.meanPredicted).toBeCloseTo(2.9 / 3, 12);
    expect(score.calibration[2]?.meanPredicted).toBeNull();
    expect(score.calibration.map((b) => [b.from, b.to])[7]).toEqual([0.7, 0.8]);
  });

  it('expected calibration error: Σ count × |mean − observed| ÷ n', () => {
    // (1 × .05 + 2 × .35 + 1 × .35 + 1 × .45 + 1 × .65 + 1 × .15 + 3 × .03333) / 10 = 2.45 / 10 = 0.245.
    expect(score.calibrationError).toBeCloseTo(0.245, 12);
    expect(calibrationError(calibrationBands([]))).toBeNull();
  });

  it('AUC by ranks, ties counting half', () => {
    // Negatives at .05, .15, .35, .65. Positives beat: .15 → 1 + ½ (tie); .55 → 3; .85, .95, .95, 1 → 4 each.
    // (1.5 + 3 + 16) / (6 × 4) = 20.5 / 24.
    expect(score.auc).toBeCloseTo(20.5 / 24, 12);
    expect(areaUnderCurve(TABLE.filter((s) => s.admitted))).toBeNull();
  });

  it('tier shares with the default tiers (冲 .2–.5, 稳 .5–.9, 保 ≥ .9)', () => {
    // 冲: .35 (refused). 稳: .55 (yes), .65 (no), .85 (yes). 保: .95, .95, 1 (all yes). Below 冲: .05, .15, .15.
    expect(score.tiers).toEqual([
      { tier: '冲', count: 1, admitted: 0, rate: 0 },
      { tier: '稳', count: 3, admitted: 2, rate: 2 / 3 },
      { tier: '保', count: 3, admitted: 3, rate: 1 },
    ]);
    expect(score.safety).toEqual({ count: 3, admitted: 3, rate: 1 });
    expect(score.notSuggested).toEqual({ count: 3, admitted: 1, rate: 1 / 3 });
  });
});

describe('forecast measure properties', () => {
  const forecasts = fc.array(
    fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), admitted: fc.boolean() }),
    { minLength: 1, maxLength: 60 },
  );

  it('stay within their ranges and the bands count every forecast once', () => {
    fc.assert(
      fc.property(forecasts, (items) => {
        const s = scoreForecasts(items);
        expect(s.brierScore).toBeGreaterThanOrEqual(0);
        expect(s.brierScore).toBeLessThanOrEqual(1);
        expect(s.calibrationError).toBeGreaterThanOrEqual(0);
        expect(s.calibrationError).toBeLessThanOrEqual(1);
        expect(s.calibration.reduce((a, b) => a + b.count, 0)).toBe(items.length);
        if (s.auc !== null) {
          expect(s.auc).toBeGreaterThanOrEqual(0);
          expect(s.auc).toBeLessThanOrEqual(1);
        }
        const tiers = s.tiers.reduce((a, t) => a + t.count, 0) + s.notSuggested.count;
        expect(tiers).toBe(items.length);
      }),
    );
  });

  it('the AUC of a forecast that ranks every admitted sample above every refused one is 1, reversed 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (yes, no) => {
        const items = [
          ...Array.from({ length: yes }, (_, i) => ({ p: 0.6 + i / 100, admitted: true })),
          ...Array.from({ length: no }, (_, i) => ({ p: 0.4 - i / 100, admitted: false })),
        ];
        expect(areaUnderCurve(items)).toBe(1);
        expect(areaUnderCurve(items.map((s) => ({ ...s, p: 1 - s.p })))).toBe(0);
      }),
    );
  });
});
