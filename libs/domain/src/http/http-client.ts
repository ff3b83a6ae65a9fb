/**
 * The browser's HTTP client: one ky instance per client, every call described by a contract from
 * @zhiyuan/contracts. It owns the one error path of the app: an answer whose errorCode is not '0' shows the
 * server's message (through `onError`) and rejects with an ApiError; "not logged in" codes also reset the
 * session (through `onUnauthorized`); network failures and timeouts call `onNetworkError` and reject too —
 * never swallowed, unlike the original. UI and session live in the app, which passes them in as callbacks.
 * ky itself loads with the first request, not with the app: a page the server rendered draws with the data it
 * came with, and the first screen carries no HTTP library it does not use yet.
 */
import type * as KyModule from 'ky';
import type { KyInstance, Options } from 'ky';
import {
  CLIENT_HEADER,
  ERROR_CODES,
  TOKEN_HEADER,
  callRoute,
  defaultMessageForCode,
  errorCodeForHttpStatus,
  fillPath,
  isUnauthorizedCode,
  pathParamNames,
} from '@zhiyuan/contracts/basics';
import type { CallRoute } from '@zhiyuan/contracts/basics';
import type { CallData, CallDefinition, CallInput, Client, Envelope } from '@zhiyuan/contracts';
import { DOMAIN_MESSAGES } from '../messages.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';

/** Request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** What the app gives the client. */
export interface HttpClientOptions {
  /**
   * Prefix of every path: the apps pass `import.meta.env.VITE_API_BASE ?? ''`. Empty means same origin;
   * otherwise an origin or path such as `https://api.example.cn` or `/zhiyuan` (joined with a slash).
   */
  baseUrl?: string;
  /** Value of the `client` header: `web` for the site (default), `admin` for the back office. */
  client?: Client;
  /** Read at each request; a non-empty result is sent as the `token` header. */
  getToken?: () => string | null | undefined;
  /** Shows an error message (the app: a 5 s error toast). Gets the server's message, or 'Error'. */
  onError?: (message: string) => void;
  /** The server says "not logged in" (100401, 50012, 50014): the app resets the session and opens login. */
  onUnauthorized?: () => void;
  /** No answer (network failure or timeout): the app shows one quiet toast with this message. */
  onNetworkError?: (message: string) => void;
  /** A call that changes something (not a GET) succeeded: the app lets a stale error toast go. */
  onActionSuccess?: () => void;
  /** Milliseconds; default {@link REQUEST_TIMEOUT_MS}. */
  timeout?: number;
  /** A fetch implementation (tests, instrumentation); default the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** No toast for this call (neither the error toast nor the network one); it still rejects. */
  silent?: boolean;
  /** Do not call `onUnauthorized` for this call (a probe that must not open the login dialog). */
  ignoreUnauthorized?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with kind `aborted`, quietly. */
  signal?: AbortSignal;
  /** Extra headers; a `token` here wins over `getToken` (logout sends the token it is clearing). */
  headers?: Record<string, string>;
  /** The file of an upload call (`call.upload`), sent as `multipart/form-data` in the call's field. */
  file?: Blob;
  /** Milliseconds for this call (a large import), instead of the client's timeout. */
  timeout?: number;
}

/** A client made by {@link createHttpClient}. */
export interface HttpClient {
  /** Makes the call described by `call` and resolves with the success envelope's `data`. */
  request<C extends CallDefinition>(
    call: C,
    input: CallInput<C>,
    options?: RequestOptions,
  ): Promise<CallData<C>>;
  /**
   * Sends a call by its route at once and checks the answer against `response` once that has come (the
   * schema, loaded with the registry): the request need not wait for zod and the schemas. A schema that cannot
   * be loaded (a dropped network) fails as the network does.
   */
  requestByRoute(
    route: CallRoute,
    response: Promise<ResponseSchema>,
    input: unknown,
    options?: RequestOptions,
  ): Promise<unknown>;
}

/** What the client needs of a call's response schema. */
export type ResponseSchema = Pick<CallDefinition['response'], 'safeParse'>;

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errorCode' in value &&
    typeof (value as { errorCode: unknown }).errorCode === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Creates a client; the apps make one at start and hand it to `createApi`. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  type Ky = typeof KyModule;
  let loaded: Promise<{ instance: KyInstance; ky: Ky }> | null = null;
  const load = () =>
    (loaded ??= import('ky')
      .then((ky) => ({ ky, instance: createInstance(ky) }))
      .catch((error: unknown) => {
        loaded = null;
        throw error;
      }));
  const createInstance = (ky: Ky): KyInstance =>
    ky.default.create({
      prefix: options.baseUrl || undefined,
      credentials: 'include',
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      // Query hooks decide about retries; ky's own would multiply the wait before the network toast.
      retry: 0,
      // Error statuses carry an envelope too (401 with 100401, …): read them on the same path as 200s.
      throwHttpErrors: false,
      headers: { [CLIENT_HEADER]: options.client ?? 'web' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [
          ({ request }) => {
            if (request.headers.has(TOKEN_HEADER)) return;
            const token = options.getToken?.();
            if (token) request.headers.set(TOKEN_HEADER, token);
          },
        ],
      },
    });

  function fail(error: ApiError, requestOptions: RequestOptions | undefined): never {
    const quiet = requestOptions?.silent === true;
    if (error.kind === 'network' || error.kind === 'timeout') {
      if (!quiet) options.onNetworkError?.(DOMAIN_MESSAGES.networkError);
    } else if (error.kind === 'api' || error.kind === 'invalid') {
      if (isUnauthorizedCode(error.code) && requestOptions?.ignoreUnauthorized !== true) {
        options.onUnauthorized?.();
      }
      if (!quiet) options.onError?.(error.message);
    }
    throw error;
  }

  const networkFailure = (cause: unknown) =>
    new ApiError('network', CLIENT_ERROR_CODES.network, DOMAIN_MESSAGES.networkError, 0, { cause });

  let kyLoaded: Ky | null = null;
  async function send(route: CallRoute, input: unknown, requestOptions: RequestOptions | undefined) {
    const kind = route.input;
    const path = kind === 'params' ? fillPath(route.path, input as Record<string, unknown>) : route.path;
    try {
      // Only defined keys: an explicit `headers: undefined` would replace the instance's headers.
      const init: Options = { method: route.method };
      if (kind === 'body') init.json = input;
      if (kind === 'query')
        init.searchParams = input as Record<string, string | number | boolean | undefined>;
      // Path parameters fill the path; the rest of the input (a call with a query beside them) is the query.
      if (kind === 'params' && route.sideQuery) {
        const inPath = new Set(pathParamNames(route.path));
        init.searchParams = Object.fromEntries(
          Object.entries(input as Record<string, string | number | boolean | undefined>).filter(
            ([key]) => !inPath.has(key),
          ),
        );
      }
      if (route.upload && requestOptions?.file) {
        const form = new FormData();
        form.append(route.upload, requestOptions.file);
        init.body = form;
      }
      if (requestOptions?.signal) init.signal = requestOptions.signal;
      if (requestOptions?.timeout) init.timeout = requestOptions.timeout;
      if (requestOptions?.headers) init.headers = requestOptions.headers;
      const client = await load();
      kyLoaded = client.ky;
      return await client.instance(path, init);
    } catch (error) {
      if (requestOptions?.signal?.aborted) {
        throw new ApiError('aborted', CLIENT_ERROR_CODES.aborted, '请求已取消', 0, { cause: error });
      }
      if (kyLoaded?.isTimeoutError(error)) {
        return fail(
          new ApiError('timeout', CLIENT_ERROR_CODES.timeout, DOMAIN_MESSAGES.networkError, 0, {
            cause: error,
          }),
          requestOptions,
        );
      }
      // ky recognises the usual runtimes' messages; a bare TypeError from fetch means the same thing.
      if (kyLoaded?.isNetworkError(error) || error instanceof TypeError)
        return fail(networkFailure(error), requestOptions);
      throw error;
    }
  }

  async function requestByRoute(
    route: CallRoute,
    response: Promise<ResponseSchema>,
    input: unknown,
    requestOptions: RequestOptions | undefined,
  ): Promise<unknown> {
    // Settled here, so that a schema failing to load while the request is under way is not left unhandled.
    const schema = response.then(
      (loaded) => ({ loaded }),
      (cause: unknown) => ({ cause }),
    );
    const answer = await send(route, input, requestOptions);
    let text: string;
    try {
      text = await answer.text();
    } catch (error) {
      return fail(networkFailure(error), requestOptions);
    }
    const body = parseJson(text);
    const status = answer.status;

    if (!isEnvelope(body)) {
      if (answer.ok) {
        return fail(
          new ApiError('invalid', ERROR_CODES.serverError, DOMAIN_MESSAGES.invalidResponse, status),
          requestOptions,
        );
      }
      // An error page without an envelope (a proxy's 502, say): the status decides the code.
      const code = errorCodeForHttpStatus(status);
      return fail(new ApiError('api', code, defaultMessageForCode(code), status), requestOptions);
    }

    if (body.errorCode !== ERROR_CODES.success) {
      const message = body.message || DOMAIN_MESSAGES.unknownError;
      return fail(new ApiError('api', body.errorCode, message, status, { data: body.data }), requestOptions);
    }

    const checked = await schema;
    if (!('loaded' in checked)) return fail(networkFailure(checked.cause), requestOptions);
    const parsed = checked.loaded.safeParse(body.data);
    if (!parsed.success) {
      return fail(
        new ApiError('invalid', ERROR_CODES.serverError, DOMAIN_MESSAGES.invalidResponse, status, {
          cause: parsed.error,
        }),
        requestOptions,
      );
    }
    if (route.method !== 'GET') options.onActionSuccess?.();
    return parsed.data;
  }

  return {
    request: <C extends CallDefinition>(call: C, input: CallInput<C>, requestOptions?: RequestOptions) =>
      requestByRoute(callRoute(call), Promise.resolve(call.response), input, requestOptions) as Promise<
        CallData<C>
      >,
    requestByRoute,
  };
}
