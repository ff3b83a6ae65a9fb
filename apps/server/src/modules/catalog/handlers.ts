// The catalog calls: college search, detail, charter, majors and admission history; the major tree,
// search and detail. Everything is answered from the in-memory indexes; the favourites of colleges and
// majors are resolved here too (a college by its row id, a major by its code).
import { ERROR_CODES, type CollegeMajor, type MajorDetail } from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { checkBatch, checkCategory } from '../admissions/params.ts';
import { markdownBlocks } from '../content/markdown.ts';
import type { CollegeEntry } from './college-index.ts';

export const CATALOG_MESSAGES = {
  collegeNotFound: '院校不存在',
  majorNotFound: '专业不存在',
} as const;

type CatalogCalls =
  | 'searchColleges'
  | 'getCollege'
  | 'getCollegeCharter'
  | 'getCollegeMajors'
  | 'getCollegeAdmissions'
  | 'getMajorTree'
  | 'searchMajors'
  | 'getMajor';

export function catalogHandlers(s: Services): Pick<CallHandlers, CatalogCalls> {
  const college = async (id: number): Promise<CollegeEntry> => {
    const entry = (await s.catalog.colleges()).byId(id);
    if (!entry) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.collegeNotFound);
    return entry;
  };
  const currentEdition = async (year: number | undefined) => {
    const majors = await s.catalog.majors();
    return { majors, edition: majors.editionFor(year ?? s.region.currentYear) };
  };

  s.favouriteTargets.register('college', async (targetId) => {
    if (!/^\d{1,10}$/.test(targetId)) return null;
    const entry = (await s.catalog.colleges()).byId(Number(targetId));
    return entry ? { title: entry.name } : null;
  });
  s.favouriteTargets.register('major', async (targetId) => {
    const entry = (await s.catalog.majors()).get(targetId);
    return entry ? { title: entry.item.name } : null;
  });

  return {
    searchColleges: async ({ input }) => (await s.catalog.colleges()).search(input),

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
        s.catalog.offerings(),
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

    getCollegeAdmissions: async ({ input }) => {
      const entry = await college(input.id);
      const index = await s.admissions.index();
      if (input.category)
        checkCategory(s.region, undefined, input.category, { categories: index.categoriesIn });
      if (input.batch) checkBatch(s.region, undefined, input.batch, { batches: index.batchesIn });
      const items = index.history(entry.code, input.category, input.batch);
      return { college: { id: entry.id, code: entry.code, name: entry.name }, total: items.length, items };
    },

    getMajorTree: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year);
      if (edition === undefined)
        return { catalogYear: input.year ?? s.region.currentYear, level: input.level, categories: [] };
      return majors.tree(edition, input.level);
    },

    searchMajors: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year);
      const found = edition === undefined ? [] : majors.search(edition, input.keyword, input.level);
      const start = (input.page - 1) * input.pageSize;
      return { total: found.length, items: found.slice(start, start + input.pageSize).map((m) => m.item) };
    },

    getMajor: async ({ input }) => {
      const { majors, edition } = await currentEdition(input.year);
      const major = majors.get(input.code, edition);
      if (!major) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.majorNotFound);
      const [offerings, colleges] = await Promise.all([s.catalog.offerings(), s.catalog.colleges()]);
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
        colleges: offering,
      };
    },
  };
}
