/**
 * 一分一段 tables as the engine reads them: validation with Chinese errors, score → rank range and rank →
 * score, and the piecewise-linear rank curve that equivalent scores are computed on.
 *
 * A row says `count` candidates scored exactly `score` and `cumulative` scored `score` or more, so the
 * candidates of one score share the ranks cumulative − count + 1 … cumulative, and a candidate's official
 * 位次 is `cumulative` (the last rank of the tie). The top row may count everyone at or above its score (a
 * band such as “690 分及以上”), or the table may start below the best candidates (cumulative > count on the
 * top row): both are accepted.
 */
import { RANK_TABLE_MESSAGES as M } from './messages.ts';

/** One line of a 一分一段 table, as the database stores it (any order; other fields are ignored). */
export interface RankRow {
  readonly score: number;
  readonly count: number;
  readonly cumulative: number;
}

/** A validated table: rows best score first, with the facts lookups need. Build it with `createRankTable`. */
export interface RankTable {
  readonly rows: readonly RankRow[];
  /** The best score listed. */
  readonly top: number;
  /** The lowest score listed. */
  readonly bottom: number;
  /** Candidates counted by the table (the last row's cumulative). */
  readonly total: number;
}

/** One problem of a table: the row (best score first, null for the whole table) and a Chinese message. */
export interface RankTableIssue {
  readonly score: number | null;
  readonly message: string;
}

/** Thrown by `createRankTable` for a table that does not add up; `issues` lists every problem. */
export class RankTableError extends Error {
  readonly issues: readonly RankTableIssue[];

  constructor(issues: readonly RankTableIssue[]) {
    super(M.invalid(issues.map((i) => i.message)));
    this.name = 'RankTableError';
    this.issues = issues;
  }
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Every problem of a table, best score first: scores that are not numbers or appear twice, negative or
 * fractional counts, a top row whose cumulative is below its count, and cumulative counts that are not the
 * running sum (each row = the row above + its count). An empty list means `createRankTable` accepts it.
 */
export function validateRankTable(rows: readonly RankRow[]): RankTableIssue[] {
  if (rows.length === 0) return [{ score: null, message: M.empty }];
  const issues: RankTableIssue[] = [];
  rows.forEach((row, index) => {
    if (!Number.isFinite(row.score)) issues.push({ score: null, message: M.badScore(index) });
  });
  if (issues.length > 0) return issues;
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  let previous: RankRow | null = null;
  for (const row of sorted) {
    if (!isCount(row.count)) issues.push({ score: row.score, message: M.badCount(row.score) });
    if (!isCount(row.cumulative)) issues.push({ score: row.score, message: M.badCumulative(row.score) });
    if (previous && previous.score === row.score) {
      issues.push({ score: row.score, message: M.duplicateScore(row.score) });
    } else if (previous === null) {
      if (row.cumulative < row.count) {
        issues.push({ score: row.score, message: M.topBelowCount(row.score, row.cumulative, row.count) });
      }
    } else if (previous.cumulative + row.count !== row.cumulative) {
      issues.push({
        score: row.score,
        message: M.notRunningSum(row.score, previous.cumulative, row.count, row.cumulative),
      });
    }
    previous = row;
  }
  if (issues.length === 0 && (sorted.at(-1)?.cumulative ?? 0) === 0) {
    issues.push({ score: null, message: M.noCandidates });
  }
  return issues;
}

/**
 * A table from rows in any order (sorted best score first), or a `RankTableError` naming every problem.
 * Only score, count and cumulative are kept.
 */
export function createRankTable(rows: readonly RankRow[]): RankTable {
  const issues = validateRankTable(rows);
  if (issues.length > 0) throw new RankTableError(issues);
  const sorted = rows
    .map((r) => ({ score: r.score, count: r.count, cumulative: r.cumulative }))
    .sort((a, b) => b.score - a.score);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new RankTableError([{ score: null, message: M.empty }]);
  return { rows: sorted, top: first.score, bottom: last.score, total: last.cumulative };
}

/** Where a score falls against a table. */
export type ScorePosition = 'above-top' | 'in-table' | 'below-bottom';

/** The ranks of one score. A candidate's 位次 is `rankTo`. */
export interface ScoreRank {
  readonly score: number;
  /** Candidates who share this score's ranks (0 for a score nobody had). */
  readonly count: number;
  /** Candidates at or above the score as the table knows it. */
  readonly cumulative: number;
  /** Best and worst rank of the candidates with this score (equal when count ≤ 1). */
  readonly rankFrom: number;
  readonly rankTo: number;
  readonly position: ScorePosition;
}

/** Index of the first row (best score first) whose score is ≤ `score`, or rows.length. */
function firstRowAtOrBelow(table: RankTable, score: number): number {
  let lo = 0;
  let hi = table.rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table.rows[mid]?.score ?? -Infinity) <= score) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Index of the first row (best score first) whose cumulative is ≥ `rank`, or rows.length. */
function firstRowReaching(table: RankTable, rank: number): number {
  let lo = 0;
  let hi = table.rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table.rows[mid]?.cumulative ?? Infinity) >= rank) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function row(table: RankTable, index: number): RankRow {
  const found = table.rows[index];
  if (!found) throw new RangeError(`row ${index} outside the table`);
  return found;
}

/**
 * The rank range of `score`.
 * - A listed score: its count, cumulative and ranks cumulative − count + 1 … cumulative.
 * - A score between listed ones (nobody had it, or a fractional score): count 0, ranked right after everyone
 *   above it.
 * - Above the top row: if the table counts candidates above its top score (cumulative > count there), the
 *   score ranks among them (1 … cumulative − count); otherwise the top row is a band “at or above” and the
 *   score shares its ranks.
 * - Below the bottom row: ranked after everyone the table counts (total + 1): the table does not say more.
 */
export function scoreToRank(table: RankTable, score: number): ScoreRank {
  if (!Number.isFinite(score)) throw new RangeError(M.badInputScore);
  const top = row(table, 0);
  if (score > table.top) {
    const above = top.cumulative - top.count;
    const cumulative = above > 0 ? above : Math.max(1, top.cumulative);
    return { score, count: cumulative, cumulative, rankFrom: 1, rankTo: cumulative, position: 'above-top' };
  }
  const index = firstRowAtOrBelow(table, score);
  if (index >= table.rows.length) {
    const rank = table.total + 1;
    return {
      score,
      count: 0,
      cumulative: table.total,
      rankFrom: rank,
      rankTo: rank,
      position: 'below-bottom',
    };
  }
  const at = row(table, index);
  if (at.score === score && at.count > 0) {
    return {
      score,
      count: at.count,
      cumulative: at.cumulative,
      rankFrom: at.cumulative - at.count + 1,
      rankTo: at.cumulative,
      position: 'in-table',
    };
  }
  // Nobody had this score: everyone at or above it is counted by the row above (or by this zero row).
  const cumulative = at.score === score ? at.cumulative : row(table, index - 1).cumulative;
  return {
    score,
    count: 0,
    cumulative,
    rankFrom: cumulative + 1,
    rankTo: cumulative + 1,
    position: 'in-table',
  };
}

/**
 * The score of the candidate at `rank`: the best score whose cumulative reaches it. Ranks are rounded up
 * (rank 10.2 is the 11th candidate); a rank below 1 is the top score; a rank beyond the table's total is its
 * bottom score (the table does not go lower).
 */
export function rankToScore(table: RankTable, rank: number): number {
  if (!Number.isFinite(rank)) throw new RangeError(M.badInputRank);
  const wanted = Math.max(1, Math.ceil(rank));
  const index = firstRowReaching(table, wanted);
  return index >= table.rows.length ? table.bottom : row(table, index).score;
}

/**
 * The rank curve through the points (score, cumulative), linear in between: a continuous 位次 for any score
 * (a fractional score lands between its neighbours). Clamped to the table: above the top the top row's
 * cumulative, below the bottom the total.
 */
export function interpolatedRank(table: RankTable, score: number): number {
  if (!Number.isFinite(score)) throw new RangeError(M.badInputScore);
  if (score >= table.top) return row(table, 0).cumulative;
  const index = firstRowAtOrBelow(table, score);
  if (index >= table.rows.length) return table.total;
  const below = row(table, index);
  if (below.score === score) return below.cumulative;
  const above = row(table, index - 1);
  const t = (above.score - score) / (above.score - below.score);
  return above.cumulative + t * (below.cumulative - above.cumulative);
}

/**
 * The inverse of `interpolatedRank`: the (fractional) score at a continuous rank, clamped to the table's top
 * and bottom scores. Where several scores share a cumulative count (scores nobody had), the best of them.
 */
export function interpolatedScore(table: RankTable, rank: number): number {
  if (!Number.isFinite(rank)) throw new RangeError(M.badInputRank);
  const first = row(table, 0);
  if (rank <= first.cumulative) return table.top;
  if (rank >= table.total) return firstScoreWithCumulative(table, table.total);
  const index = firstRowReaching(table, rank);
  const below = row(table, index);
  const above = row(table, index - 1);
  const t = (rank - above.cumulative) / (below.cumulative - above.cumulative);
  return above.score - t * (above.score - below.score);
}

/** The best score whose cumulative equals `cumulative` (the table's rows are sorted, so a binary search). */
function firstScoreWithCumulative(table: RankTable, cumulative: number): number {
  const index = firstRowReaching(table, cumulative);
  return index >= table.rows.length ? table.bottom : row(table, index).score;
}
