import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageStateScript, readPageState, type PageState } from './page-state.ts';

function pageWith(state: PageState): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = pageStateScript(state);
  return doc;
}

describe('page state', () => {
  it('reads back what the server wrote, text that could close the script included', () => {
    const client = new QueryClient();
    client.setQueryData(['searchColleges', { keyword: '</script><b>' }], { total: 1 });
    const doc = pageWith({ router: { loaderData: {}, actionData: null }, queries: dehydrate(client) });
    const state = readPageState(doc);
    expect(state?.queries.queries[0]?.queryKey).toEqual(['searchColleges', { keyword: '</script><b>' }]);
    expect(state?.queries.queries[0]?.state.data).toEqual({ total: 1 });
  });

  it('counts its answers as fetched when the page arrives, so a page the server kept is not fetched again', () => {
    const client = new QueryClient();
    const drawn = Date.parse('2026-11-29T01:00:00Z');
    client.setQueryData(['getSiteConfig'], { siteTitle: '志愿' }, { updatedAt: drawn });
    const doc = pageWith({ router: { loaderData: {}, actionData: null }, queries: dehydrate(client) });
    const arrived = drawn + 60 * 60_000;
    const state = readPageState(doc, arrived);
    expect(state?.queries.queries[0]?.state.dataUpdatedAt).toBe(arrived);

    // Hydrated into the browser's cache, the answer is fresh for its staleTime.
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, state?.queries ?? {});
    expect(browser.getQueryState(['getSiteConfig'])?.dataUpdatedAt).toBe(arrived);
  });

  it('is null for a page without it, or with something unreadable', () => {
    expect(readPageState(document.implementation.createHTMLDocument())).toBeNull();
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<script type="application/json" id="page-state">{not json</script>';
    expect(readPageState(doc)).toBeNull();
  });
});
