/**
 * Permission store: the routes the current user may see. Generation filters the app's static table by the
 * roles given (the back office passes the session's active role): a route whose `meta.roles` names none of
 * them is left out with its children, so it is neither in the menu nor reachable. The original generated the
 * full table for everyone (docs/deviations.md); the server still checks every call, where it belongs.
 */
import { atom } from 'jotai/vanilla';
import type { RouteTree } from '../routing/route-record.ts';

/** The app's static route table, set once at start; generation filters it. */
export const staticRoutesAtom = atom<readonly RouteTree[]>([]);

const routesBaseAtom = atom<readonly RouteTree[]>([]);

/** The routes to show (sidebar, route guard); empty until generated. */
export const routesAtom = atom((get) => get(routesBaseAtom));

/** Whether `route` may be seen by someone holding `roles`: no `meta.roles`, or one of them. */
export function routeAllowed(route: RouteTree, roles: readonly string[]): boolean {
  const allowed = route.meta?.roles;
  return !allowed || allowed.some((role) => roles.includes(role));
}

/** The routes of `routes` that `roles` may see, children filtered the same way. */
export function filterRoutesByRoles(routes: readonly RouteTree[], roles: readonly string[]): RouteTree[] {
  return routes
    .filter((route) => routeAllowed(route, roles))
    .map((route) =>
      route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : route,
    );
}

/** Sets the routes to the static table filtered by `roles` (none given: only routes open to everyone). */
export const generateRoutesAtom = atom(null, (get, set, roles: readonly string[] = []) => {
  const routes = filterRoutesByRoles(get(staticRoutesAtom), roles);
  set(routesBaseAtom, routes);
  return routes;
});

/** Forgets the generated routes (logout, role switch). */
export const resetRoutesAtom = atom(null, (_get, set) => {
  set(routesBaseAtom, []);
});
