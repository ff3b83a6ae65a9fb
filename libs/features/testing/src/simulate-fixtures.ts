// Realistic data for 模拟填报's tests and stories, and `simulateHandlers`, a stateful fake of the
// recommendation and 志愿表 calls: bodies and queries are parsed with the contract's own schemas (so a
// component sending a wrong field fails its test), the recommendation filters, counts and pages like the
// server, the checks name positions like the server's, and saved lists keep versions and refuse a stale save
// (100409). The figures imitate the server's sample data for 2026 物理类 本科批 (a 600-point candidate ranks
// about 4,000); every row is marked sample, as the server's generated ones are.
import {
  recommendBody,
  volunteerCheckBody,
  volunteerIdQuery,
  volunteerListQuery,
  volunteerRemoveBody,
  volunteerRestoreBody,
  volunteerSaveBody,
  volunteerVersionQuery,
  type AdmissionTier,
  type RecommendData,
  type RecommendItem,
  type SiteConfig,
  type SiteYear,
  type VolunteerCheck,
  type VolunteerCheckData,
  type VolunteerSummary,
  type VolunteerTable,
  type VolunteerVersion,
} from '@zhiyuan/contracts';
import { rankEntryFixture, rankTableFixture, siteConfigFixture } from './data-fixtures.ts';
import { fail, type FakeHandlers } from './fake-server.ts';

// ---------------------------------------------------------------------------------------------- site config

const year2025 = siteConfigFixture.years.find((y) => y.year === 2025)!;

/** 2026 as the server lists it: 物理类/历史类, 45 院校专业组 of up to 12 majors. */
const year2026: SiteYear = {
  ...year2025,
  year: 2026,
  batches: year2025.batches.map((b) => ({ ...b, majorsPerChoice: 12 })),
};

/** The site config with the current year (2026) among the years, as the real server answers it. */
export const simulateConfigFixture: SiteConfig = {
  ...siteConfigFixture,
  years: [...siteConfigFixture.years, year2026],
};

// ---------------------------------------------------------------------------------------------------- items

interface CollegeFacts {
  id: number;
  code: string;
  name: string;
  province: string;
  city: string;
  nature: RecommendItem['college']['nature'];
  tags: RecommendItem['college']['tags'];
}

const COLLEGES = {
  长安大学: {
    id: 2712,
    code: '4161010710',
    name: '长安大学',
    province: '陕西',
    city: '西安市',
    nature: '公办',
    tags: ['211', '双一流'],
  },
  石河子大学: {
    id: 2888,
    code: '4165010759',
    name: '石河子大学',
    province: '新疆',
    city: '石河子市',
    nature: '公办',
    tags: ['211', '双一流'],
  },
  内蒙古大学: {
    id: 366,
    code: '4115010126',
    name: '内蒙古大学',
    province: '内蒙古',
    city: '呼和浩特市',
    nature: '公办',
    tags: ['211', '双一流'],
  },
  宁波诺丁汉大学: {
    id: 1688,
    code: '4133016301',
    name: '宁波诺丁汉大学',
    province: '浙江',
    city: '宁波市',
    nature: '中外合作',
    tags: [],
  },
  内蒙古科技大学: {
    id: 367,
    code: '4115010127',
    name: '内蒙古科技大学',
    province: '内蒙古',
    city: '包头市',
    nature: '公办',
    tags: [],
  },
  内蒙古工业大学: {
    id: 368,
    code: '4115010128',
    name: '内蒙古工业大学',
    province: '内蒙古',
    city: '呼和浩特市',
    nature: '公办',
    tags: [],
  },
  内蒙古师范大学: {
    id: 371,
    code: '4115010135',
    name: '内蒙古师范大学',
    province: '内蒙古',
    city: '呼和浩特市',
    nature: '公办',
    tags: [],
  },
  西安欧亚学院: {
    id: 2391,
    code: '4161012715',
    name: '西安欧亚学院',
    province: '陕西',
    city: '西安市',
    nature: '民办',
    tags: [],
  },
} satisfies Record<string, CollegeFacts>;

/** 门类 of the majors used below, for the 意向门类 filter. */
const DISCIPLINE_OF: Record<string, string> = {
  '01': '哲学',
  '02': '经济学',
  '03': '法学',
  '04': '教育学',
  '05': '文学',
  '07': '理学',
  '08': '工学',
  '09': '农学',
  '10': '医学',
  '12': '管理学',
};

type Major = RecommendItem['majors'][number];
const major = (
  code: string,
  name: string,
  planCount: number,
  minScore: number | null,
  minRank: number | null,
): Major => ({
  code,
  name,
  planCount,
  minScore,
  minRank,
});

interface ItemSpec {
  college: CollegeFacts;
  group: string;
  probability: number;
  majors: Major[];
  requirement: string;
  history: [number, number, number, number][];
  tuition?: number;
  flags?: RecommendItem['flags'];
}

const tierOf = (p: number): AdmissionTier => (p < 0.5 ? '冲' : p < 0.8 ? '稳' : '保');
const fmt = (value: number) => value.toLocaleString('zh-CN');

function item(spec: ItemSpec, candidateRank = 4004): RecommendItem {
  const ranks = spec.history.map(([, , rank]) => rank);
  const predicted = Math.round(ranks.reduce((a, b) => a + b, 0) / Math.max(1, ranks.length));
  const low = Math.round(predicted * 0.82);
  const high = Math.round(predicted * 1.22);
  const plan = spec.majors.reduce((sum, m) => sum + (m.planCount ?? 0), 0);
  const gap = Math.round(((predicted - candidateRank) / predicted) * 100);
  const flags = spec.flags ?? [];
  if (spec.history.length === 1) {
    flags.push({
      code: 'few-years',
      severity: 'warning',
      label: '数据年份少',
      message: '只有 1 年录取数据，估计的可靠性有限',
    });
  }
  return {
    key: `${spec.college.code}|${spec.group}`,
    college: { ...spec.college },
    group: { code: spec.group, name: `${spec.group}组` },
    // Like the shipped sample data: no 招生代码 is stored for it.
    enrollmentCode: null,
    majors: spec.majors,
    subjectRequirement: spec.requirement,
    planCount: plan,
    tuition: spec.tuition ?? 5400,
    history: spec.history.map(([year, minScore, minRank, planCount]) => ({
      year,
      minScore,
      minRank,
      planCount,
    })),
    probability: spec.probability,
    tier: tierOf(spec.probability),
    predictedRank: predicted,
    predictedRange: { low, high },
    reasons: [
      `近 ${spec.history.length} 年最低位次：${spec.history.map(([y, , r]) => `${y}年 ${fmt(r)}`).join(' / ')}`,
      `预测今年最低位次约 ${fmt(predicted)}（80% 区间 ${fmt(low)}～${fmt(high)}）`,
      gap >= 0
        ? `你的位次 ${fmt(candidateRank)} 比预测线靠前约 ${gap}%`
        : `你的位次 ${fmt(candidateRank)} 比预测线靠后约 ${-gap}%`,
      `估计录取可能性约 ${Math.round(spec.probability * 100)}%`,
    ],
    flags,
    sample: true,
  };
}

/** Ten suggestions across the tiers for a 600-point 物理类 candidate (rank about 4,000). */
export const recommendItemsFixture: RecommendItem[] = [
  item({
    college: COLLEGES.长安大学,
    group: '01',
    probability: 0.24,
    requirement: '不限',
    majors: [
      major('050105', '古典文献学', 4, 608, 3352),
      major('050203', '德语', 3, 606, 3587),
      major('030101', '法学', 3, 613, 2803),
    ],
    history: [[2025, 606, 3587, 14]],
  }),
  item({
    college: COLLEGES.石河子大学,
    group: '01',
    probability: 0.31,
    requirement: '物理+化学',
    majors: [
      major('070301', '化学', 3, 620, 2153),
      major('080919', '工业软件', 2, 627, 1581),
      major('070102', '信息与计算科学', 3, null, null),
    ],
    history: [[2025, 598, 4420, 9]],
  }),
  item({
    college: COLLEGES.内蒙古大学,
    group: '01',
    probability: 0.46,
    requirement: '物理+化学',
    majors: [
      major('080901', '计算机科学与技术', 30, 604, 3890),
      major('080902', '软件工程', 22, 601, 4120),
      major('080910', '数据科学与大数据技术', 12, 600, 4205),
      major('071001', '生物科学', 8, 598, 4380),
      major('070101', '数学与应用数学', 10, 599, 4300),
      major('070201', '物理学', 8, 598, 4390),
      major('070301', '化学', 10, 597, 4470),
      major('080701', '电子信息工程', 14, 600, 4210),
      major('080703', '通信工程', 10, 600, 4230),
      major('082502', '环境工程', 6, 596, 4560),
      major('080601', '电气工程及其自动化', 12, 601, 4150),
      major('080801', '自动化', 8, 599, 4330),
      major('081301', '化学工程与工艺', 6, 596, 4590),
      major('071002', '生物技术', 6, 596, 4600),
    ],
    history: [[2025, 598, 4455, 176]],
  }),
  item({
    college: COLLEGES.内蒙古大学,
    group: '02',
    probability: 0.62,
    requirement: '物理',
    majors: [
      major('020101', '经济学', 20, 592, 5100),
      major('120203K', '会计学', 18, 594, 4870),
      major('050202', '俄语', 12, 588, 5620),
    ],
    history: [[2025, 588, 5620, 242]],
  }),
  item({
    college: COLLEGES.宁波诺丁汉大学,
    group: '01',
    probability: 0.71,
    requirement: '物理',
    tuition: 120000,
    majors: [major('080901', '计算机科学与技术', 4, 585, 6080), major('120201K', '工商管理', 6, 582, 6490)],
    history: [[2025, 582, 6490, 10]],
    flags: [
      {
        code: 'joint-venture',
        severity: 'warning',
        label: '中外合作',
        message: '中外合作办学，学费较高，毕业证书和培养方式与普通专业不同',
      },
      { code: 'high-tuition', severity: 'warning', label: '学费高', message: '学费最高 120,000 元/年' },
    ],
  }),
  item({
    college: COLLEGES.内蒙古科技大学,
    group: '03',
    probability: 0.78,
    requirement: '物理+化学',
    majors: [major('100201K', '临床医学', 40, 580, 6720), major('100401K', '预防医学', 12, 572, 7810)],
    history: [[2025, 572, 7810, 52]],
  }),
  item({
    college: COLLEGES.内蒙古工业大学,
    group: '01',
    probability: 0.86,
    requirement: '物理+化学',
    majors: [
      major('080901', '计算机科学与技术', 40, 565, 8890),
      major('080601', '电气工程及其自动化', 36, 561, 9530),
    ],
    history: [[2025, 558, 10120, 96]],
  }),
  item({
    college: COLLEGES.内蒙古师范大学,
    group: '02',
    probability: 0.91,
    requirement: '物理',
    majors: [major('040101', '教育学', 30, 552, 11210), major('070101', '数学与应用数学', 45, 556, 10480)],
    history: [[2025, 550, 11620, 75]],
  }),
  item({
    college: COLLEGES.内蒙古科技大学,
    group: '01',
    probability: 0.95,
    requirement: '物理',
    majors: [
      major('080202', '机械设计制造及其自动化', 60, 530, 15280),
      major('080401', '材料科学与工程', 40, 526, 16110),
    ],
    history: [[2025, 526, 16110, 100]],
  }),
  item({
    college: COLLEGES.西安欧亚学院,
    group: '01',
    probability: 0.97,
    requirement: '不限',
    tuition: 26000,
    majors: [major('120203K', '会计学', 12, 470, 31050), major('120801', '电子商务', 10, 462, 33200)],
    history: [[2025, 462, 33200, 22]],
    flags: [
      { code: 'private', severity: 'warning', label: '民办', message: '民办院校，学费较高' },
      { code: 'high-tuition', severity: 'warning', label: '学费高', message: '学费最高 26,000 元/年' },
    ],
  }),
];

/** More 保 suggestions (two groups of twelve more colleges), so the 保 tier has a second page. */
const MORE_SAFE = [
  '内蒙古农业大学',
  '内蒙古医科大学',
  '内蒙古财经大学',
  '内蒙古民族大学',
  '赤峰学院',
  '呼伦贝尔学院',
  '集宁师范学院',
  '河套学院',
  '呼和浩特民族学院',
  '包头师范学院',
  '内蒙古艺术学院',
  '鄂尔多斯应用技术学院',
].flatMap((name, i) =>
  ['01', '02'].map((group, g) =>
    item({
      college: {
        id: 5000 + i,
        code: `41150${String(10140 + i)}`,
        name,
        province: '内蒙古',
        city: i % 3 === 0 ? '呼和浩特市' : i % 3 === 1 ? '赤峰市' : '包头市',
        nature: '公办',
        tags: [],
      },
      group,
      probability: Math.min(0.98, 0.82 + ((i * 2 + g) % 16) / 100),
      requirement: g === 0 ? '物理+化学' : '物理',
      majors: [
        major('080901', '计算机科学与技术', 20, 505 - i, 19800 + i * 400),
        major('120203K', '会计学', 16, 500 - i, 20900 + i * 400),
      ],
      history: [
        [2025, 500 - i, 20900 + i * 400, 36],
        [2024, 497 - i, 21500 + i * 400, 34],
      ],
    }),
  ),
);

/** Every suggestion the fake server knows, riskiest first. */
export const allRecommendItemsFixture: RecommendItem[] = [...recommendItemsFixture, ...MORE_SAFE].sort(
  (a, b) => a.probability - b.probability || a.predictedRank - b.predictedRank,
);

const TIER_BANDS: RecommendData['tierBands'] = [
  { tier: '冲', min: 0.2, max: 0.5, label: '冲', description: '有机会但把握不大，可作为冲刺志愿放在前面' },
  { tier: '稳', min: 0.5, max: 0.8, label: '稳', description: '与往年录取位次相当，录取可能性较大' },
  {
    tier: '保',
    min: 0.8,
    max: 1,
    label: '保',
    description: '往年录取位次明显低于你的位次，录取可能性高，但不是保证',
  },
];

// ------------------------------------------------------------------------------------------------- handlers

const isoAt = (minute: number) => new Date(Date.UTC(2026, 5, 26, 2, minute)).toISOString();

interface StoredList {
  id: number;
  deleted: boolean;
  createdAt: string;
  versions: VolunteerVersion[];
}

export interface SimulateHandlersOptions {
  config?: SiteConfig;
  items?: readonly RecommendItem[];
  /** Lists already saved (their first version is made from each). */
  saved?: readonly Omit<VolunteerVersion, 'version' | 'action' | 'createdAt' | 'choiceCount' | 'id'>[];
}

export interface SimulateState {
  lists: StoredList[];
}

/** The stateful fake server of the recommendation and 志愿表 calls (plus the site config). */
export function simulateHandlers(
  options: SimulateHandlersOptions = {},
): FakeHandlers & { state: SimulateState } {
  const config = options.config ?? simulateConfigFixture;
  const items = options.items ?? allRecommendItemsFixture;
  const state: SimulateState = { lists: [] };
  let clock = 0;
  const signedIn = (headers: Headers) => Boolean(headers.get('token'));
  const notLoggedIn = () => fail('100401', '请先登录', 401);
  const batchOf = (year: number, batch: string) =>
    config.years.find((y) => y.year === year)?.batches.find((b) => b.name === batch);
  const unitOf = (collegeId: number, groupCode: string | null) =>
    items.find((i) => i.college.id === collegeId && (i.group?.code ?? null) === groupCode);
  const rankOf = (
    year: number,
    category: string,
    score: number | null | undefined,
    rank: number | null | undefined,
  ) =>
    score !== undefined && score !== null
      ? rankEntryFixture(rankTableFixture(year, category), score).rankTo
      : (rank ?? null);

  function evaluate(input: {
    year: number;
    category: string;
    batch: string;
    score?: number | null | undefined;
    rank?: number | null | undefined;
    choices: {
      collegeId: number;
      groupCode: string | null;
      majors: { code: string | null; name: string }[];
      adjustment: boolean;
    }[];
  }): VolunteerCheckData {
    const batch = batchOf(input.year, input.batch);
    const limits = {
      choices: batch?.choices ?? 45,
      majorsPerChoice: batch?.majorsPerChoice ?? 12,
      adjustment: batch?.adjustment ?? true,
      unit: batch?.unit ?? '院校专业组',
    };
    const candidateRank = rankOf(input.year, input.category, input.score, input.rank);
    const choices = input.choices.map((c) => {
      const unit = unitOf(c.collegeId, c.groupCode);
      return {
        ...c,
        collegeCode: unit?.college.code ?? String(c.collegeId),
        collegeName: unit?.college.name ?? `院校 ${c.collegeId}`,
        subjectRequirement: unit?.subjectRequirement ?? null,
        probability: candidateRank === null ? null : (unit?.probability ?? null),
        tier: candidateRank === null ? null : (unit?.tier ?? null),
        enrollmentCode: unit?.enrollmentCode ?? null,
        sample: unit?.sample ?? false,
      };
    });
    const name = (i: number) => {
      const c = choices[i]!;
      return `第 ${i + 1} 志愿（${c.collegeName}${c.groupCode ? ` ${c.groupCode}组` : ''}）`;
    };
    const checks: VolunteerCheck[] = [];
    if (choices.length === 0) {
      checks.push({ code: 'empty', severity: 'info', message: '志愿表还没有志愿', positions: [] });
    }
    if (choices.length > limits.choices) {
      checks.push({
        code: 'too-many-choices',
        severity: 'error',
        message: `本批次最多填报 ${limits.choices} 个志愿`,
        positions: [],
      });
    }
    choices.forEach((c, i) => {
      if (c.majors.length > limits.majorsPerChoice) {
        checks.push({
          code: 'too-many-majors',
          severity: 'error',
          message: `${name(i)}填了 ${c.majors.length} 个专业，本批次每个志愿最多 ${limits.majorsPerChoice} 个`,
          positions: [i + 1],
        });
      }
      const first = choices.findIndex((o) => o.collegeId === c.collegeId && o.groupCode === c.groupCode);
      if (first < i) {
        checks.push({
          code: 'duplicate-unit',
          severity: 'error',
          message: `${name(i)}与第 ${first + 1} 志愿重复`,
          positions: [first + 1, i + 1],
        });
      }
      if (c.majors.length === 0) {
        checks.push({
          code: 'no-majors',
          severity: 'warning',
          message: `${name(i)}没有填写专业`,
          positions: [i + 1],
        });
      }
    });
    const safe = choices.findIndex((c) => c.tier === '保');
    if (choices.length > 0 && candidateRank !== null && safe === -1) {
      checks.push({
        code: 'no-safety',
        severity: 'warning',
        message: '志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档',
        positions: [],
      });
    }
    if (safe >= 0) {
      const after = choices.flatMap((c, i) =>
        i > safe && (c.tier === '冲' || c.tier === '稳') ? [i + 1] : [],
      );
      if (after.length > 0) {
        checks.push({
          code: 'reach-after-safety',
          severity: 'warning',
          message: `第 ${after.join('、')} 志愿排在“保”志愿（${name(safe)}）之后：按平行志愿规则，前面的“保”志愿录取后，后面的志愿不再检索`,
          positions: [safe + 1, ...after],
        });
      }
    }
    const order = { error: 0, warning: 1, info: 2 } as const;
    checks.sort((a, b) => order[a.severity] - order[b.severity]);
    return { candidateRank, choices, checks, limits };
  }

  const own = (id: number, withDeleted = false) =>
    state.lists.find((l) => l.id === id && (withDeleted || !l.deleted));
  const notFound = () => fail('100404', '志愿表不存在或已被删除', 404);
  const latest = (list: StoredList) => list.versions[list.versions.length - 1]!;
  const tableOf = (list: StoredList): VolunteerTable => {
    const v = latest(list);
    const checked = evaluate(v);
    return {
      id: list.id,
      name: v.name,
      year: v.year,
      category: v.category,
      batch: v.batch,
      score: v.score,
      rank: v.rank,
      electives: v.electives,
      candidateRank: checked.candidateRank,
      choices: checked.choices,
      checks: checked.checks,
      limits: checked.limits,
      version: v.version,
      createdAt: list.createdAt,
      updatedAt: v.createdAt,
    };
  };
  const summaryOf = (list: StoredList): VolunteerSummary => {
    const v = latest(list);
    return {
      id: list.id,
      name: v.name,
      year: v.year,
      category: v.category,
      batch: v.batch,
      score: v.score,
      rank: v.rank,
      choiceCount: v.choices.length,
      version: v.version,
      createdAt: list.createdAt,
      updatedAt: v.createdAt,
      deletedAt: list.deleted ? v.createdAt : null,
    };
  };
  const addVersion = (
    list: StoredList,
    action: VolunteerVersion['action'],
    content: Omit<VolunteerVersion, 'version' | 'action' | 'createdAt' | 'choiceCount' | 'id'>,
  ) => {
    const version = list.versions.length + 1;
    list.versions.push({
      ...content,
      id: list.id,
      version,
      action,
      createdAt: isoAt((clock += 1)),
      choiceCount: content.choices.length,
    });
  };

  for (const saved of options.saved ?? []) {
    const list: StoredList = {
      id: state.lists.length + 1,
      deleted: false,
      createdAt: isoAt((clock += 1)),
      versions: [],
    };
    addVersion(list, 'create', saved);
    state.lists.push(list);
  }

  return {
    state,
    getSiteConfig: () => config,
    simulateRecommend: ({ body }) => {
      const input = recommendBody.parse(body);
      const year = input.year ?? config.currentYear;
      const table = rankTableFixture(year, input.category);
      const entry =
        input.score !== undefined && input.score !== null ? rankEntryFixture(table, input.score) : undefined;
      const rank = entry ? entry.rankTo : (input.rank ?? 1);
      const p = input.preferences ?? {};
      // Like the sample data, the fixtures have no 本科提前批 (a batch without data that year).
      const units = input.batch === '本科提前批' ? [] : items;
      const matches = units.filter(
        (i) =>
          (!p.provinces?.length || p.provinces.includes(i.college.province)) &&
          (!p.cities?.length || p.cities.some((c) => i.college.city.includes(c))) &&
          (!p.tags?.length || p.tags.some((t) => i.college.tags.includes(t))) &&
          (!p.excludeNatures?.length || !p.excludeNatures.includes(i.college.nature)) &&
          (!p.categories?.length ||
            i.majors.some((m) => p.categories!.includes(DISCIPLINE_OF[(m.code ?? '').slice(0, 2)] ?? ''))) &&
          (!p.majors?.length ||
            i.majors.some((m) => p.majors!.some((f) => m.name.includes(f) || (m.code ?? '').startsWith(f)))),
      );
      const tiers = { 冲: 0, 稳: 0, 保: 0 };
      for (const i of matches) tiers[i.tier] += 1;
      const inTier = input.tier ? matches.filter((i) => i.tier === input.tier) : matches;
      const start = (input.page - 1) * input.pageSize;
      const past = [...config.years].filter((y) => y.year < year).sort((a, b) => b.year - a.year);
      return {
        year,
        category: input.category,
        batch: input.batch,
        unit: batchOf(year, input.batch)?.unit ?? '院校专业组',
        rank,
        rankRange: entry ? { from: entry.rankFrom, to: entry.rankTo } : { from: rank, to: rank },
        score: entry ? input.score! : (table.rows.find((r) => r.cumulative >= rank)?.score ?? null),
        candidates: table.candidates,
        equivalentScores: past.flatMap((y) => {
          const category = y.categories[0]?.name;
          if (!category) return [];
          const row = rankTableFixture(y.year, category).rows.find((r) => r.cumulative >= rank);
          return row ? [{ year: y.year, category, score: row.score, rank }] : [];
        }),
        tierBands: TIER_BANDS,
        units: units.length === 0 ? 0 : units.length + 385,
        tiers,
        others: units.length === 0 ? { notSuggested: 0, noData: 0 } : { notSuggested: 337, noData: 48 },
        total: inTier.length,
        items: inTier.slice(start, start + input.pageSize),
        sample: true,
      };
    },
    checkVolunteerTable: ({ body }) => evaluate(volunteerCheckBody.parse(body)),
    listVolunteerTables: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const { deleted } = volunteerListQuery.parse(Object.fromEntries(query));
      return state.lists
        .filter((l) => l.deleted === deleted)
        .map(summaryOf)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    getVolunteerTable: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const list = own(volunteerIdQuery.parse(Object.fromEntries(query)).id);
      return list ? tableOf(list) : notFound();
    },
    saveVolunteerTable: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerSaveBody.parse(body);
      const errors = evaluate(input).checks.filter((c) => c.severity === 'error');
      if (errors[0]) return fail('100400', errors[0].message);
      const content = {
        name: input.name,
        year: input.year,
        category: input.category,
        batch: input.batch,
        score: input.score ?? null,
        rank: input.rank ?? null,
        electives: input.electives ?? [],
        choices: input.choices.map((c) => ({ ...c, majors: c.majors.map((m) => ({ ...m })) })),
      };
      if (input.id !== undefined) {
        const list = own(input.id);
        if (!list) return notFound();
        const current = latest(list).version;
        if (input.version !== current) {
          return fail(
            '100409',
            `志愿表已在别处修改（当前为第 ${current} 版，你编辑的是第 ${input.version} 版），请刷新后再保存，以免覆盖新的修改`,
            409,
          );
        }
        addVersion(list, 'update', content);
        return tableOf(list);
      }
      const list: StoredList = {
        id: state.lists.length + 1,
        deleted: false,
        createdAt: isoAt((clock += 1)),
        versions: [],
      };
      addVersion(list, 'create', content);
      state.lists.push(list);
      return tableOf(list);
    },
    removeVolunteerTable: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerRemoveBody.parse(body);
      const list = own(input.id);
      if (!list) return notFound();
      const { id: _id, version: _v, action: _a, createdAt: _c, choiceCount: _n, ...content } = latest(list);
      addVersion(list, 'remove', content);
      list.deleted = true;
      return undefined;
    },
    listVolunteerVersions: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const list = own(volunteerIdQuery.parse(Object.fromEntries(query)).id, true);
      if (!list) return notFound();
      return {
        id: list.id,
        version: latest(list).version,
        deleted: list.deleted,
        items: [...list.versions].reverse().map(({ version, action, createdAt, name, choiceCount }) => ({
          version,
          action,
          createdAt,
          name,
          choiceCount,
        })),
      };
    },
    getVolunteerVersion: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const q = volunteerVersionQuery.parse(Object.fromEntries(query));
      const found = own(q.id, true)?.versions.find((v) => v.version === q.version);
      return found ?? fail('100404', '该版本不存在', 404);
    },
    restoreVolunteerVersion: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerRestoreBody.parse(body);
      const list = own(input.id, true);
      const kept = list?.versions.find((v) => v.version === input.version);
      if (!list || !kept) return fail('100404', '该版本不存在', 404);
      const { id: _id, version: _v, action: _a, createdAt: _c, choiceCount: _n, ...content } = kept;
      addVersion(list, 'restore', content);
      list.deleted = false;
      return tableOf(list);
    },
  };
}
