// Seeding: the shipped real data (the MOE university list with its tags and derived 院校类型, both undergraduate
// major catalogs and the 高职专科 one) and the
// deterministic Inner Mongolia sample data (一分一段 tables, score lines, admission records, the current
// year's plans and the colleges' offerings derived from them), plus sample announcements and articles. It is
// idempotent: real rows are only added when missing, and sample rows only go into partitions (year,
// province, category) that have no rows, so official data is never touched; `force` first deletes the
// sample rows so they are generated again. Every table is written by its owner's seeding entry. One
// transaction; the caches of every process are told.
import type { Kysely } from 'kysely';
import {
  createSampleGenerator,
  INNER_MONGOLIA,
  loadMajors,
  loadUniversities,
  loadVocationalMajors,
  MAJOR_CATALOG_YEARS,
  sampleModelOf,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { DB, Db } from '../db/schema.ts';
import { seedAdmissionPlans } from '../modules/admission-plans/index.ts';
import { seedAdmissionRecords } from '../modules/admission-records/index.ts';
import {
  countColleges,
  seedColleges,
  seedMajors,
  seedOfferings,
  type Offering,
} from '../modules/catalog/index.ts';
import { seedContent } from '../modules/content/index.ts';
import { seedRankTables } from '../modules/rank-tables/index.ts';
import { seedScoreLines } from '../modules/score-lines/index.ts';
import { bumpDataVersion } from './cache.ts';

/** The seed of the sample data every install generates (same seed, same rows). */
export const SAMPLE_SEED = 20260601;

export interface SeedOptions {
  /** Only these colleges (MOE codes), and the samples of these only: tests seed a few. Default: all. */
  colleges?: readonly string[];
  /** Years of sample data (default: all of the region's, none for a region without a sample model). */
  years?: readonly number[];
  /** Delete the sample rows first and generate them again (official rows stay). */
  force?: boolean;
  /** Seed the sample announcements and articles (default true). */
  content?: boolean;
  seed?: number | string;
  region?: RegionConfig;
  now?: () => number;
  /** Progress of the long steps, for the CLI's bar. */
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface SeedResult {
  colleges: number;
  majors: number;
  scoreLines: number;
  rankTables: number;
  admissionRecords: number;
  admissionPlans: number;
  collegeMajors: number;
  news: number;
  articles: number;
  durationMs: number;
}

/** Whether the catalog has never been seeded (no college at all): the server seeds on its first start. */
export async function catalogIsEmpty(db: Kysely<DB>): Promise<boolean> {
  return (await countColleges(db)) === 0;
}

export async function seedDatabase(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const now = (options.now ?? Date.now)();
  const region = options.region ?? INNER_MONGOLIA;
  const force = options.force ?? false;
  const wanted = options.colleges ? new Set(options.colleges) : undefined;
  const universities = loadUniversities().filter((u) => wanted === undefined || wanted.has(u.code));
  const years = options.years ?? (sampleModelOf(region) ? region.years : []);
  const progress = options.onProgress ?? (() => undefined);

  return db.transaction().execute(async (trx) => {
    const result: SeedResult = {
      colleges: 0,
      majors: 0,
      scoreLines: 0,
      rankTables: 0,
      admissionRecords: 0,
      admissionPlans: 0,
      collegeMajors: 0,
      news: 0,
      articles: 0,
      durationMs: 0,
    };
    progress('院校与专业', 0, 1);
    result.colleges = await seedColleges(trx, universities, now);
    result.majors = await seedMajors(trx, [
      ...MAJOR_CATALOG_YEARS.flatMap((edition) => loadMajors(edition)),
      ...loadVocationalMajors(),
    ]);
    progress('院校与专业', 1, 1);
    if (years.length > 0)
      Object.assign(result, await seedSamples(trx, options, universities, years, progress));

    if (options.content ?? true) {
      const content = await seedContent(trx, now, force);
      result.news = content.news;
      result.articles = content.articles;
    }
    await bumpDataVersion(trx, now);
    result.durationMs = Math.round(performance.now() - started);
    return result;
  });
}

/** The sample tables, plans and records of the years, and the offerings they name. */
async function seedSamples(
  trx: Db,
  options: SeedOptions,
  universities: ReturnType<typeof loadUniversities>,
  years: readonly number[],
  progress: NonNullable<SeedOptions['onProgress']>,
): Promise<
  Pick<SeedResult, 'scoreLines' | 'rankTables' | 'admissionPlans' | 'admissionRecords' | 'collegeMajors'>
> {
  const force = options.force ?? false;
  const region = options.region ?? INNER_MONGOLIA;
  const generator = createSampleGenerator({ seed: options.seed ?? SAMPLE_SEED, years, region, universities });
  const scoreLines = await seedScoreLines(trx, generator.scoreLines, force);
  const rankTables = await seedRankTables(trx, generator.rankTables, force);
  // A college's offerings: the majors of its plans, then those of its admissions not planned again.
  const offered: Offering[] = [];
  const offeredNames = new Set<string>();
  const offer = (collegeCode: string, majorCode: string | null, majorName: string | null) => {
    if (majorName === null || offeredNames.has(`${collegeCode}|${majorName}`)) return;
    offeredNames.add(`${collegeCode}|${majorName}`);
    offered.push({ collegeCode, majorCode, majorName });
  };

  function* plans() {
    for (const plan of generator.plans()) {
      offer(plan.collegeCode, plan.majorCode, plan.majorName);
      yield plan;
    }
  }
  const admissionPlans = await seedAdmissionPlans(trx, plans(), force);
  progress('招生计划（示例）', 1, 1);

  // The generator goes year by year.
  const recordYears = years.filter((y) => y < region.currentYear).length;
  let lastYear: number | undefined;
  let yearsDone = 0;
  function* records() {
    for (const record of generator.admissionRecords()) {
      if (record.year !== lastYear) {
        if (lastYear !== undefined) progress('历年录取（示例）', ++yearsDone, recordYears);
        lastYear = record.year;
      }
      if (record.scope === '专业') offer(record.collegeCode, record.majorCode, record.majorName);
      yield record;
    }
  }
  progress('历年录取（示例）', 0, recordYears);
  const admissionRecords = await seedAdmissionRecords(trx, records(), force);
  progress('历年录取（示例）', recordYears, recordYears);
  const collegeMajors = await seedOfferings(trx, offered, force);
  return { scoreLines, rankTables, admissionPlans, admissionRecords, collegeMajors };
}
