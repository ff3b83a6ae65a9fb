// The backtest module (回测): owns no table. It reads the region's admission units, 批次线 and 一分一段 tables
// (region-data.ts) and, once per data version, fits the recommendation method on them off the main thread
// (fit.ts): the rank model live predictions use and the calibration table shown beside each probability.
// Live predictions also find each unit's past here (`pastYears`), by the same matching the backtest measures.
// `npm run backtest` runs the full report through it.
import {
  indexRegion,
  pastYearsOf,
  type BacktestOptions,
  type BacktestReport,
  type MatchedYear,
  type RegionData,
  type TargetYear,
  type UnitProfile,
} from '@zhiyuan/admissions';
import type { DataCache } from '../../data/cache.ts';
import { backtestRegion, type FittedMethod } from './fit.ts';
import { fitMethodOffThread } from './off-thread.ts';
import { loadRegionData, type RegionDataSources } from './region-data.ts';

export type { FittedMethod } from './fit.ts';
export { createConvertedRanks, type ConvertedRanks, type RowRanker } from './converted-ranks.ts';

export interface BacktestDeps extends RegionDataSources {
  cache: DataCache;
}

export interface BacktestRunOptions {
  /** Years to predict; every year with data by default. */
  years?: readonly number[];
  /** Only records of these categories (理科, 物理类 …). */
  categories?: readonly string[];
  /** A unit-year is predicted only with at least this many earlier years (1 by default). */
  minPastYears?: number;
}

export interface BacktestRun {
  /** `sample`, `official`, or `mixed`: whether the records are generated samples. */
  data: 'sample' | 'official' | 'mixed';
  /** Admission records read and units (unit-years) built. */
  records: number;
  units: number;
  options: { years: number[] | null; categories: string[] | null; minPastYears: number };
  report: BacktestReport;
  /** The units and tables read: the region's place in the selection protocol beside the research provinces. */
  region: RegionData;
}

export interface Backtest {
  /** The full backtest on the database (`npm run backtest`). */
  run(options?: BacktestRunOptions): Promise<BacktestRun>;
  /** The method fitted on the data, once per data version. */
  fitted(): Promise<FittedMethod>;
  /**
   * The past years of units of one year, track and level, matched as the backtest matches them (`pastYearsOf`:
   * by content, else by the college with its spread). Pass every unit of the batch: they are each other's
   * siblings when a college renumbered its groups.
   */
  pastYears(targets: readonly UnitProfile[], at: TargetYear): Promise<MatchedYear[][]>;
}

export function createBacktest(deps: BacktestDeps): Backtest {
  const data = () => deps.cache.get('backtest:data', async () => (await loadRegionData(deps)).data);
  // Live predictions' past years also take the years without a table, ranks converted by line difference
  // (derived-ranks.ts); the fit and the backtest do not.
  const index = () =>
    deps.cache.get('backtest:index', async () =>
      indexRegion((await loadRegionData(deps, [], { deriveRanks: true })).data),
    );
  return {
    fitted: () => deps.cache.get('backtest:fitted', async () => fitMethodOffThread(await data())),
    pastYears: async (targets, at) => pastYearsOf(await index(), targets, at),
    run: async (options = {}) => {
      const categories = options.categories ?? [];
      const loaded = await loadRegionData(deps, categories);
      const years = options.years && options.years.length > 0 ? [...options.years] : null;
      const minPastYears = options.minPastYears ?? 1;
      const backtestOptions: BacktestOptions = { minPastYears, ...(years ? { years } : {}) };
      const { records, samples } = loaded;
      return {
        data: samples === records ? 'sample' : samples === 0 ? 'official' : 'mixed',
        records,
        units: loaded.data.units.length,
        options: { years, categories: categories.length > 0 ? [...categories] : null, minPastYears },
        report: backtestRegion(loaded.data, backtestOptions),
        region: loaded.data,
      };
    },
  };
}
