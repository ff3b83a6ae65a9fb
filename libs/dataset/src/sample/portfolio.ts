/**
 * Which majors a university plausibly teaches, from the keywords of its name and its level: a 医科大学 offers
 * medicine, a 师范 education and school subjects, a 财经 school economics and management … (专业类 codes of
 * the catalog, weighted). Also how popular (hot) a major is, which 选科 a major asks of each track from 2025,
 * and the common 高职专科 major names used for 专科 schools (no 高职专科 catalog ships, so those have no code).
 */
import type { Major } from '../schemas.ts';
import type { RankTrack } from '../rank-sources.ts';
import type { Rng } from './prng.ts';

/** Weight of each 专业类 (4-digit code) in a kind of school. */
type ClassWeights = Readonly<Record<string, number>>;

interface PortfolioRule {
  pattern: RegExp;
  classes: ClassWeights;
}

const ENGINEERING: ClassWeights = {
  '0802': 3,
  '0804': 2,
  '0805': 1,
  '0806': 3,
  '0807': 3,
  '0808': 2,
  '0809': 3,
  '0810': 2,
  '0813': 1,
  '0825': 1,
  '0701': 1,
  '0702': 1,
  '1201': 1,
  '1202': 1,
};

const RULES: readonly PortfolioRule[] = [
  {
    pattern: /医科|医学|卫生|协和|健康/,
    classes: {
      '1001': 1,
      '1002': 5,
      '1003': 2,
      '1004': 2,
      '1007': 2,
      '1010': 3,
      '1011': 2,
      '0710': 1,
      '0711': 1,
    },
  },
  {
    pattern: /中医|中药|蒙医|藏医/,
    classes: { '1005': 5, '1006': 2, '1008': 3, '1007': 1, '1010': 1, '1011': 2, '1002': 1 },
  },
  { pattern: /药科|药学|制药/, classes: { '1007': 5, '1008': 2, '0813': 2, '0710': 1, '0830': 1 } },
  {
    pattern: /师范|教育学院|幼儿/,
    classes: {
      '0401': 4,
      '0402': 1,
      '0501': 3,
      '0502': 2,
      '0701': 2,
      '0702': 2,
      '0703': 2,
      '0710': 1,
      '0705': 1,
      '0601': 1,
      '0305': 1,
      '0711': 1,
      '1302': 1,
      '1304': 1,
      '0809': 1,
    },
  },
  {
    pattern: /财经|财政|经济|商学|商业|工商|金融|会计|税务|经贸|贸易|统计/,
    classes: {
      '0201': 3,
      '0202': 2,
      '0203': 3,
      '0204': 2,
      '1202': 4,
      '1201': 2,
      '0301': 1,
      '0712': 1,
      '1208': 1,
      '1206': 1,
      '0809': 1,
      '0502': 1,
      '1204': 1,
    },
  },
  {
    pattern: /政法|法学|司法|警察|公安|警官|检察|刑事/,
    classes: { '0301': 5, '0302': 2, '0303': 1, '0306': 3, '0831': 2, '1204': 1, '0503': 1 },
  },
  {
    pattern: /外国语|外语|外事|国际关系|语言/,
    classes: { '0502': 6, '0501': 1, '0204': 1, '0503': 1, '1202': 1, '0302': 1 },
  },
  {
    pattern: /民族/,
    classes: {
      '0501': 2,
      '0304': 2,
      '0301': 1,
      '0401': 1,
      '1202': 1,
      '0601': 1,
      '0502': 1,
      '0701': 1,
      '0809': 1,
      '1302': 1,
    },
  },
  {
    pattern: /农业|农牧|农林|农学|农垦|畜牧|兽医|草业/,
    classes: {
      '0901': 4,
      '0902': 1,
      '0903': 2,
      '0904': 2,
      '0905': 1,
      '0907': 1,
      '0827': 2,
      '0823': 1,
      '1203': 1,
      '0710': 1,
    },
  },
  { pattern: /林业|林学/, classes: { '0905': 4, '0902': 2, '0828': 1, '0824': 2, '0710': 1 } },
  { pattern: /海洋|水产|海事/, classes: { '0707': 2, '0906': 2, '0819': 2, '0818': 1 } },
  { pattern: /石油|石化/, classes: { '0815': 3, '0813': 2, '0814': 2, '0802': 1, '0806': 1, '0809': 1 } },
  {
    pattern: /矿业|地质|煤炭|能源/,
    classes: { '0815': 3, '0814': 2, '0709': 1, '0810': 1, '0806': 1, '0805': 2 },
  },
  { pattern: /电力|电气/, classes: { '0806': 5, '0805': 2, '0807': 2, '0808': 2, '0809': 1 } },
  {
    pattern: /交通|铁道|铁路|航运/,
    classes: { '0818': 5, '0810': 2, '0806': 1, '0807': 1, '0808': 1, '1206': 1, '0802': 1 },
  },
  {
    pattern: /航空|航天|飞行|民航/,
    classes: { '0820': 5, '0818': 2, '0802': 1, '0807': 1, '0808': 1, '0809': 1 },
  },
  {
    pattern: /邮电|电子|信息|通信|计算机|软件|网络/,
    classes: { '0807': 5, '0809': 5, '0808': 2, '0806': 1, '0701': 1 },
  },
  { pattern: /建筑|城建|建工|土木/, classes: { '0828': 4, '0810': 4, '0812': 1, '1201': 1, '0811': 1 } },
  { pattern: /水利|水电/, classes: { '0811': 5, '0810': 2, '0806': 1, '0812': 1 } },
  { pattern: /化工|化学/, classes: { '0813': 5, '0703': 2, '0804': 1, '0825': 1 } },
  { pattern: /纺织|服装/, classes: { '0816': 5, '1305': 2, '0804': 1 } },
  { pattern: /轻工|食品|粮食/, classes: { '0817': 3, '0827': 4, '0813': 1 } },
  { pattern: /钢铁|冶金|材料/, classes: { '0804': 5, '0802': 2, '0806': 1, '0813': 1 } },
  { pattern: /机械|工业|理工|科技|工程|技术/, classes: ENGINEERING },
  { pattern: /体育/, classes: { '0402': 5, '0401': 1, '1202': 1 } },
  {
    pattern: /艺术|美术|音乐|戏剧|电影|传媒|舞蹈|戏曲|设计/,
    classes: { '1301': 3, '1305': 3, '0503': 2, '1303': 1, '1202': 1 },
  },
];

const COMPREHENSIVE: ClassWeights = {
  '0101': 1,
  '0201': 2,
  '0203': 2,
  '0301': 2,
  '0401': 1,
  '0501': 2,
  '0502': 2,
  '0503': 1,
  '0601': 1,
  '0701': 2,
  '0702': 2,
  '0703': 2,
  '0710': 2,
  '0711': 1,
  '0802': 1,
  '0804': 1,
  '0806': 1,
  '0807': 2,
  '0809': 2,
  '0810': 1,
  '1002': 1,
  '1202': 2,
  '1204': 1,
  '1305': 1,
};

const LOCAL_COLLEGE: ClassWeights = {
  '0401': 2,
  '0501': 2,
  '0502': 1,
  '0701': 1,
  '0703': 1,
  '0710': 1,
  '0807': 1,
  '0809': 2,
  '0810': 1,
  '1202': 2,
  '0301': 1,
  '1209': 1,
};

const APPLIED_UNDERGRAD: ClassWeights = {
  '0809': 4,
  '0807': 2,
  '0802': 2,
  '0806': 2,
  '0810': 1,
  '1202': 3,
  '1208': 1,
  '1206': 1,
  '0502': 1,
};

/** 专业类 weights for a university name (several kinds add up; a plain 大学/学院 gets a broad mix). */
export function portfolioClasses(name: string): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (classes: ClassWeights, factor: number) => {
    for (const [code, w] of Object.entries(classes)) weights.set(code, (weights.get(code) ?? 0) + w * factor);
  };
  let matched = 0;
  for (const rule of RULES) {
    if (!rule.pattern.test(name)) continue;
    add(rule.classes, matched === 0 ? 2 : 1);
    matched++;
  }
  if (/职业技术大学|职业大学|应用技术/.test(name)) add(APPLIED_UNDERGRAD, 1);
  else if (matched === 0) add(/大学$/.test(name) ? COMPREHENSIVE : LOCAL_COLLEGE, 1);
  else if (/大学$/.test(name) && !/医科|中医|药科|外国语|体育|音乐|美术|戏剧|电影|舞蹈/.test(name)) {
    add(COMPREHENSIVE, 0.3);
  }
  return weights;
}

/** Whether a catalog major is open to candidates of a track (文科/历史类 take no science or engineering). */
export function majorOpenToTrack(
  major: Pick<Major, 'categoryCode' | 'subcategoryCode'>,
  track: RankTrack,
): boolean {
  if (track === '物理') return major.categoryCode !== '06';
  return (
    ['01', '02', '03', '04', '05', '06', '12', '13'].includes(major.categoryCode) ||
    ['0705', '0711'].includes(major.subcategoryCode)
  );
}

const HOT =
  /计算机|软件|人工智能|数据科学|电子信息|通信|电气|自动化|集成电路|微电子|临床医学|口腔|法学|金融|会计|智能/;
const WARM = /机械|数学|物理|英语|汉语言|教育|医学影像|麻醉|药学|建筑学|新闻|经济|护理学|大数据|财务/;
const COLD =
  /农|林|草|畜|动物|植物|地质|矿|冶金|材料|化学|化工|环境|土木|给排水|哲学|历史|考古|社会工作|图书|档案|水产|测绘|安全|宗教/;

/** Popularity of a major from 0 (cold) to 1 (hot), from its name. */
export function majorHeat(name: string): number {
  if (HOT.test(name)) return 1;
  if (COLD.test(name)) return 0.05;
  if (WARM.test(name)) return 0.65;
  return 0.35;
}

/**
 * The 选科 requirement of a major for a track (from 2025), drawn once per college and major: engineering,
 * science and medicine mostly ask 物理+化学, economics and management often nothing, law sometimes 思想政治.
 */
export function subjectRequirementFor(
  major: Pick<Major, 'categoryCode' | 'subcategoryCode'>,
  track: RankTrack,
  rng: Rng,
): string {
  const { categoryCode: cat, subcategoryCode: sub } = major;
  if (track === '历史') {
    if (cat === '06') return rng.chance(0.6) ? '历史' : '不限';
    if (cat === '03') return rng.chance(0.45) ? '思想政治' : '不限';
    if (sub === '0705') return rng.chance(0.5) ? '地理' : '不限';
    return '不限';
  }
  if (cat === '10' || ['0703', '0710', '0813', '0827', '0830'].includes(sub)) {
    return rng.chance(0.06) ? '物理+化学+生物' : '物理+化学';
  }
  if (['0809', '0807', '0701', '0712'].includes(sub)) return rng.chance(0.5) ? '物理' : '物理+化学';
  if (['07', '08', '09', '14'].includes(cat)) return rng.chance(0.72) ? '物理+化学' : '物理';
  if (cat === '02' || cat === '12') return rng.chance(0.45) ? '物理' : '不限';
  if (cat === '03') return rng.chance(0.35) ? '思想政治' : '不限';
  return '不限';
}

/** Common 高职专科 major names by the keyword of a 专科 school's name; the last entry is the default mix. */
const VOCATIONAL: readonly { pattern: RegExp; names: readonly string[] }[] = [
  {
    pattern: /医|卫生|护理|健康|药/,
    names: ['护理', '助产', '药学', '医学检验技术', '康复治疗技术', '医学影像技术', '口腔医学技术'],
  },
  {
    pattern: /师范|幼儿|教育/,
    names: ['学前教育', '小学教育', '早期教育', '英语教育', '音乐教育', '美术教育'],
  },
  {
    pattern: /铁道|铁路|轨道/,
    names: ['铁道交通运营管理', '铁道机车运用与维护', '城市轨道交通运营管理', '铁道工程技术'],
  },
  {
    pattern: /交通|汽车/,
    names: ['道路与桥梁工程技术', '汽车检测与维修技术', '新能源汽车技术', '城市轨道交通运营管理'],
  },
  {
    pattern: /能源|煤|矿|电力|风电/,
    names: ['煤矿智能开采技术', '发电厂及电力系统', '供用电技术', '光伏工程技术', '风力发电工程技术'],
  },
  { pattern: /化工|化学/, names: ['应用化工技术', '化工自动化技术', '药品生产技术', '工业分析技术'] },
  { pattern: /建筑|城建|建设/, names: ['建筑工程技术', '工程造价', '建设工程管理', '建筑室内设计'] },
  {
    pattern: /商|贸|财|经济|金融|管理/,
    names: ['大数据与会计', '电子商务', '市场营销', '现代物流管理', '金融服务与管理'],
  },
  { pattern: /农|牧|林|生态|草/, names: ['畜牧兽医', '现代农业技术', '园林技术', '食品检验检测技术'] },
  {
    pattern: /机电|工业|机械|钢铁|装备|制造/,
    names: ['机电一体化技术', '工业机器人技术', '数控技术', '智能焊接技术', '电气自动化技术'],
  },
  {
    pattern: /电子|信息|科技|软件|数字/,
    names: [
      '计算机应用技术',
      '软件技术',
      '大数据技术',
      '计算机网络技术',
      '电子信息工程技术',
      '人工智能技术应用',
    ],
  },
  { pattern: /旅游|外语|外国语|俄语/, names: ['旅游管理', '酒店管理与数字化运营', '应用英语', '应用俄语'] },
  { pattern: /艺术|美术|传媒/, names: ['艺术设计', '广告艺术设计', '数字媒体艺术设计'] },
  { pattern: /体育/, names: ['社会体育', '体育运营与管理'] },
  { pattern: /警|司法|政法/, names: ['法律事务', '刑事执行'] },
];
const VOCATIONAL_DEFAULT: readonly string[] = [
  '计算机应用技术',
  '大数据与会计',
  '电子商务',
  '机电一体化技术',
  '建筑工程技术',
  '现代物流管理',
  '市场营销',
  '电气自动化技术',
];

/** 高职专科 major names a 专科 school plausibly offers. */
export function vocationalMajorNames(name: string): string[] {
  const names = new Set<string>();
  for (const rule of VOCATIONAL) if (rule.pattern.test(name)) for (const n of rule.names) names.add(n);
  for (const n of VOCATIONAL_DEFAULT) if (names.size < 6) names.add(n);
  return [...names];
}

/** 历史类 candidates can take these 高职专科 majors (the rest ask for the 物理 track). */
export function vocationalOpenToHistory(name: string): boolean {
  return !/机电|电气|数控|焊接|开采|发电|供用电|光伏|风力|化工|机车|机器人|电子信息|道路与桥梁|铁道工程|工业分析/.test(
    name,
  );
}
