/** Where a call's input travels and filling its path parameters; free of zod (re-exported by ./call.ts and the `basics` entry). */

import type { CallDefinition, HttpMethod } from './call.ts';

/**
 * What it takes to send a call, without its schemas: the browser sends a call by its route at once and checks
 * the answer once the schemas (and zod) have loaded (`SITE_ROUTES`, `libs/domain`'s createApi).
 */
export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
  /** Where the input travels; absent for a call without input. */
  readonly input?: 'body' | 'query' | 'params';
  /** Path parameters with query parameters beside them: the input's other keys are the query. */
  readonly sideQuery?: true;
  /** An upload: the multipart field of its file. */
  readonly upload?: string;
}

/** Where a call's input travels, or `undefined` if it has none. */
export function callInputKind(call: CallDefinition): 'body' | 'query' | 'params' | undefined {
  if (call.body) return 'body';
  if (call.params) return 'params';
  if (call.query) return 'query';
  return undefined;
}

/** A call's route (its schemas left out). */
export function callRoute(call: CallDefinition): CallRoute {
  const input = callInputKind(call);
  return {
    method: call.method,
    path: call.path,
    ...(input ? { input } : {}),
    ...(input === 'params' && call.query ? { sideQuery: true as const } : {}),
    ...(call.upload ? { upload: call.upload.field } : {}),
  };
}

/** The names of a path's `:name` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/**
 * Fills `:name` path parameters from `params` (URI-encoded). Throws if one is missing, since a call to a
 * half-filled path would reach the wrong route.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`缺少路径参数 ${name}（${path}）`);
    }
    return encodeURIComponent(String(value));
  });
}
