/**
 * The response envelope every API answer uses: `{ errorCode, message, data? }`, errorCode `'0'` meaning
 * success. The server validates its replies with `envelope(call.response)`; the browser reads the same shape.
 */
import * as z from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** The envelope around a `data` payload described by `dataSchema` (data may be absent, e.g. on errors). */
export function envelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    errorCode: z.string(),
    message: z.string(),
    data: dataSchema.optional(),
  });
}

/** The envelope without caring about `data`: what every answer, success or failure, looks like. */
export const envelopeSchema = envelope(z.unknown());

/** A response body as the wire carries it. */
export interface Envelope<T = unknown> {
  errorCode: string;
  message: string;
  data?: T;
}

/** True when the body reports success (errorCode `'0'`). */
export function isSuccess(body: Pick<Envelope, 'errorCode'>): boolean {
  return body.errorCode === ERROR_CODES.success;
}

/** A success body carrying `data` (the server's `reply.send(ok(data))`). */
export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { errorCode: ERROR_CODES.success, message, data };
}

/** A failure body (no data). */
export function fail(errorCode: string, message: string): Envelope<never> {
  return { errorCode, message };
}

/**
 * `data` of a 100400 about one field: the field's path in the input (`oldPassword`, `choices.2.collegeId`), so
 * a form shows the message beside it. Other keys may come with it (`captchaRequired` on a login).
 */
export const fieldErrorData = z.looseObject({ field: z.string() });
export type FieldErrorData = z.output<typeof fieldErrorData>;
