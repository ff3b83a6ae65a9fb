// The 2026 plan groups (物理类) of the data fixtures' colleges with their 选科 requirements, answering 选科查询
// the way the server does (every group on one side for a combination) and a college's 招生计划.
import type { CollegePlans, ElectivesData, ElectivesGroup, ElectivesQuery } from '@zhiyuan/contracts';
import { collegesFixture } from './colleges.ts';

type PlanGroup = Omit<ElectivesGroup, 'allowed' | 'missing' | 'college'> & { collegeId: number };

const group = (
  collegeId: number,
  groupCode: string,
  subjectRequirement: string,
  majors: string[],
): PlanGroup => ({
  collegeId,
  batch: '本科批',
  groupCode,
  subjectRequirement,
  planCount: majors.length * 5,
  majors: majors.map((name, i) => ({ code: `08090${i}`, name, planCount: 5 })),
  sample: true,
});

export const electivesGroupsFixture: readonly PlanGroup[] = [
  group(1, '01', '物理+化学', ['数学与应用数学', '物理学']),
  group(1, '02', '不限', ['经济学']),
  group(366, '01', '物理+化学', ['计算机科学与技术', '软件工程']),
  group(366, '02', '物理', ['电子信息工程']),
  group(366, '03', '物理+化学+生物', ['生物科学']),
  group(367, '01', '思想政治', ['法学']),
  group(368, '01', '不限', ['工商管理', '会计学']),
];

/** The answer to a 选科查询 query (validated by the caller) over the fixture groups. */
export function electivesAnswer(
  q: Required<Pick<ElectivesQuery, 'category'>> & {
    electives: string[];
    result?: 'allowed' | 'denied' | undefined;
    keyword?: string | undefined;
    province?: string | undefined;
    tags?: string[] | undefined;
    page: number;
    pageSize: number;
  },
): ElectivesData {
  const first = q.category === '历史类' ? '历史' : '物理';
  const subjects = [first, ...q.electives];
  const judged: ElectivesGroup[] = electivesGroupsFixture.flatMap(({ collegeId, ...g }) => {
    const c = collegesFixture.find((x) => x.id === collegeId);
    if (!c) return [];
    const college = {
      id: c.id,
      name: c.name,
      province: c.province,
      city: c.city,
      nature: c.nature,
      tags: c.tags,
    };
    if (q.keyword && !c.name.includes(q.keyword) && !g.majors.some((m) => m.name.includes(q.keyword ?? '')))
      return [];
    if (q.province && c.province !== q.province) return [];
    if (q.tags?.length && !q.tags.some((t) => (c.tags as readonly string[]).includes(t))) return [];
    const required = g.subjectRequirement === '不限' ? [] : g.subjectRequirement.split('+');
    const missing = required.filter((s) => !subjects.includes(s));
    return [{ ...g, college, allowed: missing.length === 0, missing }];
  });
  const allowedCount = judged.filter((g) => g.allowed).length;
  const listed = q.result ? judged.filter((g) => g.allowed === (q.result === 'allowed')) : judged;
  const start = (q.page - 1) * q.pageSize;
  return {
    year: 2026,
    category: q.category,
    subjects,
    allowedCount,
    deniedCount: judged.length - allowedCount,
    total: listed.length,
    items: listed.slice(start, start + q.pageSize),
  };
}

/** A college's 招生计划: its fixture groups, 4 years and 5,000 yuan a year each major. */
export function collegePlansAnswer(collegeId: number): CollegePlans {
  const groups = electivesGroupsFixture.filter((g) => g.collegeId === collegeId);
  return {
    year: groups.length > 0 ? 2026 : null,
    groups: groups.map((g) => ({
      category: '物理类',
      batch: g.batch,
      groupCode: g.groupCode,
      subjectRequirement: g.subjectRequirement,
      planCount: g.planCount,
      majors: g.majors.map((m) => ({ ...m, years: 4, tuition: 5000 })),
    })),
    sample: groups.some((g) => g.sample),
  };
}
