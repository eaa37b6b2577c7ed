import { describe, expect, it } from 'vitest';
import { ZCreateOvertimeSchema } from '../schemas/overtime.js';
import {
  clockSpanMinutes,
  localDateTime,
  localInstant,
  nightMinutes,
  overlapMinutes,
  overtimeDayKind,
  overtimeSpan,
  presenceMinutes,
  spanInside,
  spansOverlap,
  subtractSpans,
  suggestOvertime,
  unionMinutes,
  withinDayLimit,
} from './overtime.js';

const TZ = 'Africa/Cairo';
const at = (iso: string) => new Date(iso);
const span = (a: string, b: string) => ({ start: at(a), end: at(b) });

describe('overtime spans', () => {
  it('counts clock spans across midnight', () => {
    expect(clockSpanMinutes('17:00', '20:30')).toBe(210);
    expect(clockSpanMinutes('22:00', '02:00')).toBe(240);
    expect(clockSpanMinutes('09:00', '09:00')).toBe(0);
  });

  it('turns a work date and local times into instants in the organisation zone (Cairo winter +02:00)', () => {
    const s = overtimeSpan('2026-11-18', '17:00', '20:00', TZ);
    expect(s.start.toISOString()).toBe('2026-11-18T15:00:00.000Z');
    expect(s.end.toISOString()).toBe('2026-11-18T18:00:00.000Z');
    expect(s.minutes).toBe(180);
  });

  it('ends the next day when to <= from', () => {
    const s = overtimeSpan('2026-11-18', '22:00', '02:00', TZ);
    expect(s.start.toISOString()).toBe('2026-11-18T20:00:00.000Z');
    expect(s.end.toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(s.minutes).toBe(240);
  });

  it('follows daylight saving (Cairo summer +03:00)', () => {
    expect(localInstant('2026-07-01', '17:00', TZ).toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(localDateTime(at('2026-07-01T14:00:00Z'), TZ)).toEqual({ date: '2026-07-01', time: '17:00' });
  });

  it('measures overlaps; touching spans do not overlap', () => {
    const a = span('2026-11-18T15:00:00Z', '2026-11-18T18:00:00Z');
    const b = span('2026-11-18T17:00:00Z', '2026-11-18T19:00:00Z');
    const c = span('2026-11-18T18:00:00Z', '2026-11-18T19:00:00Z');
    expect(overlapMinutes(a, b)).toBe(60);
    expect(spansOverlap(a, b)).toBe(true);
    expect(spansOverlap(a, c)).toBe(false);
    expect(spanInside(c, b)).toBe(true);
    expect(spanInside(a, b)).toBe(false);
  });
});

describe('night minutes', () => {
  it('counts the part of the span inside 19:00–07:00', () => {
    expect(nightMinutes(overtimeSpan('2026-11-18', '17:00', '21:00', TZ), '19:00', '07:00', TZ)).toBe(120);
    expect(nightMinutes(overtimeSpan('2026-11-18', '08:00', '16:00', TZ), '19:00', '07:00', TZ)).toBe(0);
  });

  it('counts spans crossing midnight, and early mornings', () => {
    expect(nightMinutes(overtimeSpan('2026-11-18', '22:00', '08:00', TZ), '19:00', '07:00', TZ)).toBe(540);
    expect(nightMinutes(overtimeSpan('2026-11-18', '05:00', '09:00', TZ), '19:00', '07:00', TZ)).toBe(120);
  });

  it('handles a window that does not cross midnight', () => {
    expect(nightMinutes(overtimeSpan('2026-11-18', '20:00', '03:00', TZ), '00:00', '06:00', TZ)).toBe(180);
  });
});

describe('the 12-hour presence limit', () => {
  const attendance = span('2026-11-18T06:00:00Z', '2026-11-18T15:00:00Z'); // 08:00–17:00 local, 9 h
  it('joins attendance and overtime spans', () => {
    expect(presenceMinutes(attendance, [span('2026-11-18T15:00:00Z', '2026-11-18T18:00:00Z')])).toBe(720);
    expect(presenceMinutes(null, [span('2026-11-18T15:00:00Z', '2026-11-18T18:00:00Z')])).toBe(180);
    expect(unionMinutes([attendance, span('2026-11-18T14:00:00Z', '2026-11-18T16:00:00Z')])).toBe(600);
  });
  it('allows 12 hours and refuses more', () => {
    expect(withinDayLimit(attendance, [], span('2026-11-18T15:00:00Z', '2026-11-18T18:00:00Z'))).toBe(true);
    expect(withinDayLimit(attendance, [], span('2026-11-18T15:00:00Z', '2026-11-18T18:01:00Z'))).toBe(false);
    expect(withinDayLimit(null, [span('2026-11-18T06:00:00Z', '2026-11-18T14:00:00Z')], span('2026-11-18T15:00:00Z', '2026-11-18T20:00:00Z'))).toBe(false);
  });
});

describe('day kind', () => {
  it('holiday first, then the shift work days, then the organisation weekend', () => {
    expect(overtimeDayKind('2026-11-20', { holiday: true, shiftWorkDays: [0, 1, 2, 3, 4], weekendDays: [5, 6] })).toBe('holiday');
    expect(overtimeDayKind('2026-11-20', { holiday: false, shiftWorkDays: [0, 1, 2, 3, 4], weekendDays: [5, 6] })).toBe('rest_day'); // Friday
    expect(overtimeDayKind('2026-11-18', { holiday: false, shiftWorkDays: [0, 1, 2, 3, 4], weekendDays: [5, 6] })).toBe('workday');
    expect(overtimeDayKind('2026-11-21', { holiday: false, shiftWorkDays: null, weekendDays: [5, 6] })).toBe('rest_day');
    expect(overtimeDayKind('2026-11-21', { holiday: false, shiftWorkDays: [6], weekendDays: [5, 6] })).toBe('workday');
  });
});

describe('suggestions', () => {
  const firstIn = at('2026-11-18T05:50:00Z'); // 07:50
  const shiftEnd = at('2026-11-18T14:00:00Z'); // 16:00
  it('suggests the time after the shift on a work day, from 30 minutes', () => {
    const s = suggestOvertime({ dayKind: 'workday', firstIn, lastOut: at('2026-11-18T17:10:30Z'), shiftEnd, taken: [] });
    expect(s.map((x) => [x.start.toISOString(), x.end.toISOString()])).toEqual([['2026-11-18T14:00:00.000Z', '2026-11-18T17:10:00.000Z']]);
    expect(suggestOvertime({ dayKind: 'workday', firstIn, lastOut: at('2026-11-18T14:29:00Z'), shiftEnd, taken: [] })).toEqual([]);
  });
  it('suggests the whole presence on a rest day', () => {
    const s = suggestOvertime({ dayKind: 'rest_day', firstIn: at('2026-11-20T07:00:00Z'), lastOut: at('2026-11-20T11:00:00Z'), shiftEnd: null, taken: [] });
    expect(s).toHaveLength(1);
    expect(s[0].start.toISOString()).toBe('2026-11-20T07:00:00.000Z');
  });
  it('leaves out what is already requested, and days beyond the 12-hour limit', () => {
    const lastOut = at('2026-11-18T17:00:00Z');
    const taken = [span('2026-11-18T14:00:00Z', '2026-11-18T16:00:00Z')];
    const s = suggestOvertime({ dayKind: 'workday', firstIn, lastOut, shiftEnd, taken });
    expect(s.map((x) => x.start.toISOString())).toEqual(['2026-11-18T16:00:00.000Z']);
    expect(subtractSpans(span('2026-11-18T14:00:00Z', '2026-11-18T17:00:00Z'), [span('2026-11-18T15:00:00Z', '2026-11-18T16:00:00Z')])).toHaveLength(2);
    expect(suggestOvertime({ dayKind: 'workday', firstIn, lastOut: at('2026-11-18T18:30:00Z'), shiftEnd, taken: [] })).toEqual([]);
    expect(suggestOvertime({ dayKind: 'workday', firstIn: null, lastOut, shiftEnd, taken: [] })).toEqual([]);
    // Another day's overtime does not count towards this day's limit.
    const otherDay = [span('2026-11-15T14:00:00Z', '2026-11-15T18:00:00Z')];
    expect(suggestOvertime({ dayKind: 'workday', firstIn, lastOut, shiftEnd, taken: otherDay, dayOvertime: [] })).toHaveLength(1);
  });
});

describe('the filing schema', () => {
  const ok = { workDate: '2026-11-18', from: '17:00', to: '20:00', reason: ' Month-end closing ' };
  it('accepts a span and trims the reason', () => {
    expect(ZCreateOvertimeSchema.parse(ok).reason).toBe('Month-end closing');
    expect(ZCreateOvertimeSchema.safeParse({ ...ok, from: '22:00', to: '06:00' }).success).toBe(true);
  });
  it('refuses equal times, more than 12 hours, a missing reason and bad times', () => {
    expect(ZCreateOvertimeSchema.safeParse({ ...ok, to: '17:00' }).success).toBe(false);
    const long = ZCreateOvertimeSchema.safeParse({ ...ok, from: '06:00', to: '18:01' });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].message).toBe('errors.OVERTIME_SPAN_TOO_LONG');
    expect(ZCreateOvertimeSchema.safeParse({ ...ok, reason: '   ' }).success).toBe(false);
    expect(ZCreateOvertimeSchema.safeParse({ ...ok, from: '25:00' }).success).toBe(false);
    expect(ZCreateOvertimeSchema.safeParse({ ...ok, workDate: '2026-02-30' }).success).toBe(false);
  });
});
