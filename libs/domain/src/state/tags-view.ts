/**
 * Tags view store: the open tabs of the back office (visited views) and the pages kept alive (cached view
 * names), with vue-element-admin's rules: a view is added once per path, cached by name unless
 * `meta.noCache`, affixed views survive "close others" and "close all".
 */
import { atom } from 'jotai/vanilla';
import type { Getter } from 'jotai/vanilla';
import type { RouteMeta } from '../routing/route-record.ts';

/** A page as the tags view receives it from the router. */
export interface TagView {
  path: string;
  name?: string;
  fullPath?: string;
  query?: Record<string, string>;
  meta?: Pick<RouteMeta, 'title' | 'noCache' | 'affix'>;
  title?: string;
}

/** An open tab: the view with its title (meta.title, or 'no-name'). */
export interface VisitedView extends TagView {
  title: string;
}

/** Both lists after a close, so the caller can decide where to navigate. */
export interface TagsViewLists {
  visitedViews: readonly VisitedView[];
  cachedViews: readonly string[];
}

const visitedBaseAtom = atom<readonly VisitedView[]>([]);
const cachedBaseAtom = atom<readonly string[]>([]);

/** The open tabs, in order. */
export const visitedViewsAtom = atom((get) => get(visitedBaseAtom));
/** Names of the pages kept alive. */
export const cachedViewsAtom = atom((get) => get(cachedBaseAtom));

function lists(get: Getter): TagsViewLists {
  return { visitedViews: get(visitedBaseAtom), cachedViews: get(cachedBaseAtom) };
}

/** Opens a tab for `view` unless one with the same path exists. */
export const addVisitedViewAtom = atom(null, (get, set, view: TagView) => {
  if (get(visitedBaseAtom).some((v) => v.path === view.path)) return;
  set(visitedBaseAtom, [...get(visitedBaseAtom), { ...view, title: view.meta?.title || 'no-name' }]);
});

/** Keeps `view` alive by name, unless it has no name, says `noCache`, or is kept already. */
export const addCachedViewAtom = atom(null, (get, set, view: TagView) => {
  const name = view.name;
  if (!name || view.meta?.noCache || get(cachedBaseAtom).includes(name)) return;
  set(cachedBaseAtom, [...get(cachedBaseAtom), name]);
});

/** Both of the above: what the router does on each navigation. */
export const addViewAtom = atom(null, (_get, set, view: TagView) => {
  set(addVisitedViewAtom, view);
  set(addCachedViewAtom, view);
});

/** Drops `view` from the cache only (the tab's "refresh" does this before reloading the page). */
export const removeCachedViewAtom = atom(null, (get, set, view: TagView) => {
  set(
    cachedBaseAtom,
    get(cachedBaseAtom).filter((name) => name !== view.name),
  );
});

/** Closes one tab: removes it from both lists. */
export const closeViewAtom = atom(null, (get, set, view: TagView): TagsViewLists => {
  set(
    visitedBaseAtom,
    get(visitedBaseAtom).filter((v) => v.path !== view.path),
  );
  set(removeCachedViewAtom, view);
  return lists(get);
});

/** Closes every tab but the affixed ones and `view`; the cache keeps only `view`. */
export const closeOtherViewsAtom = atom(null, (get, set, view: TagView): TagsViewLists => {
  set(
    visitedBaseAtom,
    get(visitedBaseAtom).filter((v) => v.meta?.affix || v.path === view.path),
  );
  set(
    cachedBaseAtom,
    get(cachedBaseAtom).filter((name) => name === view.name),
  );
  return lists(get);
});

/** Closes every tab but the affixed ones; empties the cache. */
export const closeAllViewsAtom = atom(null, (get, set): TagsViewLists => {
  set(
    visitedBaseAtom,
    get(visitedBaseAtom).filter((v) => v.meta?.affix),
  );
  set(cachedBaseAtom, []);
  return lists(get);
});

/**
 * Updates the tab with the same path as `view` (its query or title changed). As vue-element-admin's
 * `Object.assign(v, view)`, the fields given replace the old ones and the others stay.
 */
export const updateVisitedViewAtom = atom(null, (get, set, view: TagView) => {
  set(
    visitedBaseAtom,
    get(visitedBaseAtom).map((v) =>
      v.path === view.path ? { ...v, ...view, title: view.title || v.title } : v,
    ),
  );
});
