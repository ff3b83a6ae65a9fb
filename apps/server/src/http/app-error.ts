// The one error type modules throw for expected failures: it carries the catalogue code and a Chinese message
// that is safe to show. Anything else that escapes a handler is a server fault and its details stay in the log.
import { ERROR_CODES, type ErrorCode } from '@zhiyuan/contracts';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /** Extra fields for the client, e.g. how long to wait before retrying. */
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.data = options.data;
    this.headers = options.headers ?? {};
  }
}

/** A 100400 about one field, worded like the schema messages: `短信验证码错误（字段 code）`. */
export function fieldError(field: string, message: string, data?: unknown): AppError {
  return new AppError(
    ERROR_CODES.badRequest,
    `${message}（字段 ${field}）`,
    data === undefined ? {} : { data },
  );
}
