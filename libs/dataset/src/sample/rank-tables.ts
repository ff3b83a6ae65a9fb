/**
 * Sample 一分一段 tables: a real table's shape (the share of candidates at or above each score), moved by a
 * mild monotone transform of the 750-point scale and rescaled to the sample's candidate count; plus the
 * score ↔ rank lookups the rest of the generator uses so every rank it writes agrees with the table.
 */
import type { SourceRankTable } from '../rank-sources.ts';

export const MAX_SCORE = 750;

/** A category's table of one year, best score first, one line per point from the top band down. */
export interface SampleRankTable {
  year: number;
  category: string;
  candidates: number;
  rows: { score: number; count: number; cumulative: number }[];
}

/**
 * Builds a table of `candidates` candidates shaped like `source`, where a source score s becomes
 * 750 − (750 − s)·stretch + shift (linear interpolation between the source's points).
 */
export function rescaleRankTable(
  source: SourceRankTable,
  candidates: number,
  stretch: number,
  shift: number,
): { score: number; count: number; cumulative: number }[] {
  const cumulativeByScore = new Map(source.rows.map((r) => [r.score, r.cumulative]));
  const top = source.rows[0]?.score ?? 0;
  const bottom = source.rows.at(-1)?.score ?? 0;
  const shareAtOrAbove = (s: number): number => {
    if (s > top) return 0;
    if (s < bottom) return 1;
    return (cumulativeByScore.get(s) ?? 0) / source.total;
  };
  const shareAt = (u: number): number => {
    const lo = Math.floor(u);
    return shareAtOrAbove(lo) + (u - lo) * (shareAtOrAbove(lo + 1) - shareAtOrAbove(lo));
  };
  const rows: { score: number; count: number; cumulative: number }[] = [];
  let previous = 0;
  for (let score = MAX_SCORE; score >= 0; score--) {
    const u = MAX_SCORE - (MAX_SCORE - score + shift) / stretch;
    const cumulative = score === 0 ? candidates : Math.min(candidates, Math.round(candidates * shareAt(u)));
    if (cumulative === 0) continue;
    rows.push({ score, count: cumulative - previous, cumulative });
    previous = cumulative;
    if (cumulative === candidates) break;
  }
  return rows;
}

/** Score ↔ rank lookups over one table. */
export class RankLookup {
  readonly top: number;
  readonly bottom: number;
  readonly candidates: number;
  readonly #cumulative: Int32Array;

  constructor(rows: readonly { score: number; cumulative: number }[]) {
    this.top = rows[0]?.score ?? 0;
    this.bottom = rows.at(-1)?.score ?? 0;
    this.candidates = rows.at(-1)?.cumulative ?? 0;
    this.#cumulative = new Int32Array(MAX_SCORE + 2);
    for (const row of rows) this.#cumulative[row.score] = row.cumulative;
    // Above the top band nobody; below the last line everyone.
    for (let s = this.top + 1; s <= MAX_SCORE + 1; s++) this.#cumulative[s] = 0;
    for (let s = this.bottom - 1; s >= 0; s--) this.#cumulative[s] = this.candidates;
  }

  /** Candidates at or above `score`: the lowest rank of that score. */
  cumulativeAt(score: number): number {
    const s = Math.max(0, Math.min(MAX_SCORE + 1, Math.ceil(score)));
    return this.#cumulative[s] ?? 0;
  }

  /** The highest score whose cumulative count reaches `rank` (the score of the candidate at that rank). */
  scoreAtRank(rank: number): number {
    const r = Math.max(1, Math.min(this.candidates, Math.round(rank)));
    let lo = this.bottom;
    let hi = this.top;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.cumulativeAt(mid) >= r) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
