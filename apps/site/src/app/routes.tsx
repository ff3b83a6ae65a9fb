// The site's route table (spec §2). Every page is lazy-loaded; the shell (top bar, navigation, footer) is the
// layout of every route. Routes of later features are added here as their pages land.
import type { RouteObject } from 'react-router';
import { messages } from '../messages.ts';
import { RouteHydrating } from '../shell/route-hydrating.tsx';
import { SiteLayout } from '../shell/site-layout.tsx';
import { redirectTo, type RouteHandle } from './route-handle.ts';
import { contentRoutes } from './routes/content-routes.tsx';
import { dataRoutes } from './routes/data-routes.tsx';
import { simulateRoutes } from './routes/simulate-routes.tsx';

const t = messages.routes;
const handle = (h: RouteHandle) => h;

const notFound = () => import('../pages/error-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
const unauthorized = () => import('../pages/error-page.tsx').then((m) => ({ Component: m.UnauthorizedPage }));
const userProfile = () =>
  import('../pages/user-profile-page.tsx').then((m) => ({ Component: m.UserProfilePage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: RouteHydrating,
    children: [
      { index: true, loader: redirectTo('/home') },
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
      {
        path: 'login',
        handle: handle({ title: t.login }),
        lazy: () => import('../pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'auth-redirect',
        handle: handle({ title: t.authRedirect }),
        lazy: () =>
          import('../pages/auth-redirect-page.tsx').then((m) => ({ Component: m.AuthRedirectPage })),
      },
      {
        path: 'profile',
        children: [
          { index: true, loader: redirectTo('/profile/index') },
          { path: 'index', handle: handle({ title: t.profile }), lazy: userProfile },
        ],
      },
      {
        path: 'user',
        children: [
          { index: true, loader: redirectTo('/user/user-profile') },
          { path: 'user-profile', handle: handle({ title: t.profile }), lazy: userProfile },
          {
            path: 'register',
            handle: handle({ title: t.register }),
            lazy: () => import('../pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'resetPassword',
            handle: handle({ title: t.resetPassword }),
            lazy: () =>
              import('../pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'user-blank',
            handle: handle({ title: t.userBlank }),
            lazy: () => import('../pages/user-blank-page.tsx').then((m) => ({ Component: m.UserBlankPage })),
          },
        ],
      },
      ...contentRoutes,
      ...dataRoutes,
      ...simulateRoutes,
      { path: '*', loader: redirectTo('/404') },
    ],
  },
];
