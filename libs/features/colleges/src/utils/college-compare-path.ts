// The 院校对比 path, in a module of its own: the college page links to the comparison, and importing it from
// college-compare.ts (which checks a score with the contract's zod rule) brought the contract registry (zod and
// every schema, built as the page loaded) into every college page.

/** The 院校对比 path of some colleges. */
export const collegeComparePath = (ids: readonly number[]) =>
  `/data/college-compare${ids.length > 0 ? `?ids=${ids.join(',')}` : ''}`;
