/**
 * One typed function per API call of the contract registry. Components reach these through TanStack Query
 * hooks (`queryFn: ({ signal }) => api.getHighSchools({ signal })`), never ky directly.
 */
import { apiCalls, callInputKind } from '@zhiyuan/contracts';
import type { ApiCallName, ApiCalls, CallData, CallDefinition, CallInput } from '@zhiyuan/contracts';
import type { HttpClient, RequestOptions } from '../http/http-client.ts';

/** A call's function: `(input, options?)` for calls with input, `(options?)` for the others. */
export type ApiFunction<C extends CallDefinition> =
  CallInput<C> extends undefined
    ? (options?: RequestOptions) => Promise<CallData<C>>
    : (input: CallInput<C>, options?: RequestOptions) => Promise<CallData<C>>;

/** Every call of {@link apiCalls} as a function, e.g. `api.login(body)`, `api.getUserInfo()`. */
export type Api = { readonly [K in ApiCallName]: ApiFunction<ApiCalls[K]> };

/** Makes the api functions on top of an HTTP client. */
export function createApi(http: HttpClient): Api {
  const entries = Object.entries(apiCalls).map(([name, call]: [string, CallDefinition]) => {
    const fn =
      callInputKind(call) === undefined
        ? (options?: RequestOptions) => http.request(call, undefined as never, options)
        : (input: unknown, options?: RequestOptions) => http.request(call, input as never, options);
    return [name, fn] as const;
  });
  // The mapped type cannot be built key by key; each entry above matches its call's ApiFunction.
  return Object.fromEntries(entries) as unknown as Api;
}
