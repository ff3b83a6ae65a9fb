// The catalog as the other modules see it: the college and major indexes and the offerings (which college
// offers which major), each loaded once per data version from the catalog's tables.
import type { Kysely } from 'kysely';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import { CollegeIndex } from './college-index.ts';
import { MajorIndex } from './major-index.ts';
import {
  loadCollegeMajorRecords,
  loadCollegeRecords,
  loadMajorRecords,
  type CollegeMajorRecord,
} from './store.ts';

/** Which majors each college offers, and which colleges offer each major code. */
export interface Offerings {
  byCollege: ReadonlyMap<string, readonly CollegeMajorRecord[]>;
  byMajorCode: ReadonlyMap<string, readonly CollegeMajorRecord[]>;
}

export interface Catalog {
  colleges(): Promise<CollegeIndex>;
  majors(): Promise<MajorIndex>;
  offerings(): Promise<Offerings>;
}

export function createCatalog(db: Kysely<DB>, cache: DataCache): Catalog {
  return {
    colleges: () => cache.get('catalog:colleges', async () => new CollegeIndex(await loadCollegeRecords(db))),
    majors: () => cache.get('catalog:majors', async () => new MajorIndex(await loadMajorRecords(db))),
    offerings: () =>
      cache.get('catalog:offerings', async () => {
        const byCollege = new Map<string, CollegeMajorRecord[]>();
        const byMajorCode = new Map<string, CollegeMajorRecord[]>();
        for (const row of await loadCollegeMajorRecords(db)) {
          const offered = byCollege.get(row.college_code) ?? [];
          offered.push(row);
          byCollege.set(row.college_code, offered);
          if (row.major_code !== null) {
            const list = byMajorCode.get(row.major_code) ?? [];
            list.push(row);
            byMajorCode.set(row.major_code, list);
          }
        }
        return { byCollege, byMajorCode };
      }),
  };
}
