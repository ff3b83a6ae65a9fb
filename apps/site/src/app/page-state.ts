// What the server's render leaves in the page for the browser's first render (entry-server.tsx, main.tsx):
// the router's loader answers (react-router's hydrationData) and the queries the page was drawn with
// (TanStack Query's dehydrated state). It travels as a JSON script that never runs — the content security
// policy allows no inline script — escaped so that no text in the data can close the element or start markup.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON script. */
export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  /** react-router's loader and action answers for the matched routes (errors are never rendered on the server). */
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  /** The queries the server fetched for the page. */
  queries: DehydratedState;
}

/** The state as a script element of type application/json. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/**
 * The state the page came with; null for a page the server did not render (or with something unreadable).
 *
 * Its answers count as fetched now, when the page arrives (`now`), not when the server drew it: the server keeps
 * a rendered page until the data version changes (apps/server's page cache), so an answer in a page drawn an
 * hour ago is as current as a fetch made now. Left with the render's time, every answer older than its
 * staleTime (60 s by default, 5 min for 找学校) was fetched again as the page hydrated — the results drawn a
 * second time, and the contract registry (zod) loaded and run on the main thread, for the same data.
 */
export function readPageState(doc: Document, now = Date.now()): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    if (!state || typeof state !== 'object' || !state.router || !state.queries) return null;
    const queries = (state.queries.queries ?? []).map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, now) },
    }));
    return { router: state.router, queries: { ...state.queries, queries } };
  } catch {
    return null;
  }
}
