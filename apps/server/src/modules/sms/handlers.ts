// The admins' view of the outbox driver's messages (newest first).
import { SMS_PURPOSES, type SmsPurpose } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime } from '../../lib/time.ts';
import type { Services } from '../../services.ts';

const isPurpose = (value: string): value is SmsPurpose => (SMS_PURPOSES as readonly string[]).includes(value);

export function smsHandlers(s: Services): Pick<CallHandlers, 'getSmsOutbox'> {
  return {
    getSmsOutbox: async ({ input }) => {
      let query = s.db
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'purpose', 'code', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(input.limit ?? 50);
      if (input.phone) query = query.where('phone', '=', input.phone);
      const rows = await query.execute();
      return rows.flatMap((r) =>
        isPurpose(r.purpose)
          ? [
              {
                id: r.id,
                phone: r.phone,
                purpose: r.purpose,
                code: r.code,
                text: r.text,
                createdAt: isoTime(r.created_at),
              },
            ]
          : [],
      );
    },
  };
}
