// The admins' view of the outbox driver's messages (newest first): the original list and 短信记录's pages.
import { SMS_PURPOSES, type SmsOutboxMessage, type SmsPurpose } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime } from '../../lib/time.ts';
import type { OutboxMessage, SmsOutbox } from './outbox.ts';

const isPurpose = (value: string): value is SmsPurpose => (SMS_PURPOSES as readonly string[]).includes(value);

/** The messages as the API shows them (a row of an unknown purpose is left out). */
function shown(messages: readonly OutboxMessage[]): SmsOutboxMessage[] {
  return messages.flatMap((m) =>
    isPurpose(m.purpose)
      ? [
          {
            id: m.id,
            phone: m.phone,
            purpose: m.purpose,
            code: m.code,
            text: m.text,
            createdAt: isoTime(m.createdAt),
          },
        ]
      : [],
  );
}

export function smsHandlers(outbox: SmsOutbox): Pick<CallHandlers, 'getSmsOutbox' | 'listSms'> {
  return {
    getSmsOutbox: async ({ input }) =>
      shown(await outbox.list({ phone: input.phone, limit: input.limit ?? 50 })),

    listSms: async ({ input }) => {
      const { total, messages } = await outbox.page(input);
      return { total, items: shown(messages) };
    },
  };
}
