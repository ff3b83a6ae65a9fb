// What a route of the site says about itself, in react-router's `handle`: the title for the page title and
// the breadcrumb, and the spec's breadcrumb flags. Mapped onto the domain's RouteRecord for the helpers.
import { replace, type UIMatch } from 'react-router';
import type { RouteRecord } from '@zhiyuan/domain';

export interface RouteHandle {
  title?: string;
  /** 'Dashboard' marks the home route: no extra home entry is prepended to its breadcrumb. */
  name?: string;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: boolean;
  /** 'noRedirect' makes its breadcrumb entry plain text. */
  redirect?: string;
}

export function toRouteRecords(matches: readonly UIMatch[]): RouteRecord[] {
  return matches.flatMap((m) => {
    const handle = m.handle as RouteHandle | undefined;
    if (!handle) return [];
    const record: RouteRecord = { path: m.pathname, meta: {} };
    if (handle.name) record.name = handle.name;
    if (handle.redirect) record.redirect = handle.redirect;
    if (handle.title) record.meta = { ...record.meta, title: handle.title };
    if (handle.breadcrumb === false) record.meta = { ...record.meta, breadcrumb: false };
    return [record];
  });
}

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * A route that only leads elsewhere (a bare parent path, an unknown one): a loader's redirect, which the
 * server answers as an HTTP redirect and the browser's router follows in place of the history entry.
 */
export function redirectTo(path: string): () => Response {
  return () => replace(path);
}
