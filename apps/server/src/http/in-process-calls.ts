// The site's public API calls answered inside the server's own process, for the pages it renders
// (plugins/site-pages.ts): a `fetch` the site's HTTP client uses there, which finds the call by method and
// path, validates the input with the call's own schema and runs the same handler its API route runs — no
// HTTP request to itself, no socket, no session. Only public reads (GET) are answered, and not those whose
// answer is one visitor's (a captcha, a password key and nonce, a session's state) or that act (signing out):
// a page rendered on the server shows public data; the signed-in person's data loads in the browser. Answers have the API's envelope and
// status codes, so the client reads them exactly as it reads the network's.
import {
  apiCalls,
  callInputKind,
  callInputSchema,
  callSideQuerySchema,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ok,
  pathParamNames,
  type ApiCallName,
  type CallDefinition,
  type CallParsedInput,
} from '@zhiyuan/contracts';
import { AppError } from './app-error.ts';
import type { CallHandler, CallHandlers } from './calls.ts';

interface PublicCall {
  name: ApiCallName;
  call: CallDefinition;
  /** The path as a pattern (its `:params` as groups), for calls with path parameters. */
  pattern: RegExp | null;
  params: readonly string[];
}

/** Public reads that are not for a page: their answers are one visitor's, or they act. */
const NOT_FOR_PAGES: ReadonlySet<ApiCallName> = new Set<ApiCallName>([
  'getPublicKey',
  'getImageCode',
  'checkLogin',
  'loginOut',
]);

function publicCalls(): PublicCall[] {
  return (Object.keys(apiCalls) as ApiCallName[]).flatMap((name) => {
    const call: CallDefinition = apiCalls[name];
    if (call.access !== 'public' || call.method !== 'GET' || call.upload || call.download) return [];
    if (NOT_FOR_PAGES.has(name)) return [];
    const params = pathParamNames(call.path);
    const pattern =
      params.length === 0
        ? null
        : new RegExp(
            `^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, '([^/]+)')}$`,
          );
    return [{ name, call, pattern, params }];
  });
}

/** A query string as Fastify's parser gives it: repeated keys become arrays. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const held = query[key];
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function failure(code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string): Response {
  return answer(ERROR_CATALOGUE[code].httpStatus, { errorCode: code, message });
}

/**
 * A `fetch` answering the public calls of `handlers` in process; anything else (a protected call, an unknown
 * path) answers as the API would to a visitor without a session. `onFault` hears unexpected errors.
 */
export function inProcessFetch(
  handlers: CallHandlers,
  onFault: (error: unknown, path: string) => void,
): typeof globalThis.fetch {
  const calls = publicCalls();
  const exact = new Map(calls.filter((c) => !c.pattern).map((c) => [`${c.call.method} ${c.call.path}`, c]));
  const patterned = calls.filter((c) => c.pattern);

  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    let found = exact.get(`${request.method} ${url.pathname}`);
    let pathParams: Record<string, string> = {};
    if (!found) {
      for (const candidate of patterned) {
        const match = candidate.call.method === request.method ? candidate.pattern?.exec(url.pathname) : null;
        if (!match) continue;
        found = candidate;
        pathParams = Object.fromEntries(
          candidate.params.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
        );
        break;
      }
    }
    if (!found) return failure(ERROR_CODES.unauthorized, '请先登录');
    const { call, name } = found;
    try {
      const kind = callInputKind(call);
      const query = queryObject(url.searchParams);
      const raw =
        kind === 'body'
          ? await request.json()
          : kind === 'query'
            ? query
            : kind === 'params'
              ? callSideQuerySchema(call)
                ? { ...pathParams, ...query }
                : pathParams
              : undefined;
      const schema = callInputSchema(call);
      let parsed: unknown = raw;
      if (schema) {
        const result = schema.safeParse(raw);
        if (!result.success)
          return failure(ERROR_CODES.badRequest, result.error.issues[0]?.message ?? '参数错误');
        parsed = result.data;
      }
      const handler = handlers[name] as unknown as CallHandler<CallDefinition>;
      let message: string | undefined;
      const data = await handler({
        input: parsed as CallParsedInput<CallDefinition>,
        auth: null as never,
        audit: null as never,
        currentAuth: () => Promise.resolve(null),
        // Public handlers answer from their input; none of the ones a page reads touches the request.
        request: undefined as never,
        reply: undefined as never,
        upload: null,
        setMessage: (text) => void (message = text),
      });
      return answer(200, message === undefined ? ok(data) : ok(data, message));
    } catch (error) {
      if (error instanceof AppError)
        return answer(ERROR_CATALOGUE[error.code].httpStatus, {
          errorCode: error.code,
          message: error.message,
        });
      onFault(error, url.pathname);
      return failure(ERROR_CODES.serverError, '服务器错误');
    }
  };
}
