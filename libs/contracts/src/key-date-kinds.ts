/** The kinds of key dates and how the site names them, free of zod (the home page's first load reads them). */
export const KEY_DATE_KINDS = ['start', 'deadline', 'other'] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];
export const KEY_DATE_KIND_LABELS: Record<KeyDateKind, string> = {
  start: '开始',
  deadline: '截止',
  other: '其他',
};
/** A deadline this close (ms) makes 模拟填报 remind a student whose list has unsaved changes. */
export const DEADLINE_REMINDER_MS = 3 * 24 * 3600 * 1000;
