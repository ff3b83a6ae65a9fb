/**
 * The error-code catalogue of the API (docs/api.md repeats it). Every response body carries one of these
 * codes as `errorCode`; the HTTP status of the answer matches the code, and the default message is what the
 * server says when it has nothing more precise (for 100400 it names the field instead).
 */

/** Error codes by meaning. `'0'` is success; every other code is a failure. */
export const ERROR_CODES = {
  success: '0',
  badRequest: '100400',
  unauthorized: '100401',
  forbidden: '100403',
  notFound: '100404',
  conflict: '100409',
  payloadTooLarge: '100413',
  tooManyRequests: '100429',
  serverError: '100500',
} as const;

/** One of the codes of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes the original server used for "not logged in"; old clients may still receive or send them. */
export const LEGACY_UNAUTHORIZED_CODES = ['50012', '50014'] as const;

/** HTTP status and default Chinese message of each code. */
export const ERROR_CATALOGUE = {
  '0': { httpStatus: 200, message: '操作成功' },
  '100400': { httpStatus: 400, message: '请求参数有误' },
  '100401': { httpStatus: 401, message: '登录状态已过期，请重新登录' },
  '100403': { httpStatus: 403, message: '没有权限执行此操作' },
  '100404': { httpStatus: 404, message: '请求的内容不存在' },
  '100409': { httpStatus: 409, message: '数据已存在或已被修改，请刷新后重试' },
  '100413': { httpStatus: 413, message: '提交的内容过大' },
  '100429': { httpStatus: 429, message: '操作过于频繁，请稍后再试' },
  '100500': { httpStatus: 500, message: '服务器开小差了，请稍后重试' },
} as const satisfies Record<ErrorCode, { httpStatus: number; message: string }>;

/** True for every code that means "not logged in": 100401 and the legacy 50012 / 50014. */
export function isUnauthorizedCode(code: string): boolean {
  return code === ERROR_CODES.unauthorized || (LEGACY_UNAUTHORIZED_CODES as readonly string[]).includes(code);
}

/** True when `code` is one of the catalogue's codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The HTTP status that goes with a code; legacy "not logged in" codes map to 401, unknown codes to 500. */
export function httpStatusForCode(code: string): number {
  if (isErrorCode(code)) return ERROR_CATALOGUE[code].httpStatus;
  return isUnauthorizedCode(code) ? 401 : 500;
}

/**
 * The code that goes with an HTTP status, for answers that arrive without an envelope (a proxy's error
 * page, say): a known status maps to its code, any other 4xx to 100400, everything else to 100500.
 */
export function errorCodeForHttpStatus(status: number): ErrorCode {
  if (status >= 200 && status < 300) return ERROR_CODES.success;
  for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
    if (entry.httpStatus === status && isErrorCode(code)) return code;
  }
  return status >= 400 && status < 500 ? ERROR_CODES.badRequest : ERROR_CODES.serverError;
}

/** The default Chinese message of a code (the 100401 one for the legacy codes, the 100500 one if unknown). */
export function defaultMessageForCode(code: string): string {
  if (isErrorCode(code)) return ERROR_CATALOGUE[code].message;
  return isUnauthorizedCode(code) ? ERROR_CATALOGUE['100401'].message : ERROR_CATALOGUE['100500'].message;
}
