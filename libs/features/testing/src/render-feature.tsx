// Renders feature components the way an app does — a jotai store, the real domain connection (its fetch
// pointed at a fake server), TanStack Query, the router and the toaster — for Testing Library tests.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '@zhiyuan/ui';
import type { AppDomain } from '@zhiyuan/feature-domain-context';
import {
  createFeatureEnvironment,
  FeatureProviders,
  type FeatureEnvironment,
  type FeatureEnvironmentOptions,
} from './feature-environment.tsx';
import type { FakeServer } from './fake-server.ts';
import type { QueryClient } from '@tanstack/react-query';

export interface RenderFeatureOptions extends FeatureEnvironmentOptions {
  /** Initial URL. */
  path?: string;
  /** Extra routes beside the one rendering `ui` at `routePath` (targets of navigation). */
  routes?: RouteObject[];
  /** Route pattern under which `ui` renders; default `*`. */
  routePath?: string;
  /**
   * An environment made beforehand (createFeatureEnvironment), with what its query cache already holds — a
   * page's data fetched ahead, say; its `handlers` and `signedIn` then apply, the options' are not used.
   */
  env?: FeatureEnvironment;
}

export interface RenderFeatureResult extends ReturnType<typeof render> {
  server: FakeServer;
  domain: AppDomain;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderFeature(ui: ReactElement, options: RenderFeatureOptions = {}): RenderFeatureResult {
  const env = options.env ?? createFeatureEnvironment(options);
  const router = createMemoryRouter(
    [{ path: options.routePath ?? '*', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <FeatureProviders env={env}>
      <RouterProvider router={router} />
      <Toaster />
    </FeatureProviders>,
  );
  return { ...view, ...env, router };
}
