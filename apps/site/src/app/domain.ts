// The site's one connection to the API: the jotai store holding the session, an HTTP client whose errors
// become toasts, and the api functions. Created once at start; features reach it through DomainProvider.
import { createStore } from 'jotai';
import { toast } from '@zhiyuan/ui';
import { connectDomain, MESSAGE_DURATION_MS } from '@zhiyuan/domain';
import type { AppDomain } from '@zhiyuan/feature-shared';

export function createSiteDomain(baseUrl: string = import.meta.env.VITE_API_BASE ?? ''): AppDomain {
  const store = createStore();
  const connection = connectDomain(store, {
    baseUrl,
    client: 'web',
    onError: (message) => toast.error(message, { duration: MESSAGE_DURATION_MS }),
    // Identical visible toasts are merged, so a burst of failed calls shows one quiet notice.
    onNetworkError: (message) => toast.warning(message, { duration: MESSAGE_DURATION_MS }),
    notifySuccess: (message, duration) => toast.success(message, { duration }),
  });
  return { store, ...connection };
}
