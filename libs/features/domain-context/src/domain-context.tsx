// How feature components reach the API: the app connects the domain layer once (connectDomain) and provides
// the connection here; features call `useDomain().api.x()` inside TanStack Query hooks, never ky directly.
import { createContext, useContext, type ReactNode } from 'react';
import type { DomainConnection, DomainStore } from '@zhiyuan/domain';

export interface AppDomain extends DomainConnection {
  store: DomainStore;
}

const DomainContext = createContext<AppDomain | null>(null);

export function DomainProvider({ domain, children }: { domain: AppDomain; children: ReactNode }) {
  return <DomainContext value={domain}>{children}</DomainContext>;
}

/** The app's API connection; throws when rendered outside <DomainProvider>. */
export function useDomain(): AppDomain {
  const domain = useContext(DomainContext);
  if (!domain) throw new Error('useDomain must be used inside <DomainProvider>');
  return domain;
}
