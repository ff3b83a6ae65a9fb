/**
 * The browser's HTTP client: one ky instance per client, every call described by a contract from
 * @zhiyuan/contracts. It owns the one error path of the app: an answer whose errorCode is not '0' shows the
 * server's message (through `onError`) and rejects with an ApiError; "not logged in" codes also reset the
 * session (through `onUnauthorized`); network failures and timeouts call `onNetworkError` and reject too —
 * never swallowed, unlike the original. UI and session live in the app, which passes them in as callbacks.
 * The work (ky, the error path, the answer's check: http-transport.ts) loads with the first request, not with
 * the app: a page the server rendered draws with the data it came with, and the first screen carries no HTTP
 * library it does not use yet.
 */
import type { CallRoute } from '@zhiyuan/contracts/basics';
import type { CallData, CallDefinition, CallInput, Client } from '@zhiyuan/contracts';
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

/** The failure of a call that got no answer (or whose code could not be loaded): kind `network`. */
export function networkFailure(cause: unknown): ApiError {
  return new ApiError('network', CLIENT_ERROR_CODES.network, DOMAIN_MESSAGES.networkError, 0, { cause });
}

/**
 * Creates a client; the apps make one at start and hand it to `createApi`. Its work loads with the first
 * request; if that fails (a dropped network), the call fails as a network failure and the next one tries again.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let loading: Promise<HttpClient> | null = null;
  const transport = (requestOptions: RequestOptions | undefined) =>
    (loading ??= import('./http-transport.ts').then((m) => m.createTransport(options))).catch(
      (cause: unknown) => {
        loading = null;
        if (requestOptions?.silent !== true) options.onNetworkError?.(DOMAIN_MESSAGES.networkError);
        throw networkFailure(cause);
      },
    );
  return {
    request: async (call, input, requestOptions) =>
      (await transport(requestOptions)).request(call, input, requestOptions),
    requestByRoute: async (route, response, input, requestOptions) => {
      // Handled here too: the schema may fail to load while the client's code does (the transport reads it).
      response.catch(() => undefined);
      return (await transport(requestOptions)).requestByRoute(route, response, input, requestOptions);
    },
  };
}
