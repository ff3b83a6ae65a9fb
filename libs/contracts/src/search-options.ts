// The fixed options of the data pages' searches, without zod: 选科查询's two sides of the answer, 大数据查询's
// row scopes and orders and its export's row limit. The schemas (schemas/electives.ts, schemas/admissions.ts)
// check against them; the pages' filters and URLs read them through `@zhiyuan/contracts/basics`, which keeps
// zod and every schema out of the chunks of pages the server renders.

/** Which side of 选科查询's answer to list: the groups the combination may apply to, or those it may not. */
export const ELECTIVES_RESULTS = ['allowed', 'denied'] as const;
export type ElectivesResult = (typeof ELECTIVES_RESULTS)[number];

/** Sort orders of the admission search (default: highest lowest-score first). */
export const ADMISSION_SORTS = ['score-desc', 'score-asc', 'rank-asc', 'rank-desc', 'year-desc'] as const;
export type AdmissionSort = (typeof ADMISSION_SORTS)[number];

/** Which rows: college and group rows (`unit`, default), major rows (`major`), or both (`all`). */
export const ADMISSION_SEARCH_SCOPES = ['unit', 'major', 'all'] as const;

/** The most rows an admission export holds; a larger result is cut here and says so. */
export const ADMISSION_EXPORT_MAX_ROWS = 20_000;
