// The candidate of a recommendation or a volunteer table's check: the year, category and batch checked
// against the region and the data (100400 naming the parameter), the subjects for 选科, and the rank — from
// the score in the year's 一分一段 table, or as given.
import { ERROR_CODES, type RecommendInput } from '@zhiyuan/contracts';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { checkBatch, checkCategory, checkYear } from '../../http/region-params.ts';
import type { AdmissionIndex } from '../admission-records/index.ts';
import type { AdmissionPlanRecord } from '../admission-plans/index.ts';
import type { RankTable } from '../rank-tables/index.ts';
import type { Candidate } from './recommend.ts';
import { trackOf } from './units.ts';

/** The first subjects: a category on one of these tracks implies that subject. */
const FIRST_SUBJECT_TRACKS = ['物理', '历史'];

export type CandidateInput = Pick<RecommendInput, 'category' | 'batch' | 'score' | 'rank' | 'electives'> & {
  year: number;
};

/** What the candidate checks read: the region, the admission records, rank tables and plans. */
export interface CandidateSources {
  region: RegionConfig;
  cache: DataCache;
  index(): Promise<AdmissionIndex>;
  rankTable(year: number, category: string): Promise<RankTable | undefined>;
  rankYears(): Promise<ReadonlyMap<number, readonly string[]>>;
  plans(): Promise<readonly AdmissionPlanRecord[]>;
}

/** Checks a year, category and batch against the region config and what the data holds (100400 naming it). */
export async function checkYearCategoryBatch(
  s: CandidateSources,
  year: number,
  category: string,
  batch: string,
): Promise<void> {
  const known = await s.cache.get('simulate:known', async () => {
    const [index, rankYears, plans] = await Promise.all([s.index(), s.rankYears(), s.plans()]);
    const years = [...new Set([...index.years, ...rankYears.keys(), ...plans.map((p) => p.year)])];
    const categories = new Map<number, string[]>();
    for (const y of years) {
      categories.set(y, [...new Set([...index.categoriesIn(y), ...(rankYears.get(y) ?? [])])]);
    }
    const batches = new Map(years.map((y) => [y, index.batchesIn(y)]));
    return { years, categories, batches, allBatches: index.batchesIn(undefined) };
  });
  checkYear(s.region, year, { years: known.years });
  checkCategory(s.region, year, category, {
    categories: (y) => (y === undefined ? [] : (known.categories.get(y) ?? [])),
  });
  checkBatch(s.region, year, batch, {
    batches: (y) => (y === undefined ? known.allBatches : (known.batches.get(y) ?? [])),
  });
}

/**
 * The candidate's subjects for 选科: the first subject the category implies (物理类 → 物理) and the electives.
 * Null without electives. A first subject that contradicts the category is refused.
 */
export function candidateSubjects(
  region: RegionConfig,
  year: number,
  category: string,
  electives: readonly string[] | undefined,
): string[] | null {
  if (electives === undefined) return null;
  const track = trackOf(region, year, category);
  if (!FIRST_SUBJECT_TRACKS.includes(track)) return [...electives];
  const other = electives.find((e) => FIRST_SUBJECT_TRACKS.includes(e) && e !== track);
  if (other !== undefined) {
    throw fieldError('electives', `${category}考生的首选科目是${track}，不能选考${other}`);
  }
  return [track, ...electives.filter((e) => e !== track)];
}

/** The candidate's rank, rank range and score: from the score in the year's table, or the rank as given. */
export async function candidateOf(s: CandidateSources, input: CandidateInput): Promise<Candidate> {
  const table = await s.rankTable(input.year, input.category);
  const subjects = candidateSubjects(s.region, input.year, input.category, input.electives);
  const base = { year: input.year, category: input.category, batch: input.batch, subjects };
  if (input.score !== undefined && input.score !== null) {
    if (!table) {
      throw new AppError(
        ERROR_CODES.notFound,
        `暂无${input.year}年${input.category}的一分一段表，无法由分数换算位次，请直接填写位次`,
      );
    }
    const entry = table.entry(input.score);
    return {
      ...base,
      rank: entry.rankTo,
      rankRange: { from: entry.rankFrom, to: entry.rankTo },
      score: input.score,
    };
  }
  const rank = input.rank ?? 1;
  const at = table?.scoreAtRank(rank);
  return { ...base, rank, rankRange: { from: rank, to: rank }, score: at?.within ? at.score : null };
}
