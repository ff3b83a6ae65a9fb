// Boots the back office: the API connection (client `admin`), production error logging (spec §8), the route
// table given to the permission store, and the router under /admin.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { staticRoutesAtom } from '@zhiyuan/domain';
import { AppProviders, createAppDomain, recordUncaughtErrors } from '@zhiyuan/feature-shared';
import { createAdminRouter } from './app/router.tsx';
import { adminRoutes } from './app/routes.tsx';
import './styles.css';

const domain = createAppDomain({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  client: 'admin',
  // The server no longer knows the session: back to the sign-in page (the token is already cleared).
  onUnauthorized: () => void router.navigate('/login'),
});
recordUncaughtErrors(domain.store, import.meta.env.PROD ? 'production' : 'development');
domain.store.set(staticRoutesAtom, adminRoutes);

const router = createAdminRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders domain={domain}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
