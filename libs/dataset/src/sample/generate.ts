/**
 * The deterministic sample data set of a region (Inner Mongolia by default): per year and category a
 * 一分一段 table and the score lines; per university that admits there, admission records by college (up to
 * 2024) or by 院校专业组 (from 2025) with a row per major; and the 招生计划 of the current year. Same seed, same
 * rows. `createSampleGenerator` streams the large parts; `generateSampleData` collects everything. The parts
 * are made in ./tables.ts, ./units.ts, ./records.ts and ./plans.ts.
 */
import { loadMajors, MAJOR_CATALOG_YEARS, type MajorCatalogYear } from '../majors.ts';
import { loadGuangdongRankTables, type SourceRankTable } from '../rank-sources.ts';
import { INNER_MONGOLIA, type RegionConfig } from '../region.ts';
import type { AdmissionPlan, AdmissionRecord, College, Major, RankTableRow, ScoreLine } from '../schemas.ts';
import { loadUniversities } from '../universities.ts';
import { sampleCollegeProfile, type SampleCollegeProfile } from './college-model.ts';
import { sampleKey, type SampleContext } from './context.ts';
import { sampleModelOf, type SampleModel } from './model.ts';
import { samplePlans } from './plans.ts';
import type { RankLookup } from './rank-tables.ts';
import { sampleAdmissionRecords } from './records.ts';
import { generateTables, type SampleCandidates } from './tables.ts';
import { createSampleUnits } from './units.ts';

export type { SampleCandidates } from './tables.ts';

export interface SampleOptions {
  /** Same seed → same rows. */
  seed: number | string;
  /** Years to generate (default: all years of the region). Admission records are made for the years before
   *  the region's current year, plans for the current year; tables and lines for every year. */
  years?: readonly number[];
  region?: RegionConfig;
  model?: SampleModel;
  /** Universities to consider (default: the shipped MOE list). */
  universities?: readonly College[];
  /** Major catalogs by edition (default: the shipped ones). */
  catalogs?: Partial<Record<MajorCatalogYear, readonly Major[]>>;
  /** Real tables lending their shape (default: the shipped Guangdong tables). */
  rankSources?: readonly SourceRankTable[];
  /** Data folder for the defaults above. */
  dataDir?: string;
}

/** The streaming face of the sample: small tables at once, records and plans as iterators. */
export interface SampleGenerator {
  seed: number | string;
  region: RegionConfig;
  years: readonly number[];
  candidates: readonly SampleCandidates[];
  rankTables: readonly RankTableRow[];
  scoreLines: readonly ScoreLine[];
  /** Score ↔ rank of one year's table, or undefined if not generated. */
  lookup(year: number, category: string): RankLookup | undefined;
  /** The model's decisions about one university (undefined for an unknown code). */
  profile(code: string): SampleCollegeProfile | undefined;
  /** Admission records, a college's rows together (unit row first, then its majors). */
  admissionRecords(): Generator<AdmissionRecord>;
  /** 招生计划 rows of the current year (none if it is not among the years). */
  plans(): Generator<AdmissionPlan>;
}

/** Everything at once. */
export interface SampleData {
  candidates: SampleCandidates[];
  rankTables: RankTableRow[];
  scoreLines: ScoreLine[];
  admissionRecords: AdmissionRecord[];
  plans: AdmissionPlan[];
}

/** The options with their defaults, checked against the region. */
function contextOf(options: SampleOptions): SampleContext {
  const region = options.region ?? INNER_MONGOLIA;
  const years = [...(options.years ?? region.years)].sort((a, b) => a - b);
  for (const year of years) {
    if (!region.years.includes(year)) throw new Error(`示例数据：${region.province} 没有 ${year} 年的配置`);
  }
  const model = options.model ?? sampleModelOf(region);
  if (!model) throw new Error(`示例数据：${region.province}没有示例数据模型`);
  return { seed: options.seed, region, model, years };
}

export function createSampleGenerator(options: SampleOptions): SampleGenerator {
  const context = contextOf(options);
  const { seed, region, years } = context;
  const universities = options.universities ?? loadUniversities(options.dataDir);
  const catalog = (edition: MajorCatalogYear) =>
    options.catalogs?.[edition] ?? loadMajors(edition, options.dataDir);
  const baseCatalog = catalog(MAJOR_CATALOG_YEARS[0]);
  const tables = generateTables(context, options.rankSources ?? loadGuangdongRankTables(options.dataDir));

  // Stable per-university decisions.
  const profiles = new Map<string, SampleCollegeProfile>();
  for (const college of universities) {
    profiles.set(college.code, sampleCollegeProfile(college, baseCatalog, region.province, seed));
  }
  const units = createSampleUnits(context, baseCatalog, catalog);

  return {
    seed,
    region,
    years,
    candidates: tables.candidates,
    rankTables: tables.rankTables,
    scoreLines: tables.scoreLines,
    lookup: (year, category) => tables.lookups.get(sampleKey(year, category)),
    profile: (code) => profiles.get(code),
    admissionRecords: () => sampleAdmissionRecords(context, universities, profiles, units, tables),
    plans: () => samplePlans(context, universities, profiles, units),
  };
}

/** The whole sample set in arrays (about 130,000 admission rows and 30,000 plan rows for the default). */
export function generateSampleData(options: SampleOptions): SampleData {
  const generator = createSampleGenerator(options);
  return {
    candidates: [...generator.candidates],
    rankTables: [...generator.rankTables],
    scoreLines: [...generator.scoreLines],
    admissionRecords: [...generator.admissionRecords()],
    plans: [...generator.plans()],
  };
}
