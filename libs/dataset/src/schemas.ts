/**
 * The data model of what this package hands to the server: one zod schema and one type per table the server
 * builds (colleges, majors, score lines, rank-table rows, admission records, admission plans, high schools).
 * Years, provinces, categories and batches are plain strings validated against the region config elsewhere,
 * so a later reform is a data change, not a schema change.
 */
import * as z from 'zod';

/** 10-digit MOE 学校标识码, e.g. 4115010126 (内蒙古大学). */
export const collegeCodeSchema = z.string().regex(/^\d{10}$/, '院校代码应为 10 位数字');
/** A major code without its T/K suffix: 6 digits, 7 for the 0502100+ foreign languages (e.g. 080901, 0502101). */
export const majorCodeSchema = z.string().regex(/^\d{6,7}$/, '专业代码应为 6～7 位数字（不含 T/K 标记）');

export const collegeLevels = ['本科', '专科'] as const;
export type CollegeLevel = (typeof collegeLevels)[number];
export const collegeNatures = ['公办', '民办', '中外合作'] as const;
export type CollegeNature = (typeof collegeNatures)[number];
export const eliteTags = ['985', '211', '双一流'] as const;
export type EliteTag = (typeof eliteTags)[number];
export const majorFlags = ['T', 'K'] as const;
/** T = 特设专业, K = 国家控制布点专业. */
export type MajorFlag = (typeof majorFlags)[number];

const yearSchema = z.number().int().min(2000).max(2100);
const scoreSchema = z.number().min(0).max(750);

/** A regular university of the MOE list. */
export const collegeSchema = z.object({
  code: collegeCodeSchema,
  name: z.string().min(1),
  /** Short province name: 北京, 内蒙古, 广西 … */
  province: z.string().min(1),
  /** 所在地 as the MOE writes it: 呼和浩特市, 兴安盟 … */
  city: z.string(),
  level: z.enum(collegeLevels),
  nature: z.enum(collegeNatures),
  /** 主管部门: 教育部, 内蒙古自治区, 内蒙古自治区教育厅 … */
  department: z.string(),
  /** 院校类型 (综合/理工/师范 …): in no licensed source, set by staff; null by default. */
  type: z.string().nullable(),
  tags: z.array(z.enum(eliteTags)),
  website: z.string().nullable(),
  intro: z.string().nullable(),
  /** 备注 of the MOE list, verbatim ('' for none). */
  remark: z.string(),
  /** Full pinyin without tones or spaces, lower case: neimenggudaxue. */
  pinyin: z.string(),
  /** Pinyin initials: nmgdx. */
  pinyinInitials: z.string(),
  /** Common short names (内大, 北大 …) where known; search also matches the characters of the name in order. */
  shortNames: z.array(z.string()),
});
export type College = z.output<typeof collegeSchema>;

/** A major of one catalog edition: undergraduate (本科) or 高职专科 (专科, `majors-vocational.ts`). */
export const majorSchema = z.object({
  code: majorCodeSchema,
  name: z.string().min(1),
  /** 门类 (专科: 专业大类) name and 2-digit code: 工学 / 08, 电子与信息大类 / 51. */
  category: z.string().min(1),
  categoryCode: z.string().regex(/^\d{2}$/),
  /** 专业类 name and 4-digit code: 计算机类 / 0809. */
  subcategory: z.string().min(1),
  subcategoryCode: z.string().regex(/^\d{4}$/),
  level: z.enum(collegeLevels),
  /** 学位授予门类, several joined by '/' when the catalog allows a choice: 经济学/理学; '' for 专科 (no degree). */
  degree: z.string(),
  /** 修业年限: 4 by default, 5 for the majors in FIVE_YEAR_MAJORS, 3 for 专科. */
  years: z.number().int().min(2).max(8),
  flags: z.array(z.enum(majorFlags)),
  catalogYear: yearSchema,
  /** The catalog's note for the major ('' for none). */
  note: z.string(),
  /** For a major moved between editions (2026: 083201 → 140001), its code in the previous edition. */
  previousCode: majorCodeSchema.nullable(),
});
export type Major = z.output<typeof majorSchema>;

/**
 * 批次线 / 控制线 of one year, category and batch. A category without a 一分一段 table (艺术类, 体育类, 对口招生)
 * publishes a line per 专业类别 (`professionalCategory`: 美术与设计类, 计算机类 …; '' on the 物理/历史 tracks), with
 * the 文化课 score as `score` and, where the line has one, the 专业课 score as `professionalScore` (专业分).
 */
export const scoreLineSchema = z.object({
  year: yearSchema,
  province: z.string().min(1),
  category: z.string().min(1),
  professionalCategory: z.string().optional(),
  batch: z.string().min(1),
  score: scoreSchema,
  professionalScore: scoreSchema.nullable().optional(),
  sample: z.boolean(),
});
export type ScoreLine = z.output<typeof scoreLineSchema>;

/**
 * One line of a 一分一段 table: `count` candidates scored exactly `score` (the top line counts everyone at or
 * above it), `cumulative` scored `score` or more, which is the lowest rank at that score.
 */
export const rankTableRowSchema = z.object({
  year: yearSchema,
  province: z.string().min(1),
  category: z.string().min(1),
  score: scoreSchema,
  count: z.number().int().min(0),
  cumulative: z.number().int().min(0),
  sample: z.boolean(),
});
export type RankTableRow = z.output<typeof rankTableRowSchema>;

/**
 * What a record describes: the whole college in a batch (院校, before the 2025 reform), one 院校专业组 (from
 * 2025), or one major inside either.
 */
export const admissionScopes = ['院校', '专业组', '专业'] as const;
export type AdmissionScope = (typeof admissionScopes)[number];

/**
 * An admission result (投档/录取) of one college, group or major for the candidates of one province, year,
 * category and batch. Natural key: year, province, category, batch, collegeCode, groupCode, scope,
 * majorCode ?? majorName.
 */
export const admissionRecordSchema = z.object({
  year: yearSchema,
  /** 生源省份: the candidates' province (short name), so other regions' data can live in the same table. */
  province: z.string().min(1),
  category: z.string().min(1),
  batch: z.string().min(1),
  collegeCode: collegeCodeSchema,
  collegeName: z.string().min(1),
  /** 院校专业组 code within the college, e.g. '03'; null where the batch admits by college. */
  groupCode: z.string().min(1).nullable(),
  scope: z.enum(admissionScopes),
  /** Null for 院校/专业组 rows and for a major known by name only (the sample's 专科 majors carry no code). */
  majorCode: majorCodeSchema.nullable(),
  /** Null exactly for 院校/专业组 rows. */
  majorName: z.string().min(1).nullable(),
  planCount: z.number().int().min(0).nullable(),
  minScore: scoreSchema,
  avgScore: scoreSchema.nullable(),
  maxScore: scoreSchema.nullable(),
  /** 最低位次: the rank of minScore in that year's table (its cumulative count). */
  minRank: z.number().int().min(1).nullable(),
  sample: z.boolean(),
});
export type AdmissionRecord = z.output<typeof admissionRecordSchema>;

/**
 * 选科要求: '不限', or the subjects a candidate must have taken joined by '+', first subject first
 * ('物理+化学', '物理', '历史', '思想政治', '物理+化学+生物').
 */
export const subjectNames = ['物理', '历史', '化学', '生物', '思想政治', '地理'] as const;
export type SubjectName = (typeof subjectNames)[number];
export const subjectRequirementSchema = z
  .string()
  .regex(/^(不限|(物理|历史|化学|生物|思想政治|地理)(\+(物理|历史|化学|生物|思想政治|地理)){0,2})$/, {
    message: '选科要求应为“不限”或用“+”连接的科目，如 物理+化学',
  });

/** A line of the 招生计划 of one year: one major of one group (or college) for one category and batch. */
export const admissionPlanSchema = z.object({
  year: yearSchema,
  province: z.string().min(1),
  category: z.string().min(1),
  batch: z.string().min(1),
  collegeCode: collegeCodeSchema,
  collegeName: z.string().min(1),
  groupCode: z.string().min(1).nullable(),
  subjectRequirement: subjectRequirementSchema,
  majorCode: majorCodeSchema.nullable(),
  majorName: z.string().min(1),
  planCount: z.number().int().min(0),
  /** 学制 in years. */
  years: z.number().int().min(1).max(9).nullable(),
  /** 学费, yuan per year. */
  tuition: z.number().int().min(0).nullable(),
  sample: z.boolean(),
});
export type AdmissionPlan = z.output<typeof admissionPlanSchema>;

/** A high school of the region (the site's student profiles pick one). */
export const highSchoolSchema = z.object({
  name: z.string().min(1),
  /** 旗县区 ('' when unknown). */
  district: z.string(),
  /** 盟市 ('' when unknown). */
  city: z.string(),
});
export type HighSchoolRow = z.output<typeof highSchoolSchema>;
