// 等位分 for a candidate: the score in each earlier year with a table on the same track, carried by rank along
// both tables' piecewise-linear curves (the engine's tables, built from the rank tables module's).
import {
  equivalentScoresByYear,
  interpolatedRank,
  interpolatedScore,
  type RankTable as EngineRankTable,
} from '@zhiyuan/admissions';
import type { RecommendData } from '@zhiyuan/contracts';
import { equivalentCategory, type RegionConfig } from '@zhiyuan/dataset';
import type { Candidate } from './recommend.ts';

/**
 * The candidate's score in each earlier year with a table on the same track (理科 before 物理类), newest
 * first: carried by rank along both tables' piecewise-linear curves.
 */
export async function equivalentScores(
  sources: {
    region: RegionConfig;
    /** Years (ascending) and their categories that have a rank table. */
    rankYears(): Promise<ReadonlyMap<number, readonly string[]>>;
    engineTable(year: number, category: string): Promise<EngineRankTable | undefined>;
  },
  candidate: Candidate,
): Promise<RecommendData['equivalentScores']> {
  const { region } = sources;
  const years = await sources.rankYears();
  const wanted: { year: number; category: string }[] = [];
  for (const year of [...years.keys()].sort((a, b) => b - a)) {
    if (year >= candidate.year) continue;
    const categories = years.get(year) ?? [];
    const category =
      equivalentCategory(region, candidate.year, candidate.category, year) ??
      (categories.includes(candidate.category) ? candidate.category : null);
    if (category !== null && categories.includes(category)) wanted.push({ year, category });
  }
  const tables = new Map<string, EngineRankTable>();
  for (const w of [...wanted, { year: candidate.year, category: candidate.category }]) {
    const table = await sources.engineTable(w.year, w.category);
    if (table) tables.set(`${w.year}|${w.category}`, table);
  }
  const own = tables.get(`${candidate.year}|${candidate.category}`);
  if (own && candidate.score !== null) {
    const rows = equivalentScoresByYear({
      year: candidate.year,
      category: candidate.category,
      score: candidate.score,
      toYears: wanted.map((w) => w.year),
      categoriesByYear: region.categoriesByYear,
      table: (year, category) => tables.get(`${year}|${category}`),
    });
    if (rows.length > 0 || wanted.length === 0) {
      return rows.map((r) => ({
        year: r.year,
        category: r.category,
        score: r.score,
        rank: Math.max(1, Math.round(r.rank)),
      }));
    }
  }
  // By rank alone (no table for the candidate's year, or categories the region does not list).
  const rank = own && candidate.score !== null ? interpolatedRank(own, candidate.score) : candidate.rank;
  const rows: RecommendData['equivalentScores'] = [];
  for (const w of wanted) {
    const table = tables.get(`${w.year}|${w.category}`);
    if (!table) continue;
    const exact = interpolatedScore(table, rank);
    rows.push({
      year: w.year,
      category: w.category,
      score: Math.round(exact),
      rank: Math.max(1, Math.round(interpolatedRank(table, exact))),
    });
  }
  return rows;
}
