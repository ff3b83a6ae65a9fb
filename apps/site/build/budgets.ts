// The public site's JavaScript budgets, enforced by its build (tools/build/bundle-budget.ts) and printed by
// `npm run bench:web`.
import type { Budgets } from '@zhiyuan/tools/build/bundle-budget';

/**
 * The budgets the build enforces. The first screen (what every route loads before its own lazy chunk) is held
 * to the issue's target of 130 KB gzip with React 19 and react-dom's client (issue 33: the pages come rendered
 * from the server, so this is what hydrates them, not what draws them first). 128.8 KB since the HTTP client's
 * work (ky, the error path, the answer's check) loads with the first request, jotai's unused atoms are dropped
 * (tools/build/pure-atoms.ts) and 首页's texts load with 首页 (130.9 KB before; 143.6 KB before the
 * shell joined its classes without tailwind-merge and the carousel and nprogress loaded when used).
 */
export const SITE_BUDGETS: Budgets = {
  initial: 130 * 1024,
  // The target for what a route loads before its own lazy chunk (the enforced budget above).
  initialTarget: 130 * 1024,
  // /home with the first screen and the contract registry every page loads with its first call (the site's
  // calls only: the back office's own load in the back office).
  pages: { 'src/pages/home-page.tsx': 240 * 1024 },
  // 27 for the page with the most (院校详情, since its plan and 投档 tables show the authority's columns and
  // restricted groups, issue 34; 模拟填报 22), all over HTTP/2 from one connection; it was 70 before
  // tools/build/chunk-groups.ts.
  files: 28,
  // Pages the server renders that make no call as they load: their chunks must not bring zod and the schemas
  // (issue 33; a value read from `@zhiyuan/contracts` instead of `@zhiyuan/contracts/basics` does).
  withoutApi: [
    'src/pages/home-page.tsx',
    'src/pages/colleges-page.tsx',
    'src/pages/college-page.tsx',
    'src/pages/college-charter-page.tsx',
    'src/pages/score-lines-page.tsx',
    'src/pages/major-catalog-page.tsx',
    'src/pages/rank-table-page.tsx',
    'src/pages/simulate-page.tsx',
    'src/pages/electives-page.tsx',
    'src/pages/data-search-page.tsx',
    'src/pages/major-page.tsx',
    'src/pages/news-content-page.tsx',
    'src/pages/news-list-page.tsx',
    'src/pages/qjjh-list-page.tsx',
    'src/pages/college-articles-page.tsx',
    'src/pages/major-articles-page.tsx',
  ],
};
