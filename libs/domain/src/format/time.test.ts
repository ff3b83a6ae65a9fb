import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, parseTime, timeAgo } from './time.ts';

// Expected values come from local-time constructors, and the whole file runs under several time zones
// (Node applies a changed process.env.TZ at once), so no result depends on the machine's zone.
// Each with its UTC offset in July 2018 as getTimezoneOffset() reports it (minutes, west positive).
const ZONES: [string, number][] = [
  ['Asia/Shanghai', -480],
  ['UTC', 0],
  ['America/New_York', 240],
  ['Pacific/Chatham', -765],
  ['Asia/Kolkata', -330],
];

describe.each(ZONES)('time formatters in %s', (zone, julyOffset) => {
  const originalZone = process.env['TZ'];
  beforeAll(() => {
    process.env['TZ'] = zone;
  });
  afterAll(() => {
    if (originalZone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = originalZone;
  });

  const local = () => new Date(2018, 6, 13, 17, 54, 1);

  describe('parseTime', () => {
    it('runs in the zone under test', () => {
      expect(local().getTimezoneOffset()).toBe(julyOffset);
    });

    it('formats a Date with the default pattern', () => {
      expect(parseTime(local())).toBe('2018-07-13 17:54:01');
    });

    it('accepts millisecond numbers, numeric strings and Date strings', () => {
      const d = local();
      expect(parseTime(d.getTime())).toBe('2018-07-13 17:54:01');
      expect(parseTime(String(d.getTime()))).toBe('2018-07-13 17:54:01');
      expect(parseTime(d.toString())).toBe('2018-07-13 17:54:01');
      expect(parseTime('2018-07-13 17:54:01')).toBe('2018-07-13 17:54:01');
    });

    it('treats a ten-digit timestamp as seconds', () => {
      const seconds = (local().getTime() / 1000).toFixed(0);
      expect(seconds).toHaveLength(10);
      expect(parseTime(seconds)).toBe('2018-07-13 17:54:01');
      expect(parseTime(Number(seconds))).toBe('2018-07-13 17:54:01');
    });

    it('applies patterns', () => {
      const d = local();
      expect(parseTime(d, '{y}-{m}-{d} {h}:{i}')).toBe('2018-07-13 17:54');
      expect(parseTime(d, '{y}-{m}-{d}')).toBe('2018-07-13');
      expect(parseTime(d, '{y}/{m}/{d} {h}-{i}')).toBe('2018/07/13 17-54');
      expect(parseTime(new Date(2018, 0, 5, 3, 4, 5))).toBe('2018-01-05 03:04:05');
    });

    it('gives the weekday with {a}', () => {
      expect(parseTime(local(), '{a}')).toBe('五');
      expect(parseTime(new Date(2018, 6, 15, 12), '{a}')).toBe('日');
      expect(parseTime(new Date(2018, 6, 16, 12), '星期{a}')).toBe('星期一');
    });

    it('returns null for empty or unreadable input', () => {
      expect(parseTime(null)).toBeNull();
      expect(parseTime(undefined)).toBeNull();
      expect(parseTime('')).toBeNull();
      expect(parseTime('not a date')).toBeNull();
    });
  });

  describe('formatTime', () => {
    const at = (msAgo: number) => formatTime(local().getTime() - msAgo, undefined, local().getTime());

    it('says 刚刚 under 30 seconds', () => {
      expect(at(1)).toBe('刚刚');
      expect(at(29_999)).toBe('刚刚');
    });

    it('counts minutes under an hour and hours under a day, rounding up', () => {
      expect(at(30_000)).toBe('1分钟前');
      expect(at(2 * 60_000 - 5000)).toBe('2分钟前');
      expect(at(3_599_000)).toBe('60分钟前');
      expect(at(2 * 3_600_000 - 5000)).toBe('2小时前');
    });

    it('says 1天前 under two days', () => {
      expect(at(24 * 3_600_000)).toBe('1天前');
      expect(at(48 * 3_600_000 - 1000)).toBe('1天前');
    });

    it('writes older times as M月D日H时I分, or with the given pattern', () => {
      const d = local();
      const now = new Date(2018, 6, 20, 9, 0, 0).getTime();
      expect(formatTime(d, undefined, now)).toBe('7月13日17时54分');
      expect(formatTime((d.getTime() / 1000).toFixed(0), undefined, now)).toBe('7月13日17时54分');
      expect(formatTime(d, '{y}-{m}-{d} {h}:{i}', now)).toBe('2018-07-13 17:54');
      expect(formatTime(d, '{y}/{m}/{d} {h}-{i}', now)).toBe('2018/07/13 17-54');
    });

    it('uses the current time by default', () => {
      expect(formatTime(Date.now() - 1000)).toBe('刚刚');
    });
  });

  describe('timeAgo', () => {
    const now = Date.UTC(2018, 6, 13, 9, 54, 1);
    const secondsAgo = (s: number) => now / 1000 - s;

    it('counts minutes under an hour, singular for one', () => {
      expect(timeAgo(secondsAgo(30), now)).toBe('0 minutes');
      expect(timeAgo(secondsAgo(60), now)).toBe('1 minute');
      expect(timeAgo(secondsAgo(59 * 60), now)).toBe('59 minutes');
    });

    it('counts hours under a day and days after', () => {
      expect(timeAgo(secondsAgo(3600), now)).toBe('1 hour');
      expect(timeAgo(String(secondsAgo(5 * 3600 + 10)), now)).toBe('5 hours');
      expect(timeAgo(secondsAgo(86400), now)).toBe('1 day');
      expect(timeAgo(secondsAgo(3 * 86400), now)).toBe('3 days');
    });
  });
});
