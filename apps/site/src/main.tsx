// Boots the public site: the API connection, production error logging (spec §8), the router.
// First: Preact (the site's renderer, see vite.config.ts) renders as React would.
import { scheduleRendersLikeReact } from './app/render-scheduling.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadSiteCalls } from '@zhiyuan/domain';
import { createSiteDomain } from './app/domain.ts';
import { AppProviders, recordUncaughtErrors } from '@zhiyuan/feature-shared';
import { routes } from './app/routes.tsx';
import './styles.css';

scheduleRendersLikeReact(() => window.event);

// Every page calls the API at once: fetch the contract registry (zod schemas) beside the route's chunk.
void loadSiteCalls();

const domain = createSiteDomain();
recordUncaughtErrors(domain.store, import.meta.env.PROD ? 'production' : 'development');

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders domain={domain}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
