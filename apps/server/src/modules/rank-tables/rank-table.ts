// One 一分一段 table in memory, with the lookups the rank calls answer: a score's line (count, cumulative
// count, rank range), the score of the candidate at a rank, and the whole table. Imported tables may skip
// scores nobody had; a skipped score ranks just below everyone above it.
import type { RankEntry, RankTable as RankTableData } from '@zhiyuan/contracts';
import type { RankTableRecord } from './repository.ts';

const MAX_SCORE = 750;

export class RankTable {
  readonly year: number;
  readonly category: string;
  readonly sample: boolean;
  readonly candidates: number;
  readonly top: number;
  readonly bottom: number;
  readonly data: RankTableData;
  /** Candidates at or above each integer score (index = score, 0 … 751). */
  readonly #cumulative = new Int32Array(MAX_SCORE + 2);
  /** Candidates at exactly each score (the top line: at or above it). */
  readonly #count = new Int32Array(MAX_SCORE + 2);

  constructor(year: number, category: string, records: readonly RankTableRecord[]) {
    const rows = [...records].sort((a, b) => b.score - a.score);
    this.year = year;
    this.category = category;
    this.sample = rows.some((r) => r.sample === 1);
    this.top = rows[0]?.score ?? 0;
    this.bottom = rows.at(-1)?.score ?? 0;
    this.candidates = rows.at(-1)?.cumulative ?? 0;
    const byScore = new Map(rows.map((r) => [r.score, r]));
    let running = 0;
    for (let s = MAX_SCORE + 1; s >= 0; s--) {
      const row = byScore.get(s);
      if (row) running = row.cumulative;
      this.#cumulative[s] = running;
      this.#count[s] = row?.count ?? 0;
    }
    this.data = {
      year,
      category,
      candidates: this.candidates,
      sample: this.sample,
      rows: rows.map((r) => ({ score: r.score, count: r.count, cumulative: r.cumulative })),
    };
  }

  /** The line of `score` (any number on the 750-point scale). */
  entry(score: number): RankEntry {
    const integral = Number.isInteger(score);
    const index = Math.min(MAX_SCORE + 1, Math.max(0, Math.ceil(score)));
    // Above the top line the top line speaks for everyone at or above it.
    const at = index > this.top && this.top > 0 ? this.top : index;
    const cumulative = this.#cumulative[at] ?? 0;
    const count = integral || at !== index ? (this.#count[at] ?? 0) : 0;
    const rankFrom = cumulative - count + 1;
    return {
      year: this.year,
      category: this.category,
      score,
      count,
      cumulative,
      rankFrom: Math.max(1, rankFrom),
      rankTo: Math.max(rankFrom, cumulative, 1),
      top: this.top,
      bottom: this.bottom,
      sample: this.sample,
    };
  }

  /**
   * The score of the candidate at `rank`: the highest score whose cumulative count reaches it; past the
   * table's last line, the last line's score (`within` false).
   */
  scoreAtRank(rank: number): { score: number; within: boolean } {
    if (rank > this.candidates) return { score: this.bottom, within: false };
    let lo = this.bottom;
    let hi = this.top;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if ((this.#cumulative[mid] ?? 0) >= rank) lo = mid;
      else hi = mid - 1;
    }
    return { score: lo, within: true };
  }
}
