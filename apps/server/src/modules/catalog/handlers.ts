// The catalog calls: college search, detail, charter and majors; the major tree, search and detail. Everything
// is answered from the in-memory indexes. (A college's admission history is the admission records module's.)
import { ERROR_CODES, markdownBlocks, type CollegeMajor, type MajorDetail } from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';

import { CATALOG_MESSAGES, type CatalogReads } from './catalog.ts';
import type { CollegeEntry } from './college-index.ts';

export type CatalogCalls =
  | 'searchColleges'
  | 'getCollege'
  | 'getCollegeCharter'
  | 'getCollegeMajors'
  | 'getMajorTree'
  | 'searchMajors'
  | 'getMajor';

export function catalogHandlers(
  catalog: CatalogReads,
  currentYear: () => Promise<number>,
): Pick<CallHandlers, CatalogCalls> {
  const college = catalog.collegeById;
  const currentEdition = async (year: number | undefined, level?: '本科' | '专科') => {
    const majors = await catalog.majors();
    return { majors, edition: majors.editionFor(year ?? (await currentYear()), level) };
  };

  return {
    searchColleges: async ({ input }) => (await catalog.colleges()).search(input),

    getCollege: async ({ input }) => (await college(input.id)).detail,

    getCollegeCharter: async ({ input }) => {
      const entry = await college(input.id);
      return {
        id: entry.id,
        code: entry.code,
        name: entry.name,
        charter: entry.detail.hasCharter ? entry.charter : null,
        blocks: entry.detail.hasCharter && entry.charter ? markdownBlocks(entry.charter) : [],
      };
    },

    getCollegeMajors: async ({ input }) => {
      const entry = await college(input.id);
      const [offerings, { majors, edition }] = await Promise.all([
        catalog.offerings(),
        currentEdition(undefined),
      ]);
      const items = (offerings.byCollege.get(entry.code) ?? []).map((row): CollegeMajor => {
        const major = row.major_code === null ? undefined : majors.get(row.major_code, edition);
        return {
          majorCode: row.major_code,
          majorName: row.major_name,
          category: major?.item.category ?? null,
          subcategory: major?.item.subcategory ?? null,
          sample: row.sample === 1,
        };
      });
      items.sort(
        (a, b) =>
          (a.majorCode === null ? 1 : 0) - (b.majorCode === null ? 1 : 0) ||
          (a.majorCode ?? '').localeCompare(b.majorCode ?? '') ||
          a.majorName.localeCompare(b.majorName, 'zh'),
      );
      return { total: items.length, items };
    },

    getMajorTree: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year, input.level);
      if (edition === undefined)
        return { catalogYear: input.year ?? (await currentYear()), level: input.level, categories: [] };
      return majors.tree(edition, input.level);
    },

    searchMajors: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year, input.level);
      const found = edition === undefined ? [] : majors.search(edition, input.keyword, input.level);
      const start = (input.page - 1) * input.pageSize;
      return { total: found.length, items: found.slice(start, start + input.pageSize).map((m) => m.item) };
    },

    getMajor: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year);
      const major = majors.get(input.code, edition);
      if (!major) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.majorNotFound);
      const [offerings, colleges] = await Promise.all([catalog.offerings(), catalog.colleges()]);
      const codes = [major.item.code, major.previousCode].filter((c): c is string => c !== null);
      const found = new Map<string, { entry: CollegeEntry; sample: boolean }>();
      for (const code of codes) {
        for (const row of offerings.byMajorCode.get(code) ?? []) {
          const entry = colleges.byCode(row.college_code);
          if (entry && !found.has(entry.code)) found.set(entry.code, { entry, sample: row.sample === 1 });
        }
      }
      const offering: MajorDetail['colleges'] = [...found.values()]
        .sort((a, b) => a.entry.tier - b.entry.tier || a.entry.code.localeCompare(b.entry.code))
        .map(({ entry, sample }) => ({ ...entry.item, sample }));
      return {
        ...major.item,
        note: major.note,
        previousCode: major.previousCode,
        intro: major.intro,
        introBlocks: major.intro ? markdownBlocks(major.intro) : [],
        colleges: offering,
      };
    },
  };
}
