// The 院校对比 path and the colleges it names, in a module of its own: the college page links to the
// comparison, and the college pages' data fetched ahead reads its colleges; importing these from
// college-compare.ts (which checks a score with the contract's zod rule) brought the contract registry (zod and
// every schema, built as the page loaded) into every college page.

/** At most this many colleges side by side. */
export const COMPARE_MAX = 4;

/** The 院校对比 path of some colleges. */
export const collegeComparePath = (ids: readonly number[]) =>
  `/data/college-compare${ids.length > 0 ? `?ids=${ids.join(',')}` : ''}`;

/** The colleges the URL names (`?ids=366,1,3`, commas half or full width): the first COMPARE_MAX, once each. */
export function readCompareIds(params: URLSearchParams): number[] {
  return [
    ...new Set(
      (params.get('ids') ?? '')
        .split(/[,，]/)
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, COMPARE_MAX);
}
