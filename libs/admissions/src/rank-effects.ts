/**
 * What moves a line besides its own past, learned by `fitRankModel` from the residuals of earlier years: the
 * change in the field (a year's common shift follows it), the seats (a unit's line follows its own change in
 * seats), and the college (a unit far from its college's other units comes back towards them). Each returns
 * 0 when the data cannot tell, so nothing is assumed.
 */
import type { CollegePull } from './line-base.ts';
import { MATCH_KINDS, type MatchKind } from './matching.ts';
import type { ModelTransition } from './rank-model.ts';

export const median = (values: readonly number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return 0;
  return n % 2 === 1 ? (s[(n - 1) / 2] ?? 0) : ((s[n / 2 - 1] ?? 0) + (s[n / 2] ?? 0)) / 2;
};

export interface ResidualRow {
  readonly t: ModelTransition;
  readonly base: {
    readonly kind: MatchKind;
    readonly candidateShift: number | null;
    readonly seatShift: number | null;
    readonly collegeGap: number | null;
  };
  readonly e: number;
}

/**
 * How much of the change in candidates a year's common shift follows: a regression through the origin of
 * the shifts on the (median) change in candidates, over the year-strata whose candidates changed; clamped to
 * [0, 1] and 0 unless at least two year-strata tell.
 */
export function learnCandidateElasticity(
  rows: readonly ResidualRow[],
  shifts: ReadonlyMap<string, number>,
  stratum: (t: ModelTransition) => string,
): number {
  const changes = new Map<string, number[]>();
  for (const r of rows) {
    if (r.base.candidateShift === null || r.base.kind === 'college') continue;
    const list = changes.get(stratum(r.t)) ?? [];
    list.push(r.base.candidateShift);
    changes.set(stratum(r.t), list);
  }
  let sxx = 0;
  let sxy = 0;
  let told = 0;
  for (const [k, list] of changes) {
    const x = median(list);
    const y = shifts.get(k);
    if (y === undefined || Math.abs(x) < 0.005) continue;
    sxx += x * x;
    sxy += x * y;
    told += 1;
  }
  return told >= 2 && sxx > 0 ? Math.max(0, Math.min(1, sxy / sxx)) : 0;
}

/**
 * How the line follows this year's seats: a least-squares slope of the residual (less its year's shift,
 * limited to ±1 so a few wild units do not decide) on ln(seats ÷ typical seats), within year-strata;
 * clamped to [0, 1] and 0 without enough units whose seats are known and changed.
 */
export function learnSeatElasticity(
  rows: readonly ResidualRow[],
  shifts: ReadonlyMap<string, number>,
  stratum: (t: ModelTransition) => string,
  minimum: number,
): number {
  const pairs = rows
    .filter((r) => r.base.seatShift !== null)
    .map((r) => ({
      k: stratum(r.t),
      x: r.base.seatShift ?? 0,
      y: Math.max(-1, Math.min(1, r.e - (shifts.get(stratum(r.t)) ?? 0))),
    }));
  if (pairs.length < minimum) return 0;
  const means = new Map<string, { x: number; y: number; n: number }>();
  for (const p of pairs) {
    const m = means.get(p.k) ?? { x: 0, y: 0, n: 0 };
    means.set(p.k, { x: m.x + p.x, y: m.y + p.y, n: m.n + 1 });
  }
  let sxx = 0;
  let sxy = 0;
  for (const p of pairs) {
    const m = means.get(p.k);
    if (!m) continue;
    const dx = p.x - m.x / m.n;
    sxx += dx * dx;
    sxy += dx * (p.y - m.y / m.n);
  }
  return sxx / pairs.length > 1e-3 ? Math.max(0, Math.min(1, sxy / sxx)) : 0;
}

/**
 * How far a unit comes back towards its college's other units in a year: a least-squares slope through the
 * origin of the residual (less its year's shift, limited to ±1) on the gap between the college's median rank
 * and the unit's own (in log), per kind of match with enough units off their college's median (else all
 * kinds but the college reference, which is the median itself); clamped to [0, 1], 0 when too few tell.
 */
export function learnCollegePull(
  rows: readonly ResidualRow[],
  shifts: ReadonlyMap<string, number>,
  stratum: (t: ModelTransition) => string,
  minimum: number,
): CollegePull {
  const slope = (list: readonly ResidualRow[]): number | null => {
    let sxx = 0;
    let sxy = 0;
    let told = 0;
    for (const r of list) {
      const x = r.base.collegeGap ?? 0;
      if (Math.abs(x) < 0.01) continue;
      const y = Math.max(-1, Math.min(1, r.e - (shifts.get(stratum(r.t)) ?? 0)));
      sxx += x * x;
      sxy += x * y;
      told += 1;
    }
    return told >= minimum && sxx > 0 ? Math.max(0, Math.min(1, sxy / sxx)) : null;
  };
  const pull: Partial<Record<MatchKind, number>> = {};
  for (const kind of MATCH_KINDS) {
    if (kind === 'college') continue;
    const own = slope(rows.filter((r) => r.base.kind === kind));
    if (own !== null) pull[kind] = own;
  }
  return { ...pull, all: slope(rows.filter((r) => r.base.kind !== 'college')) ?? 0 };
}
