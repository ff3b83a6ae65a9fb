import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, callRoute } from '@zhiyuan/contracts';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { ApiError } from './api-error.ts';
import { REQUEST_TIMEOUT_MS, createHttpClient } from './http-client.ts';
import type { HttpClientOptions } from './http-client.ts';
import { NETWORK_ERROR_MESSAGE } from '../messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function setup(extra: Partial<HttpClientOptions> = {}) {
  const callbacks = { onError: vi.fn(), onUnauthorized: vi.fn(), onNetworkError: vi.fn() };
  const http = createHttpClient({ baseUrl: server.baseUrl, ...callbacks, ...extra });
  return { http, ...callbacks };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createHttpClient', () => {
  it('resolves with the data of a success envelope, validated by the contract', async () => {
    const { http, onError } = setup();
    server.answer({ json: { errorCode: '0', message: 'ok', data: { captchaId: 'c1', svg: '<svg/>' } } });
    await expect(http.request(apiCalls.getImageCode, undefined)).resolves.toEqual({
      captchaId: 'c1',
      svg: '<svg/>',
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/user/getImageCode' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('tells the app when a call that changes something succeeds, so a stale error toast can go', async () => {
    const onActionSuccess = vi.fn();
    const { http } = setup({ onActionSuccess });
    server.answer({ json: { errorCode: '0', message: 'ok', data: { captchaId: 'c1', svg: '<svg/>' } } });
    await http.request(apiCalls.getImageCode, undefined);
    expect(onActionSuccess).not.toHaveBeenCalled();
    const passwords = { oldPassword: 'x', newPassword: 'y' };
    server.answer({ json: { errorCode: '100400', message: '原密码错误', data: null } });
    await rejection(http.request(apiCalls.updatePassword, passwords));
    expect(onActionSuccess).not.toHaveBeenCalled();
    server.answer({ json: { errorCode: '0', message: '修改成功' } });
    await http.request(apiCalls.updatePassword, passwords);
    expect(onActionSuccess).toHaveBeenCalledTimes(1);
  });

  it('sends a JSON body, query parameters and filled path parameters', async () => {
    const { http } = setup();
    server.answer(
      { json: { errorCode: '0', message: 'ok', data: { token: 't', username: '张三', file: '' } } },
      { json: { errorCode: '0', message: 'ok', data: [] } },
      { json: { errorCode: '0', message: 'ok', data: { cooldownSeconds: 60 } } },
    );
    await http.request(apiCalls.login, { phone: '13800138000', password: 'abc=' });
    await http.request(apiCalls.listCollections, { kind: 'major' });
    await http.request(apiCalls.sendBindPhoneCode, {
      phone: '13900139000',
      captchaId: 'c-1',
      captchaCode: 'aB3d',
    });
    const [login, list, bind] = server.requests;
    expect(login).toMatchObject({ method: 'POST', url: '/api/user/login' });
    expect(login?.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(login?.body ?? '')).toEqual({ phone: '13800138000', password: 'abc=' });
    expect(list?.url).toBe('/api/userCollections/list?kind=major');
    // Path parameters fill the path; the captcha beside them travels as the query.
    expect(bind?.url).toBe('/api/user/code/bind-phone/13900139000?captchaId=c-1&captchaCode=aB3d');
  });

  it('sends a call by its route before its schema has loaded, and checks the answer once it has', async () => {
    const { http, onError } = setup();
    let loadSchema: (schema: typeof apiCalls.getImageCode.response) => void = () => undefined;
    const schema = new Promise<typeof apiCalls.getImageCode.response>((resolve) => (loadSchema = resolve));
    server.answer(
      { json: { errorCode: '0', message: 'ok', data: { captchaId: 'c1', svg: '<svg/>' } } },
      { json: { errorCode: '0', message: 'ok', data: { captchaId: 7 } } },
    );
    const answer = http.requestByRoute(callRoute(apiCalls.getImageCode), schema, undefined);
    let settled = false;
    void answer.finally(() => (settled = true));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/user/getImageCode' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    loadSchema(apiCalls.getImageCode.response);
    await expect(answer).resolves.toEqual({ captchaId: 'c1', svg: '<svg/>' });
    // The same check as ever once the schema is there: an answer that breaks it is refused.
    const broken = await rejection(http.requestByRoute(callRoute(apiCalls.getImageCode), schema, undefined));
    expect(broken).toMatchObject({ kind: 'invalid' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('fails as the network does when the schema cannot be loaded, and leaves no rejection unhandled', async () => {
    const { http, onNetworkError, onError } = setup();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      server.answer({ json: { errorCode: '0', message: 'ok', data: { captchaId: 'c1', svg: '<svg/>' } } });
      const lost = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      const error = await rejection(http.requestByRoute(callRoute(apiCalls.getImageCode), lost, undefined));
      expect(error).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
      expect(onNetworkError).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
      expect(onError).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('sends client: web by default and client: admin when asked', async () => {
    await setup().http.request(apiCalls.loginOut, undefined);
    await setup({ client: 'admin' }).http.request(apiCalls.loginOut, undefined);
    expect(server.requests.map((r) => r.headers['client'])).toEqual(['web', 'admin']);
  });

  it('sends the token header only when a token exists, reading it at request time', async () => {
    let token: string | undefined;
    const { http } = setup({ getToken: () => token });
    await http.request(apiCalls.loginOut, undefined);
    token = 'tok-1';
    await http.request(apiCalls.loginOut, undefined);
    token = '';
    await http.request(apiCalls.loginOut, undefined);
    await http.request(apiCalls.loginOut, undefined, { headers: { token: 'explicit' } });
    expect(server.requests.map((r) => r.headers['token'])).toEqual([
      undefined,
      'tok-1',
      undefined,
      'explicit',
    ]);
    expect(server.requests.map((r) => r.headers['client'])).toEqual(['web', 'web', 'web', 'web']);
  });

  it('shows the server message and rejects with a typed ApiError when errorCode is not 0', async () => {
    const { http, onError, onUnauthorized } = setup();
    server.answer({ json: { errorCode: '100409', message: '已存在' } });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error).toMatchObject({ kind: 'api', code: '100409', message: '已存在', httpStatus: 200 });
    expect(onError).toHaveBeenCalledExactlyOnceWith('已存在');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the data of an error envelope (e.g. how long to wait, or that a captcha is needed)', async () => {
    const { http } = setup();
    server.answer({
      status: 429,
      json: {
        errorCode: '100429',
        message: '请 60 秒后再试',
        data: { retryAfterSeconds: 60, captchaRequired: true },
      },
    });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error.data).toEqual({ retryAfterSeconds: 60, captchaRequired: true });
    expect(error.httpStatus).toBe(429);
  });

  it("falls back to 'Error' when the error body has no message", async () => {
    const { http, onError } = setup();
    server.answer({ json: { errorCode: '100500', message: '' } });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error.message).toBe('Error');
    expect(onError).toHaveBeenCalledWith('Error');
  });

  it.each(['100401', '50012', '50014'])('calls onUnauthorized for errorCode %s', async (code) => {
    const { http, onError, onUnauthorized } = setup();
    server.answer({ json: { errorCode: code, message: '请先登录' } });
    const error = await rejection(http.request(apiCalls.getUserInfo, undefined));
    expect(error.code).toBe(code);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith('请先登录');
  });

  it('handles an HTTP error status with an envelope the same way, keeping the status', async () => {
    const { http, onError, onUnauthorized } = setup();
    server.answer({ status: 401, json: { errorCode: '100401', message: '登录已过期' } });
    const error = await rejection(http.request(apiCalls.getUserInfo, undefined));
    expect(error).toMatchObject({ kind: 'api', code: '100401', httpStatus: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith('登录已过期');
  });

  it('maps an error page without an envelope by its status', async () => {
    const { http, onError } = setup();
    server.answer({ status: 502, text: '<html>Bad Gateway</html>' });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error).toMatchObject({ kind: 'api', code: '100500', httpStatus: 502 });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('rejects a success whose data breaks the contract', async () => {
    const { http, onError } = setup();
    server.answer({ json: { errorCode: '0', message: 'ok', data: { captchaId: 1 } } });
    const error = await rejection(http.request(apiCalls.getImageCode, undefined));
    expect(error.kind).toBe('invalid');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('lets a call opt out of the toast but still rejects and still resets the session', async () => {
    const { http, onError, onUnauthorized } = setup();
    server.answer({ json: { errorCode: '100401', message: '请先登录' } });
    const error = await rejection(http.request(apiCalls.getUserInfo, undefined, { silent: true }));
    expect(error.code).toBe('100401');
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('lets a probe skip the unauthorized handling', async () => {
    const { http, onUnauthorized } = setup();
    server.answer({ json: { errorCode: '100401', message: '请先登录' } });
    await rejection(
      http.request(apiCalls.getUserInfo, undefined, { silent: true, ignoreUnauthorized: true }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a refused connection into onNetworkError and a network ApiError', async () => {
    const closed = await startTestServer();
    await closed.close();
    const { http, onError, onNetworkError } = setup({ baseUrl: closed.baseUrl });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR', httpStatus: 0 });
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(onNetworkError).toHaveBeenCalledExactlyOnceWith('网络异常，请稍后重试');
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a silent call quiet on network failures too', async () => {
    const closed = await startTestServer();
    await closed.close();
    const { http, onNetworkError } = setup({ baseUrl: closed.baseUrl });
    const error = await rejection(http.request(apiCalls.loginOut, undefined, { silent: true }));
    expect(error.kind).toBe('network');
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('times out a request that gets no answer and reports it as a network failure', async () => {
    const { http, onNetworkError } = setup({ timeout: 150 });
    server.answer({ hang: true });
    const error = await rejection(http.request(apiCalls.loginOut, undefined));
    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT', httpStatus: 0 });
    expect(onNetworkError).toHaveBeenCalledOnce();
  });

  it('waits 20 s by default before timing out', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      });
      const { http, onNetworkError } = setup({ fetch });
      const settled = vi.fn();
      const pending = http.request(apiCalls.loginOut, undefined).catch((e: unknown) => {
        settled(e);
      });
      await vi.advanceTimersByTimeAsync(19_999);
      expect(fetch).toHaveBeenCalledOnce();
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled.mock.calls[0]?.[0]).toMatchObject({ kind: 'timeout' });
      expect(onNetworkError).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends credentials with every request', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ errorCode: '0', message: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { http } = setup({ fetch });
    await http.request(apiCalls.loginOut, undefined);
    const [input, init] = fetch.mock.calls[0] ?? [];
    const credentials = init?.credentials ?? (input instanceof Request ? input.credentials : undefined);
    expect(credentials).toBe('include');
  });

  it('rejects quietly with kind aborted when the caller cancels', async () => {
    const { http, onNetworkError, onError } = setup();
    server.answer({ hang: true });
    const controller = new AbortController();
    const pending = rejection(http.request(apiCalls.loginOut, undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(onNetworkError).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
