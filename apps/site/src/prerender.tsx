// A page's first view as HTML: what a signed-out visitor sees before the script has run — the shell with the
// site's default title and the page in its loading state, or drawn with the data the server gave it. Rendered
// at build time (tools/build/prerender.ts) for the pages of build/prerendered-pages.ts, which need no data; by
// the server, per request, for the pages of FIRST_VIEW_CALLS (first-data.ts), with the answers of those calls.
// The server sends it in index.html's place to requests without a session
// (apps/server/src/plugins/prerendered-pages.ts), so the page paints with the HTML instead of after the script;
// main.tsx then renders over it (see there).
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_SITE_TITLE } from '@zhiyuan/contracts/basics';
import { pageTitle } from '@zhiyuan/domain';
import { AppProviders } from '@zhiyuan/feature-shared';
import { createSiteDomain } from './app/domain.ts';
import { firstDataQueries, type FirstData } from './app/first-data.ts';
import { fillTemplate, type FirstView } from './app/first-view-template.ts';
import { routeTitle } from './app/route-handle.ts';
import { routes } from './app/routes.tsx';

export { FIRST_VIEW_CALLS } from './app/first-data.ts';

/** index.html (`template`) with the first view of `pathname` drawn with `data` in it (see renderFirstView). */
export async function renderPage(template: string, pathname: string, data: FirstData = {}): Promise<string> {
  return fillTemplate(template, await renderFirstView(pathname, data));
}

/** Renders `pathname`'s first view; throws if the route answers with a redirect or an error. */
export async function renderFirstView(pathname: string, data: FirstData = {}): Promise<FirstView> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects (${context.status}): not a page`);
  if (context.errors) throw new Error(`${pathname} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The site renders with Preact (vite.config.ts aliases react to preact/compat), so this is a Preact tree.
  // The async renderer waits for the lazy parts of a page (React.lazy) instead of failing on them.
  const page = (
    <StrictMode>
      <AppProviders domain={createSiteDomain()} initialQueries={firstDataQueries(data)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const html = await renderToStringAsync(page as unknown as VNode);
  return { html, title: pageTitle(routeTitle(context.matches.map(toMatch)), DEFAULT_SITE_TITLE), data };
}

function toMatch(match: { route: { handle?: unknown } }) {
  return { handle: match.route.handle } as Parameters<typeof routeTitle>[0][number];
}
