/**
 * 模拟填报: the recommendation call. A candidate (year, category, score or rank, batch, 选科) and optional
 * preferences in; the candidate's rank and equivalent scores of past years, and the admission units of the
 * batch (院校专业组 from 2025, 院校 before) sorted into 冲/稳/保 with the probability, the reasons and the risk
 * flags of each, out. The numbers come from `@zhiyuan/admissions` on the server (docs/recommendation.md).
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { eligibilityField, unitAccessSchema } from './access-kinds.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { COLLEGE_NATURES, ELITE_TAGS } from './catalog.ts';
import { RANK_MAX, SCORE_MAX } from '../limits.ts';
import { batchParam, categoryParam } from './query.ts';
import {
  ADMISSION_TIERS,
  CANDIDATE_SUBJECTS,
  RECOMMEND_PAGE_SIZE_DEFAULT,
  RECOMMEND_PAGE_SIZE_MAX,
  type AdmissionTier,
  type CandidateSubject,
} from '../simulate-labels.ts';

// The tiers, the candidate's subjects and the page size are zod-free (simulate-labels.ts, also in
// `@zhiyuan/contracts/basics`).
export {
  ADMISSION_TIERS,
  CANDIDATE_SUBJECTS,
  RECOMMEND_PAGE_SIZE_DEFAULT,
  RECOMMEND_PAGE_SIZE_MAX,
  type AdmissionTier,
  type CandidateSubject,
};

export const admissionTierSchema = z.enum(ADMISSION_TIERS, { error: M.tierInvalid });

/** An exam year in a JSON body. */
export const yearField = z
  .number({ error: M.yearInvalid })
  .int({ error: M.yearInvalid })
  .min(2000, { error: M.yearInvalid })
  .max(2100, { error: M.yearInvalid });

/** A total score in a JSON body (halves allowed); null counts as absent. */
export const scoreField = z
  .number({ error: M.scoreInvalid })
  .min(0, { error: M.scoreInvalid })
  .max(SCORE_MAX, { error: M.scoreInvalid })
  .nullish();

/** A rank (位次) in a JSON body; null counts as absent. */
export const rankField = z
  .number({ error: M.rankInvalid })
  .int({ error: M.rankInvalid })
  .min(1, { error: M.rankInvalid })
  .max(RANK_MAX, { error: M.rankInvalid })
  .nullish();

/**
 * The candidate's 选科: the first subject (物理 or 历史, which the category already implies from 2025) and
 * the electives, at most three distinct subjects with at most one of 物理/历史. Used for 选科 flags and checks.
 */
export const candidateSubjectsField = z
  .array(z.enum(CANDIDATE_SUBJECTS, { error: M.candidateSubjectsInvalid }), {
    error: M.candidateSubjectsInvalid,
  })
  .max(3, { error: M.candidateSubjectsTooMany, abort: true })
  .refine((list) => new Set(list).size === list.length, { error: M.candidateSubjectsDuplicated, abort: true })
  .refine((list) => !(list.includes('物理') && list.includes('历史')), {
    error: M.candidateFirstSubjectsBoth,
  });

/** Exactly one of score and rank must be given (`required`), or at most one; the message sits on `score`. */
export function checkScoreXorRank(
  ctx: z.core.ParsePayload<{ score?: number | null | undefined; rank?: number | null | undefined }>,
  required = true,
): void {
  const hasScore = ctx.value.score !== undefined && ctx.value.score !== null;
  const hasRank = ctx.value.rank !== undefined && ctx.value.rank !== null;
  if (hasScore && hasRank) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.score,
      path: ['score'],
      message: M.scoreAndRankExclusive,
    });
  } else if (required && !hasScore && !hasRank) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.score,
      path: ['score'],
      message: M.scoreOrRankRequired,
    });
  }
}

function textList(message: string, maxItems: number, maxLength: number) {
  return z
    .array(
      z.string({ error: message }).trim().min(1, { error: message }).max(maxLength, { error: message }),
      { error: message },
    )
    .max(maxItems, { error: message });
}

/**
 * What the candidate wants; every list is "any of", and an empty or absent list does not filter.
 * `categories` are 门类 (工学, 医学 …) and `majors` name or code fragments of majors (计算机, 0809 …): a unit
 * matches when one of its majors does.
 */
export const recommendPreferencesSchema = z.object({
  /** Where the college is (short names: 内蒙古, 北京 …). */
  provinces: textList(M.provincesInvalid, 34, 20).optional(),
  cities: textList(M.citiesInvalid, 50, 20).optional(),
  /** 985 / 211 / 双一流: a college with any of them. */
  tags: z
    .array(z.enum(ELITE_TAGS, { error: M.tagsInvalid }), { error: M.tagsInvalid })
    .max(3, { error: M.tagsInvalid })
    .optional(),
  /** Natures to leave out (民办, 中外合作 …). */
  excludeNatures: z
    .array(z.enum(COLLEGE_NATURES, { error: M.naturesInvalid }), { error: M.naturesInvalid })
    .max(3, { error: M.naturesInvalid })
    .optional(),
  /** 门类 of interest. */
  categories: textList(M.disciplinesInvalid, 20, 20).optional(),
  /** Majors of interest: fragments of names or codes. */
  majors: labelled('意向专业', textList(M.majorKeywordsInvalid, 20, 50)).optional(),
});
export type RecommendPreferences = z.input<typeof recommendPreferencesSchema>;

/** `POST /api/simulate/recommend` body. */
export const recommendBody = z
  .object({
    /** The exam year; the region's current year when absent. */
    year: yearField.optional(),
    category: categoryParam,
    score: scoreField,
    rank: rankField,
    batch: batchParam,
    electives: candidateSubjectsField.optional(),
    preferences: recommendPreferencesSchema.optional(),
    /**
     * The restricted access kinds (专项计划, 预科 …, 中外合作) the student qualifies for or accepts: units of
     * other restricted kinds are left out; absent or empty, every restricted unit is.
     */
    eligibility: eligibilityField.optional(),
    /** One tier only; all three when absent. */
    tier: admissionTierSchema.optional(),
    page: z
      .number({ error: M.pageInvalid })
      .int({ error: M.pageInvalid })
      .min(1, { error: M.pageInvalid })
      .max(100_000, { error: M.pageInvalid })
      .default(1),
    pageSize: z
      .number({ error: M.recommendPageSizeInvalid })
      .int({ error: M.recommendPageSizeInvalid })
      .min(1, { error: M.recommendPageSizeInvalid })
      .max(RECOMMEND_PAGE_SIZE_MAX, { error: M.recommendPageSizeInvalid })
      .default(RECOMMEND_PAGE_SIZE_DEFAULT),
  })
  .check((ctx) => checkScoreXorRank(ctx));
export type RecommendInput = z.input<typeof recommendBody>;

/** A tier's band of probabilities (min ≤ p < max; the last includes max) with its Chinese description. */
export const tierBandSchema = z.object({
  tier: z.enum(ADMISSION_TIERS),
  min: z.number(),
  max: z.number(),
  label: z.string(),
  description: z.string(),
});
export type TierBand = z.output<typeof tierBandSchema>;

/** A risk flag: `error` (may not apply), `warning` (think twice) or `info`. */
export const riskFlagSchema = z.object({
  /**
   * private, high-tuition, subject-mismatch, subject-unknown, wide-major-spread, no-data, few-years,
   * alternating, and one per access kind: university-special-plan, national-special-plan, local-special-plan,
   * special-plan, preparatory, ethnic-class, directed, joint-venture (中外合作).
   */
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  /** A short badge text (民办, 选科不符 …). */
  label: z.string(),
  message: z.string(),
});
export type RiskFlagItem = z.output<typeof riskFlagSchema>;

/** A past year of the unit. */
export const unitHistorySchema = z.object({
  year: z.number().int(),
  minScore: z.number(),
  minRank: z.number().int().nullable(),
  planCount: z.number().int().nullable(),
  /**
   * Present when `minRank` is not an official rank but converted from another year's table by the batch-line
   * difference: why, in Chinese (“2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次”).
   */
  rankNote: z.string().optional(),
  /** A generated sample row (示例数据), not one an exam authority published. */
  sample: z.boolean(),
});

/** A major of the unit, with its lowest score and rank in the unit's latest past year when known. */
export const unitMajorSchema = z.object({
  /** Catalog code; null for majors without one (专科). */
  code: z.string().nullable(),
  name: z.string(),
  planCount: z.number().int().nullable(),
  minScore: z.number().nullable(),
  minRank: z.number().int().nullable(),
});
export type UnitMajor = z.output<typeof unitMajorSchema>;

/** One suggestion. */
/**
 * What a probability of the method meant in the past, from the backtest on the data in the database, and
 * whether the unit's own history is too thin for its estimate to mean much.
 */
export const calibrationNoteSchema = z.object({
  /** “过去按此方法估计为 70–80% 的志愿，实际录取 76%（2023–2024 年回测，1,234 个样本）”, or why there is none. */
  message: z.string(),
  /** The probability band quoted (0–1), null when no figure is quoted. */
  band: z.object({ from: z.number(), to: z.number() }).nullable(),
  /** Share admitted in that band in the backtest (0–1). */
  observedRate: z.number().nullable(),
  /** Backtest samples in the band. */
  samples: z.number().int(),
  /** True when the estimate rests on too little of the unit's own history. */
  thinHistory: z.boolean(),
  /** Why, in Chinese (empty when not thin). */
  thinReasons: z.array(z.string()),
});
export type CalibrationNote = z.output<typeof calibrationNoteSchema>;

export const recommendItemSchema = z.object({
  /** Identifies the unit in the batch: `<college code>|<group code or ''>`. */
  key: z.string(),
  college: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    province: z.string(),
    city: z.string(),
    nature: z.enum(COLLEGE_NATURES),
    tags: z.array(z.enum(ELITE_TAGS)),
  }),
  /** The 院校专业组 (from 2025), null where the batch admits by college. */
  group: z.object({ code: z.string(), name: z.string() }).nullable(),
  /**
   * The province's 招生代码 of the college (what a student types into the official system), when the data
   * has one; null where none is stored (the shipped sample data has none).
   */
  enrollmentCode: z.string().nullable(),
  /** The majors offered this year (the plan), or the unit's latest majors when no plan is on file. */
  majors: z.array(unitMajorSchema),
  /** 选科 requirement ('物理+化学', '不限' …); null when unknown or not applicable (before 2025). */
  subjectRequirement: z.string().nullable(),
  /** This year's seats (sum over the majors), null when no plan is on file. */
  planCount: z.number().int().nullable(),
  /** Highest tuition among the majors (yuan a year), null when unknown. */
  tuition: z.number().int().nullable(),
  /** Restricted access kinds of the unit (专项计划, 预科, 民族班, 定向, 中外合作), each with who may apply. */
  access: z.array(unitAccessSchema),
  /** Past years used, newest first. */
  history: z.array(unitHistorySchema),
  /** Estimated probability of admission, 0–1 (never below 2 % or above 98 %). */
  probability: z.number(),
  tier: z.enum(ADMISSION_TIERS),
  /** Predicted lowest admitted rank this year, and its 80 % interval. */
  predictedRank: z.number().int(),
  predictedRange: z.object({ low: z.number().int(), high: z.number().int() }),
  /** What such a probability meant in the past, and whether the unit's history is too thin. */
  calibration: calibrationNoteSchema,
  /** Why, in reading order (Chinese). */
  reasons: z.array(z.string()),
  /** Most serious first. */
  flags: z.array(riskFlagSchema),
  /** Built from generated sample data (示例数据) anywhere: this year's unit or a year the estimate rests on. */
  sample: z.boolean(),
  /** This year's unit itself (its plan, majors and seats) is generated. */
  planSample: z.boolean(),
  /**
   * The years the estimate rests on whose figures are generated, newest first: the unit's own (also in
   * `history`, each row marked) and its college's years it is compared with (not in `history`).
   */
  sampleYears: z.array(z.number().int()),
});
export type RecommendItem = z.output<typeof recommendItemSchema>;

/** The candidate's score in a past year: the score held by the same rank in that year's table. */
export const recommendEquivalentSchema = z.object({
  year: z.number().int(),
  /** That year's category on the same track (理科 for 物理类 before 2025). */
  category: z.string(),
  score: z.number(),
  rank: z.number().int(),
});

export const recommendData = z.object({
  year: z.number().int(),
  category: z.string(),
  batch: z.string(),
  /** What one choice of the batch is: 院校 or 院校专业组. */
  unit: z.string(),
  /** The candidate's 位次 used for every estimate. */
  rank: z.number().int(),
  /** The ranks shared by the candidates of the score (from = to when a rank was given). */
  rankRange: z.object({ from: z.number().int(), to: z.number().int() }),
  /** The score given, or the score at the given rank; null without a table for the year. */
  score: z.number().nullable(),
  /** Candidates in the year's table; null without one. */
  candidates: z.number().int().nullable(),
  /** Past years, newest first. */
  equivalentScores: z.array(recommendEquivalentSchema),
  /** The thresholds of the tiers, for the page to print. */
  tierBands: z.array(tierBandSchema),
  /** Units of the batch in the data, before the preferences: 0 when the batch has no data that year. */
  units: z.number().int(),
  /** Suggestions per tier, after the preferences (whatever `tier` asks). */
  tiers: z.object({ 冲: z.number().int(), 稳: z.number().int(), 保: z.number().int() }),
  /** Units left out after the preferences: below 冲 (not suggested) and without any past data. */
  others: z.object({ notSuggested: z.number().int(), noData: z.number().int() }),
  /** Items matching the preferences and `tier`. */
  total: z.number().int(),
  /** The page: by probability ascending (冲 first, then 稳, then 保), ties by predicted rank. */
  items: z.array(recommendItemSchema),
  /** True when any number above comes from generated sample data. */
  sample: z.boolean(),
});
export type RecommendData = z.output<typeof recommendData>;
