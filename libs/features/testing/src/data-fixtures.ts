// Realistic data for the data pages' tests and stories (colleges, majors, score lines, 一分一段) and
// `dataHandlers`, a fake of the public data calls answering from it: queries are parsed with the contract's
// own schemas (so a component sending a wrong parameter fails its test), and search, filters and paging
// behave like the server's. The figures imitate Inner Mongolia's sample data; every admission, line and rank
// row is marked sample, as the server's generated ones are.
import {
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
  type CollegeCharter,
  type CollegeDetail,
  type CollegeItem,
  type CollegeMajor,
  type EquivalentScore,
  type MajorDetail,
  type MajorItem,
  type MajorTree,
  type RankEntry,
  type RankTable,
  type ScoreLineItem,
  type SiteConfig,
  type SiteYear,
} from '@zhiyuan/contracts';
import { fail, type FakeHandlers } from './fake-server.ts';

// ---------------------------------------------------------------------------------------------- site config

const oldYear = (year: number): SiteYear => ({
  year,
  categories: [
    { name: '理科', track: '物理' },
    { name: '文科', track: '历史' },
  ],
  batches: [
    {
      name: '本科提前批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科二批',
      advance: true,
    },
    {
      name: '本科一批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科一批',
      advance: false,
    },
    {
      name: '本科二批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科二批',
      advance: false,
    },
    {
      name: '高职专科批',
      level: '专科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '高职专科批',
      advance: false,
    },
  ],
  scoreLines: [
    { name: '本科一批', kind: '批次线' },
    { name: '本科二批', kind: '批次线' },
    { name: '高职专科批', kind: '批次线' },
  ],
});

const newYear = (year: number): SiteYear => ({
  year,
  categories: [
    { name: '物理类', track: '物理' },
    { name: '历史类', track: '历史' },
  ],
  batches: [
    {
      name: '本科提前批',
      level: '本科',
      unit: '院校专业组',
      choices: 20,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科批',
      advance: true,
    },
    {
      name: '本科批',
      level: '本科',
      unit: '院校专业组',
      choices: 45,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科批',
      advance: false,
    },
    {
      name: '高职(专科)批',
      level: '专科',
      unit: '院校专业组',
      choices: 45,
      majorsPerChoice: 6,
      adjustment: true,
      line: '高职(专科)批',
      advance: false,
    },
  ],
  scoreLines: [
    { name: '特殊类型招生控制线', kind: '控制线' },
    { name: '本科批', kind: '批次线' },
    { name: '高职(专科)批', kind: '批次线' },
  ],
});

export const siteConfigFixture: SiteConfig = {
  siteTitle: '高考志愿填报系统',
  schoolName: '包头市第一中学',
  contactLine: '0472-5123456',
  filingNumber: '蒙ICP备00000000号',
  copyright: '© 2026 包头市第一中学',
  qrCodes: { follow: null, school: null },
  navigation: {
    collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
    findMajor: { label: '找专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
  },
  region: { province: '内蒙古', provinceFull: '内蒙古自治区' },
  currentYear: 2026,
  years: [oldYear(2021), oldYear(2022), oldYear(2023), oldYear(2024), newYear(2025)],
  sampleData: true,
  sampleBadge: '示例数据',
  attributions: {
    universities: {
      text: '来源：中华人民共和国教育部《全国普通高等学校名单》',
      url: 'https://www.moe.gov.cn/',
    },
    majors: { text: '来源：中华人民共和国教育部《普通高等学校本科专业目录（2026年）》', url: null },
    eliteTags: { text: '来源：教育部“985工程”“211工程”学校名单及“双一流”建设高校名单', url: null },
    divisions: { text: '来源：国家统计局统计用区划代码', url: null },
    sample: {
      text: '示例数据：按固定种子生成，仅用于演示，并非内蒙古自治区教育招生考试中心发布的数据；请以官方公布为准。',
      url: null,
    },
  },
};

// ------------------------------------------------------------------------------------------------- colleges

interface CollegeFixture extends CollegeDetail {
  /** What the keyword search also matches: short names, pinyin and initials. */
  aliases: readonly string[];
}

const college = (
  item: Omit<CollegeItem, 'logo'> & Partial<Pick<CollegeDetail, 'department' | 'website' | 'intro'>>,
  aliases: readonly string[],
  hasCharter = false,
): CollegeFixture => ({
  logo: null,
  department: '教育部',
  website: null,
  intro: null,
  remark: '',
  hasCharter,
  ...item,
  aliases,
});

export const collegesFixture: readonly CollegeFixture[] = [
  college(
    {
      id: 1,
      code: '4111010001',
      name: '北京大学',
      province: '北京',
      city: '北京市',
      level: '本科',
      nature: '公办',
      tags: ['985', '211', '双一流'],
      type: '综合',
      website: 'https://www.pku.edu.cn',
    },
    ['北大', 'beijingdaxue', 'bjdx'],
  ),
  college(
    {
      id: 3,
      code: '4111010003',
      name: '清华大学',
      province: '北京',
      city: '北京市',
      level: '本科',
      nature: '公办',
      tags: ['985', '211', '双一流'],
      type: '理工',
    },
    ['清华', 'qinghuadaxue', 'qhdx'],
  ),
  college(
    {
      id: 366,
      code: '4115010126',
      name: '内蒙古大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: ['211', '双一流'],
      type: '综合',
      department: '内蒙古自治区',
      website: 'https://www.imu.edu.cn',
      intro:
        '内蒙古大学始建于1957年，是新中国成立后党和国家在少数民族地区创建的第一所综合大学，1997年进入国家“211工程”重点建设大学行列。',
    },
    ['内大', 'neimenggudaxue', 'nmgdx'],
    true,
  ),
  college(
    {
      id: 367,
      code: '4115010127',
      name: '内蒙古科技大学',
      province: '内蒙古',
      city: '包头市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内科大', 'nmgkjdx'],
  ),
  college(
    {
      id: 368,
      code: '4115010128',
      name: '内蒙古工业大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内工大', 'nmggydx'],
  ),
  college(
    {
      id: 371,
      code: '4115010135',
      name: '内蒙古师范大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '师范',
      department: '内蒙古自治区',
    },
    ['内师大', 'nmgsfdx'],
  ),
  college(
    {
      id: 412,
      code: '4115012519',
      name: '内蒙古建筑职业技术学院',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '专科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内建院', 'nmgjzzyjsxy'],
  ),
  college(
    {
      id: 1688,
      code: '4133016301',
      name: '宁波诺丁汉大学',
      province: '浙江',
      city: '宁波市',
      level: '本科',
      nature: '中外合作',
      tags: [],
      type: '综合',
      department: '浙江省教育厅',
    },
    ['宁诺', 'nbndhdx'],
  ),
  college(
    {
      id: 2391,
      code: '4161012715',
      name: '西安欧亚学院',
      province: '陕西',
      city: '西安市',
      level: '本科',
      nature: '民办',
      tags: [],
      type: '财经',
      department: '陕西省教育厅',
    },
    ['欧亚', 'xaoyxy'],
  ),
];

const toItem = ({
  aliases: _aliases,
  department: _d,
  website: _w,
  intro: _i,
  remark: _r,
  hasCharter: _h,
  ...item
}: CollegeFixture): CollegeItem => item;

export const collegeCharterFixture: CollegeCharter = {
  id: 366,
  code: '4115010126',
  name: '内蒙古大学',
  charter: '# 内蒙古大学2025年本科招生章程\n\n## 第一章 总则\n\n第一条 ……',
  blocks: [
    { type: 'heading', level: 2, text: '第一章 总则' },
    {
      type: 'paragraph',
      text: '第一条 为规范学校本科招生工作，保证招生工作顺利进行，根据《中华人民共和国教育法》《中华人民共和国高等教育法》等有关规定，制定本章程。',
    },
    {
      type: 'paragraph',
      text: '第二条 学校全称为内蒙古大学，国标代码为10126，办学地点为内蒙古自治区呼和浩特市。',
    },
    { type: 'heading', level: 2, text: '第二章 录取规则' },
    {
      type: 'list',
      ordered: true,
      items: [
        '按照“分数优先、遵循志愿”的原则安排专业。',
        '进档考生专业志愿均无法满足时，服从调剂者调剂录取。',
      ],
    },
  ],
};

export const collegeMajorsFixture: CollegeMajor[] = [
  { majorCode: '010101', majorName: '哲学', category: '哲学', subcategory: '哲学类', sample: true },
  { majorCode: '020101', majorName: '经济学', category: '经济学', subcategory: '经济学类', sample: true },
  { majorCode: '050202', majorName: '俄语', category: '文学', subcategory: '外国语言文学类', sample: true },
  {
    majorCode: '080901',
    majorName: '计算机科学与技术',
    category: '工学',
    subcategory: '计算机类',
    sample: true,
  },
  { majorCode: '080902', majorName: '软件工程', category: '工学', subcategory: '计算机类', sample: true },
  { majorCode: '071001', majorName: '生物科学', category: '理学', subcategory: '生物科学类', sample: true },
];

// ------------------------------------------------------------------------------------- admission history

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
      const keyword = q.keyword?.replace(/\s+/g, '').toLowerCase();
      const found = colleges.filter(
        (c) =>
          (!keyword || c.name.includes(keyword) || c.aliases.some((a) => a.includes(keyword))) &&
          (!q.province || c.province === q.province) &&
          (!q.city || c.city.includes(q.city)) &&
          (!q.level || c.level === q.level) &&
          (!q.nature || c.nature === q.nature) &&
          (!q.tags || q.tags.length === 0 || q.tags.some((t) => c.tags.includes(t))) &&
          (!q.type || c.type === q.type),
      );
      const sorted =
        q.sort === 'code'
          ? [...found].sort((a, b) => a.code.localeCompare(b.code))
          : q.sort === 'name'
            ? [...found].sort((a, b) => (a.aliases.at(-1) ?? '').localeCompare(b.aliases.at(-1) ?? ''))
            : found;
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
  };
}
