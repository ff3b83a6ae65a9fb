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

/** What a page module exports to fill the query cache ahead (prefetchQuery: a failed call loads in the browser). */
export type FetchAhead = (data: PageData) => Promise<unknown>;

/**
 * The loader of a route whose page exports `fetchAhead`: on the server it fetches the page's data ahead and
 * answers null. It lives with the route table (the first screen), not in the pages' chunks, which would
 * otherwise share one more file.
 */
export function pageDataLoader(fetchAhead: FetchAhead): LoaderFunction {
  return async ({ request, context }) => {
    const data = pageDataOf(context);
    if (data) await fetchAhead({ ...data, url: new URL(request.url) });
    return null;
  };
}
