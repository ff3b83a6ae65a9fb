/**
 * Equivalent scores (等位分) across years: a score is moved to another year's table through its
 * rank, on the piecewise-linear rank curves of both tables. Across a reform the caller passes the table of
 * the category on the same track (理科 2024 → 物理类 2025); `categoryOnTrack` finds that category from the
 * region's category list given as data, so a later reform is a data change.
 */
import { interpolatedRank, interpolatedScore, type RankTable } from './rank-table.ts';

/**
 * How a rank is carried to another year: `rank` keeps the 位次 itself (the usual 等位分), `share` keeps the
 * share of candidates ahead (rank × total of the other year ÷ total of this year), which matters when the
 * number of candidates changed a lot, e.g. across the 理科 → 物理类 split.
 */
export type EquivalenceBasis = 'rank' | 'share';

/**
 * The score in `toTable` held by the candidate whose rank equals that of `score` in `fromTable`, with linear
 * interpolation between rows on both sides. Fractional: round it for display. Scores beyond either table are
 * clamped to that table's top or bottom. Round trip A → B → A returns the score exactly wherever both tables
 * have candidates at every score in between (within one point once rounded).
 */
export function equivalentScore(
  fromTable: RankTable,
  score: number,
  toTable: RankTable,
  basis: EquivalenceBasis = 'rank',
): number {
  const rank = interpolatedRank(fromTable, score);
  const carried = basis === 'share' ? (rank * toTable.total) / fromTable.total : rank;
  return interpolatedScore(toTable, carried);
}

/** A category of one year and the track linking it across a reform (理科 and 物理类 are both 物理). */
export interface CategoryTrack {
  readonly name: string;
  readonly track: string;
}

/** The categories of each year, as the region config holds them (`RegionConfig.categoriesByYear`). */
export type CategoriesByYear = Readonly<Record<number, readonly CategoryTrack[]>>;

/** The category of `toYear` on the same track as `category` of `fromYear` (理科 2024 → 物理类 2025), or null. */
export function categoryOnTrack(
  categoriesByYear: CategoriesByYear,
  fromYear: number,
  category: string,
  toYear: number,
): string | null {
  const track = categoriesByYear[fromYear]?.find((c) => c.name === category)?.track;
  if (track === undefined) return null;
  return categoriesByYear[toYear]?.find((c) => c.track === track)?.name ?? null;
}

/** One year's equivalent of a candidate's score. */
export interface EquivalentScoreRow {
  readonly year: number;
  /** The category of that year on the candidate's track. */
  readonly category: string;
  /** Rounded to a whole point, as shown. */
  readonly score: number;
  /** Before rounding. */
  readonly exactScore: number;
  /** The continuous rank the score was carried by, in that year's table. */
  readonly rank: number;
}

export interface EquivalentScoresInput {
  readonly year: number;
  readonly category: string;
  readonly score: number;
  readonly toYears: readonly number[];
  readonly categoriesByYear: CategoriesByYear;
  /** The table of a year and category, or undefined/null when there is none. */
  readonly table: (year: number, category: string) => RankTable | null | undefined;
  readonly basis?: EquivalenceBasis;
}

/**
 * The candidate's equivalent score in each of `toYears` (in that order), following the category's track
 * across reforms; years without a category on the track or without a table are left out.
 */
export function equivalentScoresByYear(input: EquivalentScoresInput): EquivalentScoreRow[] {
  const fromTable = input.table(input.year, input.category);
  if (!fromTable) return [];
  const rows: EquivalentScoreRow[] = [];
  for (const year of input.toYears) {
    const category = categoryOnTrack(input.categoriesByYear, input.year, input.category, year);
    if (category === null) continue;
    const toTable = input.table(year, category);
    if (!toTable) continue;
    const exactScore = equivalentScore(fromTable, input.score, toTable, input.basis);
    const rank = interpolatedRank(toTable, exactScore);
    rows.push({ year, category, score: Math.round(exactScore), exactScore, rank });
  }
  return rows;
}
