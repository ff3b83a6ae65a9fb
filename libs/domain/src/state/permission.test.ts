import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { RouteTree } from '../routing/route-record.ts';
import { generateRoutesAtom, resetRoutesAtom, routesAtom, staticRoutesAtom } from './permission.ts';

const table: RouteTree[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { title: '首页' } },
  {
    path: '/content',
    meta: { title: '内容' },
    children: [{ path: 'news', name: 'News', meta: { title: '公告' } }],
  },
];

describe('permission', () => {
  it('starts with no routes', () => {
    expect(createStore().get(routesAtom)).toEqual([]);
  });

  it('generates the full static table for any roles, without filtering', () => {
    const store = createStore();
    store.set(staticRoutesAtom, table);
    expect(store.set(generateRoutesAtom, ['student'])).toBe(table);
    expect(store.get(routesAtom)).toBe(table);
    store.set(resetRoutesAtom);
    store.set(generateRoutesAtom, []);
    expect(store.get(routesAtom)).toEqual(table);
  });

  it('resets to no routes', () => {
    const store = createStore();
    store.set(staticRoutesAtom, table);
    store.set(generateRoutesAtom);
    store.set(resetRoutesAtom);
    expect(store.get(routesAtom)).toEqual([]);
  });
});
