/**
 * The HTTP client's work, on ky: a call sent by its route, the one error path of the app (an answer whose
 * errorCode is not '0' shows the server's message through `onError` and rejects with an ApiError; "not logged
 * in" codes also call `onUnauthorized`; network failures and timeouts call `onNetworkError`) and the check of
 * the answer against the call's schema. http-client.ts loads it with the first request, so the first screen
 * carries neither ky nor this module (the build puts both in the `api` chunk, which the first call loads).
 */
import ky, { isNetworkError, isTimeoutError, type KyInstance, type Options } from 'ky';
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
import type { CallData, CallDefinition, CallInput, Envelope } from '@zhiyuan/contracts';
import { DOMAIN_MESSAGES } from '../messages.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import {
  REQUEST_TIMEOUT_MS,
  networkFailure,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
  type ResponseSchema,
} from './http-client.ts';

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

function createInstance(options: HttpClientOptions): KyInstance {
  return ky.create({
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
}

/** The client's calls on ky, with `options`' callbacks. */
export function createTransport(options: HttpClientOptions): HttpClient {
  const instance = createInstance(options);
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
      return await instance(path, init);
    } catch (error) {
      if (requestOptions?.signal?.aborted) {
        throw new ApiError('aborted', CLIENT_ERROR_CODES.aborted, '请求已取消', 0, { cause: error });
      }
      if (isTimeoutError(error)) {
        return fail(
          new ApiError('timeout', CLIENT_ERROR_CODES.timeout, DOMAIN_MESSAGES.networkError, 0, {
            cause: error,
          }),
          requestOptions,
        );
      }
      // ky recognises the usual runtimes' messages; a bare TypeError from fetch means the same thing.
      if (isNetworkError(error) || error instanceof TypeError)
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
