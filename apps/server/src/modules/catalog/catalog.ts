// The catalog as the other modules see it: the college and major indexes and the offerings (which college
// offers which major), each loaded once per data version from the catalog's tables; a college by its row id
// (or 100404), and the titles of favourited colleges and majors.
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { CollegeIndex, type CollegeEntry } from './college-index.ts';
import { MajorIndex } from './major-index.ts';
import {
  loadCollegeMajorRecords,
  loadCollegeRecords,
  loadMajorRecords,
  type CollegeMajorRecord,
} from './repository.ts';

export const CATALOG_MESSAGES = {
  collegeNotFound: '院校不存在',
  majorNotFound: '专业不存在',
} as const;

/** Which majors each college offers, and which colleges offer each major code. */
export interface Offerings {
  byCollege: ReadonlyMap<string, readonly CollegeMajorRecord[]>;
  byMajorCode: ReadonlyMap<string, readonly CollegeMajorRecord[]>;
}

/** A favourite's title, or null when there is no such target. */
export type TitleOf = (targetId: string) => Promise<{ title: string } | null>;

export interface CatalogReads {
  colleges(): Promise<CollegeIndex>;
  majors(): Promise<MajorIndex>;
  offerings(): Promise<Offerings>;
  /** The college of a row id; 100404 院校不存在 when there is none. */
  collegeById(id: number): Promise<CollegeEntry>;
  /** Titles of favourited colleges (by row id) and majors (by code). */
  favouriteTitles: { college: TitleOf; major: TitleOf };
}

export function createCatalogReads(db: Kysely<DB>, cache: DataCache): CatalogReads {
  const colleges = () =>
    cache.get('catalog:colleges', async () => new CollegeIndex(await loadCollegeRecords(db)));
  const majors = () => cache.get('catalog:majors', async () => new MajorIndex(await loadMajorRecords(db)));
  return {
    colleges,
    majors,
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
    async collegeById(id) {
      const entry = (await colleges()).byId(id);
      if (!entry) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.collegeNotFound);
      return entry;
    },
    favouriteTitles: {
      async college(targetId) {
        if (!/^\d{1,10}$/.test(targetId)) return null;
        const entry = (await colleges()).byId(Number(targetId));
        return entry ? { title: entry.name } : null;
      },
      async major(targetId) {
        const entry = (await majors()).get(targetId);
        return entry ? { title: entry.item.name } : null;
      },
    },
  };
}
