// The tags view's 刷新: the page of a path is mounted again (with fresh state) when its count goes up.
import { atom } from 'jotai';

const refreshCountsAtom = atom<Readonly<Record<string, number>>>({});

/** How many times each path was refreshed; the page outlet keys the page by it. */
export const refreshCountAtom = atom((get) => get(refreshCountsAtom));

/** Refreshes the page of `path`. */
export const refreshPathAtom = atom(null, (get, set, path: string) => {
  const counts = get(refreshCountsAtom);
  set(refreshCountsAtom, { ...counts, [path]: (counts[path] ?? 0) + 1 });
});
