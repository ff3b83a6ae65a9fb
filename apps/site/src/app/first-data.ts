// The data a page's first view is drawn with when the server renders that view per request (prerender.tsx):
// /home's carousel is the page's largest picture and comes from the database, so its HTML must carry the
// banners to paint them at once. The server answers the calls of FIRST_VIEW_CALLS itself, renders the page
// with their answers, and writes the answers into the HTML beside it (a JSON script, never run); main.tsx
// reads them back, so the client's first render draws the same banners instead of a loading state.
import type { ApiCallName } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import type { InitialQuery } from '@zhiyuan/feature-shared';

/** The pages whose first view the server renders per request, and the calls (without input) it draws from. */
export const FIRST_VIEW_CALLS: Readonly<Record<string, readonly ApiCallName[]>> = {
  '/home': ['getScrollImages'],
};

/** Answers by call name, as the call's function returns them. */
export type FirstData = Readonly<Partial<Record<ApiCallName, unknown>>>;

/** The id of the JSON script holding the first data. */
export const FIRST_DATA_ID = 'first-data';

/** The queries the data fills (a call without input: its key is the call's name). */
export function firstDataQueries(data: FirstData): InitialQuery[] {
  return Object.entries(data).map(([name, answer]) => [callKey(name as ApiCallName), answer]);
}

/**
 * The data as a script element that never runs (type application/json); `<` and the line separators are
 * escaped, so no text in the data (a banner's title) can close the element or start markup.
 */
export function firstDataScript(data: FirstData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}

/** The data the page's HTML came with; none when it came without (or with something unreadable). */
export function readFirstData(doc: Document): FirstData {
  const text = doc.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as FirstData) : {};
  } catch {
    return {};
  }
}
