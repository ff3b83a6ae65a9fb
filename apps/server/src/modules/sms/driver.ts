// How a verification code leaves the server. Two drivers share this interface: `outbox` keeps messages in
// the database (admins and the CLI read them) and `webhook` posts them to any SMS gateway a school runs.
import type { SmsPurpose } from '@zhiyuan/contracts';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  /** The complete text, signature included, as the phone should show it. */
  text: string;
}

export interface SmsDriver {
  readonly name: string;
  /** Resolves once the message is delivered to the driver's target; rejects with SmsDeliveryError. */
  send(message: SmsMessage): Promise<void>;
}

/** Delivery failed for good (after the driver's retries). The message is for the log, not for people. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** 138****8000: enough to tell messages apart in a log without writing the number down. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}
