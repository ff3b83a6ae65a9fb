// `POST /api/simulate/recommend`: checks the year, category and batch against the region and the data, finds
// the candidate's rank (from the score in the year's 一分一段 table, or as given), then answers from the
// prepared units of the batch (see simulator.ts).
import type { CallHandlers } from '../../http/calls.ts';
import type { Catalog } from '../catalog/index.ts';
import type { RankTables } from '../rank-tables/index.ts';
import { recommend } from './recommend.ts';
import type { Simulator } from './simulator.ts';

export interface SimulateHandlerDeps {
  /** 当前年份 (the site's setting): the year of a recommendation that names none. */
  currentYear(): Promise<number>;
  simulator: Simulator;
  rankTables: Pick<RankTables, 'table'>;
  catalog: Pick<Catalog, 'enrollmentCodeIndex'>;
}

export function simulateHandlers({
  currentYear,
  simulator,
  rankTables,
  catalog,
}: SimulateHandlerDeps): Pick<CallHandlers, 'simulateRecommend'> {
  return {
    simulateRecommend: async ({ input }) => {
      const year = input.year ?? (await currentYear());
      await simulator.checkYearCategoryBatch(year, input.category, input.batch);
      const candidate = await simulator.candidateOf({ ...input, year });
      const prepared = await simulator.batch(year, input.category, input.batch);
      const result = recommend(prepared, candidate, input);
      const table = await rankTables.table(year, input.category);
      const codes = await catalog.enrollmentCodeIndex(year);
      return {
        ...result,
        items: result.items.map((item) => ({
          ...item,
          enrollmentCode: item.enrollmentCode ?? codes.get(item.college.code) ?? null,
        })),
        candidates: prepared.candidates,
        equivalentScores: await simulator.equivalentScores(candidate),
        sample: result.sample || (table?.sample ?? false),
      };
    },
  };
}
