import { createContext, useContext } from 'react';
import type { SiteDomain } from './domain.ts';

export const DomainContext = createContext<SiteDomain | null>(null);

/** The site's API connection; throws when rendered outside <AppProviders>. */
export function useDomain(): SiteDomain {
  const domain = useContext(DomainContext);
  if (!domain) throw new Error('useDomain must be used inside <AppProviders>');
  return domain;
}
