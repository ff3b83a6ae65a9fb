// The 一分一段 calls: a score's line, the score at a rank, the equivalent scores of the other years along the
// category's track, and the whole table. A year or category the data does not have answers 100400 naming
// the parameter; one without a table answers 100404.
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { RegionConfig } from '@zhiyuan/dataset';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { checkCategory, checkYear } from '../../http/region-params.ts';
import { equivalentScoresAtRank } from './equivalent-scores.ts';
import type { RankTable } from './rank-table.ts';

type RankTableCalls = 'lookupRank' | 'rankByRank' | 'equivalentScores' | 'getRankTable';

export interface RankTableHandlerDeps {
  region: RegionConfig;
  table(year: number, category: string): Promise<RankTable | undefined>;
  years(): Promise<ReadonlyMap<number, readonly string[]>>;
}

export function rankTableHandlers(deps: RankTableHandlerDeps): Pick<CallHandlers, RankTableCalls> {
  const { region } = deps;

  /** The table of a year and category, after checking both name data that exists. */
  async function table(year: number, category: string): Promise<RankTable> {
    const years = await deps.years();
    checkYear(region, year, { years: years.keys() });
    checkCategory(region, year, category, { categories: () => years.get(year) ?? [] });
    const found = await deps.table(year, category);
    if (!found) throw new AppError(ERROR_CODES.notFound, `暂无${year}年${category}的一分一段表`);
    return found;
  }

  return {
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
      const rank = source.entry(input.score).rankTo;
      const rows = await equivalentScoresAtRank(deps, { year: input.year, category: input.category, rank });
      return {
        year: input.year,
        category: input.category,
        score: input.score,
        rank,
        sample: source.sample,
        items: rows,
      };
    },

    getRankTable: async ({ input }) => (await table(input.year, input.category)).data,
  };
}
