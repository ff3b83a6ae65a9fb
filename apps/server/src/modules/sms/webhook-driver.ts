// The webhook SMS driver: POSTs `{ phone, code, purpose, text }` as JSON to SMS_WEBHOOK_URL, so a school
// connects whatever SMS gateway it has. A network error, a timeout, a 5xx or a 429 is retried with growing
// pauses, a bounded number of times; any other failure, or the last one, rejects with SmsDeliveryError
// and is logged (without the code or the text).
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, SmsDeliveryError, type SmsDriver } from './driver.ts';

export interface WebhookDriverOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` so the gateway can tell the server's calls from others. */
  secret?: string | undefined;
  /** Attempts in all (default 3). */
  attempts?: number;
  /** Pause before the 2nd attempt; doubled before each further one (default 500 ms). */
  backoffMs?: number;
  /** Per attempt (default 4 s), so that all attempts fit within the browser's 20 s timeout. */
  timeoutMs?: number;
  log: FastifyBaseLogger;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export function createWebhookDriver(options: WebhookDriverOptions): SmsDriver {
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoff = options.backoffMs ?? 500;
  const timeout = options.timeoutMs ?? 4000;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (options.secret) headers.authorization = `Bearer ${options.secret}`;

  return {
    name: 'webhook',
    async send(message) {
      const body = JSON.stringify({
        phone: message.phone,
        code: message.code,
        purpose: message.purpose,
        text: message.text,
      });
      let lastProblem = '';
      for (let attempt = 1; attempt <= attempts; attempt++) {
        let again = true;
        try {
          const res = await fetch(options.url, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(timeout),
          });
          // Drain the body so the connection can be reused; its content is the gateway's business.
          await res.arrayBuffer().catch(() => undefined);
          if (res.ok) return;
          lastProblem = `HTTP ${res.status}`;
          again = retryable(res.status);
        } catch (error) {
          lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
        options.log.warn(
          {
            sms: { phone: maskPhone(message.phone), purpose: message.purpose, attempt, of: attempts },
            problem: lastProblem,
          },
          'SMS webhook attempt failed',
        );
        if (!again) break;
        if (attempt < attempts) await delay(backoff * 2 ** (attempt - 1));
      }
      throw new SmsDeliveryError(`SMS webhook failed: ${lastProblem}`);
    },
  };
}
