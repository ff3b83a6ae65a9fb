// Admission records for 大数据查询's tests and stories, and `admissionSearchHandlers`: the public data calls
// of dataHandlers with a search that filters, sorts and pages like the server (year, category, batch,
// keyword, province, tags, score and rank ranges, scope, every order). The rows imitate the server's sample
// data: six universities of data-fixtures, five years across the 2025 reform, a unit row per year and
// category with two major rows under it; every row is marked sample.
import { admissionSearchQuery, type AdmissionRow } from '@zhiyuan/contracts';
import { collegesFixture, dataHandlers } from './data-fixtures.ts';
import type { FakeHandlers } from './fake-server.ts';

/** How selective each college is: its 2025 物理类 lowest score, and its lowest rank. */
const PROFILE: Record<number, { score: number; rank: number; majors: [string, string][] }> = {
  1: {
    score: 688,
    rank: 30,
    majors: [
      ['080901', '计算机科学与技术'],
      ['070101', '数学与应用数学'],
    ],
  },
  3: {
    score: 685,
    rank: 45,
    majors: [
      ['080901', '计算机科学与技术'],
      ['080701', '电子信息工程'],
    ],
  },
  366: {
    score: 598,
    rank: 4455,
    majors: [
      ['080901', '计算机科学与技术'],
      ['071001', '生物科学'],
    ],
  },
  367: {
    score: 526,
    rank: 16110,
    majors: [
      ['100201K', '临床医学'],
      ['080202', '机械设计制造及其自动化'],
    ],
  },
  368: {
    score: 558,
    rank: 10120,
    majors: [
      ['080901', '计算机科学与技术'],
      ['080601', '电气工程及其自动化'],
    ],
  },
  1688: {
    score: 582,
    rank: 6490,
    majors: [
      ['080901', '计算机科学与技术'],
      ['120201K', '工商管理'],
    ],
  },
};

/** Unit and major rows of the six colleges, 2021–2025, newest first. */
export const admissionRowsFixture: AdmissionRow[] = (() => {
  const rows: AdmissionRow[] = [];
  let id = 20_000;
  for (const year of [2025, 2024, 2023, 2022, 2021]) {
    const reformed = year >= 2025;
    for (const college of collegesFixture) {
      const profile = PROFILE[college.id];
      if (!profile) continue;
      for (const [category, offset] of reformed
        ? ([
            ['物理类', 0],
            ['历史类', 12],
          ] as const)
        : ([
            ['理科', -4],
            ['文科', 9],
          ] as const)) {
        const drift = (2025 - year) * 3 - (year % 2) * 4;
        const minScore = Math.min(700, profile.score + offset - drift);
        const minRank = Math.max(1, Math.round(profile.rank * (1 + drift / 100) * (offset > 5 ? 0.3 : 1)));
        const base = {
          year,
          province: '内蒙古',
          category,
          batch: reformed ? '本科批' : '本科一批',
          collegeId: college.id,
          collegeCode: college.code,
          collegeName: college.name,
          collegeProvince: college.province,
          collegeCity: college.city,
          tags: [...college.tags],
          groupCode: reformed ? '01' : null,
          sample: true,
        };
        rows.push({
          ...base,
          id: id++,
          scope: reformed ? '专业组' : '院校',
          majorCode: null,
          majorName: null,
          planCount: 40,
          minScore,
          avgScore: minScore + 6.5,
          maxScore: minScore + 22,
          minRank,
        });
        profile.majors.forEach(([code, name], i) => {
          rows.push({
            ...base,
            id: id++,
            scope: '专业',
            majorCode: code,
            majorName: name,
            planCount: 12 - i * 4,
            minScore: minScore + 8 - i * 8,
            avgScore: minScore + 12 - i * 8,
            maxScore: minScore + 20 - i * 6,
            minRank: Math.max(1, minRank - 600 + i * 900),
          });
        });
      }
    }
  }
  return rows;
})();

/** Query parameters as the server reads them: a repeated name becomes a list. */
function parse(query: URLSearchParams) {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    raw[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return admissionSearchQuery.parse(raw);
}

const ORDERS = {
  'score-desc': (a: AdmissionRow, b: AdmissionRow) => b.minScore - a.minScore,
  'score-asc': (a: AdmissionRow, b: AdmissionRow) => a.minScore - b.minScore,
  'rank-asc': (a: AdmissionRow, b: AdmissionRow) => (a.minRank ?? Infinity) - (b.minRank ?? Infinity),
  'rank-desc': (a: AdmissionRow, b: AdmissionRow) => (b.minRank ?? -Infinity) - (a.minRank ?? -Infinity),
  'year-desc': (a: AdmissionRow, b: AdmissionRow) => b.year - a.year || b.minScore - a.minScore,
} as const;

/** The public data calls, with a search over `rows` that behaves like the server's. */
export function admissionSearchHandlers(rows: readonly AdmissionRow[] = admissionRowsFixture): FakeHandlers {
  return {
    ...dataHandlers({ admissions: rows }),
    searchAdmissions: ({ query }) => {
      const q = parse(query);
      const found = rows.filter(
        (r) =>
          (q.year === undefined || r.year === q.year) &&
          (!q.category || r.category === q.category) &&
          (!q.batch || r.batch === q.batch) &&
          (!q.keyword || r.collegeName.includes(q.keyword) || (r.majorName ?? '').includes(q.keyword)) &&
          (!q.province || r.collegeProvince === q.province) &&
          (!q.tags || q.tags.length === 0 || q.tags.some((t) => r.tags.includes(t))) &&
          (q.scoreMin === undefined || r.minScore >= q.scoreMin) &&
          (q.scoreMax === undefined || r.minScore <= q.scoreMax) &&
          (q.rankMin === undefined || (r.minRank !== null && r.minRank >= q.rankMin)) &&
          (q.rankMax === undefined || (r.minRank !== null && r.minRank <= q.rankMax)) &&
          (q.scope === 'all' || (q.scope === 'major') === (r.scope === '专业')),
      );
      const sorted = [...found].sort((a, b) => ORDERS[q.sort](a, b) || a.id - b.id);
      const start = (q.page - 1) * q.pageSize;
      return { total: sorted.length, items: sorted.slice(start, start + q.pageSize) };
    },
  };
}
