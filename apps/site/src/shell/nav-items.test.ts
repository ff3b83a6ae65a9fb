import { describe, expect, it } from 'vitest';
import { placeholderSiteConfig } from '@zhiyuan/features/shared';
import { activeNavPath, navItems } from './nav-items.ts';

const items = navItems(placeholderSiteConfig);

describe('activeNavPath', () => {
  it.each([
    ['/home', '/home'],
    ['/news/news-content', '/news/news-detail'],
    ['/data/college-page', '/data/colleges'],
    ['/data-search/data-search', '/data-search/data-search'],
    ['/policy/simulate', '/policy/simulate'],
    ['/user/user-profile', '/user/user-profile'],
  ])('%s activates %s', (path, expected) => {
    expect(activeNavPath(items, path)).toBe(expected);
  });

  it('activates nothing for a path outside the navigation', () => {
    expect(activeNavPath(items, '/qjjh/news-detail')).toBeNull();
  });
});
