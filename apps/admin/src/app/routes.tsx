// The back office's route table, as data (see AdminRoute in @zhiyuan/feature-admin-shell): path, component
// name (tags view cache key), title, the roles that may see it (absent: every staff role), icon, affix and
// noCache, and the page, lazy-loaded. The menu shows the entries in this order; groups have children.
// To add a page: import it lazily below and add an entry (or a child of a group).
import { lazy } from 'react';
import { ADMIN_ONLY, CLASS_STAFF } from '@zhiyuan/contracts/basics';
import type { AdminRoute } from '@zhiyuan/feature-admin-shell';
import { contentRoutes } from './content-routes.tsx';
import { ROUTE_TITLES as T } from './route-titles.ts';

const ErrorLogPage = lazy(() =>
  import('@zhiyuan/feature-admin-shell').then((m) => ({ default: m.ErrorLogPage })),
);
const DashboardPage = lazy(() =>
  import('@zhiyuan/feature-admin-dashboard').then((m) => ({ default: m.DashboardPage })),
);
const UsersPage = lazy(() => import('@zhiyuan/feature-admin-users').then((m) => ({ default: m.UsersPage })));
const AuditLogPage = lazy(() =>
  import('@zhiyuan/feature-admin-logs').then((m) => ({ default: m.AuditLogPage })),
);
const ImportPage = lazy(() =>
  import('@zhiyuan/feature-admin-import').then((m) => ({ default: m.ImportPage })),
);
const ScoreLinesAdminPage = lazy(() =>
  import('@zhiyuan/feature-admin-import').then((m) => ({ default: m.ScoreLinesAdminPage })),
);
const ClassesPage = lazy(() =>
  import('@zhiyuan/feature-admin-classes').then((m) => ({ default: m.ClassesPage })),
);
const ClassDeskPage = lazy(() =>
  import('@zhiyuan/feature-admin-classes').then((m) => ({ default: m.ClassDeskPage })),
);
const SmsLogPage = lazy(() => import('@zhiyuan/feature-admin-logs').then((m) => ({ default: m.SmsLogPage })));

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { title: T.dashboard, icon: 'dashboard', affix: true },
    component: DashboardPage,
  },
  {
    path: '/classes',
    name: 'Classes',
    meta: { title: T.classes, icon: 'school', roles: CLASS_STAFF },
    component: ClassesPage,
  },
  {
    path: '/classes/desk',
    name: 'ClassDesk',
    hidden: true,
    meta: { title: T.classDesk, roles: CLASS_STAFF, noCache: true },
    component: ClassDeskPage,
  },
  ...contentRoutes,
  {
    path: '/import',
    name: 'DataImport',
    meta: { title: T.import, icon: 'upload', roles: ADMIN_ONLY },
    component: ImportPage,
  },
  {
    path: '/score-lines',
    name: 'ScoreLines',
    meta: { title: T.scoreLines, icon: 'database', roles: ADMIN_ONLY },
    component: ScoreLinesAdminPage,
  },
  {
    path: '/users',
    name: 'Users',
    meta: { title: T.users, icon: 'users', roles: ADMIN_ONLY },
    component: UsersPage,
  },
  {
    path: '/logs',
    redirect: 'noRedirect',
    meta: { title: T.logs, icon: 'logs', roles: ADMIN_ONLY },
    children: [
      {
        path: '/logs/audit',
        name: 'AuditLog',
        meta: { title: T.audit, icon: 'logs', roles: ADMIN_ONLY },
        component: AuditLogPage,
      },
      {
        path: '/logs/sms',
        name: 'SmsLog',
        meta: { title: T.sms, icon: 'sms', roles: ADMIN_ONLY },
        component: SmsLogPage,
      },
    ],
  },
  {
    path: '/error-log',
    name: 'ErrorLog',
    meta: { title: T.errorLog, icon: 'bug', noCache: true },
    component: ErrorLogPage,
  },
];
