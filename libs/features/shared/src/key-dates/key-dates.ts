// 填报日程 on the site: the published dates (GET /api/keyDates/list), the next one still ahead, and whether a
// deadline is close enough to remind a student of unsaved changes.
import { useQuery } from '@tanstack/react-query';
import { DEADLINE_REMINDER_MS, type KeyDate } from '@zhiyuan/contracts/basics';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-domain-context';

export function useKeyDates() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listKeyDates'),
    queryFn: ({ signal }) => api.listKeyDates({ signal, silent: true }),
    staleTime: 10 * 60 * 1000,
  });
}

/** The first date not yet past (dates come in time order). */
export function nextKeyDate(dates: readonly KeyDate[], now: number): KeyDate | null {
  return dates.find((d) => Date.parse(d.at) > now) ?? null;
}

/** The next deadline, when it is less than 3 days away. */
export function deadlineSoon(dates: readonly KeyDate[], now: number): KeyDate | null {
  const next = dates.find((d) => d.kind === 'deadline' && Date.parse(d.at) > now);
  return next && Date.parse(next.at) - now <= DEADLINE_REMINDER_MS ? next : null;
}

/** Whole days left (a part of a day counts as one). */
export const daysLeft = (at: string, now: number) =>
  Math.max(1, Math.ceil((Date.parse(at) - now) / 86_400_000));
