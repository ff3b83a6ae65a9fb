// The admission history of the data fixtures: 内蒙古大学 in Inner Mongolia (college rows to 2024, 专业组 rows
// in 2025) and 计算机科学与技术 at three universities.
import type { AdmissionRow } from '@zhiyuan/contracts';
import { collegesFixture, type CollegeFixture } from './colleges.ts';

const INNER_MONGOLIA_UNI = collegesFixture.find((c) => c.id === 366)!;

function admissionRow(
  fields: Partial<AdmissionRow> &
    Pick<AdmissionRow, 'id' | 'year' | 'category' | 'batch' | 'scope' | 'minScore'>,
  from: CollegeFixture = INNER_MONGOLIA_UNI,
): AdmissionRow {
  return {
    province: '内蒙古',
    collegeId: from.id,
    collegeCode: from.code,
    collegeName: from.name,
    collegeProvince: from.province,
    collegeCity: from.city,
    tags: [...from.tags],
    groupCode: null,
    majorCode: null,
    majorName: null,
    planCount: null,
    avgScore: null,
    maxScore: null,
    minRank: null,
    sample: true,
    ...fields,
  };
}

/** 内蒙古大学 in Inner Mongolia: college rows up to 2024 and 专业组 rows in 2025, each with two majors. */
export const collegeAdmissionsFixture: AdmissionRow[] = (() => {
  const rows: AdmissionRow[] = [];
  let id = 1000;
  const base: Record<string, number> = { 理科: 548, 文科: 560, 物理类: 556, 历史类: 571 };
  const rank: Record<string, number> = { 理科: 14200, 文科: 3100, 物理类: 12800, 历史类: 2300 };
  for (const year of [2025, 2024, 2023, 2022, 2021]) {
    const reformed = year >= 2025;
    for (const category of reformed ? ['物理类', '历史类'] : ['理科', '文科']) {
      const shift = (year - 2021) * 3 - (year % 2) * 5;
      const minScore = (base[category] ?? 500) + shift;
      const minRank = (rank[category] ?? 10000) - shift * 180;
      const batch = reformed ? '本科批' : '本科一批';
      const majors =
        category === '理科' || category === '物理类'
          ? [
              ['080901', '计算机科学与技术'],
              ['071001', '生物科学'],
            ]
          : [
              ['020101', '经济学'],
              ['050202', '俄语'],
            ];
      rows.push(
        admissionRow({
          id: id++,
          year,
          category,
          batch,
          scope: reformed ? '专业组' : '院校',
          groupCode: reformed ? '01' : null,
          planCount: reformed ? 120 : 260,
          minScore,
          avgScore: minScore + 6.4,
          maxScore: minScore + 31,
          minRank,
        }),
      );
      majors.forEach(([code, name], i) => {
        rows.push(
          admissionRow({
            id: id++,
            year,
            category,
            batch,
            scope: '专业',
            groupCode: reformed ? '01' : null,
            majorCode: code ?? null,
            majorName: name ?? null,
            planCount: 30 - i * 8,
            minScore: minScore + 9 - i * 6,
            avgScore: minScore + 12.5 - i * 6,
            maxScore: minScore + 25 - i * 4,
            minRank: minRank - 1300 + i * 900,
          }),
        );
      });
    }
  }
  return rows;
})();

/** 计算机科学与技术 at three universities, for the major's history. */
export const majorAdmissionsFixture: AdmissionRow[] = [
  ...collegeAdmissionsFixture.filter((r) => r.majorCode === '080901'),
  admissionRow(
    {
      id: 5001,
      year: 2025,
      category: '物理类',
      batch: '本科批',
      scope: '专业',
      groupCode: '03',
      majorCode: '080901',
      majorName: '计算机科学与技术',
      planCount: 5,
      minScore: 677,
      avgScore: 677.7,
      maxScore: 682,
      minRank: 35,
    },
    collegesFixture.find((c) => c.id === 3)!,
  ),
  admissionRow(
    {
      id: 5002,
      year: 2024,
      category: '理科',
      batch: '本科一批',
      scope: '专业',
      majorCode: '080901',
      majorName: '计算机科学与技术',
      planCount: 4,
      minScore: 689,
      avgScore: 690.5,
      maxScore: 694,
      minRank: 21,
    },
    collegesFixture.find((c) => c.id === 3)!,
  ),
  admissionRow(
    {
      id: 5003,
      year: 2025,
      category: '物理类',
      batch: '本科批',
      scope: '专业',
      groupCode: '02',
      majorCode: '080901',
      majorName: '计算机科学与技术',
      planCount: 40,
      minScore: 512,
      avgScore: 518.2,
      maxScore: 533,
      minRank: 31020,
    },
    collegesFixture.find((c) => c.id === 368)!,
  ),
];
