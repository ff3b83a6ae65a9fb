/**
 * The bounds of query inputs, free of zod: the pages' own fields (the score box on the home page, the compare
 * score) read them from `@zhiyuan/contracts/basics` without loading the schemas that enforce them
 * (schemas/query.ts).
 */

/** Largest page number any list accepts. */
export const PAGE_MAX = 100_000;
/** Largest page size any list accepts, and the default. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;
/** Longest search keyword. */
export const KEYWORD_MAX_LENGTH = 50;
/** The 750-point scale of the 高考 total. */
export const SCORE_MAX = 750;
/** Largest rank (位次) a body accepts (a student's result, a candidate): more than any province's candidates. */
export const RANK_MAX = 10_000_000;
/** Largest rank (位次) a query may name. */
export const RANK_PARAM_MAX = 10_000_000;
