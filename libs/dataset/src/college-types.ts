/**
 * 院校类型 (综合/理工/师范 …) derived for every university of the MOE list, which records none. The rule is
 * data (the two tables below) read in order, first match wins:
 *
 * 1. 主管部门: a few central departments run only one kind of school (公安部 → 政法, 国家体育总局 → 体育,
 *    国家民委 → 民族, 中国科学院 → 理工 …). Checked first because it is more reliable than a name.
 * 2. Name keywords, in the order of `COLLEGE_TYPE_NAME_RULES`. The order settles names with two keywords:
 *    师范 before everything (内蒙古民族幼儿师范高等专科学校 → 师范), 医药 before 民族 (右江民族医学院), 语言 before
 *    财经 (上海工商外国语职业学院), 财经 before 政法 (中南财经政法大学), 农林 before 理工 (西北农林科技大学), and
 *    the broad keywords (科技, 工程, 工业 …) late. A second, weaker 艺术 and 财经 pass (服装, 设计, 陶瓷; 管理,
 *    旅游, 酒店 …) comes after 理工 so that 纺织服装 or 城市建设管理 schools stay 理工.
 * 3. No keyword → 综合, the label 志愿 sites give a 大学 or 学院 named after a place (内蒙古大学, 呼伦贝尔学院).
 *
 * A 职业技术学院 / 职业学院 / 高等专科学校 follows the same rule as any school: its keyword decides
 * (内蒙古机电职业技术学院 → 理工, 包头轻工职业技术学院 → 理工, XX卫生职业学院 → 医药), and one named only after its
 * city (包头职业技术学院) is 综合. "职业" and "技术" alone are not keywords: they describe the level, not a field.
 * 其他 is for colleges run for a social organisation rather than a field (女子, 民政, 家政, 青年, 劳动, 工会).
 * 军事 stays in the list for staff (军队院校 are not in the MOE list), so no rule gives it.
 *
 * Every value carries `typeSource: 'derived'` and the rule that produced it; a staff correction (back office
 * or import, `typeSource: 'staff'`) always wins over it (`mergeCollegeType`). Keywords are whole substrings of
 * the name, so place names are avoided on purpose: no bare 林 (吉林, 桂林), 铁 (铁门关), 商 (商丘, 商洛) or 海洋
 * (中国海洋大学 is 综合).
 */
import {
  COLLEGE_TYPE_SOURCES,
  COLLEGE_TYPES,
  type CollegeType,
  type CollegeTypeSource,
} from '@zhiyuan/contracts';
import type { College } from './schemas.ts';

// The type list and the sources are the contract's (the API's filter and the back office offer them).
export { COLLEGE_TYPE_SOURCES, COLLEGE_TYPES, type CollegeType, type CollegeTypeSource };

/** A college's type with its source; `rule` says in Chinese why (shown to staff next to a derived value). */
export interface CollegeTypeValue {
  type: CollegeType;
  typeSource: CollegeTypeSource;
  rule: string;
}

/** Central departments whose every school is of one type (exact 主管部门 of the MOE list). */
export const COLLEGE_TYPE_DEPARTMENT_RULES: readonly { department: string; type: CollegeType }[] = [
  { department: '公安部', type: '政法' },
  { department: '司法部', type: '政法' },
  { department: '外交部', type: '政法' },
  { department: '国家体育总局', type: '体育' },
  { department: '国家民委', type: '民族' },
  { department: '中国科学院', type: '理工' },
  { department: '国家卫生健康委员会', type: '医药' },
  { department: '交通运输部（中国民用航空局）', type: '理工' },
];

/**
 * Name keywords, checked in this order: `keywords` are substrings separated by spaces; `patterns` cover a
 * keyword that needs context (技术大学 is 理工, but not in 职业技术大学, a level rather than a field).
 */
export const COLLEGE_TYPE_NAME_RULES: readonly {
  type: CollegeType;
  keywords: string;
  patterns?: readonly RegExp[];
}[] = [
  { type: '师范', keywords: '师范 教育 幼儿 幼专' },
  {
    type: '医药',
    keywords:
      '医科 医学 中医 药科 药学 医药 药品 食药 中药 卫生 医卫 护理 健康 康养 口腔 康复 推拿 医疗 医专 杏林',
  },
  { type: '语言', keywords: '外国语 外语 语言 翻译 外事 俄语' },
  {
    type: '财经',
    keywords:
      '财经 财政 财贸 财会 财税 金融 经贸 经济 贸易 外贸 商学 商业 商务 商贸 科贸 工商 徽商 华商 会计 审计 税务 保险 海关 物资',
  },
  { type: '政法', keywords: '政法 法学 法律 警察 警官 公安 司法 检察 消防 安防 外交 国际关系 政治 行政' },
  { type: '体育', keywords: '体育 运动 武术 高尔夫' },
  {
    type: '艺术',
    keywords: '艺术 美术 音乐 戏剧 戏曲 电影 舞蹈 传媒 影视 动漫 动画 演艺 文艺 工艺 创意 广告 文化产业',
  },
  { type: '农林', keywords: '农 林业 园林 畜牧 牧业 兽医 水产 生态工程 茶业 防沙' },
  { type: '民族', keywords: '民族' },
  {
    type: '理工',
    keywords: [
      '理工 科技 科学技术 应用科学大学 工业 工程 工学 交通 运输 石油 石化 电力 电子 电机 电气 电讯 电信 邮电',
      '信息 数据 计算机 软件 光电 通信 网络 数字 智能 航空 航天 民航 飞行 通航 航海 海运 船员 海事 航运 港湾',
      '船舶 化工 化学 材料 矿业 矿冶 地矿 地质 国土资源 自然资源 资源环境 环境 测绘 气象 建筑 建工 建设 城建',
      '建材 铁道 铁路 轨道 水利 水电 能源 煤炭 冶金 钢铁 有色金属 铝业 锡业 黄金 机械 机电 装备 制造 汽车',
      '轻工 轻纺 纺织 印刷 计量 中核 工信 工贸 安全技术 应急',
    ].join(' '),
    patterns: [/(?<!职业)技术大学/],
  },
  { type: '其他', keywords: '女子 民政 家政 青年 劳动 工会 社会管理' },
  { type: '艺术', keywords: '服装 设计 陶瓷' },
  { type: '财经', keywords: '管理 物流 旅游 酒店 烹饪 会展' },
];

/** The type of a college with no keyword and no department rule. */
export const DEFAULT_COLLEGE_TYPE: CollegeType = '综合';

/** The keyword or pattern of `rule` found in `name`, as shown to staff; undefined if none. */
function matchedKeyword(rule: (typeof COLLEGE_TYPE_NAME_RULES)[number], name: string): string | undefined {
  const keyword = rule.keywords.split(' ').find((k) => name.includes(k));
  if (keyword !== undefined) return keyword;
  return rule.patterns?.map((p) => p.exec(name)?.[0]).find((m) => m !== undefined);
}

/** The derived 院校类型 of a college of the MOE list, from its 主管部门 and name (see the module header). */
export function deriveCollegeType(college: Pick<College, 'name' | 'department'>): CollegeTypeValue {
  const byDepartment = COLLEGE_TYPE_DEPARTMENT_RULES.find((r) => r.department === college.department);
  if (byDepartment) {
    return { type: byDepartment.type, typeSource: 'derived', rule: `主管部门为${college.department}` };
  }
  for (const rule of COLLEGE_TYPE_NAME_RULES) {
    const keyword = matchedKeyword(rule, college.name);
    if (keyword !== undefined) return { type: rule.type, typeSource: 'derived', rule: `校名含“${keyword}”` };
  }
  return { type: DEFAULT_COLLEGE_TYPE, typeSource: 'derived', rule: '校名无学科关键词' };
}

/**
 * The value to keep when the derived type is (re)computed for a college that may already have one: a staff
 * value is never replaced; a missing or earlier derived value is.
 */
export function mergeCollegeType(
  current: CollegeTypeValue | null,
  derived: CollegeTypeValue,
): CollegeTypeValue {
  return current?.typeSource === 'staff' ? current : derived;
}

/** Whether a string is one of `COLLEGE_TYPES` (for import files and the back office). */
export function isCollegeType(value: string): value is CollegeType {
  return (COLLEGE_TYPES as readonly string[]).includes(value);
}
