// The public site's JavaScript budgets, enforced by its build (tools/build/bundle-budget.ts) and printed by
// `npm run bench:web`.
import type { Budgets } from '@zhiyuan/tools/build/bundle-budget';

/**
 * The budgets the build enforces. The first screen (what every route loads before its own lazy chunk) is held
 * near the target of 130 KB gzip with React 19 and react-dom's client (issue 33: the pages come rendered
 * from the server, so this is what hydrates them, not what draws them first). 130.5 KB since the shell joins its
 * classes without tailwind-merge and the carousel and nprogress load when used (143.6 KB before): the budget
 * keeps 2.5 KB of margin.
 */
export const SITE_BUDGETS: Budgets = {
  initial: 133 * 1024,
  // The target for what a route loads before its own lazy chunk (the enforced budget above).
  initialTarget: 130 * 1024,
  // /home with the first screen and the contract registry every page loads with its first call (the site's
  // calls only: the back office's own load in the back office).
  pages: { 'src/pages/home-page.tsx': 240 * 1024 },
  // 27 for the page with the most (院校详情, since its plan and 投档 tables show the authority's columns and
  // restricted groups, issue 34; 模拟填报 22), all over HTTP/2 from one connection; it was 70 before
  // tools/build/chunk-groups.ts.
  files: 28,
};
