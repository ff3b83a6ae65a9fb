// Boots the public site: the API connection, production error logging (spec §8), the router.
// First: Preact (the site's renderer, see vite.config.ts) renders as React would.
import { scheduleRendersLikeReact } from './app/render-scheduling.ts';
import { render, type VNode } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { holdEarlyInput } from './app/early-input.ts';
import { loadMatchedRoutes } from './app/load-matched-routes.ts';
import { loadSiteCalls } from '@zhiyuan/domain';
import { createSiteDomain } from './app/domain.ts';
import { firstDataQueries, readFirstData } from './app/first-data.ts';
import { AppProviders, recordUncaughtErrors } from '@zhiyuan/feature-shared';
import { routes } from './app/routes.tsx';
import './styles.css';

scheduleRendersLikeReact(() => window.event);

// Every page calls the API at once: fetch the contract registry (zod schemas) beside the route's chunk.
void loadSiteCalls();

const domain = createSiteDomain();
recordUncaughtErrors(domain.store, import.meta.env.PROD ? 'production' : 'development');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The answers a page's first view was drawn with (first-data.ts), so that the first render draws the same.
const initialQueries = firstDataQueries(readFirstData(document));

function site() {
  return (
    <StrictMode>
      <AppProviders domain={domain} initialQueries={initialQueries}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
}

// A page whose first view came in the HTML (the server's prerendered pages, tools/build/prerender.ts) gets its
// own code before the first render, which must draw the page, not the router's loading line in its place, and
// renders in a task of its own (not in the one that ran that code: two shorter blocks of the main thread).
// The render is Preact's own, neither a hydration nor React's (createRoot, which empties the element first):
// it reuses the elements already there and corrects every attribute and text that differs (a size the
// visitor chose, ids), which a hydration would keep. Taps and text that come before it are handed over after
// (early-input.ts).
if (root.hasChildNodes()) {
  const release = holdEarlyInput(root);
  // Should the page's code fail to come, the router starts all the same and tries again itself.
  void loadMatchedRoutes(routes, window.location)
    .catch(() => undefined)
    .then(() =>
      setTimeout(() => {
        render(site() as unknown as VNode, root);
        release();
      }),
    );
} else {
  createRoot(root).render(site());
}
