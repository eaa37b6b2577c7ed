import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatRelative, offsetSegments, startOfDayIn, zoneOffsetMinutes } from './datetime.js';

describe('formatDateTime', () => {
  it('uses dd/MM/yyyy hh:mm a in the organisation time zone', () => {
    // 08:05 UTC is 10:05 in Cairo in November (UTC+2).
    expect(formatDateTime('2026-11-22T08:05:00Z', 'en')).toBe('22/11/2026 10:05 AM');
    expect(formatDateTime('2026-11-22T20:30:00Z', 'en')).toBe('22/11/2026 10:30 PM');
    expect(formatDateTime('2026-11-22T22:00:00Z', 'en')).toBe('23/11/2026 12:00 AM');
    expect(formatDateTime('2026-11-22T10:00:00Z', 'en', 'UTC')).toBe('22/11/2026 10:00 AM');
  });
  it('uses the Arabic AM/PM marks in Arabic', () => {
    expect(formatDateTime('2026-11-22T08:05:00Z', 'ar')).toBe('22/11/2026 10:05 ص');
    expect(formatDateTime('2026-11-22T10:00:00Z', 'ar')).toBe('22/11/2026 12:00 م');
  });
  it('formats calendar dates without a time zone', () => {
    expect(formatDate('2026-02-03')).toBe('03/02/2026');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it('uses the units sec, min, h, d, mon, y in English', () => {
    expect(formatRelative(ago(3), 'en', now)).toBe('just now');
    expect(formatRelative(ago(3), 'ar', now)).toBe('الآن');
    expect(formatRelative(ago(15), 'en', now)).toBe('15 sec ago');
    expect(formatRelative(ago(180), 'en', now)).toBe('3 min ago');
    expect(formatRelative(ago(2 * 3600), 'en', now)).toBe('2 h ago');
    expect(formatRelative(ago(3 * 86400), 'en', now)).toBe('3 d ago');
    expect(formatRelative(ago(65 * 86400), 'en', now)).toBe('2 mon ago');
    expect(formatRelative(ago(800 * 86400), 'en', now)).toBe('2 y ago');
  });
  it('speaks Arabic in Arabic', () => {
    const s = formatRelative(ago(180), 'ar', now);
    expect(s).toContain('3');
    expect(s).toMatch(/دقائق/);
    expect(formatRelative(ago(2 * 3600), 'ar', now)).toMatch(/ساع/);
  });
  it('never shows a future time as negative', () => {
    expect(formatRelative(new Date(now.getTime() + 5000), 'en', now)).toBe('just now');
  });
});

describe('startOfDayIn', () => {
  it('finds local midnight in Cairo, in winter and in summer time', () => {
    expect(startOfDayIn('2026-01-15', 'Africa/Cairo').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'Africa/Cairo').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'UTC').toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Africa/Cairo')).toBe(180);
  });
});

describe('offsetSegments', () => {
  it("finds Cairo's change from summer time in October 2026 to the minute, and one segment where nothing changes", () => {
    const oct = offsetSegments(new Date('2026-09-30T21:00:00Z'), new Date('2026-11-01T22:00:00Z'), 'Africa/Cairo');
    expect(oct).toHaveLength(2);
    expect(oct[0].offsetMinutes).toBe(180);
    expect(zoneOffsetMinutes(new Date(oct[0].until!.getTime() - 60_000), 'Africa/Cairo')).toBe(180);
    expect(zoneOffsetMinutes(oct[0].until!, 'Africa/Cairo')).toBe(120);
    expect(oct[1]).toEqual({ until: null, offsetMinutes: 120 });
    expect(offsetSegments(new Date('2026-02-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), 'Africa/Cairo')).toEqual([{ until: null, offsetMinutes: 120 }]);
  });
});

describe('zoneOffsetMinutes (cached by quarter hour)', () => {
  const exact = (t: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(t));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Math.round((Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(t / 1000) * 1000) / 60_000);
  };
  it('agrees with a fresh lookup minute by minute around daylight-saving changes and an odd historic offset', () => {
    const around = [
      ['Africa/Cairo', '2026-04-23T20:00:00Z'],
      ['Africa/Cairo', '2026-10-29T19:00:00Z'],
      ['Europe/London', '2026-03-29T00:00:00Z'],
      ['Asia/Kolkata', '2026-06-01T00:00:00Z'],
      ['Africa/Cairo', '1900-09-30T20:00:00Z'],
    ] as const;
    for (const [zone, at] of around) {
      const t0 = Date.parse(at);
      for (let m = 0; m < 8 * 60; m += 1) {
        const t = t0 + m * 60_000 + 17_000;
        expect(zoneOffsetMinutes(new Date(t), zone), `${zone} ${new Date(t).toISOString()}`).toBe(exact(t, zone));
      }
    }
  });
});

describe('formatClock', () => {
  it('shows a wall-clock time as hh:mm a in both languages', async () => {
    const { formatClock } = await import('./datetime.js');
    expect(formatClock('00:05', 'en')).toBe('12:05 AM');
    expect(formatClock('17:30', 'en')).toBe('05:30 PM');
    expect(formatClock('12:00', 'ar')).toBe('12:00 م');
    expect(formatClock('09:15', 'ar')).toBe('09:15 ص');
  });
});

describe('formatDateRange', () => {
  it('joins two dates with no-break spaces round the dash, so a narrow line never splits the range', () => {
    expect(formatDateRange('2026-12-06', '2026-12-10')).toBe('06/12/2026\u00A0–\u2060\u00A010/12/2026');
    expect(formatDateRange('2026-12-06', '2026-12-10')).not.toMatch(/ /);
    expect(formatDateRange('2026-12-06', '2026-12-06')).toBe('06/12/2026');
  });
});
