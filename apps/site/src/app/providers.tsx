// Everything a page needs around it: the jotai store, TanStack Query for server state, the design system's
// size and toasts, and the API connection.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { settingsAtom, sizeAtom } from '@zhiyuan/domain';
import { LazyToaster, setThemeColor, SizeProvider } from '@zhiyuan/ui';
import { DomainProvider, type AppDomain } from '@zhiyuan/feature-shared';

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

export function AppProviders({ domain, children }: { domain: AppDomain; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DomainProvider domain={domain}>
      <JotaiProvider store={domain.store}>
        <QueryClientProvider client={queryClient}>
          <ThemeAndSize>
            {children}
            <LazyToaster />
          </ThemeAndSize>
        </QueryClientProvider>
      </JotaiProvider>
    </DomainProvider>
  );
}
