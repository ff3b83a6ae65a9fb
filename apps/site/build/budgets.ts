// The public site's JavaScript budgets, enforced by its build (tools/build/bundle-budget.ts) and printed by
// `npm run bench:web`.
import type { Budgets } from '@zhiyuan/tools/build/bundle-budget';

/**
 * The budgets the build enforces. The issue's target is 100 KB for the first load of /home; React 19's
 * react-dom (68.6 KB gzip for a page that renders one <p>) plus react-router's data router (98.9 KB gzip
 * together for a hello-world with one lazy route, measured with this Vite) already fill it, so the enforced
 * budgets are today's figures with a little room: they stop regressions, and bench/README.md records the gap.
 */
export const SITE_BUDGETS: Budgets = {
  initial: 155 * 1024,
  // The target for what a route loads before its own lazy chunk (reported, not enforced).
  initialTarget: 100 * 1024,
  // The contract registry every page loads with its first call holds the site's calls only: the back office's
  // own (staff-calls, the imports included) load in the back office (229.6 KB when split; 230.0 KB with the
  // calls and shared code of 选科查询, 招生计划 and the comparisons, hence 231 KB).
  pages: { 'src/pages/home-page.tsx': 231 * 1024 },
  // 24 for the page with the most (院校详情; 模拟填报 21) since tools/build/chunk-groups.ts; it was 70.
  files: 25,
};
