// Routes of 模拟填报 and 大数据查询 (see app/routes.tsx for the whole table): /policy (志愿填报) with 模拟填报,
// and /data-search (大数据查询) with its one page. The parents have no page of their own (breadcrumb text
// only; the bare paths lead to their page). /data/simulate, the same page under 数据查询, is in data-routes.
// /share/volunteer is the read-only 志愿表 a student shares with their parents.
import type { RouteObject } from 'react-router';
import { messages } from '../../messages.ts';
import { redirectTo, type RouteHandle } from '../route-handle.ts';

const t = messages.routes;
const handle = (h: RouteHandle) => h;

export const simulatePage = () =>
  import('../../pages/simulate-page.tsx').then((m) => ({ Component: m.PolicySimulatePage }));

export const simulateRoutes: RouteObject[] = [
  {
    path: 'policy',
    handle: handle({ title: t.policy, redirect: 'noRedirect' }),
    children: [
      { index: true, loader: redirectTo('/policy/simulate') },
      { path: 'simulate', handle: handle({ title: t.simulate }), lazy: simulatePage },
    ],
  },
  {
    path: 'share',
    // No page of its own and the same name as its one page: out of the breadcrumb, so it reads 首页 › 分享的志愿表.
    handle: handle({ breadcrumb: false }),
    children: [
      {
        path: 'volunteer',
        handle: handle({ title: t.shared }),
        lazy: () => import('../../pages/shared-list-page.tsx').then((m) => ({ Component: m.SharedListPage })),
      },
    ],
  },
  {
    path: 'data-search',
    handle: handle({ title: t.dataSearch, redirect: 'noRedirect' }),
    children: [
      { index: true, loader: redirectTo('/data-search/data-search') },
      {
        path: 'data-search',
        handle: handle({ title: t.dataSearch }),
        lazy: () => import('../../pages/data-search-page.tsx').then((m) => ({ Component: m.DataSearchPage })),
      },
    ],
  },
];
