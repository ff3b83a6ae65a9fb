// The back office's router: /login, and everything else inside the layout, which picks the page from the
// route table filtered by the active role. Mounted under /admin (the server's and Vite's base).
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AdminLayout, AdminLoginPage } from '@zhiyuan/feature-admin-shell';

export const ADMIN_BASENAME = '/admin';

export const routerRoutes: RouteObject[] = [
  { path: '/login', element: <AdminLoginPage /> },
  { path: '*', element: <AdminLayout /> },
];

export function createAdminRouter() {
  return createBrowserRouter(routerRoutes, { basename: ADMIN_BASENAME });
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(path: string) {
  return createMemoryRouter(routerRoutes, { initialEntries: [path] });
}
