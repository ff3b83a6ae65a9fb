// The main navigation of spec §2, in its order: four items, the centre logo, four items.
import { messages } from '../messages.ts';
import type { SiteConfig } from '@zhiyuan/contracts';

export type NavItem =
  /** `section`: the path prefixes whose pages belong to this item (its active state follows them). */
  | { kind: 'route'; label: string; to: string; section: readonly string[] }
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
    // The personal centre at its 收藏 tab; the sign-up and password pages under /user/ are not its section.
    {
      kind: 'route',
      label: t.favourites,
      to: '/user/user-profile?tab=favourites',
      section: ['/user/user-profile', '/profile'],
    },
  ];
}

/** The route of the nav item whose section contains the path, or null for pages no item leads to. */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | null {
  for (const item of items) {
    if (item.kind === 'route' && item.section.some((prefix) => pathname.startsWith(prefix))) return item.to;
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
