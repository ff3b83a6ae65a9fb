// Boots the public site: the API connection, production error logging (spec §8), the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { environmentAtom, loadApiCalls, recordErrorAtom } from '@zhiyuan/domain';
import { createSiteDomain } from './app/domain.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import './styles.css';

// Every page calls the API at once: fetch the contract registry (zod schemas) beside the route's chunk.
void loadApiCalls();

const domain = createSiteDomain();
domain.store.set(environmentAtom, import.meta.env.PROD ? 'production' : 'development');

// Uncaught errors are recorded (in production only, per the errorLog setting) with the page's url.
window.addEventListener('error', (event) => {
  domain.store.set(recordErrorAtom, {
    err: event.error ?? event.message,
    info: 'window.onerror',
    url: location.href,
  });
});
window.addEventListener('unhandledrejection', (event) => {
  domain.store.set(recordErrorAtom, { err: event.reason, info: 'unhandledrejection', url: location.href });
});

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
