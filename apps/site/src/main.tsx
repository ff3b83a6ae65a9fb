// Boots the public site in the browser: the API connection, production error logging (spec §8), the router.
// A page the server rendered (entry-server.tsx) is hydrated — React keeps the server's DOM, attaches to it and
// replays the clicks made before it was ready — with the router's loader answers and the queries the server
// drew it with, so the first render draws exactly what the HTML shows. A page that came without (the server's
// fallback to index.html, the Vite dev server) is rendered from nothing.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, recordUncaughtErrors } from '@zhiyuan/feature-shared';
import { createSiteDomain } from './app/domain.ts';
import { loadMatchedRoutes } from './app/load-matched-routes.ts';
import { readPageState } from './app/page-state.ts';
import { routes } from './app/routes.tsx';
import './styles.css';

// The contract registry (zod and the call schemas) is not fetched at start: a page the server rendered came
// with its data, and the first call loads it (libs/domain's api-registry.ts) without waiting for it.
const domain = createSiteDomain();
recordUncaughtErrors(domain.store, import.meta.env.PROD ? 'production' : 'development');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const state = readPageState(document);

function site(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProviders domain={domain} {...(state ? { dehydratedState: state.queries } : {})}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

if (state) {
  // The matched routes' code first (react-router's way for lazy routes with server rendering): the router
  // must draw the page at once, as the server did, not its loading fallback.
  void loadMatchedRoutes(routes, window.location)
    .catch(() => undefined)
    .then(() => {
      const router = createBrowserRouter(routes, { hydrationData: state.router });
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
      // thread until the whole page is attached (a sync-lane hydration is one long task); a click or key
      // before it is done makes React hydrate what it lands on at once and replay it.
      startTransition(() => {
        hydrateRoot(root, site(router), {
          // A mismatch is a bug to fix (the e2e fails on this line), never papered over.
          onRecoverableError: (error) => console.error('hydration: recoverable error', error),
        });
      });
    });
} else {
  createRoot(root).render(site(createBrowserRouter(routes)));
}
