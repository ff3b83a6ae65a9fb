/**
 * The catalog calls: universities (search by name, pinyin and initials with filters; detail, admission
 * charter, majors offered, admission history in the region) and majors (门类 → 专业类 → 专业 tree, search,
 * detail with the universities offering it). Sample rows carry `sample: true` so the site can badge them.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { textBlockSchema } from '../content/blocks.ts';
import {
  COLLEGE_LEVELS,
  COLLEGE_NATURES,
  COLLEGE_SORTS,
  COLLEGE_TYPES,
  ELITE_TAGS,
  type CollegeLevelName,
  type CollegeSort,
  type CollegeType,
  type EliteTagName,
} from '../college-labels.ts';
import {
  batchParam,
  categoryParam,
  idParam,
  keywordParam,
  pageOf,
  pageParams,
  queryObject,
  textParam,
  yearParam,
} from './query.ts';

// The lists are zod-free (college-labels.ts, also in `@zhiyuan/contracts/basics`); the schemas below use them.
export {
  COLLEGE_LEVELS,
  COLLEGE_NATURES,
  COLLEGE_SORTS,
  COLLEGE_TYPES,
  ELITE_TAGS,
  type CollegeLevelName,
  type CollegeSort,
  type CollegeType,
  type EliteTagName,
};

/**
 * Where a college's type comes from: derived from its 主管部门 and name (`deriveCollegeType` in the dataset),
 * or set by staff (back office or import), which always wins and survives re-seeding.
 */
export const COLLEGE_TYPE_SOURCES = ['derived', 'staff'] as const;
export type CollegeTypeSource = (typeof COLLEGE_TYPE_SOURCES)[number];

/** A 院校类型 as a parameter or a field. */
export const collegeTypeSchema = labelled('院校类型', z.enum(COLLEGE_TYPES, { error: M.collegeTypeInvalid }));

/**
 * `tags=985,211` or `tags=985&tags=211`: a college matching any of them. Each of the three tags at most once
 * counts; anything else fails with one message on `tags`.
 */
export const tagsParam = z
  .union([z.string(), z.array(z.string(), { error: M.tagsInvalid }).max(6, { error: M.tagsInvalid })], {
    error: M.tagsInvalid,
  })
  .transform((value, ctx): EliteTagName[] => {
    const list = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(/[,，、]/))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const tags = ELITE_TAGS.filter((t) => list.includes(t));
    if (list.some((v) => !(ELITE_TAGS as readonly string[]).includes(v))) {
      ctx.issues.push({ code: 'custom', input: value, message: M.tagsInvalid });
      return [];
    }
    return tags;
  });

/** `GET /api/college/search` query. */
export const collegeSearchQuery = queryObject({
  keyword: keywordParam.optional(),
  province: textParam(M.placeInvalid, 20).optional(),
  city: textParam(M.placeInvalid, 20).optional(),
  level: z.enum(COLLEGE_LEVELS, { error: M.levelInvalid }).optional(),
  nature: z.enum(COLLEGE_NATURES, { error: M.natureInvalid }).optional(),
  tags: tagsParam.optional(),
  type: collegeTypeSchema.optional(),
  sort: z.enum(COLLEGE_SORTS, { error: M.sortInvalid }).default('relevance'),
  ...pageParams,
});
export type CollegeSearchQuery = z.input<typeof collegeSearchQuery>;

/** A university in lists. */
export const collegeItemSchema = z.object({
  id: z.number().int(),
  /** 10-digit MOE 学校标识码. */
  code: z.string(),
  name: z.string(),
  /** Short province name: 内蒙古, 北京 … */
  province: z.string(),
  city: z.string(),
  level: z.enum(COLLEGE_LEVELS),
  nature: z.enum(COLLEGE_NATURES),
  /** 985, 211, 双一流. */
  tags: z.array(z.enum(ELITE_TAGS)),
  /** 综合、理工、师范 … (every listed college has one; null only for an imported college not yet typed). */
  type: z.enum(COLLEGE_TYPES).nullable(),
  /** Whether the type was derived or set by staff (always sent; optional so that older fixtures parse). */
  typeSource: z.enum(COLLEGE_TYPE_SOURCES).nullable().optional(),
  logo: z.string().nullable(),
});
export type CollegeItem = z.output<typeof collegeItemSchema>;
export const collegeSearchData = pageOf(collegeItemSchema);

/** `GET /api/college/get`, `charter`, `majors`: the college's row id. */
export const collegeIdQuery = queryObject({ id: idParam });
export type CollegeIdQuery = z.input<typeof collegeIdQuery>;

export const collegeDetailSchema = collegeItemSchema.extend({
  /** 主管部门. */
  department: z.string(),
  website: z.string().nullable(),
  intro: z.string().nullable(),
  /** 备注 of the MOE list. */
  remark: z.string(),
  /** Whether `GET /api/college/charter` has a text. */
  hasCharter: z.boolean(),
  /** `intro` (Markdown) parsed into blocks (always sent; optional so that older fixtures parse). */
  introBlocks: z.array(textBlockSchema).optional(),
});
export type CollegeDetail = z.output<typeof collegeDetailSchema>;

/** The admission charter (招生章程), Markdown and parsed blocks; null when none is on file. */
export const collegeCharterData = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  charter: z.string().nullable(),
  blocks: z.array(textBlockSchema),
});
export type CollegeCharter = z.output<typeof collegeCharterData>;

/** A major a college offers (from its plans and admissions in the data). */
export const collegeMajorSchema = z.object({
  /** Catalog code; null for 专科 majors (no 高职专科 catalog ships). */
  majorCode: z.string().nullable(),
  majorName: z.string(),
  /** 门类 and 专业类 from the catalog when the code is known. */
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  sample: z.boolean(),
});
export type CollegeMajor = z.output<typeof collegeMajorSchema>;
export const collegeMajorsData = pageOf(collegeMajorSchema);

/** `GET /api/college/admissions` query: optionally one category and one batch. */
export const collegeAdmissionsQuery = queryObject({
  id: idParam,
  category: categoryParam.optional(),
  batch: batchParam.optional(),
});
export type CollegeAdmissionsQuery = z.input<typeof collegeAdmissionsQuery>;

/** Scopes of admission records: the whole college (up to 2024), a 院校专业组 (from 2025), or one major. */
export const ADMISSION_SCOPES = ['院校', '专业组', '专业'] as const;

/** An admission result (投档/录取) in the region. */
export const admissionRowSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  /** 生源省份: the candidates' province (the region). */
  province: z.string(),
  category: z.string(),
  batch: z.string(),
  collegeId: z.number().int().nullable(),
  collegeCode: z.string(),
  collegeName: z.string(),
  /** Where the college is, and its tags (from the college list). */
  collegeProvince: z.string(),
  collegeCity: z.string(),
  tags: z.array(z.enum(ELITE_TAGS)),
  /** 院校专业组 code, e.g. '03'; null where the batch admits by college. */
  groupCode: z.string().nullable(),
  scope: z.enum(ADMISSION_SCOPES),
  majorCode: z.string().nullable(),
  majorName: z.string().nullable(),
  planCount: z.number().int().nullable(),
  minScore: z.number(),
  avgScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  /** 最低位次, as published: null where the authority published scores only (内蒙古 2025). */
  minRank: z.number().int().nullable(),
  sample: z.boolean(),
  /**
   * Where a real row has no published rank: the rank the recommendation engine compares it by, converted from
   * a later year's 一分一段 through the two years' batch lines — never an official rank. `note` says how
   * (“2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次”), `low`–`high` is the conversion's own 80 %
   * interval. Absent on official ranks, generated rows and rows nothing converts.
   */
  derivedRank: z
    .object({ rank: z.number().int(), note: z.string(), low: z.number().int(), high: z.number().int() })
    .optional(),
  /**
   * What an exam authority's 投档 table adds, where it does (absent otherwise): 投档人数, the lowest candidate's
   * tie-break scores as published (语数之和 227，外语 133.5 …), and a 计划类别 other than 普通类.
   */
  filedCount: z.number().int().optional(),
  tiebreak: z.string().optional(),
  planCategory: z.string().optional(),
});
export type AdmissionRow = z.output<typeof admissionRowSchema>;

/** A college's admission history: every year, group and major, newest year first. */
export const collegeAdmissionsData = z.object({
  college: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  total: z.number().int().nonnegative(),
  items: z.array(admissionRowSchema),
});
export type CollegeAdmissions = z.output<typeof collegeAdmissionsData>;

/** `GET /api/major/tree` query: 本科 (default) or 专科, and the catalog edition (default the current one). */
export const majorTreeQuery = queryObject({
  level: z.enum(COLLEGE_LEVELS, { error: M.levelInvalid }).default('本科'),
  year: yearParam.optional(),
});
export type MajorTreeQuery = z.input<typeof majorTreeQuery>;

/** A major in lists and trees. */
export const majorItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 门类 and 专业类. */
  category: z.string(),
  subcategory: z.string(),
  level: z.enum(COLLEGE_LEVELS),
  /** 学位授予门类. */
  degree: z.string(),
  /** 修业年限. */
  years: z.number().int(),
  /** T 特设, K 国家控制布点. */
  flags: z.array(z.enum(['T', 'K'])),
  catalogYear: z.number().int(),
});
export type MajorItem = z.output<typeof majorItemSchema>;

export const majorTreeData = z.object({
  catalogYear: z.number().int(),
  level: z.enum(COLLEGE_LEVELS),
  categories: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      subcategories: z.array(
        z.object({ code: z.string(), name: z.string(), majors: z.array(majorItemSchema) }),
      ),
    }),
  ),
});
export type MajorTree = z.output<typeof majorTreeData>;

/** `GET /api/major/search` query. */
export const majorSearchQuery = queryObject({
  keyword: keywordParam.optional(),
  level: z.enum(COLLEGE_LEVELS, { error: M.levelInvalid }).optional(),
  year: yearParam.optional(),
  ...pageParams,
});
export type MajorSearchQuery = z.input<typeof majorSearchQuery>;
export const majorSearchData = pageOf(majorItemSchema);

/** A major code as people write it: 080901, 080901K (the flags are dropped), 80901 (zero restored). */
export const majorCodeParam = labelled(
  '专业代码',
  z
    .string({ error: M.majorCodeInvalid })
    .trim()
    .toUpperCase()
    .regex(/^\d{5,7}T?K?$/, { error: M.majorCodeInvalid })
    .transform((v) => v.replace(/[TK]+$/, '').padStart(6, '0')),
);

/** `GET /api/major/get` query. */
export const majorGetQuery = queryObject({ code: majorCodeParam, year: yearParam.optional() });
export type MajorGetQuery = z.input<typeof majorGetQuery>;

export const majorDetailSchema = majorItemSchema.extend({
  /** The catalog's note. */
  note: z.string(),
  /** The code in the previous edition, for a moved major. */
  previousCode: z.string().nullable(),
  intro: z.string().nullable(),
  /** `intro` (Markdown) parsed into blocks (always sent; optional so that older fixtures parse). */
  introBlocks: z.array(textBlockSchema).optional(),
  /** Universities offering it in the data (plans and admissions of the region), best known first. */
  colleges: z.array(collegeItemSchema.extend({ sample: z.boolean() })),
});
export type MajorDetail = z.output<typeof majorDetailSchema>;
