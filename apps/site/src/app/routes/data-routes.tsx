// Routes of the data pages (see app/routes.tsx for the whole table): /data (数据查询) with 找学校, 院校详情,
// 招生章程, 院校对比, 找专业, 专业详情, 专业对比, 批次线, 一分一段 and 选科查询, and /subject-data (专业数据) with its own 找专业 and 专业详情.
// The parents have no page of their own (breadcrumb text only; the bare paths lead to their first page).
// /data/simulate is 模拟填报's page (simulate-routes.tsx) under 数据查询.
import type { RouteObject } from 'react-router';
import { messages } from '../../messages.ts';
import { pageDataLoader } from '../page-data.ts';
import { redirectTo, type RouteHandle } from '../route-handle.ts';
import { simulatePage } from './simulate-routes.tsx';

const t = messages.routes;
const handle = (h: RouteHandle) => h;

export const dataRoutes: RouteObject[] = [
  {
    path: 'data',
    handle: handle({ title: t.data, redirect: 'noRedirect' }),
    children: [
      { index: true, loader: redirectTo('/data/colleges') },
      {
        path: 'colleges',
        handle: handle({ title: t.colleges }),
        lazy: () =>
          import('../../pages/colleges-page.tsx').then((m) => ({
            Component: m.CollegesPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'college-page',
        handle: handle({ title: t.college }),
        lazy: () =>
          import('../../pages/college-page.tsx').then((m) => ({
            Component: m.CollegePage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'report-detail',
        handle: handle({ title: t.charter }),
        lazy: () =>
          import('../../pages/college-charter-page.tsx').then((m) => ({
            Component: m.CollegeCharterPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'subject',
        handle: handle({ title: t.majorCatalog }),
        lazy: () =>
          import('../../pages/major-catalog-page.tsx').then((m) => ({ Component: m.DataMajorCatalogPage })),
      },
      {
        path: 'subject-detail',
        handle: handle({ title: t.major }),
        lazy: () =>
          import('../../pages/major-page.tsx').then((m) => ({
            Component: m.DataMajorPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'line',
        handle: handle({ title: t.scoreLines }),
        lazy: () =>
          import('../../pages/score-lines-page.tsx').then((m) => ({
            Component: m.ScoreLinesPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'orderLine',
        handle: handle({ title: t.rankTable }),
        lazy: () =>
          import('../../pages/rank-table-page.tsx').then((m) => ({
            Component: m.RankTablePage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'college-compare',
        handle: handle({ title: t.collegeCompare }),
        lazy: () =>
          import('../../pages/college-compare-page.tsx').then((m) => ({
            Component: m.CollegeComparePage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
      {
        path: 'major-compare',
        handle: handle({ title: t.majorCompare }),
        lazy: () =>
          import('../../pages/major-compare-page.tsx').then((m) => ({ Component: m.MajorComparePage })),
      },
      {
        path: 'electives',
        handle: handle({ title: t.electives }),
        lazy: () => import('../../pages/electives-page.tsx').then((m) => ({ Component: m.ElectivesPage })),
      },
      { path: 'simulate', handle: handle({ title: t.simulate }), lazy: simulatePage },
    ],
  },
  {
    path: 'subject-data',
    handle: handle({ title: t.majorData, redirect: 'noRedirect' }),
    children: [
      { index: true, loader: redirectTo('/subject-data/subject') },
      {
        path: 'subject',
        handle: handle({ title: t.majorCatalog }),
        lazy: () =>
          import('../../pages/major-catalog-page.tsx').then((m) => ({
            Component: m.SubjectDataMajorCatalogPage,
          })),
      },
      {
        path: 'subject-detail',
        handle: handle({ title: t.major }),
        lazy: () =>
          import('../../pages/major-page.tsx').then((m) => ({
            Component: m.SubjectDataMajorPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
    ],
  },
];
