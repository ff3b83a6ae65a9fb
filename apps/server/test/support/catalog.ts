// A small, fixed slice of the catalog for the suites: a few universities of every kind the tests need (985,
// 211, plain public, 民办, 专科; the region's own and others) and three years of sample data — enough to
// exercise every call in well under a second per database, where the full set takes several.
import { loadUniversities } from '@zhiyuan/dataset';
import type { SeedOptions } from '../../src/data/seed.ts';
import type { TestApp } from './test-app.ts';

export const TEST_COLLEGE_NAMES = [
  '北京大学',
  '清华大学',
  '内蒙古大学',
  '内蒙古工业大学',
  '内蒙古农业大学',
  '内蒙古师范大学',
  '内蒙古大学创业学院',
  '包头职业技术学院',
] as const;
export type TestCollegeName = (typeof TEST_COLLEGE_NAMES)[number];

/** The MOE code of a test college. */
export function codeOf(name: TestCollegeName): string {
  const found = loadUniversities().find((u) => u.name === name);
  if (!found) throw new Error(`${name} is not in the shipped list`);
  return found.code;
}

/** The years of sample data the suites seed: the last school-volunteer year, the first group year, the plans. */
export const TEST_YEARS = [2024, 2025, 2026] as const;

export const SMALL_SEED: SeedOptions = {
  colleges: TEST_COLLEGE_NAMES.map(codeOf),
  years: TEST_YEARS,
};

/** The row id of a seeded college, as the API uses it. */
export async function collegeId(t: TestApp, name: TestCollegeName): Promise<number> {
  const row = await t.app.db
    .selectFrom('colleges')
    .select('id')
    .where('code', '=', codeOf(name))
    .executeTakeFirstOrThrow();
  return row.id;
}
