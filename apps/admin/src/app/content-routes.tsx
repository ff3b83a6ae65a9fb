// The back office's pages of issue 10 §2 from the content features: 内容 (a list and an editor per section),
// 轮播图, 站点设置 (admins only) and 院校库/专业库 — route entries for the table in ./routes.tsx. Editors and
// admins see all of them but 站点设置, as the server allows (CONTENT_STAFF, ADMIN_ONLY).
import { lazy } from 'react';
import type { AdminRoute } from '@zhiyuan/feature-admin-shell';
import { ROUTE_TITLES as T } from './route-titles.ts';

const CONTENT_STAFF = ['editor', 'admin'] as const;
const ADMIN_ONLY = ['admin'] as const;

const contentFeature = () => import('@zhiyuan/feature-admin-content');

type Section = 'gaokao' | 'qjjh' | 'college' | 'major';

function sectionRoutes(section: Section, title: string, name: string): AdminRoute[] {
  const List = lazy(() =>
    contentFeature().then((m) => ({ default: () => <m.ContentListPage section={section} /> })),
  );
  const Editor = lazy(() =>
    contentFeature().then((m) => ({ default: () => <m.ContentEditorPage section={section} /> })),
  );
  return [
    { path: `/content/${section}`, name, meta: { title, roles: CONTENT_STAFF }, component: List },
    {
      path: `/content/${section}/:id`,
      name: `${name}Editor`,
      hidden: true,
      meta: { title: T.edit(title), roles: CONTENT_STAFF, noCache: true },
      component: Editor,
    },
  ];
}

export const contentRoutes: readonly AdminRoute[] = [
  {
    path: '/content',
    meta: { title: T.content, icon: 'content', roles: CONTENT_STAFF },
    children: [
      ...sectionRoutes('gaokao', T.gaokao, 'ContentGaokao'),
      ...sectionRoutes('qjjh', T.qjjh, 'ContentQjjh'),
      ...sectionRoutes('college', T.college, 'ContentCollege'),
      ...sectionRoutes('major', T.major, 'ContentMajor'),
    ],
  },
  {
    path: '/carousel',
    name: 'Carousel',
    meta: { title: T.carousel, icon: 'image', roles: CONTENT_STAFF },
    component: lazy(() =>
      import('@zhiyuan/feature-admin-carousel').then((m) => ({ default: m.CarouselAdminPage })),
    ),
  },
  {
    path: '/catalog',
    meta: { title: T.catalog, icon: 'database', roles: CONTENT_STAFF },
    children: [
      {
        path: '/catalog/colleges',
        name: 'CatalogColleges',
        meta: { title: T.colleges, roles: CONTENT_STAFF },
        component: lazy(() =>
          import('@zhiyuan/feature-admin-catalog').then((m) => ({ default: m.CollegeCatalogPage })),
        ),
      },
      {
        path: '/catalog/majors',
        name: 'CatalogMajors',
        meta: { title: T.majors, roles: CONTENT_STAFF },
        component: lazy(() =>
          import('@zhiyuan/feature-admin-catalog').then((m) => ({ default: m.MajorCatalogPage })),
        ),
      },
    ],
  },
  {
    path: '/key-dates',
    name: 'KeyDates',
    meta: { title: T.keyDates, icon: 'calendar', roles: CONTENT_STAFF },
    component: lazy(() =>
      import('@zhiyuan/feature-admin-site-settings').then((m) => ({ default: m.KeyDatesPage })),
    ),
  },
  {
    path: '/site-settings',
    name: 'SiteSettings',
    meta: { title: T.siteSettings, icon: 'settings', roles: ADMIN_ONLY },
    component: lazy(() =>
      import('@zhiyuan/feature-admin-site-settings').then((m) => ({ default: m.SiteSettingsPage })),
    ),
  },
];
