/**
 * Building blocks of query-string inputs: every value arrives as text (or as a list when a parameter is
 * repeated), so numbers are coerced, a repeated single-valued parameter is refused, unknown parameters are
 * refused by name, and lists are bounded (`pageSize` at most 100) so no query can scan without a limit.
 */
import * as z from 'zod';
import { KEYWORD_MAX_LENGTH, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.ts';
import { VALIDATION_MESSAGES as M, unknownParametersMessage } from '../messages.ts';
import { RANK_RULE, SCORE_RULE } from '../number-rules.ts';

/** Query parameters as an object that refuses the ones it does not know, naming them (未知参数：foo). */
export function queryObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownParametersMessage(issue.keys) : undefined),
  });
}

/** An integer parameter within [min, max]; text, lists and fractions fail with `message`. */
export function intParam(message: string, min: number, max: number) {
  return z.coerce
    .number<number | string>({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A number parameter within [min, max] (halves allowed). */
export function numberParam(message: string, min: number, max: number) {
  return z.coerce
    .number<number | string>({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A short text parameter, trimmed; '' means "not given" to the handlers. */
export function textParam(message: string, max: number) {
  return z.string({ error: message }).trim().max(max, { error: message });
}

/** `true`/`false` (also 1/0) as text. */
export function booleanParam(message: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message })
    .transform((v) => v === true || v === 'true' || v === '1');
}

/** `page` (1-based, default 1) and `pageSize` (1–100, default 20). */
export const pageParams = {
  page: intParam(M.pageInvalid, 1, PAGE_MAX).default(1),
  pageSize: intParam(M.pageSizeInvalid, 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/** Largest row id (an `integer` column). */
export const ID_MAX = 2_147_483_647;

/** A row id (`id=123`). */
export const idParam = intParam(M.idInvalid, 1, ID_MAX);

/** A row id in a JSON body: a positive integer (no text), failing with `message`. */
export function idField(message: string = M.idInvalid) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(ID_MAX, { error: message });
}
/** An exam year. */
export const yearParam = intParam(M.yearInvalid, 2000, 2100);
/** A category name (理科, 物理类 …); which ones exist in a year is the region's data, checked by the server. */
export const categoryParam = z
  .string({ error: M.categoryInvalid })
  .trim()
  .min(1, { error: M.categoryInvalid })
  .max(10, { error: M.categoryInvalid });
/** A batch name (本科一批, 本科批 …), checked against the year's batches by the server. */
export const batchParam = z
  .string({ error: M.batchInvalid })
  .trim()
  .min(1, { error: M.batchInvalid })
  .max(20, { error: M.batchInvalid });
/** A total score on the 750-point scale (the zod-free `SCORE_RULE`, which the pages check without zod). */
export const scoreParam = numberParam(SCORE_RULE.message, SCORE_RULE.min, SCORE_RULE.max);
/** A rank (位次) (the zod-free `RANK_RULE`). */
export const rankParam = intParam(RANK_RULE.message, RANK_RULE.min, RANK_RULE.max);
/** A search keyword (at most 50 characters, trimmed). */
export const keywordParam = textParam(M.keywordInvalid, KEYWORD_MAX_LENGTH);

/** A list page: how many match in all, and the items of the requested page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().nonnegative(), items: z.array(item) });
}
