/**
 * How an API call is described: method, path, the schema of its input (a JSON body, query parameters or
 * path parameters — at most one of them) and the schema of the `data` its success envelope carries. The
 * server registers its routes from these descriptions and the browser client calls by them.
 */
import * as z from 'zod';
import type { CallAccess } from './access.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST';

interface CallBase {
  readonly method: HttpMethod;
  /** Path in the original's style, `/api/<entity>/<verb>`; path parameters as `:name` (Fastify style). */
  readonly path: string;
  /** Who may make it (./access.ts); the server checks the session's active role, not just the roles held. */
  readonly access: CallAccess;
  /** One line in Chinese for docs/api.md. */
  readonly summary: string;
  /** Schema of the envelope's `data` on success (for a download, of the file the server sends). */
  readonly response: z.ZodType;
  /**
   * An upload: besides its query, the request is `multipart/form-data` carrying one file in `field`, at most
   * `maxBytes` long. The answer is the usual envelope.
   */
  readonly upload?: { readonly field: string; readonly maxBytes: number };
  /**
   * A download: success answers with the file itself (its content type and a `content-disposition`
   * attachment name), not the envelope; failures are envelopes as everywhere. Link to it rather than
   * calling it through the JSON client.
   */
  readonly download?: true;
  /**
   * A public call whose answer is still about one person or carries a secret (a share link's list, a
   * session's state, a fresh nonce or captcha): like every protected call's, it is never cached.
   */
  readonly personal?: true;
}

/**
 * A call description; the input is a JSON body, a query, path parameters (with, optionally, query
 * parameters beside them — one input object whose path keys fill the path), or nothing.
 */
export type CallDefinition = CallBase &
  (
    | { readonly body: z.ZodType; readonly query?: undefined; readonly params?: undefined }
    | { readonly query: z.ZodType; readonly body?: undefined; readonly params?: undefined }
    | { readonly params: z.ZodType; readonly query?: z.ZodType; readonly body?: undefined }
    | { readonly body?: undefined; readonly query?: undefined; readonly params?: undefined }
  );

/** `data` of calls that answer with nothing but the code and message. */
export const noData = z.void();

/** Declares a call, keeping its exact schema types for inference. */
export function defineCall<const C extends CallDefinition>(call: C): C {
  return call;
}

/** The schema of a call's input, whichever of body / params / query it has (params before a query beside them). */
export type CallInputSchema<C extends CallDefinition> = C extends { body: infer S extends z.ZodType }
  ? S
  : C extends { params: infer S extends z.ZodType }
    ? S
    : C extends { query: infer S extends z.ZodType }
      ? S
      : undefined;

/** The schema of the query parameters that travel beside a call's path parameters, if it has both. */
type SideQuerySchema<C extends CallDefinition> = C extends {
  params: z.ZodType;
  query: infer Q extends z.ZodType;
}
  ? Q
  : undefined;

/** What a caller passes (the schema's input type), or `undefined` for calls without input. */
export type CallInput<C extends CallDefinition> =
  CallInputSchema<C> extends z.ZodType
    ? SideQuerySchema<C> extends z.ZodType
      ? z.input<CallInputSchema<C>> & z.input<SideQuerySchema<C>>
      : z.input<CallInputSchema<C>>
    : undefined;

/** What the server receives after validation (the schema's output type). */
export type CallParsedInput<C extends CallDefinition> =
  CallInputSchema<C> extends z.ZodType
    ? SideQuerySchema<C> extends z.ZodType
      ? z.output<CallInputSchema<C>> & z.output<SideQuerySchema<C>>
      : z.output<CallInputSchema<C>>
    : undefined;

/** The `data` of a successful answer. */
export type CallData<C extends CallDefinition> = z.output<C['response']>;

/** The schema of a call's input, or `undefined` (for path parameters with a query beside them, the params'). */
export function callInputSchema(call: CallDefinition): z.ZodType | undefined {
  return call.body ?? call.params ?? call.query;
}

/** The schema of the query parameters beside a call's path parameters, or `undefined`. */
export function callSideQuerySchema(call: CallDefinition): z.ZodType | undefined {
  return call.params ? call.query : undefined;
}

export { callInputKind, callRoute, fillPath, pathParamNames } from './call-path.ts';
export type { CallRoute } from './call-path.ts';
