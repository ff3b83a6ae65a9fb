// The back office's router: /login, and everything else inside the layout, which picks the page from the
// route table filtered by the active role. Mounted under /admin (the server's and Vite's base).
// The layout (sidebar, navbar, tags view, settings panel and what they use) is its own chunk: the sign-in
// page, the first page most visits open, loads without it (242 KB of JavaScript before, on a phone's network).
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
// The rule counts a library as one chunk; this entry (`/login`) is its own small one, and the library's main
// entry (the layout) is what loads lazily below — the split the rule protects is the one made here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AdminLoginPage } from '@zhiyuan/feature-admin-shell/login';
import { LoadingSkeleton } from '@zhiyuan/ui';

export const ADMIN_BASENAME = '/admin';

/** What the router shows while the layout's code loads after a full page load (its HydrateFallback). */
const LayoutLoading = () => <LoadingSkeleton rows={6} className="p-6" />;

export const routerRoutes: RouteObject[] = [
  { path: '/login', element: <AdminLoginPage /> },
  {
    path: '*',
    HydrateFallback: LayoutLoading,
    lazy: () => import('@zhiyuan/feature-admin-shell').then((m) => ({ Component: m.AdminLayout })),
  },
];

export function createAdminRouter() {
  return createBrowserRouter(routerRoutes, { basename: ADMIN_BASENAME });
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(path: string) {
  return createMemoryRouter(routerRoutes, { initialEntries: [path] });
}
