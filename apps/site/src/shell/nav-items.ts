// The main navigation of spec §2, in its order: four items, the centre logo, four items.
import { messages } from '../messages.ts';
import type { SiteConfig } from '@zhiyuan/contracts';

export type NavItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logo'; label: string; to: string };

export function navItems(config: Pick<SiteConfig, 'navigation'>): NavItem[] {
  const t = messages.nav;
  const { collegeIntro, findMajor } = config.navigation;
  return [
    { kind: 'route', label: t.home, to: '/home' },
    { kind: 'route', label: t.news, to: '/news/news-detail' },
    { kind: 'external', label: collegeIntro.label || t.collegeIntro, href: collegeIntro.url },
    { kind: 'route', label: t.colleges, to: '/data/colleges' },
    { kind: 'logo', label: t.logo, to: '/home' },
    { kind: 'external', label: findMajor.label || t.majorsExternal, href: findMajor.url },
    { kind: 'route', label: t.simulate, to: '/policy/simulate' },
    { kind: 'route', label: t.dataSearch, to: '/data-search/data-search' },
    { kind: 'route', label: t.favourites, to: '/user/user-profile' },
  ];
}

/** The nav item that is active for a path: the longest route prefix (first path segment decides). */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | null {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  const match = items.find((i) => i.kind === 'route' && `/${i.to.split('/')[1]}` === section);
  return match && match.kind === 'route' ? match.to : null;
}
