// Maps every failure to the `{ errorCode, message }` envelope with a meaningful HTTP status. Messages are shown
// only for client errors; a server fault answers a fixed Chinese message and its details go to the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '@zhiyuan/contracts';
import { sendSpaIndex, spaBuildFor, type ServedSpas } from '../plugins/static-site.ts';
import { AppError } from './app-error.ts';
import { messageForField, validationFailure } from './validation-message.ts';

function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].httpStatus;
}

/** Fastify's own client errors, by code, with the Chinese message the user sees. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, status: 413, message: '请求体过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.badRequest,
    status: 415,
    message: '不支持的请求内容类型',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ERROR_CODES.badRequest,
    status: 400,
    message: '请求体长度不正确',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.badRequest, status: 400, message: '请求体不能为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    status: 400,
    message: '请求体不是有效的 JSON',
  },
  FST_ERR_BAD_URL: { code: ERROR_CODES.badRequest, status: 400, message: '请求地址不正确' },
  FST_ERR_ASYNC_CONSTRAINT: { code: ERROR_CODES.badRequest, status: 400, message: '请求不正确' },
};

export function registerErrorEnvelope(app: FastifyInstance, options: { spaFallback: ServedSpas }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const field = error.field;
      const data =
        field === undefined ? error.data : { ...(error.data as Record<string, unknown> | undefined), field };
      return reply
        .status(statusOf(error.code))
        .headers(error.headers)
        .send({
          errorCode: error.code,
          message: field === undefined ? error.message : messageForField(request, field, error.message),
          ...(data === undefined ? {} : { data }),
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, field } = validationFailure(request, error.validation, error.validationContext);
      return reply.status(400).send({
        errorCode: ERROR_CODES.badRequest,
        message,
        ...(field === '' ? {} : { data: { field } }),
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ errorCode: known.code, message: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({
        errorCode: ERROR_CODES.tooManyRequests,
        message: ERROR_CATALOGUE[ERROR_CODES.tooManyRequests].message,
      });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(error.statusCode)
        .send({ errorCode: ERROR_CODES.badRequest, message: '请求不正确' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      errorCode: ERROR_CODES.serverError,
      message: ERROR_CATALOGUE[ERROR_CODES.serverError].message,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // /admin (no slash) is the back office's address too: its relative asset paths need the slash.
    if (options.spaFallback.admin && request.url.split('?')[0] === '/admin') return reply.redirect('/admin/');
    const spa = spaBuildFor(request, options.spaFallback);
    if (spa) return sendSpaIndex(request, reply, spa);
    return reply.status(404).send({ errorCode: ERROR_CODES.notFound, message: '接口不存在' });
  });
}
