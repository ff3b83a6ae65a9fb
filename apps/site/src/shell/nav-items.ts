// The main navigation of spec §2, in its order: four items, the centre logo, four items.
import { messages } from '../messages.ts';
import type { SiteConfig } from '@zhiyuan/contracts';

export type NavItem =
  /**
   * `section`: the path prefixes whose pages belong to this item (its active state follows them); `tab`: only
   * on that `?tab=` of those pages (我的收藏 is one tab of the personal centre, not the whole of it).
   */
  | { kind: 'route'; label: string; to: string; section: readonly string[]; tab?: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logo'; label: string; to: string };

export function navItems(config: Pick<SiteConfig, 'navigation'>): NavItem[] {
  const t = messages.nav;
  const { collegeIntro, findMajor } = config.navigation;
  return [
    { kind: 'route', label: t.home, to: '/home', section: ['/home'] },
    { kind: 'route', label: t.news, to: '/news/news-detail', section: ['/news/'] },
    { kind: 'external', label: collegeIntro.label || t.collegeIntro, href: collegeIntro.url },
    {
      kind: 'route',
      label: t.colleges,
      to: '/data/colleges',
      section: ['/data/colleges', '/data/college-page', '/data/report-detail', '/data/college-compare'],
    },
    { kind: 'logo', label: t.logo, to: '/home' },
    { kind: 'external', label: findMajor.label || t.majorsExternal, href: findMajor.url },
    { kind: 'route', label: t.simulate, to: '/policy/simulate', section: ['/policy/', '/data/simulate'] },
    { kind: 'route', label: t.dataSearch, to: '/data-search/data-search', section: ['/data-search/'] },
    // The personal centre at its 收藏 tab; its other tabs (我的班级 …) and the sign-up and password pages under
    // /user/ are not its section.
    {
      kind: 'route',
      label: t.favourites,
      to: '/user/user-profile?tab=favourites',
      section: ['/user/user-profile', '/profile'],
      tab: 'favourites',
    },
  ];
}

/** The route of the nav item whose section contains the page, or null for pages no item leads to. */
export function activeNavPath(items: readonly NavItem[], pathname: string, search = ''): string | null {
  const tab = new URLSearchParams(search).get('tab');
  for (const item of items) {
    if (item.kind !== 'route' || (item.tab !== undefined && item.tab !== tab)) continue;
    if (item.section.some((prefix) => pathname.startsWith(prefix))) return item.to;
  }
  return null;
}

/** The site's own data pages, in a row under the main navigation (the main nav's 找专业 leaves for another site). */
export function dataToolItems(): { label: string; to: string }[] {
  const t = messages.nav.dataTools;
  return [
    { label: t.majors, to: '/data/subject' },
    { label: t.scoreLines, to: '/data/line' },
    { label: t.rankTable, to: '/data/orderLine' },
    { label: t.electives, to: '/data/electives' },
    { label: t.compare, to: '/data/college-compare' },
    { label: t.majorCompare, to: '/data/major-compare' },
  ];
}
