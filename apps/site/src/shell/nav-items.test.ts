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
    ['/user/user-profile', FAVOURITES],
  ])('%s activates %s', (path, expected) => {
    expect(activeNavPath(items, path)).toBe(expected);
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
    ['/profile/index', FAVOURITES],
  ])('%s belongs to the section of %s', (path, expected) => {
    expect(activeNavPath(items, path)).toBe(expected);
  });
});
