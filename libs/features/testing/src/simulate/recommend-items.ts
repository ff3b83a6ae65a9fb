// The rows behind `simulateHandlers` (../simulate-fixtures.ts): the site config with 2026, and the
// recommendation items for a 600-point 2026 物理类 本科批 candidate (a rank about 4,000) across the tiers.
import {
  ACCESS_KIND_INFO,
  type AdmissionTier,
  type RecommendData,
  type RecommendItem,
  type SiteConfig,
  type SiteYear,
} from '@zhiyuan/contracts';
import { siteConfigFixture } from '../data/site-config.ts';

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
export const DISCIPLINE_OF: Record<string, string> = {
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
  /** Restricted access kinds (中外合作 for a 中外合作 college). */
  access?: RecommendItem['access'];
}

const tierOf = (p: number): AdmissionTier => (p < 0.5 ? '冲' : p < 0.8 ? '稳' : '保');
const fmt = (value: number) => value.toLocaleString('zh-CN');

/**
 * The calibration note as the server words it: the probability's band of a backtest whose bands were
 * admitted a little more often than predicted, and a thin history for a unit with one past year.
 */
function calibrationOf(probability: number, years: number): RecommendItem['calibration'] {
  const from = Math.floor(probability * 10) / 10;
  const to = from + 0.1;
  const observedRate = Math.min(0.99, from + 0.07);
  const samples = 20_000 + Math.round(from * 10) * 1_000;
  const thinReasons = years < 2 ? ['该单位只有 1 年往年数据'] : [];
  return {
    message:
      `过去按此方法估计为 ${Math.round(from * 100)}–${Math.round(to * 100)}% 的志愿，` +
      `实际录取 ${(observedRate * 100).toFixed(1)}%（2022–2025 年回测，${fmt(samples)} 个样本）`,
    band: { from, to },
    observedRate,
    samples,
    thinHistory: thinReasons.length > 0,
    thinReasons,
  };
}

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
    access: spec.access ?? [],
    history: spec.history.map(([year, minScore, minRank, planCount]) => ({
      year,
      minScore,
      minRank,
      planCount,
      sample: true,
    })),
    probability: spec.probability,
    tier: tierOf(spec.probability),
    predictedRank: predicted,
    predictedRange: { low, high },
    calibration: calibrationOf(spec.probability, spec.history.length),
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
    planSample: true,
    sampleYears: spec.history.map(([year]) => year),
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
    access: [{ ...ACCESS_KIND_INFO.中外合作 }],
    flags: [
      {
        code: 'joint-venture',
        severity: 'warning',
        label: '中外合作',
        message: ACCESS_KIND_INFO.中外合作.explanation,
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

export const TIER_BANDS: RecommendData['tierBands'] = [
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
