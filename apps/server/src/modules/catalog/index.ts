// The catalog module (院校 and 专业): owns colleges, majors and college_majors, answers the college and major
// calls and the back office's 院校库/专业库 edits, and gives the other modules the in-memory indexes, a
// college by id, the titles of favourited colleges and majors, and the writers seeding and imports go through.
import type { Kysely } from 'kysely';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { createCatalogReads, type CatalogReads } from './catalog.ts';
import { catalogHandlers, type CatalogCalls } from './handlers.ts';
import { enrollmentCodeIndex, loadEnrollmentCodes, recordEnrollmentCodes } from './enrollment-codes.ts';
import { catalogReferences, importColleges, importMajors, recordOfferings } from './repository.ts';

export { countColleges, seedColleges, seedMajors, seedOfferings, type Offering } from './repository.ts';
export { catalogAdminHandlers, type CatalogAdminCalls, type CatalogAdminDeps } from './admin-handlers.ts';
export type { CollegeEntry, CollegeIndex } from './college-index.ts';
export type { MajorIndex } from './major-index.ts';
export { enrollmentCodeOfGroup, loadEnrollmentCodes, type EnrollmentCode } from './enrollment-codes.ts';

export interface CatalogDeps {
  db: Kysely<DB>;
  cache: DataCache;
  region: RegionConfig;
  /** 当前年份 (the site's setting): the major catalogue's edition when a call names no year. */
  currentYear(): Promise<number>;
}

export interface Catalog extends CatalogReads {
  handlers: Pick<CallHandlers, CatalogCalls>;
  /** Writers of imported colleges, majors and offerings, run in the import's transaction. */
  importColleges: typeof importColleges;
  importMajors: typeof importMajors;
  recordOfferings: typeof recordOfferings;
  /** The codes and names an import's rows are checked against. */
  references: typeof catalogReferences;
  /** 招生代码 per province and year: written by imports, read by the import's matching and the 志愿表. */
  recordEnrollmentCodes: typeof recordEnrollmentCodes;
  enrollmentCodes: typeof loadEnrollmentCodes;
  /** The 招生代码 to show per college code for the region's year (see enrollment-codes.ts). */
  enrollmentCodeIndex: (year: number) => Promise<ReadonlyMap<string, string>>;
}

export function createCatalog({ db, cache, region, currentYear }: CatalogDeps): Catalog {
  const reads = createCatalogReads(db, cache);
  return {
    ...reads,
    handlers: catalogHandlers(reads, currentYear),
    importColleges,
    importMajors,
    recordOfferings,
    references: catalogReferences,
    recordEnrollmentCodes,
    enrollmentCodes: loadEnrollmentCodes,
    // Kept per data version, as the college list is: every writer of the codes bumps the version.
    enrollmentCodeIndex: (year) =>
      cache.get(`catalog:enrollmentCodeIndex:${year}`, () => enrollmentCodeIndex(db, region.province, year)),
  };
}
