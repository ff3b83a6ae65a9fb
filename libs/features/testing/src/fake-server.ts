// A fake of the API server at the network boundary, for component tests: a `fetch` that answers contract
// calls with envelopes. Every answer is validated against the call's response schema from @zhiyuan/contracts,
// so a fixture that drifts from the contract fails the test instead of hiding a bug.
import { apiCalls, type ApiCallName, type CallData, type ApiCalls } from '@zhiyuan/contracts';

type Handler<N extends ApiCallName> = (request: {
  body: unknown;
  query: URLSearchParams;
  path: string;
  headers: Headers;
}) => CallData<ApiCalls[N]> | FakeError | Promise<CallData<ApiCalls[N]> | FakeError>;

export interface FakeError {
  fakeError: { errorCode: string; message: string; status?: number; data?: unknown };
}

/** An error answer: `fail('100401', '请先登录', 401)`; `data` is sent as the envelope's data. */
export function fail(errorCode: string, message: string, status = 400, data?: unknown): FakeError {
  return { fakeError: { errorCode, message, status, ...(data === undefined ? {} : { data }) } };
}

export type FakeHandlers = { [N in ApiCallName]?: Handler<N> };

export interface FakeServer {
  fetch: typeof globalThis.fetch;
  /** Every request received, in order: call name and parsed body. */
  calls: {
    name: ApiCallName | 'unknown';
    path: string;
    query: URLSearchParams;
    body: unknown;
    headers: Headers;
  }[];
  /** Replaces or adds handlers. */
  use(handlers: FakeHandlers): void;
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

export function createFakeServer(initial: FakeHandlers = {}): FakeServer {
  const handlers: FakeHandlers = { ...initial };
  const calls: FakeServer['calls'] = [];
  const entries = Object.entries(apiCalls) as [ApiCallName, (typeof apiCalls)[ApiCallName]][];

  const fetchImpl: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    // Uploads are not JSON: their handlers get the raw text (jsdom's FormData does not survive Node's Request).
    const json = request.headers.get('content-type')?.includes('json') ?? false;
    const body: unknown = text ? (json ? JSON.parse(text) : text) : undefined;
    const match = entries.find(
      ([, call]) => call.method === request.method && pathPattern(call.path).test(url.pathname),
    );
    calls.push({
      name: match?.[0] ?? 'unknown',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
    });
    const answer = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (!match) return answer(404, { errorCode: '100404', message: '接口不存在' });
    const [name, call] = match;
    const handler = handlers[name] as Handler<typeof name> | undefined;
    if (!handler) return answer(500, { errorCode: '100500', message: `测试未提供 ${name} 的应答` });
    const result = await handler({
      body,
      query: url.searchParams,
      path: url.pathname,
      headers: request.headers,
    });
    if (result && typeof result === 'object' && 'fakeError' in result) {
      const { errorCode, message, status = 400, data } = (result as FakeError).fakeError;
      return answer(status, { errorCode, message, ...(data === undefined ? {} : { data }) });
    }
    const checked = call.response.safeParse(result);
    if (!checked.success) throw new Error(`${name} 的测试应答不符合契约：${checked.error.message}`);
    return answer(200, { errorCode: '0', message: '操作成功', data: result });
  };

  return {
    fetch: fetchImpl,
    calls,
    use(more) {
      Object.assign(handlers, more);
    },
  };
}
