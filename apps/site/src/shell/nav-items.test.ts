import { describe, expect, it } from 'vitest';
import { placeholderSiteConfig } from '@zhiyuan/feature-shared';
import { activeNavPath, navItems } from './nav-items.ts';

const items = navItems(placeholderSiteConfig);
/** 我的收藏 opens the personal centre at its 收藏 tab. */
const FAVOURITES = '/user/user-profile?tab=favourites';

describe('activeNavPath', () => {
  it.each([
    ['/home', '/home'],
    ['/news/news-content', '/news/news-detail'],
    ['/data/college-page', '/data/colleges'],
    ['/data-search/data-search', '/data-search/data-search'],
    ['/policy/simulate', '/policy/simulate'],
  ])('%s activates %s', (path, expected) => {
    expect(activeNavPath(items, path)).toBe(expected);
  });

  it('activates 我的收藏 on the personal centre’s 收藏 tab only, not on its other tabs', () => {
    expect(activeNavPath(items, '/user/user-profile', '?tab=favourites')).toBe(FAVOURITES);
    expect(activeNavPath(items, '/profile/index', '?tab=favourites')).toBe(FAVOURITES);
    for (const search of ['', '?tab=class', '?tab=info', '?tab=scores', '?tab=password'])
      expect(activeNavPath(items, '/user/user-profile', search), search).toBeNull();
  });

  it.each([
    '/qjjh/news-detail',
    '/data/orderLine',
    '/data/line',
    '/data/subject',
    '/subject-explain/list',
    '/user/register',
    '/user/resetPassword',
    '/user/user-blank',
  ])('activates nothing for %s, which no navigation item leads to', (path) => {
    expect(activeNavPath(items, path)).toBeNull();
  });

  it.each([
    ['/data/simulate', '/policy/simulate'],
    ['/data/report-detail', '/data/colleges'],
  ])('%s belongs to the section of %s', (path, expected) => {
    expect(activeNavPath(items, path)).toBe(expected);
  });
});
