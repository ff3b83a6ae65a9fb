import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, compilePath, pageTitle, shouldRebuildBreadcrumb } from './breadcrumb.ts';
import type { RouteRecord } from './route-record.ts';

const home = { title: '首页', to: '/home', icon: 'user' };

describe('buildBreadcrumb', () => {
  it('prepends the home entry and makes the last entry plain text', () => {
    const matched: RouteRecord[] = [
      { path: '/data', redirect: '/data/colleges', meta: { title: '数据' } },
      { path: '/data/colleges', name: 'Colleges', meta: { title: '找学校' } },
    ];
    expect(buildBreadcrumb(matched)).toEqual([
      home,
      { title: '数据', to: '/data/colleges' },
      { title: '找学校', to: null },
    ]);
  });

  it('skips routes without a title', () => {
    const matched: RouteRecord[] = [
      { path: '/' },
      { path: '/news/news-detail', meta: { title: '高考公告' } },
    ];
    expect(buildBreadcrumb(matched)).toEqual([home, { title: '高考公告', to: null }]);
  });

  it('does not prepend home when the first titled route is named Dashboard (any case, trimmed)', () => {
    const matched: RouteRecord[] = [
      { path: '/dashboard', name: ' dashboard ', meta: { title: '控制台', icon: 'dashboard' } },
      { path: '/dashboard/stats', meta: { title: '统计' } },
    ];
    expect(buildBreadcrumb(matched)).toEqual([
      { title: '控制台', to: '/dashboard', icon: 'dashboard' },
      { title: '统计', to: null },
    ]);
  });

  it('leaves out entries with breadcrumb false', () => {
    const matched: RouteRecord[] = [
      { path: '/user', meta: { title: '用户', breadcrumb: false } },
      { path: '/user/user-profile', meta: { title: '个人中心' } },
    ];
    expect(buildBreadcrumb(matched)).toEqual([home, { title: '个人中心', to: null }]);
  });

  it('shows noRedirect entries as plain text and links others to their path with params filled', () => {
    const matched: RouteRecord[] = [
      { path: '/news', redirect: 'noRedirect', meta: { title: '公告' } },
      { path: '/news/:id', meta: { title: '公告详情' } },
      { path: '/news/:id/comments', meta: { title: '评论' } },
    ];
    expect(buildBreadcrumb(matched, { id: '42' })).toEqual([
      home,
      { title: '公告', to: null },
      { title: '公告详情', to: '/news/42' },
      { title: '评论', to: null },
    ]);
  });

  it('gives only the home entry, as plain text, when nothing matched has a title', () => {
    expect(buildBreadcrumb([{ path: '/x' }])).toEqual([{ title: '首页', to: null, icon: 'user' }]);
  });
});

describe('compilePath', () => {
  it('fills, encodes and drops optional params', () => {
    expect(compilePath('/college/:code', { code: '10001' })).toBe('/college/10001');
    expect(compilePath('/search/:q', { q: '北京 大学' })).toBe(
      '/search/%E5%8C%97%E4%BA%AC%20%E5%A4%A7%E5%AD%A6',
    );
    expect(compilePath('/list/:page?', {})).toBe('/list');
    expect(compilePath('/redirect/:path*', { path: 'news/news-detail' })).toBe('/redirect/news/news-detail');
    expect(compilePath('/files/*', { '*': 'a/b' })).toBe('/files/a/b');
    expect(compilePath('/college/:code', {})).toBe('/college/:code');
  });
});

describe('shouldRebuildBreadcrumb', () => {
  it('is false only for /redirect/ paths', () => {
    expect(shouldRebuildBreadcrumb('/redirect/news/news-detail')).toBe(false);
    expect(shouldRebuildBreadcrumb('/news/news-detail')).toBe(true);
    expect(shouldRebuildBreadcrumb('/redirection')).toBe(true);
  });
});

describe('pageTitle', () => {
  it('joins the route title and the site title, or gives the site title alone', () => {
    expect(pageTitle('找学校', '志愿填报系统')).toBe('找学校 - 志愿填报系统');
    expect(pageTitle(undefined, '志愿填报系统')).toBe('志愿填报系统');
    expect(pageTitle('', '志愿填报系统')).toBe('志愿填报系统');
  });
});
