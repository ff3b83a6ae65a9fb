/**
 * The region's admission rules as data: the categories (科类) and batches (批次) of each year, the score lines
 * published, and the volunteer limits of each batch. A listed year's rules stay in force until the next listed
 * year: a year the config does not list (2027 for 内蒙古) takes the rules of the latest listed year before it,
 * so a new year arrives as data (its imported files) and needs no release; a reform is a new entry here.
 * Inner Mongolia moved from 理科/文科 with school volunteers to 物理类/历史类 with 院校专业组 volunteers in 2025;
 * nothing in the code branches on that year. Which years the site knows is the config's years, the years its
 * data holds and 当前年份 (`knownYears`); 当前年份 itself is a setting of the site, `currentYear` its default.
 */
import type { CollegeLevel } from './schemas.ts';
import type { RankTrack } from './rank-sources.ts';

/**
 * A category of candidates. `track` links categories across a reform: 理科 and 物理类 are both the 物理
 * track, 文科 and 历史类 the 历史 track (equivalent scores are computed along a track).
 */
export interface CategoryDef {
  name: string;
  track: RankTrack;
}

/**
 * A category of candidates with score lines but no 一分一段 table and no rank track: 艺术类 and 体育类 (admitted
 * on the 文化课 and the 专业课 scores) and 对口招生 (中职 graduates, on their own exam). Its lines are published
 * per 专业类别 (美术与设计类, 计算机类 …: the authority's words, data, not config). Nothing ranks, converts or
 * recommends along these categories; they are never among `categoriesOf`.
 */
export interface LineCategoryDef {
  name: string;
  /** Other names the authority's tables give it (对口高职 in the 投档 tables). */
  aliases: readonly string[];
}

/** A batch in which colleges admit, with the volunteer limits of that year. */
export interface BatchDef {
  name: string;
  level: CollegeLevel;
  /** The unit of one volunteer: a college (with its majors) or a 院校专业组. */
  unit: '院校' | '院校专业组';
  /** How many units a candidate may list. */
  choices: number;
  /** How many majors per unit. */
  majorsPerChoice: number;
  /** Whether the volunteer has the 服从调剂 option (within the college, or within the group). */
  adjustment: boolean;
  /** The score line a candidate must reach to be admitted in this batch. */
  line: string;
  /** 提前批: admits before the ordinary batches (special types); the sample generator leaves it empty. */
  advance: boolean;
}

/** A published score line: a batch's minimum (批次线) or a control line not tied to one batch (控制线). */
export interface ScoreLineDef {
  name: string;
  kind: '批次线' | '控制线';
  /**
   * The plan category the line gates, where it gates one only (专项类: the 专项 plans' own control line);
   * absent for the lines of every plan. The sample data generates only those.
   */
  planCategory?: string;
}

export interface RegionConfig {
  /** Short province name used in every row: 内蒙古. */
  province: string;
  provinceFull: string;
  /**
   * 当前年份, the exam year the site prepares students for, until an admin sets another in 站点设置 (the
   * setting is what the server reads; this is its default).
   */
  currentYear: number;
  /**
   * The years the config lists rules for, ascending (and the sample generator's years). A later year takes
   * the rules of the latest listed one before it; a year before the first has none.
   */
  years: readonly number[];
  categoriesByYear: Readonly<Record<number, readonly CategoryDef[]>>;
  /** The categories with score lines only (no 一分一段 table), by the year their rules start. */
  lineCategoriesByYear: Readonly<Record<number, readonly LineCategoryDef[]>>;
  batchesByYear: Readonly<Record<number, readonly BatchDef[]>>;
  scoreLinesByYear: Readonly<Record<number, readonly ScoreLineDef[]>>;
}

const SCIENCE_ARTS: readonly CategoryDef[] = [
  { name: '理科', track: '物理' },
  { name: '文科', track: '历史' },
];
const PHYSICS_HISTORY: readonly CategoryDef[] = [
  { name: '物理类', track: '物理' },
  { name: '历史类', track: '历史' },
];

// Up to 2024: 6 college volunteers of up to 6 majors each, with adjustment inside the college. The 提前批
// limits are taken equal to the ordinary batches'; check them against the year's 招生录取实施办法.
const SCHOOL_VOLUNTEERS = { unit: '院校', choices: 6, majorsPerChoice: 6, adjustment: true } as const;
const BATCHES_UNTIL_2024: readonly BatchDef[] = [
  { name: '本科提前批', level: '本科', line: '本科二批', advance: true, ...SCHOOL_VOLUNTEERS },
  { name: '本科一批', level: '本科', line: '本科一批', advance: false, ...SCHOOL_VOLUNTEERS },
  { name: '本科二批', level: '本科', line: '本科二批', advance: false, ...SCHOOL_VOLUNTEERS },
  { name: '专科提前批', level: '专科', line: '高职专科批', advance: true, ...SCHOOL_VOLUNTEERS },
  { name: '高职专科批', level: '专科', line: '高职专科批', advance: false, ...SCHOOL_VOLUNTEERS },
];
// From 2025 (内蒙古's first 3+1+2 year): 45 parallel 院校专业组 volunteers of up to 12 majors each and one 是否服从
// 专业组内调剂 (adjustment only inside the group). 普通类 batches: 本科提前批 in three 段 (A、B、C), 本科批,
// 高职(专科)提前批 and 高职(专科)批 (the authority's 2025 填报志愿和投档录取安排; its 投档 tables of 2025 and plans
// of 2026 use exactly these names), each with its own 投档 rounds and 征集 rounds (第二次投档 …).
const GROUP_VOLUNTEERS = { unit: '院校专业组', choices: 45, majorsPerChoice: 12, adjustment: true } as const;
const BATCHES_FROM_2025: readonly BatchDef[] = [
  { name: '本科提前批A段', level: '本科', line: '本科批', advance: true, ...GROUP_VOLUNTEERS },
  { name: '本科提前批B段', level: '本科', line: '本科批', advance: true, ...GROUP_VOLUNTEERS },
  { name: '本科提前批C段', level: '本科', line: '本科批', advance: true, ...GROUP_VOLUNTEERS },
  { name: '本科批', level: '本科', line: '本科批', advance: false, ...GROUP_VOLUNTEERS },
  { name: '高职(专科)提前批', level: '专科', line: '高职(专科)批', advance: true, ...GROUP_VOLUNTEERS },
  { name: '高职(专科)批', level: '专科', line: '高职(专科)批', advance: false, ...GROUP_VOLUNTEERS },
];

const LINES_UNTIL_2024: readonly ScoreLineDef[] = [
  { name: '本科一批', kind: '批次线' },
  { name: '本科二批', kind: '批次线' },
  { name: '高职专科批', kind: '批次线' },
];
// The authority also publishes the control lines of the 专项 plans (普通类（专项类）: 2026 物理类 本科 323, 专科 160);
// they gate only the 专项 plans, so they are lines of their own, named after the batch (本科批(专项类)), never
// a batch's line: a level's lowest line (the field, the line difference) stays the 普通类 one.
const LINES_FROM_2025: readonly ScoreLineDef[] = [
  { name: '特殊类型招生控制线', kind: '控制线' },
  { name: '本科批', kind: '批次线' },
  { name: '本科批(专项类)', kind: '控制线', planCategory: '专项类' },
  { name: '高职(专科)批', kind: '批次线' },
  { name: '高职(专科)批(专项类)', kind: '控制线', planCategory: '专项类' },
];

// The authority's 控制线 table also gives the lines of 艺术类, 体育类 and 对口招生 (2026: 美术与设计类 本科 文化课
// 273 / 专业课 196 …); from 2025 they are kept as lines of their own categories, on the same line names.
const LINE_CATEGORIES_FROM_2025: readonly LineCategoryDef[] = [
  { name: '艺术类', aliases: ['艺术'] },
  { name: '体育类', aliases: ['体育'] },
  { name: '对口招生', aliases: ['对口高职', '对口', '对口升学'] },
];

/**
 * Inner Mongolia, 2021–2026, 普通类 (蒙授 is not modelled; 艺术类, 体育类 and 对口招生 from 2025 by their score
 * lines only).
 */
export const INNER_MONGOLIA: RegionConfig = {
  province: '内蒙古',
  provinceFull: '内蒙古自治区',
  currentYear: 2026,
  years: [2021, 2022, 2023, 2024, 2025, 2026],
  categoriesByYear: {
    2021: SCIENCE_ARTS,
    2022: SCIENCE_ARTS,
    2023: SCIENCE_ARTS,
    2024: SCIENCE_ARTS,
    2025: PHYSICS_HISTORY,
    2026: PHYSICS_HISTORY,
  },
  lineCategoriesByYear: { 2025: LINE_CATEGORIES_FROM_2025 },
  batchesByYear: {
    2021: BATCHES_UNTIL_2024,
    2022: BATCHES_UNTIL_2024,
    2023: BATCHES_UNTIL_2024,
    2024: BATCHES_UNTIL_2024,
    2025: BATCHES_FROM_2025,
    2026: BATCHES_FROM_2025,
  },
  scoreLinesByYear: {
    2021: LINES_UNTIL_2024,
    2022: LINES_UNTIL_2024,
    2023: LINES_UNTIL_2024,
    2024: LINES_UNTIL_2024,
    2025: LINES_FROM_2025,
    2026: LINES_FROM_2025,
  },
};

// 广东: the second region, proving that a province is data. 2020 was the last year of 理科/文科 with college
// volunteers in one merged 本科批; from 2021 (the 3+1+2 reform) 物理类/历史类 fill up to 45 院校专业组 of up to 6
// majors each, with adjustment inside the group. Check the limits against the year's 招生录取工作实施意见.
const GD_SCHOOLS = { unit: '院校', choices: 15, majorsPerChoice: 6, adjustment: true } as const;
const GD_BATCHES_2020: readonly BatchDef[] = [
  { name: '本科提前批', level: '本科', line: '本科批', advance: true, ...GD_SCHOOLS },
  { name: '本科批', level: '本科', line: '本科批', advance: false, ...GD_SCHOOLS },
  { name: '专科批', level: '专科', line: '专科批', advance: false, ...GD_SCHOOLS },
];
const GD_GROUPS = { unit: '院校专业组', choices: 45, majorsPerChoice: 6, adjustment: true } as const;
const GD_BATCHES_FROM_2021: readonly BatchDef[] = [
  { name: '本科提前批', level: '本科', line: '本科批', advance: true, ...GD_GROUPS },
  { name: '本科批', level: '本科', line: '本科批', advance: false, ...GD_GROUPS },
  { name: '专科提前批', level: '专科', line: '专科批', advance: true, ...GD_GROUPS },
  { name: '专科批', level: '专科', line: '专科批', advance: false, ...GD_GROUPS },
];
const GD_LINES: readonly ScoreLineDef[] = [
  { name: '特殊类型招生控制线', kind: '控制线' },
  { name: '本科批', kind: '批次线' },
  { name: '专科批', kind: '批次线' },
];
const GD_YEARS = [2021, 2022, 2023, 2024, 2025] as const;

/** 广东, 2020–2025, 普通类 (艺术/体育 not modelled): the second region config, same code, other data. */
export const GUANGDONG: RegionConfig = {
  province: '广东',
  provinceFull: '广东省',
  currentYear: 2025,
  years: [2020, ...GD_YEARS],
  categoriesByYear: {
    2020: SCIENCE_ARTS,
    ...Object.fromEntries(GD_YEARS.map((y) => [y, PHYSICS_HISTORY])),
  },
  lineCategoriesByYear: {},
  batchesByYear: {
    2020: GD_BATCHES_2020,
    ...Object.fromEntries(GD_YEARS.map((y) => [y, GD_BATCHES_FROM_2021])),
  },
  scoreLinesByYear: {
    2020: GD_LINES,
    ...Object.fromEntries(GD_YEARS.map((y) => [y, GD_LINES])),
  },
};

/** Every region the product has a config for; a deployment serves one (the server's REGION setting). */
export const REGIONS: readonly RegionConfig[] = [INNER_MONGOLIA, GUANGDONG];

/** The region of a province, by short or full name (内蒙古, 广东省), or null. */
export function regionNamed(name: string): RegionConfig | null {
  const n = name.trim();
  return REGIONS.find((r) => r.province === n || r.provinceFull === n) ?? null;
}

/** The first year the region has rules for. */
export function firstRulesYear(region: RegionConfig): number {
  return region.years[0] ?? region.currentYear;
}

/**
 * The listed year whose rules are in force in `year`: the latest listed year at or before it (2027 → 2026 for
 * 内蒙古), or null before the region's first rules.
 */
export function rulesYearOf(region: RegionConfig, year: number): number | null {
  let found: number | null = null;
  for (const listed of region.years) if (listed <= year) found = listed;
  return found;
}

function inForce<T>(region: RegionConfig, byYear: Readonly<Record<number, readonly T[]>>, year: number) {
  const listed = rulesYearOf(region, year);
  return listed === null ? [] : (byYear[listed] ?? []);
}

/** The categories of a year, by the rules in force then ([] before the region's first rules). */
export function categoriesOf(region: RegionConfig, year: number): readonly CategoryDef[] {
  return inForce(region, region.categoriesByYear, year);
}

/**
 * The categories with score lines only (艺术类, 体育类, 对口招生) in `year`: those of the latest year at or before
 * it that lists any ([] before).
 */
export function lineCategoriesOf(region: RegionConfig, year: number): readonly LineCategoryDef[] {
  let found: readonly LineCategoryDef[] = [];
  for (const [listed, defs] of Object.entries(region.lineCategoriesByYear)) {
    if (Number(listed) <= year) found = defs;
  }
  return found;
}

/** The line category `raw` names in `year` (对口高职 → 对口招生), or null. */
export function lineCategoryNamed(region: RegionConfig, year: number, raw: string): string | null {
  const value = raw.replace(/\s+/g, '');
  return (
    lineCategoriesOf(region, year).find((c) => c.name === value || c.aliases.includes(value))?.name ?? null
  );
}

/** The batches of a year, by the rules in force then ([] before the region's first rules). */
export function batchesOf(region: RegionConfig, year: number): readonly BatchDef[] {
  return inForce(region, region.batchesByYear, year);
}

/** The score lines of a year, by the rules in force then ([] before the region's first rules). */
export function scoreLinesOf(region: RegionConfig, year: number): readonly ScoreLineDef[] {
  return inForce(region, region.scoreLinesByYear, year);
}

/** The category of `toYear` on the same track as `category` in `fromYear` (理科 2024 → 物理类 2025), or null. */
export function equivalentCategory(
  region: RegionConfig,
  fromYear: number,
  category: string,
  toYear: number,
): string | null {
  const track = categoriesOf(region, fromYear).find((c) => c.name === category)?.track;
  if (!track) return null;
  return categoriesOf(region, toYear).find((c) => c.track === track)?.name ?? null;
}

/** Every category or batch name the region has ever used, for validating imported files. */
export function allCategoryNames(region: RegionConfig): string[] {
  return [...new Set(region.years.flatMap((y) => categoriesOf(region, y).map((c) => c.name)))];
}
