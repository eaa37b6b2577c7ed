import { describe, expect, it } from 'vitest';
import { dailyStatus, dayWindow, firstTrackedDate, firstWorkDate, workDateOf, type TDayInput } from './attendance.js';

const TZ = 'Africa/Cairo';
const DAY = { startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4] };
const NIGHT = { startTime: '22:00', endTime: '06:00', graceMinutes: 10, workDays: [0, 1, 2, 3, 4] };
/** Cairo is UTC+2 in January. */
const at = (local: string) => new Date(`${local}:00+02:00`);
const base = (over: Partial<TDayInput>): TDayInput => ({
  date: '2026-01-12', // a Monday
  timeZone: TZ,
  shift: DAY,
  weekendDays: [5, 6],
  holiday: false,
  leave: null,
  events: [],
  issuePending: false,
  now: at('2026-02-01T12:00'),
  ...over,
});

describe('dailyStatus', () => {
  it('present on a day shift, with worked hours, on time within grace', () => {
    const r = dailyStatus(base({ events: [{ type: 'in', at: at('2026-01-12T08:15') }, { type: 'out', at: at('2026-01-12T16:00') }] }));
    expect(r).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 465 });
  });

  it('an approved permission covers the late arrival and the early leave it names', () => {
    const events = [{ type: 'in' as const, at: at('2026-01-12T09:30') }, { type: 'out' as const, at: at('2026-01-12T15:00') }];
    expect(dailyStatus(base({ events }))).toMatchObject({ lateMinutes: 75, earlyLeaveMinutes: 60, permissionMinutes: 0 });
    const covered = dailyStatus(base({ events, permission: { lateMinutes: 90, earlyMinutes: 60 } }));
    expect(covered).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, permissionMinutes: 150 });
    // Beyond the permission, the rest is late.
    expect(dailyStatus(base({ events, permission: { lateMinutes: 60, earlyMinutes: 0 } }))).toMatchObject({ lateMinutes: 15, earlyLeaveMinutes: 60, permissionMinutes: 60 });
  });

  it('late by 1 minute beyond grace, and early leave', () => {
    const r = dailyStatus(base({ events: [{ type: 'in', at: at('2026-01-12T08:16') }, { type: 'out', at: at('2026-01-12T15:30') }] }));
    expect(r).toMatchObject({ status: 'present', lateMinutes: 1, earlyLeaveMinutes: 30 });
  });

  it('a night shift across midnight is one work day, the day it starts', () => {
    const events = [
      { type: 'in' as const, at: at('2026-01-12T22:05') },
      { type: 'out' as const, at: at('2026-01-13T06:02') },
    ];
    expect(dailyStatus(base({ shift: NIGHT, events }))).toMatchObject({ status: 'present', lateMinutes: 0, workedMinutes: 477 });
    // The next day (Tuesday) has none of these events: absent, not present.
    expect(dailyStatus(base({ date: '2026-01-13', shift: NIGHT, events })).status).toBe('absent');
  });

  it('an event exactly at midnight belongs to the day shift before it, and to the night shift that started the evening before', () => {
    const midnight = at('2026-01-13T00:00');
    const w = dayWindow('2026-01-12', TZ, DAY);
    expect(midnight >= w.from && midnight < w.to).toBe(true);
    const r = dailyStatus(base({ events: [{ type: 'in', at: at('2026-01-12T08:00') }, { type: 'out', at: midnight }] }));
    expect(r).toMatchObject({ status: 'present', earlyLeaveMinutes: 0, workedMinutes: 960 });
    const night = dailyStatus(base({ shift: NIGHT, events: [{ type: 'in', at: at('2026-01-12T22:00') }, { type: 'out', at: midnight }] }));
    expect(night).toMatchObject({ status: 'present', earlyLeaveMinutes: 360 });
  });

  it('a holiday, the weekend and full-day leave are not absences', () => {
    expect(dailyStatus(base({ holiday: true })).status).toBe('holiday');
    expect(dailyStatus(base({ date: '2026-01-16', shift: null })).status).toBe('weekend');
    expect(dailyStatus(base({ leave: { halfDay: 'none' } })).status).toBe('leave');
    // A leave's dates may span a weekend or a holiday: those days stay weekend and holiday (never counted as leave).
    expect(dailyStatus(base({ date: '2026-01-16', shift: null, leave: { halfDay: 'none' } })).status).toBe('weekend');
    expect(dailyStatus(base({ holiday: true, leave: { halfDay: 'none' } })).status).toBe('holiday');
  });

  it('half-day leave in the morning: the day starts at midday, so arriving at 12:05 is on time', () => {
    const events = [
      { type: 'in' as const, at: at('2026-01-12T12:05') },
      { type: 'out' as const, at: at('2026-01-12T16:00') },
    ];
    expect(dailyStatus(base({ leave: { halfDay: 'am' }, events }))).toMatchObject({ status: 'present', lateMinutes: 0, halfDayLeave: 'am' });
    expect(dailyStatus(base({ leave: { halfDay: 'pm' }, events: [{ type: 'in', at: at('2026-01-12T08:00') }, { type: 'out', at: at('2026-01-12T12:00') }] }))).toMatchObject({
      status: 'present',
      earlyLeaveMinutes: 0,
    });
  });

  it('signed in and never out is incomplete once the day is over; no event is absent; a pending issue shows', () => {
    expect(dailyStatus(base({ events: [{ type: 'in', at: at('2026-01-12T08:00') }] })).status).toBe('incomplete');
    expect(dailyStatus(base({ events: [{ type: 'in', at: at('2026-01-12T08:00') }], now: at('2026-01-12T10:00') })).status).toBe('present');
    expect(dailyStatus(base({})).status).toBe('absent');
    expect(dailyStatus(base({ now: at('2026-01-12T07:00') })).status).toBe('upcoming');
    expect(dailyStatus(base({ issuePending: true })).status).toBe('issue');
    // A forgotten sign-in: the day is absent, and its sign-out is still shown.
    expect(dailyStatus(base({ events: [{ type: 'out', at: at('2026-01-12T17:05') }] }))).toMatchObject({ status: 'absent', firstIn: null, lastOut: at('2026-01-12T17:05'), workedMinutes: 0 });
  });
});

describe('workDateOf', () => {
  it('puts a night shift sign-out after midnight on the day the shift started, and a day shift on its calendar day', () => {
    const night = { startTime: '22:00' };
    expect(workDateOf(new Date('2026-01-13T04:00:00Z'), 'Africa/Cairo', night)).toBe('2026-01-12'); // 06:00 local
    expect(workDateOf(new Date('2026-01-12T20:30:00Z'), 'Africa/Cairo', night)).toBe('2026-01-12'); // 22:30 local
    expect(workDateOf(new Date('2026-01-12T22:00:00Z'), 'Africa/Cairo', null)).toBe('2026-01-13'); // midnight exactly
    expect(workDateOf(new Date('2026-01-12T21:59:00Z'), 'Africa/Cairo', { startTime: '09:00' })).toBe('2026-01-12'); // 23:59 local
  });
});

describe('firstWorkDate', () => {
  it('is the hire date when there is one, whenever the record was made', () => {
    expect(firstWorkDate({ hireDate: '2026-11-20', createdAt: '2026-11-01T10:00:00Z' }, TZ)).toBe('2026-11-20');
    expect(firstWorkDate({ hireDate: '2020-01-05', createdAt: new Date('2026-11-01T10:00:00Z') }, TZ)).toBe('2020-01-05');
  });
  it("without one, is the day the record was made in the organisation's time zone", () => {
    // 23:30 UTC on the 23rd is 01:30 on the 24th in Cairo (UTC+2 in November).
    expect(firstWorkDate({ hireDate: null, createdAt: '2026-11-23T23:30:00Z' }, TZ)).toBe('2026-11-24');
    expect(firstWorkDate({ hireDate: null, createdAt: new Date('2026-11-23T21:30:00Z') }, TZ)).toBe('2026-11-23');
  });
});

describe('firstTrackedDate', () => {
  const hiredLongAgo = { hireDate: '2015-03-01', createdAt: '2026-11-01T10:00:00Z' };
  it('is the tracking start for someone hired before it (go-live: no absence before the system existed)', () => {
    expect(firstTrackedDate(hiredLongAgo, '2026-11-15', TZ)).toBe('2026-11-15');
  });
  it('is the hire date when the person was hired after the tracking start', () => {
    expect(firstTrackedDate({ hireDate: '2026-12-01', createdAt: '2026-11-01T10:00:00Z' }, '2026-11-15', TZ)).toBe('2026-12-01');
    expect(firstTrackedDate({ hireDate: '2026-11-15', createdAt: '2026-11-01T10:00:00Z' }, '2026-11-15', TZ)).toBe('2026-11-15');
  });
  it('without a tracking start (installations before go-live dates) is the first work day as before', () => {
    expect(firstTrackedDate(hiredLongAgo, null, TZ)).toBe('2015-03-01');
    expect(firstTrackedDate({ hireDate: null, createdAt: '2026-11-23T23:30:00Z' }, null, TZ)).toBe('2026-11-24');
  });
  it('without a hire date, is the later of the tracking start and the day the record was made', () => {
    expect(firstTrackedDate({ hireDate: null, createdAt: '2026-11-23T23:30:00Z' }, '2026-11-01', TZ)).toBe('2026-11-24');
    expect(firstTrackedDate({ hireDate: null, createdAt: '2026-11-23T10:00:00Z' }, '2026-12-01', TZ)).toBe('2026-12-01');
  });
});
