/** Where a call's input travels and filling its path parameters; free of zod (re-exported by ./call.ts and the `basics` entry). */

import type { CallDefinition } from './call.ts';

/** Where a call's input travels, or `undefined` if it has none. */
export function callInputKind(call: CallDefinition): 'body' | 'query' | 'params' | undefined {
  if (call.body) return 'body';
  if (call.params) return 'params';
  if (call.query) return 'query';
  return undefined;
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
