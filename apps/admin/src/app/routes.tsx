// The back office's route table, as data (see AdminRoute in @zhiyuan/feature-admin-shell): path, component
// name (tags view cache key), title, the roles that may see it (absent: every staff role), icon, affix and
// noCache, and the page, lazy-loaded. The menu shows the entries in this order; groups have children.
// To add a page: import it lazily below and add an entry (or a child of a group).
import { lazy } from 'react';
import { ErrorLogPage, type AdminRoute } from '@zhiyuan/feature-admin-shell';
import { contentRoutes } from './content-routes.tsx';

const DashboardPage = lazy(() =>
  import('@zhiyuan/feature-admin-dashboard').then((m) => ({ default: m.DashboardPage })),
);

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { title: '控制台', icon: 'dashboard', affix: true },
    component: DashboardPage,
  },
  ...contentRoutes,
  {
    path: '/error-log',
    name: 'ErrorLog',
    meta: { title: '错误日志', icon: 'bug', noCache: true },
    component: ErrorLogPage,
  },
];
