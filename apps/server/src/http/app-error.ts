// The one error type modules throw for expected failures: it carries the catalogue code and a Chinese message
// that is safe to show. Anything else that escapes a handler is a server fault and its details stay in the log.
import { ERROR_CODES, type ErrorCode } from '@zhiyuan/contracts';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /** Extra fields for the client, e.g. how long to wait before retrying. */
  readonly data: unknown;
  readonly headers: Record<string, string>;
  /** The input field at fault (`oldPassword`, `choices.2.collegeId`): named in Chinese when answered. */
  readonly field: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { data?: unknown; headers?: Record<string, string>; field?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.data = options.data;
    this.headers = options.headers ?? {};
    this.field = options.field;
  }
}

/**
 * A 100400 about one field. The answer names the field in Chinese (原密码错误, 年份：…) and carries its path
 * in `data.field` beside any `data` given here.
 */
export function fieldError(field: string, message: string, data?: Record<string, unknown>): AppError {
  return new AppError(ERROR_CODES.badRequest, message, { field, ...(data === undefined ? {} : { data }) });
}
