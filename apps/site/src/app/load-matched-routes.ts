// Loads the code of the routes a location matches and puts it on their route objects, so that a router made
// from them afterwards renders the page at once instead of its loading fallback (react-router's own pattern
// for a page whose HTML is already there; main.tsx).
import { matchRoutes, type RouteObject } from 'react-router';

export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
