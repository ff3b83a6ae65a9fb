// Seeding: the shipped real data (the MOE university list with its tags, both major catalogs) and the
// deterministic Inner Mongolia sample data (一分一段 tables, score lines, admission records, the current
// year's plans and the colleges' offerings derived from them), plus sample announcements and articles. It is
// idempotent: real rows are only added when missing, and sample rows only go into partitions (year,
// province, category) that have no rows, so official data is never touched; `force` first deletes the
// sample rows so they are generated again. One transaction; the caches of every process are told.
import type { Insertable, Kysely } from 'kysely';
import {
  createSampleGenerator,
  INNER_MONGOLIA,
  loadMajors,
  loadUniversities,
  MAJOR_CATALOG_YEARS,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { CollegeMajorsTable, DB } from '../db/schema.ts';
import {
  deleteSampleRows,
  filledPartitions,
  planToRow,
  rankRowToRow,
  recordToRow,
  SAMPLE_TABLES,
  scoreLineToRow,
  seedSampleRows,
} from '../modules/admissions/store.ts';
import {
  collegeMajorRow,
  collegeToRow,
  countColleges,
  majorToRow,
  seedCollegeMajors,
  seedColleges,
  seedMajors,
} from '../modules/catalog/store.ts';
import { seedContent } from '../modules/content/store.ts';
import { bumpDataVersion } from './cache.ts';

/** The seed of the sample data every install generates (same seed, same rows). */
export const SAMPLE_SEED = 20260601;

export interface SeedOptions {
  /** Only these colleges (MOE codes), and the samples of these only: tests seed a few. Default: all. */
  colleges?: readonly string[];
  /** Years of sample data (default: all of the region's; [] for none). */
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
  const years = options.years ?? region.years;
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
    result.colleges = await seedColleges(
      trx,
      universities.map((u) => collegeToRow(u, now)),
    );
    result.majors = await seedMajors(
      trx,
      MAJOR_CATALOG_YEARS.flatMap((edition) => loadMajors(edition).map(majorToRow)),
    );
    progress('院校与专业', 1, 1);

    if (years.length > 0) {
      if (force) for (const table of SAMPLE_TABLES) await deleteSampleRows(trx, table);
      const generator = createSampleGenerator({
        seed: options.seed ?? SAMPLE_SEED,
        years,
        region,
        universities,
      });
      result.scoreLines = await seedSampleRows(
        trx,
        'score_lines',
        generator.scoreLines.map(scoreLineToRow),
        await filledPartitions(trx, 'score_lines'),
      );
      result.rankTables = await seedSampleRows(
        trx,
        'rank_tables',
        generator.rankTables.map(rankRowToRow),
        await filledPartitions(trx, 'rank_tables'),
      );
      // A college's offerings: the majors of its plans, then those of its admissions not planned again.
      const offered: Insertable<CollegeMajorsTable>[] = [];
      const offeredNames = new Set<string>();
      const offer = (collegeCode: string, majorCode: string | null, majorName: string | null) => {
        if (majorName === null || offeredNames.has(`${collegeCode}|${majorName}`)) return;
        offeredNames.add(`${collegeCode}|${majorName}`);
        offered.push(collegeMajorRow(collegeCode, majorCode, majorName, true));
      };

      const plansFilled = await filledPartitions(trx, 'admission_plans');
      function* plans() {
        for (const plan of generator.plans()) {
          offer(plan.collegeCode, plan.majorCode, plan.majorName);
          yield planToRow(plan);
        }
      }
      result.admissionPlans = await seedSampleRows(trx, 'admission_plans', plans(), plansFilled);
      progress('招生计划（示例）', 1, 1);

      const recordsFilled = await filledPartitions(trx, 'admission_records');
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
          yield recordToRow(record);
        }
      }
      progress('历年录取（示例）', 0, recordYears);
      result.admissionRecords = await seedSampleRows(trx, 'admission_records', records(), recordsFilled);
      progress('历年录取（示例）', recordYears, recordYears);
      result.collegeMajors = await seedCollegeMajors(trx, offered, force);
    }

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
