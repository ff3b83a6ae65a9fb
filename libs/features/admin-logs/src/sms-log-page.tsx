// 短信记录 (admins, read-only): the messages the outbox SMS driver kept (a week), newest first, with their
// codes — how a school without an SMS gateway reads the codes it "sent". Searched by phone digits and purpose.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SMS_PURPOSES, type SmsPurpose } from '@zhiyuan/contracts';
import { formatTime } from '@zhiyuan/domain';
import { Select } from '@zhiyuan/ui';
import { callQuery, useDomain, useListSearch, useListFilter, StaffTable } from '@zhiyuan/feature-shared';
import { LOG_PAGE_SIZE, LogList } from './log-list.tsx';
import { adminLogsMessages } from './messages.ts';

const t = adminLogsMessages.sms;

export const SMS_PURPOSE_LABELS: Record<SmsPurpose, string> = adminLogsMessages.sms.purposes;
const ALL = 'all';

export function SmsLogPage() {
  const { api } = useDomain();
  const search = useListSearch();
  const [purposeParam, setPurpose] = useListFilter('purpose', ALL);
  const purpose = SMS_PURPOSES.find((p) => p === purposeParam);
  // The server takes 1 to 11 digits; anything else is left out of the query (and said beside the field).
  const phone = /^\d{1,11}$/.test(search.keyword) ? search.keyword : '';
  const query = useQuery({
    ...callQuery(api, 'listSms', {
      ...(phone ? { phone } : {}),
      ...(purpose ? { purpose } : {}),
      page: search.page,
      pageSize: LOG_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <LogList
      title={t.title}
      searchLabel={t.search}
      search={search}
      query={query}
      empty={t.empty}
      filters={
        <Select
          aria-label={t.purpose}
          className="sm:w-32"
          value={purpose ?? ALL}
          onValueChange={setPurpose}
          options={[
            { value: ALL, label: t.allPurposes },
            ...SMS_PURPOSES.map((p) => ({ value: p, label: SMS_PURPOSE_LABELS[p] })),
          ]}
        />
      }
    >
      {(items) => (
        <StaffTable caption={t.caption} columns={t.columns} minWidth="min-w-[36rem]">
          {items.map((sms) => (
            <tr key={sms.id} className="border-b border-border last:border-0">
              <td className="p-2 whitespace-nowrap">{formatTime(sms.createdAt)}</td>
              <td className="p-2 tabular-nums">{sms.phone}</td>
              <td className="p-2">{SMS_PURPOSE_LABELS[sms.purpose]}</td>
              <td className="p-2 font-mono">{sms.code}</td>
              <td className="p-2">{sms.text}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </LogList>
  );
}
