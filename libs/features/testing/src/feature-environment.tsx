// What renderFeature and the Storybook decorator build around a feature component, the way an app does: a
// jotai store (optionally signed in), the real domain connection with its fetch pointed at a fake server,
// TanStack Query, and the providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { connectDomain, removeToken, setLoginStatus, setToken } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { DomainProvider, type AppDomain } from '@zhiyuan/feature-domain-context';
import { createFakeServer, type FakeHandlers, type FakeServer } from './fake-server.ts';

/** The token a signed-in test or story starts with. */
export const TEST_TOKEN = 'test-session-token';

export interface FeatureEnvironmentOptions {
  handlers?: FakeHandlers;
  /**
   * Start signed in (token cookie {@link TEST_TOKEN}, status '1') or signed out (both cleared). Left out, the
   * cookies stay as they are.
   */
  signedIn?: boolean;
}

export interface FeatureEnvironment {
  server: FakeServer;
  domain: AppDomain;
  queryClient: QueryClient;
}

/** Writes the session cookies before the store first reads them. */
export function applySession(signedIn: boolean | undefined): void {
  if (signedIn === undefined) return;
  if (signedIn) {
    setToken(TEST_TOKEN);
    setLoginStatus('1');
  } else {
    removeToken();
    setLoginStatus('0');
  }
}

export function createFeatureEnvironment(options: FeatureEnvironmentOptions = {}): FeatureEnvironment {
  applySession(options.signedIn);
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
  return { server, domain, queryClient };
}

export function FeatureProviders({ env, children }: { env: FeatureEnvironment; children: ReactNode }) {
  return (
    <DomainProvider domain={env.domain}>
      <JotaiProvider store={env.domain.store}>
        <QueryClientProvider client={env.queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </DomainProvider>
  );
}
