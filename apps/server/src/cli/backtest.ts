// `npm run cli -- backtest`: the recommendation method checked against the data in the database. Reads the
// region's admission records, 批次线 and 一分一段 tables, turns each unit (a college or a 院校专业组) of each year
// into what was known before that year's admission, and lets the engine find each unit's past the way it
// does for a recommendation — `casesFromYearUnits` of @zhiyuan/admissions matches renumbered groups by their
// majors and programme, and falls back to the college with a wider spread. Every year is predicted from the
// years before it only (`backtestCases`); the engine, 位次法 and 线差法 are scored on the same samples.
import type { Kysely } from 'kysely';
import {
  backtestCases,
  casesFromYearUnits,
  type BacktestReport,
  type RankRows,
  type YearUnit,
} from '@zhiyuan/admissions';
import { batchesOf, categoriesOf, type RegionConfig } from '@zhiyuan/dataset';
import { createDataCache } from '../data/cache.ts';
import { createDataModules } from '../data/modules.ts';
import type { DB } from '../db/schema.ts';
import { loadUnitColumns } from '../modules/admission-records/index.ts';

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
}

/** Reads the database and runs the backtest. */
export async function runBacktest(
  db: Kysely<DB>,
  region: RegionConfig,
  options: BacktestRunOptions = {},
): Promise<BacktestRun> {
  const rows = await loadUnitColumns(db, region.province, options.categories ?? []);
  const data = createDataModules({ db, cache: createDataCache(db), now: Date.now, region });
  const trackOf = (year: number, category: string) =>
    categoriesOf(region, year).find((c) => c.name === category)?.track ?? category;
  const batchOf = (year: number, batch: string) => batchesOf(region, year).find((b) => b.name === batch);

  // The batch line each unit is admitted against (the batch's 批次线 of its year and category).
  const lines = new Map<string, number>();
  for (const l of await data.scoreLines.list()) lines.set(`${l.year}|${l.category}|${l.batch}`, l.score);
  const lineOf = (year: number, category: string, batch: string) => {
    const name = batchOf(year, batch)?.line;
    return name === undefined ? null : (lines.get(`${year}|${category}|${name}`) ?? null);
  };

  // A unit's majors (its major rows), for matching it to its past by content.
  const unitKey = (r: (typeof rows)[number]) =>
    `${r.year}|${r.category}|${r.batch}|${r.college_code}|${r.group_code}`;
  const majors = new Map<string, string[]>();
  for (const r of rows) {
    if (r.scope !== '专业') continue;
    const key = unitKey(r);
    majors.set(key, [...(majors.get(key) ?? []), r.major_code ?? r.major_name ?? '']);
  }
  const units: YearUnit[] = [];
  for (const r of rows) {
    if (r.scope === '专业' || r.min_rank === null) continue;
    const line = lineOf(r.year, r.category, r.batch);
    units.push({
      year: r.year,
      stratum: trackOf(r.year, r.category),
      level: batchOf(r.year, r.batch)?.level ?? r.batch,
      collegeCode: r.college_code,
      groupCode: r.group_code === '' ? null : r.group_code,
      name: r.college_name,
      majors: majors.get(unitKey(r)) ?? null,
      minRank: r.min_rank,
      minScore: r.min_score,
      planCount: r.plan_count,
      knownPlan: r.plan_count,
      lineScore: line,
      levelLine: line,
    });
  }
  const tables: RankRows[] = [];
  for (const [year, categories] of await data.rankTables.years()) {
    for (const category of categories) {
      const table = await data.rankTables.table(year, category);
      if (table) tables.push({ year, stratum: trackOf(year, category), rows: table.data.rows });
    }
  }

  const minPastYears = options.minPastYears ?? 1;
  const cases = casesFromYearUnits({ name: region.province, units, tables });
  const report = backtestCases(cases, {
    minPastYears,
    ...(options.years && options.years.length > 0 ? { years: options.years } : {}),
  });
  const samples = rows.filter((r) => r.sample === 1).length;
  return {
    data: samples === rows.length ? 'sample' : samples === 0 ? 'official' : 'mixed',
    records: rows.length,
    units: units.length,
    options: {
      years: options.years && options.years.length > 0 ? [...options.years] : null,
      categories: options.categories && options.categories.length > 0 ? [...options.categories] : null,
      minPastYears,
    },
    report,
  };
}
