// `npm run cli -- backtest`: the recommendation method checked against the data in the database. Reads the
// region's admission records and the 一分一段 tables' candidate counts, builds each unit's history the way the
// recommendation does (the simulate module's unit histories), runs `backtest` of @zhiyuan/admissions — every year of every unit
// predicted from the years before it only — prints `formatBacktestReport` and writes the figures as JSON.
import type { Kysely } from 'kysely';
import { backtest, type BacktestReport, type BacktestUnit } from '@zhiyuan/admissions';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DB } from '../db/schema.ts';
import { loadUnitColumns } from '../modules/admission-records/index.ts';
import { loadCandidateTotals } from '../modules/rank-tables/index.ts';
import { UnitHistoryIndex, type UnitRecordRow } from '../modules/simulate/index.ts';

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
  /** Admission records read and units built. */
  records: number;
  units: number;
  options: { years: number[] | null; categories: string[] | null; minPastYears: number };
  report: BacktestReport;
}

/** Reads the database and runs the backtest. */
export async function runBacktest(
  db: Kysely<DB>,
  region: RegionConfig,
  options: BacktestRunOptions = {},
): Promise<BacktestRun> {
  const rows = await loadUnitColumns(db, region.province, options.categories ?? []);
  const records: UnitRecordRow[] = rows.map((r) => ({
    year: r.year,
    category: r.category,
    batch: r.batch,
    collegeCode: r.college_code,
    groupCode: r.group_code === '' ? null : r.group_code,
    scope: r.scope,
    majorCode: r.major_code,
    majorName: r.major_name,
    planCount: r.plan_count,
    minScore: r.min_score,
    minRank: r.min_rank,
    sample: r.sample === 1,
  }));
  const candidates = await loadCandidateTotals(db, region.province);

  const index = new UnitHistoryIndex(records, region);
  const units: BacktestUnit[] = [];
  for (const [key, years] of index.units()) {
    units.push({
      key,
      history: years.map((y) => ({
        year: y.year,
        minRank: y.minRank,
        minScore: y.minScore,
        planCount: y.planCount,
        candidates: candidates.get(`${y.year}|${y.category}`) ?? null,
      })),
    });
  }
  const minPastYears = options.minPastYears ?? 1;
  const report = backtest(units, {
    minPastYears,
    ...(options.years && options.years.length > 0 ? { years: options.years } : {}),
  });
  const samples = records.filter((r) => r.sample).length;
  return {
    data: samples === records.length ? 'sample' : samples === 0 ? 'official' : 'mixed',
    records: records.length,
    units: units.length,
    options: {
      years: options.years && options.years.length > 0 ? [...options.years] : null,
      categories: options.categories && options.categories.length > 0 ? [...options.categories] : null,
      minPastYears,
    },
    report,
  };
}
