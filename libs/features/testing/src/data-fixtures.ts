// `dataHandlers`, a fake of the public data calls answering from the data fixtures (./data/: site config,
// colleges, admissions, majors, lines and 一分一段 tables): queries are parsed with the contract's own schemas
// (so a component sending a wrong parameter fails its test), and search, filters, sorting and paging behave
// like the server's — apps/server/test/fixture-parity/ asks the real server, loaded with the same rows, the
// same requests and fails when the answers differ. The figures imitate Inner Mongolia's sample data; every
// admission, line and rank row is marked sample, as the server's generated ones are.
import {
  electivesQuery,
  collegeKeywordScore,
  collegeAdmissionsQuery,
  collegeIdQuery,
  collegeSearchQuery,
  majorGetQuery,
  majorSearchQuery,
  majorTreeQuery,
  rankByRankQuery,
  rankLookupQuery,
  rankTableQuery,
  scoreLineListQuery,
  admissionSearchQuery,
  type AdmissionRow,
  type EquivalentScore,
  type ScoreLineItem,
  type SiteConfig,
  type SiteYear,
} from '@zhiyuan/contracts';
import { fail, type FakeHandlers } from './fake-server.ts';
import { collegeAdmissionsFixture, majorAdmissionsFixture } from './data/admissions.ts';
import {
  collegeCharterFixture,
  collegeMajorsFixture,
  collegesFixture,
  collegeSpelling,
  collegeTier,
  toItem,
  type CollegeFixture,
} from './data/colleges.ts';
import {
  majorDetailFixture,
  majorsFixture,
  majorTreeFixture,
  rankEntryFixture,
  rankTableFixture,
  scoreLinesFixture,
} from './data/majors-and-ranks.ts';
import { collegePlansAnswer, electivesAnswer } from './data/electives.ts';
import { siteConfigFixture } from './data/site-config.ts';

export { siteConfigFixture } from './data/site-config.ts';
export {
  collegeCharterFixture,
  collegeMajorsFixture,
  collegesFixture,
  collegeSpelling,
  type CollegeFixture,
} from './data/colleges.ts';
export { collegeAdmissionsFixture, majorAdmissionsFixture } from './data/admissions.ts';
export {
  majorDetailFixture,
  majorsFixture,
  majorTreeFixture,
  rankEntryFixture,
  professionalScoreLinesFixture,
  rankTableFixture,
  scoreLinesFixture,
} from './data/majors-and-ranks.ts';

// ------------------------------------------------------------------------------------------------- handlers

/** Query parameters as the server reads them: a repeated name becomes a list. */
function parseQuery<T>(schema: { parse: (input: unknown) => T }, query: URLSearchParams): T {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    raw[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return schema.parse(raw);
}

function page<T>(items: readonly T[], pageNumber: number, pageSize: number) {
  const start = (pageNumber - 1) * pageSize;
  return { total: items.length, items: items.slice(start, start + pageSize) };
}

const known = (years: readonly SiteYear[], year: number, category: string) =>
  years.some((y) => y.year === year && y.categories.some((c) => c.name === category));

export interface DataHandlersOptions {
  config?: SiteConfig;
  colleges?: readonly CollegeFixture[];
  admissions?: readonly AdmissionRow[];
  scoreLines?: readonly ScoreLineItem[];
}

/** Answers every public data call from the fixtures above. */
export function dataHandlers(options: DataHandlersOptions = {}): FakeHandlers {
  const config = options.config ?? siteConfigFixture;
  const colleges = options.colleges ?? collegesFixture;
  const admissions = options.admissions ?? [
    ...collegeAdmissionsFixture,
    ...majorAdmissionsFixture.filter((r) => r.collegeId !== 366),
  ];
  const lines = options.scoreLines ?? scoreLinesFixture;
  const collegeById = (id: number) => colleges.find((c) => c.id === id);
  const notFound = () => fail('100404', '院校不存在', 404);
  const tableOf = (year: number, category: string) =>
    known(config.years, year, category) ? rankTableFixture(year, category) : undefined;

  return {
    getSiteConfig: () => config,
    searchColleges: ({ query }) => {
      const q = parseQuery(collegeSearchQuery, query);
      const byCode = (a: CollegeFixture, b: CollegeFixture) =>
        a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
      const order = (a: CollegeFixture, b: CollegeFixture) =>
        q.sort === 'code'
          ? byCode(a, b)
          : q.sort === 'name'
            ? collegeSpelling(a).pinyin.localeCompare(collegeSpelling(b).pinyin) || byCode(a, b)
            : collegeTier(a) - collegeTier(b) || byCode(a, b);
      const keep = (c: CollegeFixture) =>
        (!q.province || c.province === q.province) &&
        (!q.city || c.city.includes(q.city)) &&
        (!q.level || c.level === q.level) &&
        (!q.nature || c.nature === q.nature) &&
        (!q.tags || q.tags.length === 0 || q.tags.some((t) => c.tags.includes(t))) &&
        (!q.type || c.type === q.type);
      // As the server: the default order first; a keyword keeps its matches best first, unless a sort is asked.
      const keyword = q.keyword?.replace(/\s+/g, '').toLowerCase();
      const base = [...colleges].sort((a, b) => collegeTier(a) - collegeTier(b) || byCode(a, b));
      const sorted = keyword
        ? base
            .map((c) => ({ c, score: collegeKeywordScore(collegeSpelling(c), keyword) }))
            .filter(({ c, score }) => score > 0 && keep(c))
            .sort((a, b) => b.score - a.score)
            .map(({ c }) => c)
        : base.filter(keep);
      if (keyword ? q.sort !== 'relevance' : true) sorted.sort(order);
      return page(sorted.map(toItem), q.page, q.pageSize);
    },
    getCollege: ({ query }) => {
      const found = collegeById(parseQuery(collegeIdQuery, query).id);
      if (!found) return notFound();
      const { aliases: _aliases, ...detail } = found;
      return detail;
    },
    getCollegeCharter: ({ query }) => {
      const found = collegeById(parseQuery(collegeIdQuery, query).id);
      if (!found) return notFound();
      if (found.id === collegeCharterFixture.id) return collegeCharterFixture;
      return { id: found.id, code: found.code, name: found.name, charter: null, blocks: [] };
    },
    getCollegeMajors: ({ query }) => {
      const found = collegeById(parseQuery(collegeIdQuery, query).id);
      if (!found) return notFound();
      const items = found.id === 366 ? collegeMajorsFixture : [];
      return { total: items.length, items };
    },
    getCollegeAdmissions: ({ query }) => {
      const q = parseQuery(collegeAdmissionsQuery, query);
      const found = collegeById(q.id);
      if (!found) return notFound();
      const items = admissions.filter(
        (r) =>
          r.collegeId === found.id &&
          (!q.category || r.category === q.category) &&
          (!q.batch || r.batch === q.batch),
      );
      return { college: { id: found.id, code: found.code, name: found.name }, total: items.length, items };
    },
    getMajorTree: ({ query }) => {
      const q = parseQuery(majorTreeQuery, query);
      if (q.level === '专科') return { catalogYear: q.year ?? 2026, level: '专科', categories: [] };
      return majorTreeFixture(q.year !== undefined && q.year <= 2025 ? 2025 : 2026);
    },
    searchMajors: ({ query }) => {
      const q = parseQuery(majorSearchQuery, query);
      const keyword = q.keyword?.toLowerCase();
      const found = majorsFixture.filter(
        (m) => !keyword || m.name.includes(keyword) || m.code.startsWith(keyword),
      );
      return page(found, q.page, q.pageSize);
    },
    getMajor: ({ query }) => {
      const q = parseQuery(majorGetQuery, query);
      return majorDetailFixture(q.code) ?? fail('100404', '专业不存在', 404);
    },
    searchAdmissions: ({ query }) => {
      const q = parseQuery(admissionSearchQuery, query);
      const found = admissions.filter(
        (r) =>
          (q.year === undefined || r.year === q.year) &&
          (!q.category || r.category === q.category) &&
          (!q.batch || r.batch === q.batch) &&
          (q.scope === 'all' || (q.scope === 'major') === (r.scope === '专业')) &&
          (!q.keyword || r.collegeName.includes(q.keyword) || (r.majorName ?? '').includes(q.keyword)),
      );
      const sorted = [...found].sort((a, b) =>
        q.sort === 'year-desc' ? b.year - a.year || b.minScore - a.minScore : b.minScore - a.minScore,
      );
      return page(sorted, q.page, q.pageSize);
    },
    listScoreLines: ({ query }) => {
      const q = parseQuery(scoreLineListQuery, query);
      const items = lines.filter(
        (l) =>
          (q.year === undefined || l.year === q.year) &&
          (!q.category || l.category === q.category) &&
          (!q.batch || l.batch === q.batch),
      );
      return { total: items.length, items };
    },
    lookupRank: ({ query }) => {
      const q = parseQuery(rankLookupQuery, query);
      const table = tableOf(q.year, q.category);
      return table
        ? rankEntryFixture(table, q.score)
        : fail('100404', `暂无${q.year}年${q.category}的一分一段表`, 404);
    },
    rankByRank: ({ query }) => {
      const q = parseQuery(rankByRankQuery, query);
      const table = tableOf(q.year, q.category);
      if (!table) return fail('100404', `暂无${q.year}年${q.category}的一分一段表`, 404);
      const row = table.rows.find((r) => r.cumulative >= q.rank);
      if (!row) {
        return fail(
          '100400',
          `位次超出${q.year}年${q.category}一分一段表的范围（共 ${table.candidates} 人）`,
        );
      }
      return { ...rankEntryFixture(table, row.score), rank: q.rank };
    },
    equivalentScores: ({ query }) => {
      const q = parseQuery(rankLookupQuery, query);
      const table = tableOf(q.year, q.category);
      if (!table) return fail('100404', `暂无${q.year}年${q.category}的一分一段表`, 404);
      const rank = rankEntryFixture(table, q.score).rankTo;
      const track = config.years
        .find((y) => y.year === q.year)
        ?.categories.find((c) => c.name === q.category)?.track;
      const items: EquivalentScore[] = [...config.years]
        .filter((y) => y.year !== q.year)
        .sort((a, b) => b.year - a.year)
        .flatMap((y) => {
          const category = y.categories.find((c) => c.track === track)?.name;
          if (!category) return [];
          const other = rankTableFixture(y.year, category);
          const row = other.rows.find((r) => r.cumulative >= rank);
          const last = other.rows.at(-1);
          return [
            {
              year: y.year,
              category,
              score: row?.score ?? last?.score ?? 0,
              rank: row?.cumulative ?? last?.cumulative ?? 0,
              withinTable: row !== undefined,
              sample: true,
            },
          ];
        });
      return { year: q.year, category: q.category, score: q.score, rank, sample: true, items };
    },
    getRankTable: ({ query }) => {
      const q = parseQuery(rankTableQuery, query);
      return tableOf(q.year, q.category) ?? fail('100404', `暂无${q.year}年${q.category}的一分一段表`, 404);
    },
    searchByElectives: ({ query }) => electivesAnswer(parseQuery(electivesQuery, query)),
    getCollegePlans: ({ query }) => {
      const found = collegeById(parseQuery(collegeIdQuery, query).id);
      return found ? collegePlansAnswer(found.id) : notFound();
    },
  };
}
