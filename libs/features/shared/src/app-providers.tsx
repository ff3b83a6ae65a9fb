// Everything a page of an app (the site, the back office) needs around it: the jotai store, TanStack Query for
// server state, the design system's size and theme colour (from the app and settings stores) and toasts, and
// the API connection. `createAppDomain` makes that connection, with the server's messages as toasts.
import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { settingsAtom, sizeAtom } from '@zhiyuan/domain';
import { LazyToaster, setThemeColor, SizeProvider } from '@zhiyuan/ui';
import { createStore } from 'jotai';
import type { Client } from '@zhiyuan/contracts';
import { connectDomain, environmentAtom, MESSAGE_DURATION_MS, recordErrorAtom } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { DomainProvider, type AppDomain } from '@zhiyuan/feature-domain-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already reports failures; one retry covers a blip without doubling the wait.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

function ThemeAndSize({ children }: { children: ReactNode }) {
  const { theme } = useAtomValue(settingsAtom);
  const size = useAtomValue(sizeAtom);
  useEffect(() => {
    setThemeColor(theme);
  }, [theme]);
  return <SizeProvider size={size}>{children}</SizeProvider>;
}

export function AppProviders({
  domain,
  queryClient: givenClient,
  dehydratedState,
  children,
}: {
  domain: AppDomain;
  /** The query cache to use (the server's render fills its own); a new one by default. */
  queryClient?: QueryClient;
  /**
   * The answers the server rendered the page with (TanStack Query's `dehydrate`), so the first render in the
   * browser draws the same instead of a loading state; fetched again once stale, as any other.
   */
  dehydratedState?: DehydratedState;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <DomainProvider domain={domain}>
      <JotaiProvider store={domain.store}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydratedState}>
            <ThemeAndSize>
              {children}
              <LazyToaster />
            </ThemeAndSize>
          </HydrationBoundary>
        </QueryClientProvider>
      </JotaiProvider>
    </DomainProvider>
  );
}

/** The app's one connection to the API: a store holding the session, errors as toasts, the api functions. */
export function createAppDomain(options: {
  baseUrl: string;
  client: Client;
  /** After a "not logged in" answer expired the session (the back office goes to its sign-in page). */
  onUnauthorized?: () => void;
  /** How requests go out: the global fetch by default; the server's render answers them in its own process. */
  fetch?: typeof globalThis.fetch;
}): AppDomain {
  const store = createStore();
  // The error toasts of failed calls, let go as soon as a later call that changes something succeeds: an old
  // 验证码错误 must not linger beside the success of the retry.
  const errorToasts = new Set<string>();
  const connection = connectDomain(store, {
    baseUrl: options.baseUrl,
    client: options.client,
    onError: (message) => {
      errorToasts.add(toast.error(message, { duration: MESSAGE_DURATION_MS }));
    },
    onActionSuccess: () => {
      for (const id of errorToasts) toast.dismiss(id);
      errorToasts.clear();
    },
    // Identical visible toasts are merged, so a burst of failed calls shows one quiet notice.
    onNetworkError: (message) => toast.warning(message, { duration: MESSAGE_DURATION_MS }),
    notifySuccess: (message, duration) => toast.success(message, { duration }),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { store, ...connection };
}

/**
 * Records uncaught errors and rejections in the error log (in production only, per the errorLog setting,
 * spec §8) with the page's url; nothing is shown to the user.
 */
export function recordUncaughtErrors(store: AppDomain['store'], environment: string): void {
  store.set(environmentAtom, environment);
  window.addEventListener('error', (event) => {
    store.set(recordErrorAtom, {
      err: event.error ?? event.message,
      info: 'window.onerror',
      url: location.href,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    store.set(recordErrorAtom, { err: event.reason, info: 'unhandledrejection', url: location.href });
  });
}
