/**
 * Breadcrumb and page title rules of the original (spec §2): the chain of matched routes that have a
 * title, with a home entry in front unless the first one is the Dashboard.
 */
import type { RouteRecord } from './route-record.ts';

/** One breadcrumb entry: `to` is where it links, or null for plain text. */
export interface BreadcrumbItem {
  title: string;
  to: string | null;
  icon?: string;
}

/** The home entry put in front of every breadcrumb that does not start at the Dashboard. */
export const HOME_BREADCRUMB = { title: '首页', path: '/home', icon: 'user' } as const;

/** Route params as the router gives them (react-router's `useParams()`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

function isDashboard(route: RouteRecord | undefined): boolean {
  return route?.name?.trim().toLowerCase() === 'dashboard';
}

/**
 * Fills `:name` params (and a trailing `*` splat) of `path` from `params`. A missing optional param
 * (`:id?`) drops its segment; a missing required one stays as written.
 */
export function compilePath(path: string, params: RouteParams): string {
  const filled = path
    .replace(
      /\/:([A-Za-z_][A-Za-z0-9_]*)(\?|\*|\+)?/g,
      (match, name: string, modifier: string | undefined) => {
        const value = params[name];
        if (value === undefined || value === '') return modifier === '?' || modifier === '*' ? '' : match;
        const encoded =
          modifier === '*' || modifier === '+' ? encodeSegments(value) : encodeURIComponent(value);
        return `/${encoded}`;
      },
    )
    .replace(/\/\*$/, () => {
      const splat = params['*'];
      return splat ? `/${encodeSegments(splat)}` : '';
    });
  return filled === '' ? '/' : filled;
}

function encodeSegments(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

/**
 * Builds the breadcrumb of the matched routes: those with a title, the home entry prepended unless the first
 * is named Dashboard, `meta.breadcrumb === false` left out. The last entry and `redirect: 'noRedirect'` ones
 * are plain text; the others link to their redirect, or to their own path with the params filled in.
 */
export function buildBreadcrumb(matched: readonly RouteRecord[], params: RouteParams = {}): BreadcrumbItem[] {
  const titled = matched.filter((route) => route.meta?.title);
  const chain: RouteRecord[] = isDashboard(titled[0])
    ? titled
    : [
        { path: HOME_BREADCRUMB.path, meta: { title: HOME_BREADCRUMB.title, icon: HOME_BREADCRUMB.icon } },
        ...titled,
      ];
  const shown = chain.filter((route) => route.meta?.breadcrumb !== false);
  return shown.map((route, index) => {
    const plain = route.redirect === 'noRedirect' || index === shown.length - 1;
    const to = plain ? null : (route.redirect ?? compilePath(route.path, params));
    const item: BreadcrumbItem = { title: route.meta?.title ?? '', to };
    if (route.meta?.icon) item.icon = route.meta.icon;
    return item;
  });
}

/** False for the refresh helper's paths (`/redirect/…`), which must not rebuild the breadcrumb. */
export function shouldRebuildBreadcrumb(path: string): boolean {
  return !path.startsWith('/redirect/');
}

/** The document title: `route title - site title`, or the site title alone when the route has none. */
export function pageTitle(routeTitle: string | null | undefined, siteTitle: string): string {
  return routeTitle ? `${routeTitle} - ${siteTitle}` : siteTitle;
}
