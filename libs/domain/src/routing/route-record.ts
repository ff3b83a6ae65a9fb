/**
 * The minimal route description the domain helpers (breadcrumb, tags view, permission) work on. The apps
 * map react-router's matches and handles onto it: `{ path: match.pathname, name: handle.name, … }`.
 */

/** What a route says about itself (vue-element-admin's `meta`). */
export interface RouteMeta {
  /** Shown in the breadcrumb, tab and page title. */
  title?: string;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: boolean;
  /** Do not keep the page alive in the tags view cache. */
  noCache?: boolean;
  /** The tab cannot be closed. */
  affix?: boolean;
  icon?: string;
  /** The roles that may see and open the route (the back office's permission routes); absent: everyone. */
  roles?: readonly string[];
}

/** A matched route. `redirect: 'noRedirect'` makes its breadcrumb entry plain text. */
export interface RouteRecord {
  path: string;
  name?: string;
  redirect?: string;
  meta?: RouteMeta;
}

/** A route of a route table, with its children. */
export interface RouteTree extends RouteRecord {
  hidden?: boolean;
  children?: readonly RouteTree[];
}
