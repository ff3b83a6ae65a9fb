// 等位分: a rank carried to another year's 一分一段 table — the score whose band in that table holds the rank —
// on the same track across the reform (理科 before 物理类, 文科 before 历史类). The one computation behind both
// /api/rankTable/equivalent and 模拟填报's 往年等位分, so the two pages can never disagree on a number.
import { equivalentCategory, type RegionConfig } from '@zhiyuan/dataset';
import type { RankTable } from './rank-table.ts';

/** One other year's 等位分. */
export interface EquivalentScoreRow {
  year: number;
  category: string;
  /** The score in that year's table whose band holds the rank. */
  score: number;
  /** That score's lowest rank in its own year (its cumulative count). */
  rank: number;
  /** False when the rank is below that year's table (its lowest score is given). */
  withinTable: boolean;
  sample: boolean;
}

export interface EquivalentScoreSources {
  region: RegionConfig;
  /** Years (ascending) and their categories that have a rank table. */
  years(): Promise<ReadonlyMap<number, readonly string[]>>;
  table(year: number, category: string): Promise<RankTable | undefined>;
}

/**
 * The 等位分 of a rank held in `from.year`'s `from.category`, in every other year with a table on the same
 * track that `include` accepts, newest first.
 */
export async function equivalentScoresAtRank(
  sources: EquivalentScoreSources,
  from: { year: number; category: string; rank: number },
  include: (year: number) => boolean = () => true,
): Promise<EquivalentScoreRow[]> {
  const years = await sources.years();
  const rows: EquivalentScoreRow[] = [];
  for (const year of [...years.keys()].sort((a, b) => b - a)) {
    if (year === from.year || !include(year)) continue;
    const categories = years.get(year) ?? [];
    const category =
      equivalentCategory(sources.region, from.year, from.category, year) ??
      (categories.includes(from.category) ? from.category : null);
    if (category === null || !categories.includes(category)) continue;
    const other = await sources.table(year, category);
    if (!other) continue;
    const { score, within } = other.scoreAtRank(from.rank);
    rows.push({
      year,
      category,
      score,
      rank: other.entry(score).rankTo,
      withinTable: within,
      sample: other.sample,
    });
  }
  return rows;
}
