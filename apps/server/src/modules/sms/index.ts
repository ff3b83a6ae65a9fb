// The SMS module (短信): owns sms_codes, sms_outbox and rate_counters (the send allowances per phone and, for
// bind codes, per account). It sends and checks verification codes for the account calls, delivers them
// through the configured driver (the outbox, or a school's gateway by webhook), and answers the admins' outbox
// call; the CLI reads the outbox through `createSmsOutbox`.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { createSmsCodes, type SmsCodes } from './codes.ts';
import type { SmsDriver } from './driver.ts';
import { smsHandlers } from './handlers.ts';
import { createOutboxDriver, createSmsOutbox } from './outbox.ts';
import { createWebhookDriver } from './webhook-driver.ts';

export type { SmsCodes } from './codes.ts';
export { SmsDeliveryError, type SmsDriver, type SmsMessage } from './driver.ts';
export { createSmsOutbox, type OutboxMessage, type SmsOutbox } from './outbox.ts';
export { createWebhookDriver } from './webhook-driver.ts';

export interface SmsDeps {
  db: Kysely<DB>;
  now: Clock;
  log: FastifyBaseLogger;
  /** HMAC keyed with the server secret (the auth module's), for storing codes as hashes. */
  hmac(text: string): string;
  /** The driver and signature SMS_DRIVER, SMS_WEBHOOK_* and SMS_SIGNATURE name. */
  config: SmsConfig;
  /** A driver instead of the configured one (tests). */
  driver?: SmsDriver | undefined;
}

export interface Sms {
  handlers: Pick<CallHandlers, 'getSmsOutbox' | 'listSms'>;
  codes: SmsCodes;
}

export function createSms({ db, now, log, hmac, config, driver }: SmsDeps): Sms {
  const delivery =
    driver ??
    (config.driver === 'webhook'
      ? createWebhookDriver({ url: config.webhookUrl, secret: config.webhookSecret, log })
      : createOutboxDriver(db, now));
  return {
    handlers: smsHandlers(createSmsOutbox(db)),
    codes: createSmsCodes({ db, hmac, now, driver: delivery, signature: config.signature, log }),
  };
}
