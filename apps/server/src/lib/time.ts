// Time as the messages show it: waits in Chinese units and wall-clock times in China Standard Time, which is
// where the students are whatever the server's time zone.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A clock returning epoch milliseconds; tests pass their own to travel in time. */
export type Clock = () => number;

/** `45秒`, `3分钟`, `2小时`, `1小时30分钟`: the largest sensible units, rounded up. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

const beijing = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `2025-06-25 14:05` in China Standard Time. */
export function formatBeijingTime(ms: number): string {
  const parts = Object.fromEntries(beijing.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** ISO 8601 (UTC) for the JSON answers. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** China Standard Time's offset from UTC (no daylight saving). */
const BEIJING_OFFSET = 8 * HOUR;

/** 00:00 in Beijing of the day `ms` falls on, as epoch milliseconds. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
}

/** Monday 00:00 in Beijing of the week `ms` falls in, as epoch milliseconds. */
export function beijingWeekStart(ms: number): number {
  const day = beijingDayStart(ms);
  // 1970-01-01 was a Thursday: day index 0 → Thursday, so Monday is index 4 (mod 7).
  const weekday = (Math.floor((day + BEIJING_OFFSET) / DAY) + 3) % 7;
  return day - weekday * DAY;
}
