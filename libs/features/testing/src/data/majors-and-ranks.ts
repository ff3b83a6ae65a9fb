// The majors catalog, batch lines and 一分一段 tables of the data fixtures.
import type {
  MajorDetail,
  MajorItem,
  MajorTree,
  RankEntry,
  RankTable,
  ScoreLineItem,
} from '@zhiyuan/contracts';
import { collegesFixture, toItem } from './colleges.ts';

// --------------------------------------------------------------------------------------------------- majors

const major = (
  code: string,
  name: string,
  category: string,
  subcategory: string,
  degree: string,
  flags: MajorItem['flags'] = [],
  years = 4,
): MajorItem => ({
  code,
  name,
  category,
  subcategory,
  level: '本科',
  degree,
  years,
  flags,
  catalogYear: 2026,
});

export const majorsFixture: readonly MajorItem[] = [
  major('010101', '哲学', '哲学', '哲学类', '哲学'),
  major('010102', '逻辑学', '哲学', '哲学类', '哲学'),
  major('020101', '经济学', '经济学', '经济学类', '经济学'),
  major('080901', '计算机科学与技术', '工学', '计算机类', '工学/理学'),
  major('080902', '软件工程', '工学', '计算机类', '工学'),
  major('080910', '数据科学与大数据技术', '工学', '计算机类', '工学/理学', ['T']),
  major('080701', '电子信息工程', '工学', '电子信息类', '工学'),
  major('100201', '临床医学', '医学', '临床医学类', '医学', ['K'], 5),
];

const CATEGORY_CODES: Record<string, string> = { 哲学: '01', 经济学: '02', 工学: '08', 医学: '10' };

/** The catalog tree of {@link majorsFixture} for a catalog year. */
export function majorTreeFixture(catalogYear = 2026): MajorTree {
  const categories: MajorTree['categories'] = [];
  for (const m of majorsFixture) {
    let category = categories.find((c) => c.name === m.category);
    if (!category) {
      category = { code: CATEGORY_CODES[m.category] ?? '00', name: m.category, subcategories: [] };
      categories.push(category);
    }
    let sub = category.subcategories.find((s) => s.name === m.subcategory);
    if (!sub) {
      sub = { code: m.code.slice(0, 4), name: m.subcategory, majors: [] };
      category.subcategories.push(sub);
    }
    sub.majors.push({ ...m, catalogYear });
  }
  return { catalogYear, level: '本科', categories };
}

export function majorDetailFixture(code = '080901'): MajorDetail | undefined {
  const item = majorsFixture.find((m) => m.code === code);
  if (!item) return undefined;
  const offering = code === '080901' ? [3, 366, 368] : code === '010101' ? [1, 366] : [];
  return {
    ...item,
    note: code === '080901' ? '可授工学或理学学士学位' : '',
    previousCode: null,
    intro:
      code === '080901'
        ? '培养掌握计算机科学与技术基本理论、基本知识和基本技能，能在科研、教育、企业等部门从事计算机教学、科学研究和应用的高级专门人才。'
        : null,
    colleges: offering.map((id) => ({ ...toItem(collegesFixture.find((c) => c.id === id)!), sample: true })),
  };
}

// ------------------------------------------------------------------------------------- lines and rank tables

const LINE_VALUES: Record<number, Record<string, Record<string, number>>> = {
  2021: {
    理科: { 本科一批: 480, 本科二批: 351, 高职专科批: 160 },
    文科: { 本科一批: 519, 本科二批: 415, 高职专科批: 160 },
  },
  2022: {
    理科: { 本科一批: 441, 本科二批: 334, 高职专科批: 160 },
    文科: { 本科一批: 489, 本科二批: 393, 高职专科批: 160 },
  },
  2023: {
    理科: { 本科一批: 434, 本科二批: 331, 高职专科批: 160 },
    文科: { 本科一批: 480, 本科二批: 381, 高职专科批: 160 },
  },
  2024: {
    理科: { 本科一批: 459, 本科二批: 356, 高职专科批: 160 },
    文科: { 本科一批: 478, 本科二批: 394, 高职专科批: 160 },
  },
  2025: {
    物理类: { 特殊类型招生控制线: 545, 本科批: 450, '高职(专科)批': 222 },
    历史类: { 特殊类型招生控制线: 506, 本科批: 390, '高职(专科)批': 188 },
  },
};

export const scoreLinesFixture: ScoreLineItem[] = Object.entries(LINE_VALUES)
  .sort(([a], [b]) => Number(b) - Number(a))
  .flatMap(([year, categories]) =>
    Object.entries(categories).flatMap(([category, lines]) =>
      Object.entries(lines).map(([batch, score]) => ({
        year: Number(year),
        province: '内蒙古',
        category,
        batch,
        kind: batch.includes('控制线') ? '控制线' : '批次线',
        score,
        sample: true,
      })),
    ),
  );

/** Official lines of the categories without a 一分一段 table (2025, as the server orders them: by 专业类别). */
export const professionalScoreLinesFixture: ScoreLineItem[] = (
  [
    ['艺术类', '美术与设计类', '本科批', 273, 196],
    ['艺术类', '美术与设计类', '高职(专科)批', 160, 181],
    ['艺术类', '书法类', '本科批', 320, 239],
    ['艺术类', '美术与设计类', '本科批(专项类)', 273, 196],
    ['体育类', '体育类', '本科批', 317, 76],
    ['对口招生', '计算机类', '本科批', 476, null],
    ['对口招生', '计算机类', '高职(专科)批', 120, null],
  ] as const
).map(([category, professionalCategory, batch, score, professionalScore]) => ({
  year: 2025,
  province: '内蒙古',
  category,
  professionalCategory,
  batch,
  kind: batch.endsWith('(专项类)') ? '控制线' : '批次线',
  score,
  professionalScore,
  sample: false,
}));

/** A table with a realistic bell shape, moved a little each year and category. */
export function rankTableFixture(year: number, category: string): RankTable {
  const history = category === '文科' || category === '历史类';
  const top = (history ? 640 : 688) - (year % 3);
  const centre = (history ? 430 : 460) + (year % 4) * 3;
  const width = history ? 85 : 100;
  const peak = history ? 90 : 260;
  const rows: RankTable['rows'] = [];
  let cumulative = 0;
  for (let score = top; score >= 150; score--) {
    const count = Math.max(1, Math.round(peak * Math.exp(-(((score - centre) / width) ** 2))));
    cumulative += count;
    rows.push({ score, count, cumulative });
  }
  return { year, category, candidates: cumulative, sample: true, rows };
}

export function rankEntryFixture(table: RankTable, score: number): RankEntry {
  const top = table.rows[0]?.score ?? 0;
  const bottom = table.rows.at(-1)?.score ?? 0;
  // Above the top line the top line speaks for the score, as on the server.
  const row = table.rows.find((r) => r.score <= Math.min(score, top));
  const base = { year: table.year, category: table.category, score, top, bottom, sample: true };
  if (!row)
    return {
      ...base,
      count: 0,
      cumulative: table.candidates,
      rankFrom: table.candidates + 1,
      rankTo: table.candidates + 1,
    };
  if (row.score !== Math.min(score, top)) {
    const above = row.cumulative - row.count;
    return { ...base, count: 0, cumulative: above, rankFrom: above + 1, rankTo: above + 1 };
  }
  return {
    ...base,
    count: row.count,
    cumulative: row.cumulative,
    rankFrom: row.cumulative - row.count + 1,
    rankTo: row.cumulative,
  };
}
