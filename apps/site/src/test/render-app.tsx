// Renders the real route table in a memory router with the real providers, for component tests of the shell.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSiteDomain } from '../app/domain.ts';
import { AppProviders } from '@zhiyuan/feature-shared';
import { routes } from '../app/routes.tsx';

export function renderApp(path: string) {
  const domain = createSiteDomain('http://127.0.0.1:9');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders domain={domain}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, domain };
}
