/**
 * The one error type every API function rejects with, so callers (query hooks, forms) can tell a server
 * refusal from a network failure without looking at ky's errors.
 */

/**
 * What went wrong: `api` the server answered with an error code (or an error status without a body we
 * understand), `network` no answer, `timeout` no answer within the timeout, `invalid` an answer that does
 * not match the contract, `aborted` the caller cancelled.
 */
export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'invalid' | 'aborted';

/** Codes of the failures that have no server error code. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
} as const;

/** A failed API call. `code` is the server's errorCode (or one of {@link CLIENT_ERROR_CODES}). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status of the answer; 0 when none arrived. */
  readonly httpStatus: number;
  readonly kind: ApiErrorKind;
  /**
   * The error envelope's `data`, when the server sent one: e.g. `{ retryAfterSeconds }` with 100429 or
   * `{ captchaRequired: true }` when a login now needs a captcha. Parse it with the contract's schema.
   */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    code: string,
    message: string,
    httpStatus: number,
    options?: { cause?: unknown; data?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = options?.data;
  }
}

/** True for an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
