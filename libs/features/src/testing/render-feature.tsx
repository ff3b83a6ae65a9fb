// Renders feature components the way an app does — a jotai store, the real domain connection (its fetch
// pointed at a fake server), TanStack Query, the router and the toaster — for Testing Library tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { connectDomain } from '@zhiyuan/domain';
import { toast, Toaster } from '@zhiyuan/ui';
import { DomainProvider, type AppDomain } from '../shared/domain-context.tsx';
import { createFakeServer, type FakeHandlers, type FakeServer } from './fake-server.ts';

export interface RenderFeatureOptions {
  /** Initial URL. */
  path?: string;
  /** Extra routes beside the one rendering `ui` at `routePath` (targets of navigation). */
  routes?: RouteObject[];
  /** Route pattern under which `ui` renders; default `*`. */
  routePath?: string;
  handlers?: FakeHandlers;
}

export interface RenderFeatureResult extends ReturnType<typeof render> {
  server: FakeServer;
  domain: AppDomain;
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderFeature(ui: ReactElement, options: RenderFeatureOptions = {}): RenderFeatureResult {
  const server = createFakeServer(options.handlers);
  const store = createStore();
  const connection = connectDomain(store, {
    baseUrl: 'http://zhiyuan.test',
    fetch: server.fetch,
    onError: (message) => toast.error(message),
    onNetworkError: (message) => toast.warning(message),
    notifySuccess: (message, duration) => toast.success(message, { duration }),
  });
  const domain: AppDomain = { store, ...connection };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: options.routePath ?? '*', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <DomainProvider domain={domain}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </JotaiProvider>
    </DomainProvider>,
  );
  return { ...view, server, domain, router };
}
