// A registry that could not be fetched (a dropped phone network) is fetched again by the next call, instead of
// every later call failing until the page is reloaded.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../testing/test-server.ts';
import type * as Registry from './api-registry.ts';

const state = { failNext: false, loads: 0 };

vi.mock('./api-registry.ts', async () => {
  const actual = await vi.importActual<typeof Registry>('./api-registry.ts');
  return {
    get siteCalls() {
      state.loads += 1;
      if (state.failNext) {
        state.failNext = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual.siteCalls;
    },
  };
});

const { createApi } = await import('./create-api.ts');
const { createHttpClient } = await import('../http/http-client.ts');
const { startTestServer } = await import('../testing/test-server.ts');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const carousel = { json: { errorCode: '0', message: 'ok', data: [{ imageUrl: '/1.jpg', url: '' }] } };

describe('createApi when the registry cannot be fetched', () => {
  it('fails the call as the network does, and fetches the registry again on the next call', async () => {
    const onNetworkError = vi.fn();
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl, onNetworkError }));
    state.failNext = true;
    server.answer(carousel, carousel);
    await expect(api.getScrollImages()).rejects.toMatchObject({ kind: 'network' });
    expect(onNetworkError).toHaveBeenCalledOnce();
    // The request had left all the same: only the check of its answer needed the registry.
    expect(server.requests.map((r) => r.url)).toEqual(['/api/scrollSetting/getScrollImages']);
    await expect(api.getScrollImages()).resolves.toEqual([{ imageUrl: '/1.jpg', url: '' }]);
    expect(state.loads).toBe(2);
  });
});
