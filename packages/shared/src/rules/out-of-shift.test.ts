import { describe, expect, it } from 'vitest';
import { dailyStatus, type TDayInput } from './attendance.js';
import { OUT_OF_SHIFT_EARLY_MINUTES, REPORT_LATE_OUT_MINUTES, outsideShiftSpan, punchOffShift } from './out-of-shift.js';
import { outOfShiftAt, reportOffShift } from './out-of-shift-day.js';

const TZ = 'Africa/Cairo';
/** Cairo is UTC+2 in January. */
const at = (local: string) => new Date(`${local}:00+02:00`);
const DAY = { startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4] };
const NIGHT = { startTime: '22:00', endTime: '06:00', graceMinutes: 10, workDays: [0, 1, 2, 3, 4] };
const RAMADAN_SHIFT = { ...DAY, ramadanStartTime: '10:00', ramadanEndTime: '15:00' };
const periods = [{ startDate: '2026-02-18', endDate: '2026-03-19' }];

describe('outsideShiftSpan', () => {
  const start = at('2026-01-12T08:00');
  const end = at('2026-01-12T16:00');
  it('takes a sign-in from 3 hours before the start up to the end', () => {
    expect(OUT_OF_SHIFT_EARLY_MINUTES).toBe(180);
    expect(outsideShiftSpan(at('2026-01-12T05:00'), start, end)).toBe(false);
    expect(outsideShiftSpan(at('2026-01-12T04:59'), start, end)).toBe(true);
    expect(outsideShiftSpan(at('2026-01-12T15:59'), start, end)).toBe(false);
    expect(outsideShiftSpan(at('2026-01-12T16:00'), start, end)).toBe(true);
    expect(outsideShiftSpan(at('2026-01-12T21:35'), start, end)).toBe(true);
  });
});

describe('outOfShiftAt', () => {
  const o = { timeZone: TZ, shift: DAY, periods: [] };
  it('21:35 on an 08:00–16:00 shift is out of shift, with the hours of that work date', () => {
    expect(outOfShiftAt(at('2026-01-12T21:35'), o)).toEqual({ workDate: '2026-01-12', startTime: '08:00', endTime: '16:00' });
    expect(outOfShiftAt(at('2026-01-12T09:40'), o)).toBeNull();
    expect(outOfShiftAt(at('2026-01-12T06:00'), o)).toBeNull();
  });

  it('a night shift crossing midnight: its evening start and early-morning hours are inside, the afternoon is not', () => {
    const n = { timeZone: TZ, shift: NIGHT, periods: [] };
    // Monday 12th 22:00 → Tuesday 06:00.
    expect(outOfShiftAt(at('2026-01-12T19:30'), n)).toBeNull();
    expect(outOfShiftAt(at('2026-01-12T23:50'), n)).toBeNull();
    expect(outOfShiftAt(at('2026-01-13T02:00'), n)).toBeNull();
    // 06:30 Tuesday belongs to Monday's night (its window runs to 18:00) and is after its end.
    expect(outOfShiftAt(at('2026-01-13T06:30'), n)).toEqual({ workDate: '2026-01-12', startTime: '22:00', endTime: '06:00' });
    expect(outOfShiftAt(at('2026-01-13T12:00'), n)).toEqual({ workDate: '2026-01-12', startTime: '22:00', endTime: '06:00' });
    // 18:30 Tuesday belongs to Tuesday's night and is more than 3 hours before 22:00.
    expect(outOfShiftAt(at('2026-01-13T18:30'), n)).toEqual({ workDate: '2026-01-13', startTime: '22:00', endTime: '06:00' });
  });

  it('nothing is out of shift without a shift, on a rest day or on a holiday', () => {
    expect(outOfShiftAt(at('2026-01-12T21:35'), { ...o, shift: null })).toBeNull();
    // Friday 16th is a rest day of the shift.
    expect(outOfShiftAt(at('2026-01-16T21:35'), o)).toBeNull();
    expect(outOfShiftAt(at('2026-01-12T21:35'), { ...o, holiday: (d) => d === '2026-01-12' })).toBeNull();
  });

  it('Ramadan hours count on Ramadan dates (shiftOn)', () => {
    const r = { timeZone: TZ, shift: RAMADAN_SHIFT, periods };
    // Thursday 19 Feb 2026 is in Ramadan: 10:00–15:00, so 15:30 is after the end and 07:30 inside the 3 hours before.
    expect(outOfShiftAt(at('2026-02-19T15:30'), r)).toEqual({ workDate: '2026-02-19', startTime: '10:00', endTime: '15:00' });
    expect(outOfShiftAt(at('2026-02-19T07:30'), r)).toBeNull();
    // Outside Ramadan, 15:30 is inside the usual 08:00–16:00.
    expect(outOfShiftAt(at('2026-02-12T15:30'), r)).toBeNull();
  });
});

describe('dailyStatus with a sign-in far outside the shift', () => {
  const base = (events: TDayInput['events']): TDayInput => ({
    date: '2026-01-12',
    timeZone: TZ,
    shift: DAY,
    weekendDays: [5, 6],
    holiday: false,
    leave: null,
    events,
    issuePending: false,
    now: at('2026-02-01T12:00'),
  });

  it('counts no lateness and flags the day', () => {
    const r = dailyStatus(base([{ type: 'in', at: at('2026-01-12T21:35') }, { type: 'out', at: at('2026-01-12T23:00') }]));
    expect(r).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, outOfShift: true });
    expect(dailyStatus(base([{ type: 'in', at: at('2026-01-12T21:35') }]))).toMatchObject({ status: 'incomplete', lateMinutes: 0, outOfShift: true });
  });

  it('a late arrival inside the shift is still late, and not flagged', () => {
    const r = dailyStatus(base([{ type: 'in', at: at('2026-01-12T15:00') }, { type: 'out', at: at('2026-01-12T16:00') }]));
    expect(r.lateMinutes).toBe(405);
    expect(r.outOfShift).toBeUndefined();
  });
});

describe('a reported missed punch far from the shift', () => {
  const start = at('2026-01-12T08:00');
  const end = at('2026-01-12T16:00');
  it('a sign-in: the clock’s span, with the distance to the edge it missed', () => {
    expect(punchOffShift('in', at('2026-01-12T05:00'), start, end)).toBeNull();
    expect(punchOffShift('in', at('2026-01-12T15:59'), start, end)).toBeNull();
    expect(punchOffShift('in', at('2026-01-12T04:30'), start, end)).toEqual({ side: 'before', minutes: 210 });
    expect(punchOffShift('in', at('2026-01-12T21:00'), start, end)).toEqual({ side: 'after', minutes: 300 });
    // At the end exactly: after, by at least a minute.
    expect(punchOffShift('in', end, start, end)).toEqual({ side: 'after', minutes: 1 });
  });

  it('a sign-out: from the start to 3 hours after the end (early leave, staying late)', () => {
    expect(REPORT_LATE_OUT_MINUTES).toBe(180);
    expect(punchOffShift('out', at('2026-01-12T08:00'), start, end)).toBeNull();
    expect(punchOffShift('out', at('2026-01-12T12:00'), start, end)).toBeNull();
    expect(punchOffShift('out', at('2026-01-12T19:00'), start, end)).toBeNull();
    expect(punchOffShift('out', at('2026-01-12T19:01'), start, end)).toEqual({ side: 'after', minutes: 181 });
    expect(punchOffShift('out', at('2026-01-12T07:30'), start, end)).toEqual({ side: 'before', minutes: 30 });
  });

  it('says why: a rest day, a holiday, or hours away from the day’s shift', () => {
    const o = { timeZone: TZ, shift: DAY, holiday: false };
    // Friday 16th is a rest day of the shift, whatever the time.
    expect(reportOffShift('out', at('2026-01-16T16:00'), { ...o, workDate: '2026-01-16' })).toEqual({ reason: 'restDay', minutes: 0, workDate: '2026-01-16', startTime: '08:00', endTime: '16:00' });
    expect(reportOffShift('in', at('2026-01-12T08:00'), { ...o, workDate: '2026-01-12', holiday: true })).toMatchObject({ reason: 'holiday' });
    expect(reportOffShift('out', at('2026-01-12T21:00'), { ...o, workDate: '2026-01-12' })).toMatchObject({ reason: 'after', minutes: 300 });
    expect(reportOffShift('in', at('2026-01-12T08:10'), { ...o, workDate: '2026-01-12' })).toBeNull();
    // No shift: no hours to be far from.
    expect(reportOffShift('out', at('2026-01-16T23:00'), { ...o, shift: null, workDate: '2026-01-16' })).toBeNull();
  });

  it('a night shift’s sign-out the next morning belongs to the evening before', () => {
    const o = { timeZone: TZ, shift: NIGHT, holiday: false, workDate: '2026-01-12' };
    expect(reportOffShift('out', at('2026-01-13T06:10'), o)).toBeNull();
    expect(reportOffShift('out', at('2026-01-13T10:00'), o)).toMatchObject({ reason: 'after', minutes: 240 });
  });
});
