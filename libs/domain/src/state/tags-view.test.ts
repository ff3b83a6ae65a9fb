import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import {
  addCachedViewAtom,
  addViewAtom,
  addVisitedViewAtom,
  cachedViewsAtom,
  closeAllViewsAtom,
  closeOtherViewsAtom,
  closeViewAtom,
  removeCachedViewAtom,
  updateVisitedViewAtom,
  visitedViewsAtom,
} from './tags-view.ts';
import type { TagView } from './tags-view.ts';

const home: TagView = { path: '/dashboard', name: 'Dashboard', meta: { title: '首页', affix: true } };
const news: TagView = { path: '/news/list', name: 'NewsList', meta: { title: '公告' } };
const detail: TagView = { path: '/news/1', name: 'NewsContent', meta: { title: '公告详情', noCache: true } };
const colleges: TagView = { path: '/data/colleges', name: 'Colleges', meta: { title: '找学校' } };

function storeWith(...views: TagView[]) {
  const store = createStore();
  for (const view of views) store.set(addViewAtom, view);
  return store;
}

const paths = (store: ReturnType<typeof createStore>) => store.get(visitedViewsAtom).map((v) => v.path);

describe('tags view', () => {
  it('adds a view once per path, titled from meta or no-name', () => {
    const store = storeWith(home, news, { ...news, query: { page: '2' } }, { path: '/x', name: 'X' });
    expect(paths(store)).toEqual(['/dashboard', '/news/list', '/x']);
    expect(store.get(visitedViewsAtom).map((v) => v.title)).toEqual(['首页', '公告', 'no-name']);
  });

  it('caches by name unless noCache, without duplicates', () => {
    const store = storeWith(home, news, detail, news);
    store.set(addCachedViewAtom, { path: '/other', name: 'NewsList' });
    store.set(addCachedViewAtom, { path: '/anonymous' });
    expect(store.get(cachedViewsAtom)).toEqual(['Dashboard', 'NewsList']);
  });

  it('adds visited and cached separately', () => {
    const store = createStore();
    store.set(addVisitedViewAtom, news);
    expect(store.get(cachedViewsAtom)).toEqual([]);
    store.set(addCachedViewAtom, news);
    expect(store.get(cachedViewsAtom)).toEqual(['NewsList']);
  });

  it('closing one removes it from both lists and returns them', () => {
    const store = storeWith(home, news, colleges);
    const result = store.set(closeViewAtom, news);
    expect(paths(store)).toEqual(['/dashboard', '/data/colleges']);
    expect(store.get(cachedViewsAtom)).toEqual(['Dashboard', 'Colleges']);
    expect(result.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/data/colleges']);
  });

  it('closing others keeps affixed views and the current; the cache keeps only the current', () => {
    const store = storeWith(home, news, detail, colleges);
    store.set(closeOtherViewsAtom, colleges);
    expect(paths(store)).toEqual(['/dashboard', '/data/colleges']);
    expect(store.get(cachedViewsAtom)).toEqual(['Colleges']);
  });

  it('closing others empties the cache when the current is not cached', () => {
    const store = storeWith(home, news, detail);
    store.set(closeOtherViewsAtom, detail);
    expect(paths(store)).toEqual(['/dashboard', '/news/1']);
    expect(store.get(cachedViewsAtom)).toEqual([]);
  });

  it('closing all keeps affixed views and empties the cache', () => {
    const store = storeWith(home, news, colleges);
    store.set(closeAllViewsAtom);
    expect(paths(store)).toEqual(['/dashboard']);
    expect(store.get(cachedViewsAtom)).toEqual([]);
  });

  it('updates the entry with the same path, keeping its place and title', () => {
    const store = storeWith(home, news, colleges);
    store.set(updateVisitedViewAtom, { ...news, fullPath: '/news/list?page=3', query: { page: '3' } });
    const updated = store.get(visitedViewsAtom)[1];
    expect(updated).toMatchObject({
      path: '/news/list',
      fullPath: '/news/list?page=3',
      query: { page: '3' },
    });
    expect(updated?.title).toBe('公告');
    store.set(updateVisitedViewAtom, { path: '/nowhere', title: 'x' });
    expect(paths(store)).toEqual(['/dashboard', '/news/list', '/data/colleges']);
  });

  it('drops a view from the cache only (refresh)', () => {
    const store = storeWith(home, news);
    store.set(removeCachedViewAtom, news);
    expect(store.get(cachedViewsAtom)).toEqual(['Dashboard']);
    expect(paths(store)).toEqual(['/dashboard', '/news/list']);
  });
});
