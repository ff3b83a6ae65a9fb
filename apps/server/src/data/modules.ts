// The data modules wired together: the catalog, the four admission data tables, high schools and imports —
// what the read API serves from and what the CLI and the benchmark import through — with 当前年份 (the site's
// setting) and the years the data holds. Each module gets exactly what it needs; only this file and app.ts
// know how they fit.
import type { Kysely } from 'kysely';
import { INNER_MONGOLIA, knownYears, type RegionConfig } from '@zhiyuan/dataset';
import type { DB } from '../db/schema.ts';
import type { Clock } from '../lib/time.ts';
import { createAdmissionPlans, type AdmissionPlans } from '../modules/admission-plans/index.ts';
import { createAdmissionRecords, type AdmissionRecords } from '../modules/admission-records/index.ts';
import { createBacktest, createConvertedRanks, type Backtest } from '../modules/backtest/index.ts';
import { createCatalog, type Catalog } from '../modules/catalog/index.ts';
import { createHighSchools, type HighSchools } from '../modules/high-schools/index.ts';
import { createImports, type Imports } from '../modules/imports/index.ts';
import { createRankTables, type RankTables } from '../modules/rank-tables/index.ts';
import { createScoreLines, type ScoreLines } from '../modules/score-lines/index.ts';
import { currentYearReader } from '../modules/site/index.ts';
import type { DataCache } from './cache.ts';

export interface DataModulesDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  /** The region the site serves (Inner Mongolia by default): years, categories, batches as data. */
  region?: RegionConfig;
  /** The most rows an admission export holds (tests lower it to see a result cut). */
  exportMaxRows?: number | undefined;
}

export interface DataModules {
  region: RegionConfig;
  /** 当前年份, the site's setting (the region config's year until an admin sets it), read per call. */
  currentYear(): Promise<number>;
  /** The years the data holds (score lines, rank tables, admission records and plans), per data version. */
  dataYears(): Promise<number[]>;
  /** The years the site knows: the config's, the data's and 当前年份 (`knownYears` of the dataset). */
  knownYears(): Promise<number[]>;
  catalog: Catalog;
  scoreLines: ScoreLines;
  rankTables: RankTables;
  admissionRecords: AdmissionRecords;
  admissionPlans: AdmissionPlans;
  highSchools: HighSchools;
  imports: Imports;
  backtest: Backtest;
}

export function createDataModules({
  db,
  cache,
  now,
  region = INNER_MONGOLIA,
  exportMaxRows,
}: DataModulesDeps): DataModules {
  const currentYear = currentYearReader(db, region);
  const catalog = createCatalog({ db, cache, region, currentYear });
  const scoreLines = createScoreLines({ db, cache, now, region });
  const rankTables = createRankTables({ db, cache, region });
  const convertedRanks = createConvertedRanks({ cache, region, scoreLines, rankTables });
  const admissionRecords = createAdmissionRecords({
    db,
    cache,
    region,
    now,
    catalog,
    exportMaxRows,
    convertedRanks,
  });
  const admissionPlans = createAdmissionPlans({ db, cache, region, currentYear, catalog });
  const highSchools = createHighSchools({ db, now });
  const imports = createImports({
    db,
    cache,
    now,
    region,
    currentYear,
    writers: { catalog, highSchools, scoreLines, rankTables, admissionRecords, admissionPlans },
  });
  const backtest = createBacktest({ cache, region, admissionRecords, scoreLines, rankTables });
  const dataYears = () =>
    cache.get('data:years', async () => {
      const [lines, tables, index, plans] = await Promise.all([
        scoreLines.list(),
        rankTables.years(),
        admissionRecords.index(),
        admissionPlans.plans(),
      ]);
      const years = new Set([...lines.map((l) => l.year), ...tables.keys(), ...index.years]);
      for (const plan of plans) years.add(plan.year);
      return [...years].sort((a, b) => a - b);
    });
  return {
    region,
    currentYear,
    dataYears,
    knownYears: async () => knownYears(region, await dataYears(), await currentYear()),
    catalog,
    scoreLines,
    rankTables,
    admissionRecords,
    admissionPlans,
    highSchools,
    imports,
    backtest,
  };
}
