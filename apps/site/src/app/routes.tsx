// The site's route table (spec §2). Every page is lazy-loaded; the shell (top bar, navigation, footer) is the
// layout of every route. Routes of later features are added here as their pages land.
import { Navigate, type RouteObject } from 'react-router';
import { messages } from '../messages.ts';
import { SiteLayout } from '../shell/site-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

const t = messages.routes;
const handle = (h: RouteHandle) => h;

const notFound = () => import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
const unauthorized = () =>
  import('../pages/unauthorized-page.tsx').then((m) => ({ Component: m.UnauthorizedPage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        handle: handle({ title: t.home, name: 'Dashboard' }),
        lazy: () => import('../pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'redirect/*',
        handle: handle({ breadcrumb: false }),
        lazy: () => import('../pages/redirect-page.tsx').then((m) => ({ Component: m.RedirectPage })),
      },
      { path: '404', handle: handle({ title: t.notFound }), lazy: notFound },
      { path: '401', handle: handle({ title: t.unauthorized }), lazy: unauthorized },
      { path: 'error/404', handle: handle({ title: t.notFound }), lazy: notFound },
      { path: 'error/401', handle: handle({ title: t.unauthorized }), lazy: unauthorized },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
