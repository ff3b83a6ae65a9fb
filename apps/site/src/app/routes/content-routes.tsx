// Routes of the content pages (see app/routes.tsx for the whole table). Each page is lazy-loaded. A section
// without a page of its own (/news, /qjjh, …) carries the section's title as plain breadcrumb text
// (redirect 'noRedirect') and sends its bare path to its list; the list page under it has the same title for the document title and stays out of
// the breadcrumb, so that it does not read 高考公告 / 高考公告.
import type { RouteObject } from 'react-router';
import { messages } from '../../messages.ts';
import { pageDataLoader } from '../page-data.ts';
import { redirectTo, type RouteHandle } from '../route-handle.ts';

const t = messages.routes;
const handle = (h: RouteHandle) => h;
const section = (title: string) => handle({ title, redirect: 'noRedirect' });
const listOf = (title: string) => handle({ title, breadcrumb: false });

export const contentRoutes: RouteObject[] = [
  {
    path: 'news',
    handle: section(t.news),
    children: [
      { index: true, loader: redirectTo('/news/news-detail') },
      {
        path: 'news-detail',
        handle: listOf(t.news),
        lazy: () => import('../../pages/news-list-page.tsx').then((m) => ({ Component: m.NewsListPage })),
      },
      {
        path: 'news-content',
        handle: handle({ title: t.newsContent }),
        lazy: () =>
          import('../../pages/news-content-page.tsx').then((m) => ({
            Component: m.NewsContentPage,
            loader: pageDataLoader(m.fetchAhead),
          })),
      },
    ],
  },
  {
    path: 'qjjh',
    handle: section(t.qjjh),
    children: [
      { index: true, loader: redirectTo('/qjjh/news-detail') },
      {
        path: 'news-detail',
        handle: listOf(t.qjjh),
        lazy: () => import('../../pages/qjjh-list-page.tsx').then((m) => ({ Component: m.QjjhListPage })),
      },
    ],
  },
  {
    path: 'subject-explain',
    handle: section(t.majorArticles),
    children: [
      { index: true, loader: redirectTo('/subject-explain/list') },
      {
        path: 'list',
        handle: listOf(t.majorArticles),
        lazy: () =>
          import('../../pages/major-articles-page.tsx').then((m) => ({ Component: m.MajorArticlesPage })),
      },
    ],
  },
  {
    path: 'unscramble',
    handle: section(t.collegeArticles),
    children: [
      { index: true, loader: redirectTo('/unscramble/unscramble-list') },
      {
        path: 'unscramble-list',
        handle: listOf(t.collegeArticles),
        lazy: () =>
          import('../../pages/college-articles-page.tsx').then((m) => ({ Component: m.CollegeArticlesPage })),
      },
    ],
  },
];
