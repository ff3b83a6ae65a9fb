/**
 * Permission store: the routes the current user may see. As in the original, generation gives the full
 * static table with no role filtering; staff checks happen on the server, where they belong.
 */
import { atom } from 'jotai/vanilla';
import type { RouteTree } from '../routing/route-record.ts';

/** The app's static route table, set once at start; generation copies it. */
export const staticRoutesAtom = atom<readonly RouteTree[]>([]);

const routesBaseAtom = atom<readonly RouteTree[]>([]);

/** The routes to show (sidebar, route guard); empty until generated. */
export const routesAtom = atom((get) => get(routesBaseAtom));

/** Sets the routes to the full static table (roles are accepted for the day filtering is needed). */
export const generateRoutesAtom = atom(null, (get, set, _roles?: readonly string[]) => {
  const routes = get(staticRoutesAtom);
  set(routesBaseAtom, routes);
  return routes;
});

/** Forgets the generated routes (logout, role switch). */
export const resetRoutesAtom = atom(null, (_get, set) => {
  set(routesBaseAtom, []);
});
