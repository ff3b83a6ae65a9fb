/**
 * A rank for a year without a 一分一段 table (内蒙古 2025: the authority published scores, no public table),
 * converted across years by the batch-line difference: a score s of the earlier year is the later year's
 * s − (line_earlier − line_later), and its rank is read in the later year's table. Such a rank lives on the
 * later year's scale, and it is NOT an official rank: every place that shows it says so (`lineDifferenceNote`).
 */
import { normalQuantile } from './normal.ts';
import { scoreToRank, type RankTable } from './rank-table.ts';

/**
 * The extra spread (natural log of the rank) of a rank converted by line difference, added in quadrature to
 * the unit's spread. Chosen on 广东's official tables and 本科 lines (shared/data/score_rank_guangdong_2021_2025,
 * lines in tools/backtest/guangdong.ts), never on 内蒙古 2025: for every score from the 本科 line to 200 points
 * above it, the line-difference rank in the next year's table against the same share of the next year's field
 * (rank × field_next ÷ field_this). RMS of the log difference: 2022→2023 物理 0.31, 历史 0.59; 2023→2024 物理
 * 0.25, 历史 0.07; pooled √(mean of squares) ≈ 0.36 (ranks below 200 left out; the 2025 lines are unchecked).
 */
export const LINE_DIFFERENCE_SPREAD = 0.36;

export interface LineDifferenceInput {
  /** The score of the earlier year. */
  readonly score: number;
  /** The earlier year's batch line (本科). */
  readonly fromLine: number;
  /** The later year's batch line, the year whose table is read. */
  readonly toLine: number;
  /** The later year's 一分一段 table. */
  readonly table: RankTable;
}

export interface LineDifferenceRank {
  /** The later year's score standing for the earlier score. */
  readonly equivalentScore: number;
  /** Its rank in the later table (the worst rank of the score); null when the table does not reach it. */
  readonly rank: number | null;
}

/** The later-year rank of an earlier-year score through the difference of the two years' lines. */
export function rankByLineDifference(input: LineDifferenceInput): LineDifferenceRank {
  const equivalentScore = input.score - (input.fromLine - input.toLine);
  const at = scoreToRank(input.table, equivalentScore);
  return { equivalentScore, rank: at.position === 'below-bottom' ? null : at.rankTo };
}

/** The z of an 80 % interval, the interval predictions show. */
const Z80 = normalQuantile(0.9);

/**
 * The 80 % interval of a converted rank from the conversion alone (rank × e^(±z × LINE_DIFFERENCE_SPREAD), about
 * 0.63× to 1.59×): what a page showing the rank by itself says of its uncertainty. A prediction adds the
 * unit's own spread on top of it.
 */
export function lineDifferenceInterval(rank: number): { low: number; high: number } {
  const factor = Math.exp(Z80 * LINE_DIFFERENCE_SPREAD);
  return { low: Math.max(1, Math.round(rank / factor)), high: Math.round(rank * factor) };
}

/** Why a rank is shown: “2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次”. */
export function lineDifferenceNote(input: {
  fromYear: number;
  toYear: number;
  fromLine: number;
  toLine: number;
}): string {
  const { fromYear, toYear, fromLine, toLine } = input;
  return `${fromYear} 年位次由 ${fromYear}、${toYear} 本科线差折算（${fromLine}→${toLine}），非官方位次`;
}
