// 模拟填报 on the server: the admission units of a year, category and batch with their threshold predictions
// (which do not depend on the candidate) prepared once per data version and kept in the data cache (see
// prepare.ts), so a recommendation is a scan of the prepared units (ranking.ts) plus reasons and flags for
// the one page returned (recommend.ts). The maths is `@zhiyuan/admissions'`. The volunteer tables check
// their choices against the same prepared units and candidate.
import { createRankTable, scoreToRank, type RankTable as EngineRankTable } from '@zhiyuan/admissions';
import type { RecommendData } from '@zhiyuan/contracts';
import { batchesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { AdmissionPlans } from '../admission-plans/index.ts';
import type { AdmissionRecords } from '../admission-records/index.ts';
import type { Backtest } from '../backtest/index.ts';
import type { Catalog } from '../catalog/index.ts';
import type { RankTables } from '../rank-tables/index.ts';
import type { ScoreLines } from '../score-lines/index.ts';
import {
  candidateOf,
  checkYearCategoryBatch,
  type CandidateInput,
  type CandidateSources,
} from './candidate.ts';
import { prepareBatch } from './prepare.ts';
import type { PreparedBatch } from './prepared.ts';
import type { Candidate } from './recommend.ts';
import { UnitHistoryIndex } from './units.ts';

export interface SimulatorDeps {
  cache: DataCache;
  region: RegionConfig;
  admissionRecords: Pick<AdmissionRecords, 'index'>;
  rankTables: Pick<RankTables, 'table' | 'years' | 'equivalentScores'>;
  admissionPlans: Pick<AdmissionPlans, 'plans'>;
  catalog: Pick<Catalog, 'colleges' | 'majors' | 'enrollmentCodeIndex'>;
  scoreLines: Pick<ScoreLines, 'list'>;
  /** The rank model and calibration table fitted on the data, and units' pasts matched as it matches them. */
  backtest: Pick<Backtest, 'fitted' | 'pastYears'>;
}

export interface Simulator {
  histories(): Promise<UnitHistoryIndex>;
  batch(year: number, category: string, batch: string): Promise<PreparedBatch>;
  /** The engine's table of a year and category, when the data has one. */
  engineTable(year: number, category: string): Promise<EngineRankTable | undefined>;
  /** Candidates per `year|category` from the rank tables. */
  candidateTotals(): Promise<ReadonlyMap<string, number>>;
  /** Checks a year, category and batch against the region config and the data (100400 naming it). */
  checkYearCategoryBatch(year: number, category: string, batch: string): Promise<void>;
  /** The candidate's rank and subjects, from the score in the year's table or the rank as given. */
  candidateOf(input: CandidateInput): Promise<Candidate>;
  /** The candidate's 等位分 in each earlier year on the same track, newest first. */
  equivalentScores(candidate: Candidate): Promise<RecommendData['equivalentScores']>;
}

export function createSimulator(deps: SimulatorDeps): Simulator {
  const { cache, region, rankTables, catalog } = deps;

  const histories = () =>
    cache.get('simulate:histories', async () => {
      const index = await deps.admissionRecords.index();
      return new UnitHistoryIndex(index.rows, region);
    });

  const candidateTotals = () =>
    cache.get('simulate:candidates', async () => {
      const totals = new Map<string, number>();
      for (const [year, categories] of await rankTables.years()) {
        for (const category of categories) {
          const table = await rankTables.table(year, category);
          if (table) totals.set(`${year}|${category}`, table.candidates);
        }
      }
      return totals as ReadonlyMap<string, number>;
    });

  const engineTable = (year: number, category: string) =>
    cache.get(`simulate:table:${year}|${category}`, async () => {
      const table = await rankTables.table(year, category);
      if (!table) return undefined;
      try {
        return createRankTable(table.data.rows);
      } catch {
        // A table that does not add up gives no equivalent scores rather than wrong ones.
        return undefined;
      }
    });

  // Candidates at or above the lowest line of each batch's level (本科 / 专科: 本科一批 recruits from above the
  // 本科二批 line too), per `year|category|batch` with a line and a table — the field the backtest reads.
  const fields = () =>
    cache.get('simulate:fields', async () => {
      const lines = new Map<string, number>();
      for (const l of await deps.scoreLines.list()) lines.set(`${l.year}|${l.category}|${l.batch}`, l.score);
      const result = new Map<string, number>();
      for (const [year, categories] of await rankTables.years()) {
        for (const category of categories) {
          const table = await engineTable(year, category);
          if (!table) continue;
          const batches = batchesOf(region, year);
          for (const b of batches) {
            const known = batches
              .filter((other) => other.level === b.level)
              .map((other) => lines.get(`${year}|${category}|${other.line}`))
              .filter((l): l is number => l !== undefined);
            if (known.length > 0)
              result.set(`${year}|${category}|${b.name}`, scoreToRank(table, Math.min(...known)).rankTo);
          }
        }
      }
      return result as ReadonlyMap<string, number>;
    });

  const sources: CandidateSources = {
    region,
    cache,
    index: deps.admissionRecords.index,
    rankTable: rankTables.table,
    rankYears: rankTables.years,
    plans: deps.admissionPlans.plans,
  };
  const prepareSources = {
    region,
    histories,
    candidateTotals,
    plans: deps.admissionPlans.plans,
    colleges: catalog.colleges,
    majors: catalog.majors,
    fitted: deps.backtest.fitted,
    pastYears: deps.backtest.pastYears,
    field: async (year: number, category: string, batch: string) =>
      (await fields()).get(`${year}|${category}|${batch}`) ?? null,
  };

  return {
    histories,
    candidateTotals,
    engineTable,
    batch: (year, category, batch) =>
      cache.get(`simulate:batch:${year}|${category}|${batch}`, () =>
        prepareBatch(prepareSources, year, category, batch),
      ),
    checkYearCategoryBatch: (year, category, batch) => checkYearCategoryBatch(sources, year, category, batch),
    candidateOf: (input) => candidateOf(sources, input),
    equivalentScores: async (candidate) => {
      const rows = await rankTables.equivalentScores(candidate, (year) => year < candidate.year);
      return rows.map(({ year, category, score, rank }) => ({ year, category, score, rank }));
    },
  };
}
