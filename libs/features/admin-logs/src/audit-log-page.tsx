// 操作日志 (admins, read-only): every staff write — who (name, role), from which IP, what, on what, when, and
// for settings and roles the value before → after. Searched by the actor's name or phone and by date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '@zhiyuan/contracts';
import { formatTime } from '@zhiyuan/domain';
import { FormField, Input } from '@zhiyuan/ui';
import { callQuery, useDomain, useListSearch, useListFilter } from '@zhiyuan/feature-shared';
import { LOG_PAGE_SIZE, LogList } from './log-list.tsx';
import { adminLogsMessages } from './messages.ts';

const t = adminLogsMessages.audit;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function show(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

export function AuditLogPage() {
  const { api } = useDomain();
  const search = useListSearch();
  const [fromParam, setFrom] = useListFilter('from');
  const [toParam, setTo] = useListFilter('to');
  const from = fromParam && DATE.test(fromParam) ? fromParam : '';
  const to = toParam && DATE.test(toParam) ? toParam : '';
  const query = useQuery({
    ...callQuery(api, 'listAudit', {
      ...(search.keyword ? { actor: search.keyword } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      page: search.page,
      pageSize: LOG_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const setDate = (key: 'from' | 'to', value: string) => (key === 'from' ? setFrom : setTo)(value);
  const dateError = from && to && from > to ? t.reversed : '';

  return (
    <LogList
      title={t.title}
      searchLabel={t.search}
      search={search}
      query={query}
      empty={t.empty}
      filters={
        <>
          <FormField label={t.from}>
            <Input type="date" value={from} onChange={(e) => setDate('from', e.target.value)} />
          </FormField>
          <FormField label={t.to} error={dateError}>
            <Input type="date" value={to} onChange={(e) => setDate('to', e.target.value)} />
          </FormField>
        </>
      }
    >
      {(items) => (
        <ol className="flex flex-col gap-2" data-testid="audit-entries">
          {items.map((entry) => (
            <li key={entry.id} className="rounded-md border border-border bg-card p-3 text-sm">
              <p className="flex flex-wrap gap-x-3">
                <span className="font-medium">{entry.actionLabel}</span>
                <span className="text-muted-foreground">{formatTime(entry.at)}</span>
              </p>
              <p>
                {t.actor(
                  entry.actorName,
                  ROLE_LABELS[entry.actorRole],
                  entry.ip,
                  entry.targetType,
                  entry.targetId,
                )}
              </p>
              {entry.summary && <p>{entry.summary}</p>}
              {(entry.before != null || entry.after != null) && (
                <p className="font-mono text-xs break-all text-muted-foreground">
                  {show(entry.before)} → {show(entry.after)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </LogList>
  );
}
