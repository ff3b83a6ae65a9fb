// The site's one connection to the API (see createAppDomain): created once at start; features reach it
// through DomainProvider.
import { createAppDomain, type AppDomain } from '@zhiyuan/feature-shared';

export function createSiteDomain(baseUrl: string = import.meta.env.VITE_API_BASE ?? ''): AppDomain {
  return createAppDomain({ baseUrl, client: 'web' });
}
