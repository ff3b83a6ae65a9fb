/**
 * Date formatters with vue-element-admin's behaviour (its unit tests are the parity checklist): `parseTime`
 * with `{y}-{m}-{d} {h}:{i}:{s}` patterns, `formatTime` in Chinese relative words, `timeAgo` in English.
 * Everything is in the browser's local time, as in the original.
 */

/** What the formatters accept: a Date, milliseconds, seconds (ten digits), or a date string. */
export type TimeInput = Date | number | string;

/** The default pattern of {@link parseTime}. */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

// "2018-07-13 17:54:01" is local time but Safari cannot parse it; the slash form means the same everywhere.
const LOCAL_DASH_DATE = /^\d{4}-\d{1,2}-\d{1,2}(?: \d{1,2}:\d{1,2}(?::\d{1,2})?)?$/;

/** Reads a time input as a Date: numeric strings are numbers, ten-digit numbers are seconds. */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return new Date(time.getTime());
  let value: number | string = time;
  if (typeof value === 'string') {
    if (/^[0-9]+$/.test(value)) value = Number.parseInt(value, 10);
    else if (LOCAL_DASH_DATE.test(value)) value = value.replace(/-/g, '/');
  }
  if (typeof value === 'number' && String(value).length === 10) value *= 1000;
  return new Date(value);
}

/**
 * Formats `time` with `pattern` (default `{y}-{m}-{d} {h}:{i}:{s}`; `{a}` is the weekday 日一二三四五六).
 * Returns null for empty input (and, unlike the original's 'NaN-NaN…', for unreadable input).
 */
export function parseTime(time: TimeInput | null | undefined, pattern?: string): string | null {
  if (time === null || time === undefined || time === '' || time === 0) return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return (pattern || DEFAULT_TIME_PATTERN).replace(/\{([ymdhisa])+\}/g, (_match, key: string) => {
    const value = parts[key] ?? 0;
    if (key === 'a') return WEEKDAYS[value] ?? '';
    return String(value).padStart(2, '0');
  });
}

/**
 * Relative time in Chinese: 刚刚 under 30 s, N分钟前 under an hour, N小时前 under a day, 1天前 under two
 * days; older ones as `M月D日H时I分`, or with `parseTime(time, option)` when an option is given.
 * `now` (milliseconds) defaults to the current time.
 */
export function formatTime(time: TimeInput, option?: string, now: number = Date.now()): string | null {
  const date = toDate(time);
  const diff = (now - date.getTime()) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  if (option) return parseTime(date, option);
  return `${date.getMonth() + 1}月${date.getDate()}日${date.getHours()}时${date.getMinutes()}分`;
}

function pluralize(count: number, label: string): string {
  return count === 1 ? `${count}${label}` : `${count}${label}s`;
}

/**
 * How long ago `time` (seconds since the epoch) was, in English: minutes under an hour, hours under a day,
 * else days (`1 minute`, `5 hours`, `3 days`). `now` is in milliseconds.
 */
export function timeAgo(time: number | string, now: number = Date.now()): string {
  const between = now / 1000 - Number(time);
  if (between < 3600) return pluralize(Math.trunc(between / 60), ' minute');
  if (between < 86400) return pluralize(Math.trunc(between / 3600), ' hour');
  return pluralize(Math.trunc(between / 86400), ' day');
}
