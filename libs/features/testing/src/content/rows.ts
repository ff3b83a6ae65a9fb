// Realistic content for feature tests and stories — the site configuration of Inner Mongolia, announcements,
// interpretation articles, carousel banners, batch lines and a piece of the 一分一段 table; the rows behind
// `contentHandlers` (../content-fixtures.ts).
import {
  markdownBlocks,
  type ArticleDetail,
  type CarouselItem,
  type NewsDetail,
  type RankEntry,
  type ScoreLineItem,
  type SiteConfig,
  type TextBlock,
} from '@zhiyuan/contracts';

const PHYSICS_HISTORY = [
  { name: '物理类', track: '物理' },
  { name: '历史类', track: '历史' },
];
const SCIENCE_ARTS = [
  { name: '理科', track: '物理' },
  { name: '文科', track: '历史' },
];
const GROUP_BATCHES = [
  {
    name: '本科提前批',
    level: '本科',
    unit: '院校专业组',
    choices: 45,
    majorsPerChoice: 12,
    adjustment: true,
    line: '本科批',
    advance: true,
  },
  {
    name: '本科批',
    level: '本科',
    unit: '院校专业组',
    choices: 45,
    majorsPerChoice: 12,
    adjustment: true,
    line: '本科批',
    advance: false,
  },
  {
    name: '高职(专科)批',
    level: '专科',
    unit: '院校专业组',
    choices: 45,
    majorsPerChoice: 12,
    adjustment: true,
    line: '高职(专科)批',
    advance: false,
  },
];
const SCHOOL_BATCHES = [
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
];

/** The site configuration as the server answers it on a fresh install (sample data in use). */
export const siteConfigFixture: SiteConfig = {
  siteTitle: '高考志愿填报系统',
  schoolName: '包头市第一中学',
  contactLine: '教务处联系电话：0472-5123456（工作日 8:00—17:30）',
  filingNumber: '蒙ICP备00000000号-1',
  copyright: '© 2026 包头市第一中学',
  qrCodes: { follow: null, school: null },
  navigation: {
    collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
    findMajor: { label: '找专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
  },
  region: { province: '内蒙古', provinceFull: '内蒙古自治区' },
  currentYear: 2026,
  years: [2023, 2024].map((year) => ({
    year,
    categories: SCIENCE_ARTS,
    batches: SCHOOL_BATCHES,
    scoreLines: [
      { name: '本科一批', kind: '批次线' },
      { name: '本科二批', kind: '批次线' },
    ],
  })),
  sampleData: true,
  sampleBadge: '示例数据',
  attributions: {
    universities: {
      text: '来源：中华人民共和国教育部《全国普通高等学校名单》（截至2026年6月17日）',
      url: 'https://www.moe.gov.cn/',
    },
    majors: { text: '来源：中华人民共和国教育部《普通高等学校本科专业目录（2026年）》', url: null },
    eliteTags: { text: '来源：教育部“985工程”“211工程”及“双一流”建设高校名单', url: null },
    divisions: { text: '来源：国家统计局《2023年统计用区划代码和城乡划分代码》', url: null },
    official: { text: '来源：内蒙古自治区教育招生考试中心', url: 'https://www.nm.zsks.cn/' },
    sample: {
      text: '示例数据：按固定种子生成，仅用于演示，并非内蒙古自治区教育招生考试中心发布的数据；请以官方公布为准。',
      url: null,
    },
  },
};
siteConfigFixture.years.push(
  ...[2025, 2026].map((year) => ({
    year,
    categories: PHYSICS_HISTORY,
    batches: GROUP_BATCHES,
    scoreLines: [
      { name: '特殊类型招生控制线', kind: '控制线' },
      { name: '本科批', kind: '批次线' },
      { name: '高职(专科)批', kind: '批次线' },
    ],
  })),
);

const blocks = (title: string): TextBlock[] => [
  { type: 'heading', level: 2, text: '适用对象' },
  { type: 'paragraph', text: `${title}适用于参加本年度普通高校招生考试的内蒙古考生。` },
  { type: 'heading', level: 2, text: '办理流程' },
  {
    type: 'list',
    ordered: true,
    items: ['登录自治区招生考试信息平台', '核对个人信息并确认', '按时完成缴费'],
  },
  { type: 'heading', level: 3, text: '注意事项' },
  { type: 'list', ordered: false, items: ['信息确认后不可修改', '逾期不再受理'] },
  { type: 'paragraph', text: '本文为系统自带的示例内容，用于演示页面效果，并非官方发布。' },
];

const body = (b: TextBlock[]) =>
  b
    .map((x) =>
      x.type === 'heading'
        ? `${'#'.repeat(x.level)} ${x.text}`
        : x.type === 'paragraph'
          ? x.text
          : x.type === 'list'
            ? x.items.map((item, i) => (x.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n')
            : '',
    )
    .join('\n\n');

function news(
  id: number,
  category: NewsDetail['category'],
  title: string,
  summary: string,
  day: string,
  sample = true,
): NewsDetail {
  const b = blocks(title);
  return {
    id,
    category,
    title,
    summary,
    publishedAt: `${day}T00:00:00.000Z`,
    sample,
    body: body(b),
    // The blocks as the server renders them from the body (with inline runs).
    blocks: markdownBlocks(body(b)),
  };
}

/** Announcements, newest first: 高考公告 (one of them official, not sample) and 强基计划. */
export const newsFixture: NewsDetail[] = [
  news(
    12,
    'gaokao',
    '2026年普通高校招生考试报名工作通知',
    '报名时间、报名方式与信息确认安排。',
    '2025-11-20',
    false,
  ),
  news(
    11,
    'gaokao',
    '【示例】院校专业组平行志愿填报要点',
    '院校专业组、平行志愿的投档规则与填报建议。',
    '2025-11-15',
  ),
  news(
    10,
    'gaokao',
    '【示例】新高考“3+1+2”选科与科类说明',
    '物理类、历史类分别录取，再选科目影响可报考的院校专业组。',
    '2025-11-12',
  ),
  news(9, 'gaokao', '【示例】普通高校招生考试报名须知', '报名对象、报名方式、需要准备的材料。', '2025-10-20'),
  news(8, 'gaokao', '【示例】高考成绩查询与复核流程', '成绩发布渠道、查询方式与复核申请。', '2025-06-24'),
  news(
    7,
    'gaokao',
    '【示例】录取批次设置与批次线说明',
    '本科批、高职(专科)批及特殊类型招生控制线。',
    '2025-06-20',
  ),
  news(6, 'qjjh', '【示例】强基计划报名流程', '报名条件、报名平台与材料提交。', '2025-04-10'),
  news(5, 'qjjh', '【示例】强基计划专业范围与培养方式', '招生专业、本硕博衔接与小班培养。', '2025-04-02'),
  news(4, 'qjjh', '【示例】强基计划入围考核须知', '入围规则、校测安排与综合成绩计算。', '2025-03-28'),
];

function article(
  id: number,
  kind: ArticleDetail['kind'],
  title: string,
  summary: string,
  day: string,
  target: ArticleDetail['target'],
): ArticleDetail {
  const b = blocks(title);
  return {
    id,
    kind,
    title,
    summary,
    publishedAt: `${day}T00:00:00.000Z`,
    target,
    sample: true,
    body: body(b),
    // The blocks as the server renders them from the body (with inline runs).
    blocks: markdownBlocks(body(b)),
  };
}

/** Interpretation articles: 院校解读 (about colleges) and 专业解读 (about majors). */
export const articlesFixture: ArticleDetail[] = [
  article(
    24,
    'college',
    '【示例】院校解读：内蒙古大学',
    '“双一流”建设高校，自治区唯一的“211工程”大学。',
    '2025-09-18',
    {
      code: '4115010126',
      name: '内蒙古大学',
      collegeId: 101,
    },
  ),
  article(
    23,
    'college',
    '【示例】院校解读：内蒙古师范大学',
    '自治区师范教育的龙头，师范类专业齐全。',
    '2025-09-12',
    {
      code: '4115010135',
      name: '内蒙古师范大学',
      collegeId: 102,
    },
  ),
  article(
    22,
    'college',
    '【示例】院校解读：内蒙古工业大学',
    '以工为主，化工、机械、能源类专业特色鲜明。',
    '2025-09-05',
    {
      code: '4115010128',
      name: '内蒙古工业大学',
      collegeId: 103,
    },
  ),
  article(
    14,
    'major',
    '【示例】专业解读：计算机科学与技术',
    '学什么、适合谁、就业去向与报考建议。',
    '2025-08-30',
    {
      code: '080901',
      name: '计算机科学与技术',
      collegeId: null,
    },
  ),
  article(13, 'major', '【示例】专业解读：临床医学', '五年制培养、规范化培训与报考注意事项。', '2025-08-22', {
    code: '100201K',
    name: '临床医学',
    collegeId: null,
  }),
  article(12, 'major', '【示例】专业解读：汉语言文学', '中文系课程、考研与就业方向。', '2025-08-15', null),
];

/** A 1200×375 banner as an SVG data URL, like the ones a fresh install shows. */
function banner(title: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="375" viewBox="0 0 1200 375">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="375" fill="url(#g)"/>` +
    `<text x="80" y="200" font-family="sans-serif" font-size="56" font-weight="bold" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Three banners; the second links to a page outside the site. */
export const carouselFixture: CarouselItem[] = [
  { imageUrl: banner('高考志愿填报指南', '#1890ff', '#0050b3'), url: '', title: '2026 高考志愿填报指南' },
  { imageUrl: banner('新高考选科与院校专业组', '#13c2c2', '#006d75'), url: 'https://www.nm.zsks.cn/' },
  { imageUrl: banner('一分一段与位次换算', '#722ed1', '#391085'), url: '' },
];

/** Batch lines of 2025 (物理类, 历史类) and 2024 (理科), sample data. */
export const scoreLinesFixture: ScoreLineItem[] = [
  ...(
    [
      ['物理类', '特殊类型招生控制线', '控制线', 502],
      ['物理类', '本科批', '批次线', 395],
      ['物理类', '高职(专科)批', '批次线', 160],
      ['历史类', '特殊类型招生控制线', '控制线', 518],
      ['历史类', '本科批', '批次线', 425],
      ['历史类', '高职(专科)批', '批次线', 160],
    ] as const
  ).map(([category, batch, kind, score]) => ({
    year: 2025,
    province: '内蒙古',
    category,
    batch,
    kind,
    score,
    sample: true,
  })),
  ...(
    [
      ['理科', '本科一批', 461],
      ['理科', '本科二批', 339],
    ] as const
  ).map(([category, batch, score]) => ({
    year: 2024,
    province: '内蒙古',
    category,
    batch,
    kind: '批次线',
    score,
    sample: true,
  })),
];

/** The 一分一段 line of a score: about 120 candidates a point around 550 in 物理类. */
export function rankEntryFixture(year: number, category: string, score: number): RankEntry {
  const above = Math.max(0, Math.round((680 - score) * 118));
  const count = score >= 680 ? 35 : 118;
  return {
    year,
    category,
    score,
    count,
    cumulative: above + count,
    rankFrom: above + 1,
    rankTo: above + count,
    top: 680,
    bottom: 200,
    sample: true,
  };
}
