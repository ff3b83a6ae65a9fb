/**
 * One typed function per API call of the contract registry. Components reach these through TanStack Query
 * hooks (`queryFn: ({ signal }) => api.getHighSchools({ signal })`), never ky directly.
 *
 * The registry (every call's zod schemas, and zod itself) is loaded on the first call, not at start: the
 * site's first screen needs only the shell, and the schemas are most of the contract's weight. It comes in
 * two halves — the site's calls, and the back office's own, loaded only when one of them is made — so the
 * public site never downloads the back office's schemas. The functions are made on first access, so
 * `api.login` exists before the registry does.
 *
 * A call of the site's half does not wait for the registry either: its route (method, path, where the input
 * goes) is in the zod-free `SITE_ROUTES`, so the request leaves at once, while zod and the schemas load beside
 * it, and the answer is checked against the call's schema once they are there. On a phone's slow link the
 * registry's download and set-up no longer come before a page's first data.
 */
import type { ApiCallName, ApiCalls, CallData, CallDefinition, CallInput } from '@zhiyuan/contracts';
import { callRoute, SITE_ROUTES, type CallRoute } from '@zhiyuan/contracts/basics';
import type { HttpClient, RequestOptions } from '../http/http-client.ts';

/** A call's function: `(input, options?)` for calls with input, `(options?)` for the others. */
export type ApiFunction<C extends CallDefinition> =
  CallInput<C> extends undefined
    ? (options?: RequestOptions) => Promise<CallData<C>>
    : (input: CallInput<C>, options?: RequestOptions) => Promise<CallData<C>>;

/** Every call of the contract registry as a function, e.g. `api.login(body)`, `api.getUserInfo()`. */
export type Api = { readonly [K in ApiCallName]: ApiFunction<ApiCalls[K]> };

type Registry = Readonly<Record<string, CallDefinition>>;

/** The site's routes by any name (a name not in the table is the back office's, or no call). */
const siteRoutes: Readonly<Record<string, CallRoute | undefined>> = SITE_ROUTES;

/** Loads once what `load` gives; a failure (a dropped network) is forgotten, so that the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The site's half of the registry, imported once (a separate chunk in the built site). */
export const loadSiteCalls = once((): Promise<Registry> =>
  import('./api-registry.ts').then((m) => m.siteCalls),
);

/** The back office's own calls, imported once, only when one is made. */
const loadStaffCalls = once((): Promise<Registry> => import('./staff-registry.ts').then((m) => m.staffCalls));

/** The whole contract registry (both halves). */
export async function loadApiCalls(): Promise<ApiCalls> {
  const [siteHalf, staffHalf] = await Promise.all([loadSiteCalls(), loadStaffCalls()]);
  return { ...siteHalf, ...staffHalf } as unknown as ApiCalls;
}

/** A call's definition: from the site's half, else the back office's. */
async function definitionOf(name: string): Promise<CallDefinition | undefined> {
  return (await loadSiteCalls())[name] ?? (await loadStaffCalls())[name];
}

/** Names a Promise or React would probe on any object; they are not calls. */
const NOT_CALLS = new Set(['then', 'toJSON', '$$typeof', 'constructor']);

/** Makes the api functions on top of an HTTP client. */
export function createApi(http: HttpClient): Api {
  const made: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  const make =
    (name: string) =>
    async (...args: unknown[]) => {
      const call = definitionOf(name).then((found) => {
        if (!found) throw new Error(`没有这个接口：${name}`);
        return found;
      });
      // A site call's route is known without the registry; a back-office call's comes with its definition.
      const route = siteRoutes[name] ?? callRoute(await call);
      // A call without input takes `(options?)`; the others `(input, options?)`.
      const [input, options] = route.input === undefined ? [undefined, args[0]] : [args[0], args[1]];
      return http.requestByRoute(
        route,
        call.then((found) => found.response),
        input,
        options as RequestOptions | undefined,
      );
    };
  // The mapped type cannot be built key by key; each function matches its call's ApiFunction once loaded.
  return new Proxy(made, {
    get(target, name) {
      if (typeof name !== 'string' || NOT_CALLS.has(name)) return undefined;
      target[name] ??= make(name);
      return target[name];
    },
  }) as unknown as Api;
}
