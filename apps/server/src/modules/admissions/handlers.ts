// The admission data calls: score lines, the 一分一段 lookups (score → rank, rank → score, equivalent scores
// of the other years along the category's track, the whole table) and the big-data admission search. All
// are answered from memory; parameters naming a year, category or batch the data does not have answer
// 100400 naming the parameter.
import { ERROR_CODES, type EquivalentScore } from '@zhiyuan/contracts';
import { equivalentCategory, shortProvinceName } from '@zhiyuan/dataset';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { checkBatch, checkCategory, checkYear, knownFrom } from './params.ts';
import type { RankTable } from './rank-table.ts';

type AdmissionCalls =
  'listScoreLines' | 'lookupRank' | 'rankByRank' | 'equivalentScores' | 'getRankTable' | 'searchAdmissions';

export function admissionHandlers(s: Services): Pick<CallHandlers, AdmissionCalls> {
  const { region } = s;

  /** The table of a year and category, after checking both name data that exists. */
  async function table(year: number, category: string): Promise<RankTable> {
    const years = await s.admissions.rankYears();
    checkYear(region, year, { years: years.keys() });
    checkCategory(region, year, category, { categories: () => years.get(year) ?? [] });
    const found = await s.admissions.rankTable(year, category);
    if (!found) throw new AppError(ERROR_CODES.notFound, `暂无${year}年${category}的一分一段表`);
    return found;
  }

  return {
    listScoreLines: async ({ input }) => {
      const lines = await s.admissions.scoreLines();
      const known = {
        years: lines.map((l) => l.year),
        categories: knownFrom(lines, (l) => l.category),
        batches: knownFrom(lines, (l) => l.batch),
      };
      if (input.year !== undefined) checkYear(region, input.year, known);
      if (input.category !== undefined) checkCategory(region, input.year, input.category, known);
      if (input.batch !== undefined) checkBatch(region, input.year, input.batch, known, true);
      const items = lines.filter(
        (l) =>
          (input.year === undefined || l.year === input.year) &&
          (input.category === undefined || l.category === input.category) &&
          (input.batch === undefined || l.batch === input.batch),
      );
      return { total: items.length, items };
    },

    lookupRank: async ({ input }) => (await table(input.year, input.category)).entry(input.score),

    rankByRank: async ({ input }) => {
      const found = await table(input.year, input.category);
      const { score, within } = found.scoreAtRank(input.rank);
      if (!within) {
        throw fieldError(
          'rank',
          `位次超出${input.year}年${input.category}一分一段表的范围（共 ${found.candidates} 人）`,
        );
      }
      return { ...found.entry(score), rank: input.rank };
    },

    equivalentScores: async ({ input }) => {
      const source = await table(input.year, input.category);
      const entry = source.entry(input.score);
      const rank = entry.rankTo;
      const items: EquivalentScore[] = [];
      const years = await s.admissions.rankYears();
      for (const year of [...years.keys()].sort((a, b) => b - a)) {
        if (year === input.year) continue;
        const categories = years.get(year) ?? [];
        const category =
          equivalentCategory(region, input.year, input.category, year) ??
          (categories.includes(input.category) ? input.category : null);
        if (category === null || !categories.includes(category)) continue;
        const other = await s.admissions.rankTable(year, category);
        if (!other) continue;
        const { score, within } = other.scoreAtRank(rank);
        items.push({ year, category, score, withinTable: within, sample: other.sample });
      }
      return {
        year: input.year,
        category: input.category,
        score: input.score,
        rank,
        sample: source.sample,
        items,
      };
    },

    getRankTable: async ({ input }) => (await table(input.year, input.category)).data,

    searchAdmissions: async ({ input }) => {
      const index = await s.admissions.index();
      const known = { years: index.years, categories: index.categoriesIn, batches: index.batchesIn };
      if (input.year !== undefined) checkYear(region, input.year, known);
      if (input.category !== undefined) checkCategory(region, input.year, input.category, known);
      if (input.batch !== undefined) checkBatch(region, input.year, input.batch, known);
      return index.search({
        ...input,
        province: input.province ? shortProvinceName(input.province) : undefined,
      });
    },
  };
}
