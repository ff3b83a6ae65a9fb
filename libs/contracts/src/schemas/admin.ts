/** Payloads of the back-office calls of the account area: the outbox of the SMS outbox driver (短信记录). */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { phoneSchema } from '../rules.ts';
import { pageOf, pageParams, queryObject } from './query.ts';

/** Why an SMS code was sent. */
export const SMS_PURPOSES = ['register', 'reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Query of `GET /api/admin/smsOutbox`: one phone only, and how many messages (newest first, 50 by default). */
export const smsOutboxQuery = z.object({
  phone: phoneSchema.optional(),
  limit: z.coerce
    .number({ error: M.outboxLimitInvalid })
    .int({ error: M.outboxLimitInvalid })
    .min(1, { error: M.outboxLimitInvalid })
    .max(200, { error: M.outboxLimitInvalid })
    .optional(),
});
export type SmsOutboxQuery = z.input<typeof smsOutboxQuery>;

/** A message the outbox driver kept instead of sending it (ISO 8601 `createdAt`). */
export const smsOutboxMessageSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  code: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.output<typeof smsOutboxMessageSchema>;
export const smsOutboxData = z.array(smsOutboxMessageSchema);

/** `GET /api/admin/sms/list` query: the phone contains these digits; one purpose; paging. */
export const smsListQuery = queryObject({
  phone: labelled(
    '手机号',
    z
      .string({ error: M.phoneDigitsInvalid })
      .trim()
      .regex(/^\d{1,11}$/, { error: M.phoneDigitsInvalid }),
  ).optional(),
  purpose: z.enum(SMS_PURPOSES, { error: M.smsPurposeInvalid }).optional(),
  ...pageParams,
});
export type SmsListQuery = z.input<typeof smsListQuery>;
export const smsListData = pageOf(smsOutboxMessageSchema);
