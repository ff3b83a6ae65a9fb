// `GET /api/scoreLine/list`: the region's lines, filtered by year, category and line name, each of which must
// name data that exists (100400 naming the parameter otherwise).
import type { ScoreLineItem } from '@zhiyuan/contracts';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { CallHandlers } from '../../http/calls.ts';
import { checkBatch, checkCategory, checkYear, knownFrom } from '../../http/region-params.ts';

export interface ScoreLineHandlerDeps {
  region: RegionConfig;
  list(): Promise<readonly ScoreLineItem[]>;
}

export function scoreLineHandlers({
  region,
  list,
}: ScoreLineHandlerDeps): Pick<CallHandlers, 'listScoreLines'> {
  return {
    listScoreLines: async ({ input }) => {
      const lines = await list();
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
  };
}
