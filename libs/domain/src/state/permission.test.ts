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

  it('generates the whole table when no route names roles', () => {
    const store = createStore();
    store.set(staticRoutesAtom, table);
    expect(store.set(generateRoutesAtom, ['student'])).toEqual(table);
    expect(store.get(routesAtom)).toEqual(table);
  });

  it('leaves out the routes (and their children) the roles may not see', () => {
    const store = createStore();
    const guarded: RouteTree[] = [
      { path: '/dashboard', name: 'Dashboard', meta: { title: '控制台' } },
      {
        path: '/content',
        meta: { title: '内容', roles: ['editor', 'admin'] },
        children: [
          { path: 'news', name: 'News', meta: { title: '公告' } },
          { path: 'trash', name: 'Trash', meta: { title: '回收站', roles: ['admin'] } },
        ],
      },
      { path: '/users', name: 'Users', meta: { title: '用户管理', roles: ['admin'] } },
    ];
    store.set(staticRoutesAtom, guarded);
    expect(store.set(generateRoutesAtom, ['teacher']).map((r) => r.path)).toEqual(['/dashboard']);
    const editor = store.set(generateRoutesAtom, ['editor']);
    expect(editor.map((r) => r.path)).toEqual(['/dashboard', '/content']);
    expect(editor[1]?.children?.map((r) => r.path)).toEqual(['news']);
    expect(store.set(generateRoutesAtom, ['admin']).map((r) => r.path)).toEqual([
      '/dashboard',
      '/content',
      '/users',
    ]);
    expect(store.get(routesAtom)[1]?.children).toHaveLength(2);
  });

  it('resets to no routes', () => {
    const store = createStore();
    store.set(staticRoutesAtom, table);
    store.set(generateRoutesAtom);
    store.set(resetRoutesAtom);
    expect(store.get(routesAtom)).toEqual([]);
  });
});
