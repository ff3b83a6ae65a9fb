// Seeding through the function the server's first start and the CLI's `seed` call: the full shipped and
// sample set on PostgreSQL (SQLite's full seed runs in main.test.ts, through a real start), idempotence,
// and `force`, which regenerates the samples (deterministically) without touching official data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateSampleData,
  loadMajors,
  loadUniversities,
  loadVocationalMajors,
  MAJOR_CATALOG_YEARS,
} from '@zhiyuan/dataset';
import { SAMPLE_SEED, seedDatabase } from '../src/data/seed.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';

type Counted =
  | 'colleges'
  | 'majors'
  | 'rank_tables'
  | 'score_lines'
  | 'admission_records'
  | 'admission_plans'
  | 'news'
  | 'articles';

async function counts(database: Database, sampleOnly = false): Promise<Record<Counted, number>> {
  const tables: Counted[] = [
    'colleges',
    'majors',
    'rank_tables',
    'score_lines',
    'admission_records',
    'admission_plans',
    'news',
    'articles',
  ];
  const result = {} as Record<Counted, number>;
  for (const table of tables) {
    let query = database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (sampleOnly && table !== 'colleges' && table !== 'majors') query = query.where('sample', '=', 1);
    result[table] = Number((await query.executeTakeFirstOrThrow()).n);
  }
  return result;
}

describe('the full seed on PostgreSQL', () => {
  let target: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    target = await createTestDatabase('postgres');
    database = openDatabase(target.url);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  it('writes every shipped and sample row, flagged', async () => {
    const result = await seedDatabase(database.db);
    const expected = generateSampleData({ seed: SAMPLE_SEED });
    const majors =
      MAJOR_CATALOG_YEARS.reduce((n, edition) => n + loadMajors(edition).length, 0) +
      loadVocationalMajors().length;
    expect(result).toMatchObject({
      colleges: loadUniversities().length,
      majors,
      rankTables: expected.rankTables.length,
      scoreLines: expected.scoreLines.length,
      admissionRecords: expected.admissionRecords.length,
      admissionPlans: expected.plans.length,
    });
    expect(result.collegeMajors).toBeGreaterThan(10_000);
    expect(await counts(database, true)).toEqual({
      colleges: result.colleges,
      majors,
      rank_tables: result.rankTables,
      score_lines: result.scoreLines,
      admission_records: result.admissionRecords,
      admission_plans: result.admissionPlans,
      news: result.news,
      articles: result.articles,
    });
  });
});

describe.each(DATABASE_KINDS)('seeding again on %s', (kind) => {
  let target: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    target = await createTestDatabase(kind);
    database = openDatabase(target.url);
    await migrateToLatest(database);
    await seedDatabase(database.db, SMALL_SEED);
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  it('adds nothing when everything is there', async () => {
    const before = await counts(database);
    const again = await seedDatabase(database.db, SMALL_SEED);
    expect(again).toMatchObject({
      colleges: 0,
      majors: 0,
      rankTables: 0,
      admissionRecords: 0,
      news: 0,
      articles: 0,
    });
    expect(await counts(database)).toEqual(before);
  });

  it('regenerates the same samples with force, and leaves official partitions alone', async () => {
    const before = await counts(database);
    const samples2024 = await database.db
      .selectFrom('admission_records')
      .select(['college_code', 'min_score', 'major_key'])
      .where('year', '=', 2024)
      .orderBy('college_code')
      .orderBy('category')
      .orderBy('major_key')
      .orderBy('batch')
      .execute();
    // Make part of 2025 物理类's table official: force must not bring that table's samples back.
    const table = await database.db
      .selectFrom('rank_tables')
      .select('id')
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .execute();
    await database.db
      .updateTable('rank_tables')
      .set({ sample: 0 })
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .where('score', '>', 600)
      .execute();
    await database.db
      .deleteFrom('rank_tables')
      .where('year', '=', 2025)
      .where('category', '=', '物理类')
      .where('sample', '=', 1)
      .execute();
    const official = await database.db
      .selectFrom('rank_tables')
      .selectAll()
      .where('sample', '=', 0)
      .orderBy('score')
      .execute();
    expect(official.length).toBeGreaterThan(10);

    const forced = await seedDatabase(database.db, { ...SMALL_SEED, force: true });
    expect(forced.admissionRecords).toBe(before.admission_records);
    expect(forced.news).toBe(before.news);
    const after = await counts(database);
    expect(after).toEqual({ ...before, rank_tables: before.rank_tables - table.length + official.length });
    expect(
      await database.db
        .selectFrom('rank_tables')
        .selectAll()
        .where('sample', '=', 0)
        .orderBy('score')
        .execute(),
    ).toEqual(official);
    expect(
      await database.db
        .selectFrom('rank_tables')
        .select('id')
        .where('year', '=', 2025)
        .where('category', '=', '物理类')
        .where('sample', '=', 1)
        .execute(),
    ).toEqual([]);
    const regenerated = await database.db
      .selectFrom('admission_records')
      .select(['college_code', 'min_score', 'major_key'])
      .where('year', '=', 2024)
      .orderBy('college_code')
      .orderBy('category')
      .orderBy('major_key')
      .orderBy('batch')
      .execute();
    expect(regenerated).toEqual(samples2024);
  });
});
