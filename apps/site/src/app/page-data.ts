// A page's data fetched ahead of its first render on the server: a route's loader (react-router's data router,
// lazy with the page's code) fetches the queries the page will ask for into the render's TanStack Query cache,
// so the server draws the page once with its data — not once to learn what it asks for, again when that has
// come, and again for what the first answers lead to (a college's history waits for the college).
// entry-server.tsx hands the render's API and query cache to the loaders as the request's context; in the
// browser there is none, the loader returns at once and the page loads its data as it always did.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { Api } from '@zhiyuan/domain';

/** What a loader gets on the server to fetch its page's data with. */
export interface PageData {
  /** The page's address. */
  url: URL;
  api: Api;
  queryClient: QueryClient;
}

/** The key of the server render's PageData in the request context it gives the router. */
export const PAGE_DATA_CONTEXT = 'zhiyuan.pageData';

function pageDataOf(context: unknown): Omit<PageData, 'url'> | undefined {
  if (typeof context !== 'object' || context === null || !(PAGE_DATA_CONTEXT in context)) return undefined;
  return (context as Record<typeof PAGE_DATA_CONTEXT, Omit<PageData, 'url'>>)[PAGE_DATA_CONTEXT];
}

/**
 * A route loader that fetches a page's data ahead when the server renders it: `fetchAhead` fills the query
 * cache (prefetchQuery: a failed call leaves its query to load in the browser) and the loader answers null.
 */
export function pageDataLoader(fetchAhead: (data: PageData) => Promise<unknown>): LoaderFunction {
  return async ({ request, context }) => {
    const data = pageDataOf(context);
    if (data) await fetchAhead({ ...data, url: new URL(request.url) });
    return null;
  };
}
