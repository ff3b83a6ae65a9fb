// The client's work (http-transport.ts, with ky) loads with the first request. A load that fails — the
// phone's network dropped as the first call was made — must fail that call as the network does (the quiet
// toast unless the call is silent, an ApiError of kind `network`), and the next call must try the load again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls } from '@zhiyuan/contracts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';
import { NETWORK_ERROR_MESSAGE } from '../messages.ts';

let failLoads = 0;
vi.mock('./http-transport.ts', async (importOriginal) => {
  if (failLoads > 0) {
    failLoads -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('createHttpClient loading its work with the first request', () => {
  it('fails a call whose code cannot load as a network failure, and loads it again for the next call', async () => {
    failLoads = 2;
    const onNetworkError = vi.fn();
    const onError = vi.fn();
    const http = createHttpClient({ baseUrl: server.baseUrl, onNetworkError, onError });
    const failure = (silent: boolean) =>
      http.request(apiCalls.getImageCode, undefined, { silent }).catch((e: unknown) => e);

    const quiet = await failure(true);
    expect(quiet).toBeInstanceOf(ApiError);
    expect(quiet).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(onNetworkError).not.toHaveBeenCalled();

    expect(await failure(false)).toMatchObject({ kind: 'network' });
    expect(onNetworkError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(onError).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);

    server.answer({ json: { errorCode: '0', message: 'ok', data: { captchaId: 'c1', svg: '<svg/>' } } });
    await expect(http.request(apiCalls.getImageCode, undefined)).resolves.toEqual({
      captchaId: 'c1',
      svg: '<svg/>',
    });
    expect(server.requests).toHaveLength(1);
  });
});
