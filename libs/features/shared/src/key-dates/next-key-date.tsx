// The next date of the season (填报开始、截止 …) with how many days are left — on the home page and in 模拟填报;
// nothing when no date lies ahead. `unsaved`: the list has changes not saved yet, so a deadline less than 3 days
// away becomes a warning to save.
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { KEY_DATE_KIND_LABELS } from '@zhiyuan/contracts/basics';
import { cn } from '@zhiyuan/ui';
import { sharedMessages } from '../messages.ts';
import { daysLeft, deadlineSoon, nextKeyDate, useKeyDates } from './key-dates.ts';

const t = sharedMessages.keyDates;

const beijing = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

export interface NextKeyDateProps {
  unsaved?: boolean;
  className?: string;
}

export function NextKeyDate({ unsaved = false, className }: NextKeyDateProps) {
  const dates = useKeyDates();
  // The moment the page opened: a reminder does not tick while the student reads.
  const [now] = useState(() => Date.now());
  const next = dates.data ? nextKeyDate(dates.data, now) : null;
  if (!next) return null;
  const soon = unsaved && dates.data ? deadlineSoon(dates.data, now) : null;
  return (
    <div className={cn('flex flex-col gap-1 text-sm', className)}>
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-medium">{t.next}：</span>
          {next.name}（{KEY_DATE_KIND_LABELS[next.kind]}）· {t.at(beijing(next.at))} ·{' '}
          {t.left(daysLeft(next.at, now))}
          {next.note && <span className="text-muted-foreground"> · {next.note}</span>}
        </span>
      </p>
      {soon && (
        <p role="alert" className="flex items-start gap-2 font-medium text-warning">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.reminder(soon.name, daysLeft(soon.at, now))}
        </p>
      )}
    </div>
  );
}
