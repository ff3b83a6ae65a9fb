// The rank a real admission row without a published rank is compared by (内蒙古 2025's 投档 lines): the same
// line-difference conversion live predictions use (derived-ranks.ts), read once per data version, with its
// note and the conversion's own 80 % interval, for pages that show the row (a college's history).
import { lineDifferenceInterval } from '@zhiyuan/admissions';
import type { AdmissionRow } from '@zhiyuan/contracts';
import type { DataCache } from '../../data/cache.ts';
import { lineDifferenceRanker } from './derived-ranks.ts';
import { readRegionLines, readRegionTables } from './region-lines.ts';
import type { RegionDataSources } from './region-data.ts';

export type RowForRank = Pick<
  AdmissionRow,
  'year' | 'category' | 'batch' | 'minScore' | 'minRank' | 'sample'
>;
export type DerivedRank = NonNullable<AdmissionRow['derivedRank']>;
/** The converted rank of a row; undefined for an official rank, a generated row or one nothing converts. */
export type RowRanker = (row: RowForRank) => DerivedRank | undefined;

export interface ConvertedRanks {
  ranker(): Promise<RowRanker>;
}

export function createConvertedRanks(
  deps: Pick<RegionDataSources, 'region' | 'scoreLines' | 'rankTables'> & { cache: DataCache },
): ConvertedRanks {
  return {
    ranker: () =>
      deps.cache.get('backtest:rowRanker', async () => {
        const lines = await readRegionLines(deps.region, deps.scoreLines);
        const { official } = await readRegionTables(lines, deps.rankTables);
        const convert = lineDifferenceRanker(official, lines.lineOfLevel);
        return (row: RowForRank) => {
          if (row.minRank !== null || row.sample) return undefined;
          const converted = convert({
            year: row.year,
            stratum: lines.trackOf(row.year, row.category),
            level: lines.levelOf(row.year, row.batch) ?? row.batch,
            minScore: row.minScore,
            levelLine: lines.levelLineOf(row.year, row.category, row.batch),
          });
          if (!converted) return undefined;
          const rank = converted.minRank;
          return { rank, note: converted.derived.note, ...lineDifferenceInterval(rank) };
        };
      }),
  };
}
