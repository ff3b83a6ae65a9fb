/**
 * The admission data calls: score lines (批次线/控制线), the 一分一段 table (score ↔ rank, equivalent scores of
 * other years along the category's track across the reform), and the big-data search over admission
 * records. Years, categories and batches are the region's data; the server checks a query names ones that
 * exist and answers 100400 naming the parameter otherwise.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { admissionRowSchema, tagsParam } from './catalog.ts';
import { ADMISSION_SEARCH_SCOPES, ADMISSION_SORTS } from '../search-options.ts';
import {
  batchParam,
  categoryParam,
  keywordParam,
  pageOf,
  pageParams,
  queryObject,
  rankParam,
  scoreParam,
  textParam,
  yearParam,
} from './query.ts';

/** `GET /api/scoreLine/list` query: any of year, category and batch (line name). */
export const scoreLineListQuery = queryObject({
  year: yearParam.optional(),
  category: categoryParam.optional(),
  batch: batchParam.optional(),
});
export type ScoreLineListQuery = z.input<typeof scoreLineListQuery>;

export const scoreLineItemSchema = z.object({
  year: z.number().int(),
  province: z.string(),
  category: z.string(),
  /**
   * 专业类别 of a line of a category without a 一分一段 table (艺术类, 体育类, 对口招生): 美术与设计类, 计算机类 …;
   * absent on the 物理/历史 tracks' lines.
   */
  professionalCategory: z.string().optional(),
  /** The line's name: a batch (本科一批 …) or a control line (特殊类型招生控制线). */
  batch: z.string(),
  /** 批次线 or 控制线. */
  kind: z.string(),
  /** The line's score; of a line with a 专业类别, its 文化课 score. */
  score: z.number(),
  /** 专业分: the 专业课 score of a line with a 专业类别 (null where it has none); absent on the tracks' lines. */
  professionalScore: z.number().nullable().optional(),
  sample: z.boolean(),
  /** An official line as universities quote it (2023–2025 of 内蒙古), not from the authority's own page. */
  quoted: z.boolean().optional(),
});
export type ScoreLineItem = z.output<typeof scoreLineItemSchema>;
/** Newest year first; within a year by category, then from the highest line down. */
export const scoreLineListData = pageOf(scoreLineItemSchema);

/** `GET /api/rankTable/lookup` query. */
export const rankLookupQuery = queryObject({ year: yearParam, category: categoryParam, score: scoreParam });
export type RankLookupQuery = z.input<typeof rankLookupQuery>;

/**
 * A score's line of the table: `count` candidates scored it (the top line counts everyone at or above
 * it), `cumulative` scored it or more; a candidate with that score ranks between `rankFrom` and `rankTo`.
 * A score nobody had ranks just below everyone above it (`rankFrom` = `rankTo` = cumulative + 1).
 */
export const rankEntrySchema = z.object({
  year: z.number().int(),
  category: z.string(),
  score: z.number(),
  count: z.number().int(),
  cumulative: z.number().int(),
  rankFrom: z.number().int(),
  rankTo: z.number().int(),
  /** The table's highest score: above it, the top line speaks for the score (its count is not the score's own). */
  top: z.number().int(),
  /** The table's lowest score: below it, the rank is past the table's last candidate. */
  bottom: z.number().int(),
  sample: z.boolean(),
});
export type RankEntry = z.output<typeof rankEntrySchema>;

/** `GET /api/rankTable/byRank` query. */
export const rankByRankQuery = queryObject({ year: yearParam, category: categoryParam, rank: rankParam });
export type RankByRankQuery = z.input<typeof rankByRankQuery>;

/** The score of the candidate at `rank`, with that score's line. */
export const rankByRankData = rankEntrySchema.extend({ rank: z.number().int() });
export type RankByRank = z.output<typeof rankByRankData>;

/** `GET /api/rankTable/equivalent` query. */
export const rankEquivalentQuery = rankLookupQuery;
export type RankEquivalentQuery = z.input<typeof rankEquivalentQuery>;

/** The same rank in another year: that year's category on the same track and the score at the rank. */
export const equivalentScoreSchema = z.object({
  year: z.number().int(),
  category: z.string(),
  score: z.number(),
  /** That score's lowest rank in its own year (its cumulative count). */
  rank: z.number().int(),
  /** False when the rank is below that year's table (its lowest score is given). */
  withinTable: z.boolean(),
  sample: z.boolean(),
});
export type EquivalentScore = z.output<typeof equivalentScoreSchema>;

export const rankEquivalentData = z.object({
  year: z.number().int(),
  category: z.string(),
  score: z.number(),
  /** The rank compared: the lowest rank of the score in its own year (its cumulative count). */
  rank: z.number().int(),
  sample: z.boolean(),
  /** Every other year with a table, newest first. */
  items: z.array(equivalentScoreSchema),
});
export type RankEquivalent = z.output<typeof rankEquivalentData>;

/** `GET /api/rankTable/table` query. */
export const rankTableQuery = queryObject({ year: yearParam, category: categoryParam });
export type RankTableQuery = z.input<typeof rankTableQuery>;

export const rankTableData = z.object({
  year: z.number().int(),
  category: z.string(),
  /** Candidates in the table (the last line's cumulative count). */
  candidates: z.number().int(),
  sample: z.boolean(),
  /** From the highest score down, at most one line per point (≤ 751 lines). */
  rows: z.array(z.object({ score: z.number(), count: z.number().int(), cumulative: z.number().int() })),
});
export type RankTable = z.output<typeof rankTableData>;

// The orders, scopes and export limit are zod-free (search-options.ts, also in `@zhiyuan/contracts/basics`).
export {
  ADMISSION_EXPORT_MAX_ROWS,
  ADMISSION_SEARCH_SCOPES,
  ADMISSION_SORTS,
  type AdmissionSort,
} from '../search-options.ts';

/** The filters of the admission search, shared by the search and its export. */
const admissionFilters = {
  year: yearParam.optional(),
  category: categoryParam.optional(),
  batch: batchParam.optional(),
  /** College name, short name, pinyin or initials; for major rows also the major's name. */
  keyword: keywordParam.optional(),
  /** Where the college is (short province name). */
  province: textParam(M.placeInvalid, 20).optional(),
  tags: tagsParam.optional(),
  scoreMin: scoreParam.optional(),
  scoreMax: scoreParam.optional(),
  rankMin: rankParam.optional(),
  rankMax: rankParam.optional(),
  scope: z.enum(ADMISSION_SEARCH_SCOPES, { error: M.scopeInvalid }).default('unit'),
  sort: z.enum(ADMISSION_SORTS, { error: M.sortInvalid }).default('score-desc'),
};

type RangeInput = {
  scoreMin?: number | undefined;
  scoreMax?: number | undefined;
  rankMin?: number | undefined;
  rankMax?: number | undefined;
};

/** The upper bound of a range may not be below its lower bound (the message sits on the upper bound). */
function checkRanges(ctx: z.core.ParsePayload<RangeInput>): void {
  const { scoreMin, scoreMax, rankMin, rankMax } = ctx.value;
  if (scoreMin !== undefined && scoreMax !== undefined && scoreMax < scoreMin) {
    ctx.issues.push({ code: 'custom', input: scoreMax, path: ['scoreMax'], message: M.scoreRangeInvalid });
  }
  if (rankMin !== undefined && rankMax !== undefined && rankMax < rankMin) {
    ctx.issues.push({ code: 'custom', input: rankMax, path: ['rankMax'], message: M.rankRangeInvalid });
  }
}

/** `GET /api/admission/search` query. */
export const admissionSearchQuery = queryObject({ ...admissionFilters, ...pageParams }).check(checkRanges);
export type AdmissionSearchQuery = z.input<typeof admissionSearchQuery>;
export const admissionSearchData = pageOf(admissionRowSchema);
export type AdmissionSearchData = z.output<typeof admissionSearchData>;

export const ADMISSION_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * `GET /api/admission/export` query: the search's filters, scope and order (no paging) and the file format.
 * The answer is the file: CSV (UTF-8 with BOM) or XLSX, at most {@link ADMISSION_EXPORT_MAX_ROWS} rows.
 */
export const admissionExportQuery = queryObject({
  ...admissionFilters,
  format: z.enum(ADMISSION_EXPORT_FORMATS, { error: M.exportFormatInvalid }).default('xlsx'),
}).check(checkRanges);
export type AdmissionExportQuery = z.input<typeof admissionExportQuery>;

/** Response headers of an export: rows matching, rows written, and whether the file was cut. */
export const ADMISSION_EXPORT_HEADERS = {
  total: 'x-total-count',
  exported: 'x-export-rows',
  truncated: 'x-export-truncated',
} as const;
