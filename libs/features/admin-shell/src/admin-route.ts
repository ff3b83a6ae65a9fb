// The back office's route table as data: each entry has an absolute path (under the app's /admin base), a
// component name (the tags view caches pages by it), a title, the roles that may see it, an icon, affix and
// noCache flags and its page, lazy-loaded. Groups (a menu heading) have children and no page. The permission
// store (`generateRoutesAtom`) filters the table by the active role; the menu, the breadcrumb and the page
// outlet all read the filtered table, so a route a role may not see is neither shown nor reachable.
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { RouteMeta, RouteRecord, RouteTree } from '@zhiyuan/domain';

/** Icons the menu knows (lucide icons, see components/menu-icon.tsx). */
export type AdminIcon =
  | 'dashboard'
  | 'users'
  | 'school'
  | 'calendar'
  | 'logs'
  | 'sms'
  | 'content'
  | 'image'
  | 'settings'
  | 'database'
  | 'upload'
  | 'bug'
  | 'file';

export interface AdminRouteMeta extends RouteMeta {
  title: string;
  icon?: AdminIcon;
}

/** One entry of the table. */
export interface AdminRoute extends RouteTree {
  path: string;
  /** Component name: the key of the tags view's cache. Unique in the table. */
  name?: string;
  meta: AdminRouteMeta;
  /** The page (leaf routes only). */
  component?: LazyExoticComponent<ComponentType> | ComponentType;
  children?: readonly AdminRoute[];
}

/** A leaf route with the groups above it, first to last. */
export interface MatchedRoute {
  route: AdminRoute;
  chain: readonly AdminRoute[];
  params: Record<string, string | undefined>;
}

/** Every route that has a page, depth first, each with its ancestors. */
export function leafRoutes(
  routes: readonly AdminRoute[],
  parents: readonly AdminRoute[] = [],
): { route: AdminRoute; chain: readonly AdminRoute[] }[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const own = route.component ? [{ route, chain }] : [];
    return [...own, ...leafRoutes(route.children ?? [], chain)];
  });
}

/** The route of `pathname` in `routes` (the filtered table), or null when none matches. */
export function matchAdminRoute(routes: readonly AdminRoute[], pathname: string): MatchedRoute | null {
  for (const { route, chain } of leafRoutes(routes)) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, chain, params: match.params };
  }
  return null;
}

/** The matched chain as the breadcrumb helper reads it. */
export function breadcrumbRecords(chain: readonly AdminRoute[]): RouteRecord[] {
  return chain.map((route) => ({
    path: route.path,
    ...(route.name ? { name: route.name } : {}),
    ...(route.redirect ? { redirect: route.redirect } : {}),
    meta: route.meta,
  }));
}

/** The affixed routes (the tags view opens them first and never closes them). */
export function affixRoutes(routes: readonly AdminRoute[]): AdminRoute[] {
  return leafRoutes(routes)
    .map((leaf) => leaf.route)
    .filter((route) => route.meta.affix);
}

/** The first page the user may open (where `/` and sign-in lead). */
export function firstPage(routes: readonly AdminRoute[]): string | null {
  return leafRoutes(routes).find((leaf) => !leaf.route.hidden)?.route.path ?? null;
}
