import { describe, expect, it } from 'vitest';
import { compensatoryDayFor, followingWeek } from './rest-day.js';
import { splitOvertime } from './overtime-premiums.js';

const FRI_SAT = [5, 6];

describe('Art 121: work on the weekly rest day', () => {
  it('Art 121: work on Friday 11 December 2026 earns a rest day in the following week, Sunday 13 to Saturday 19', () => {
    expect(followingWeek('2026-12-11', FRI_SAT)).toEqual({ from: '2026-12-13', to: '2026-12-19' });
    expect(compensatoryDayFor({ workDate: '2026-12-11', dayKind: 'rest_day', dayOffInstead: false }, FRI_SAT)).toEqual({ kind: 'rest_day', dueFrom: '2026-12-13', dueTo: '2026-12-19' });
  });

  it('Art 121: the following week is the next one whatever day of the week the work was on', () => {
    for (const d of ['2026-12-06', '2026-12-09', '2026-12-12']) expect(followingWeek(d, FRI_SAT).from).toBe('2026-12-13');
    // A Sunday-only weekend: weeks start on Monday.
    expect(followingWeek('2026-12-13', [0])).toEqual({ from: '2026-12-14', to: '2026-12-20' });
  });

  it('Art 121: the rest day is owed even when the worker is paid one day’s wage for it (both, not either)', () => {
    expect(compensatoryDayFor({ workDate: '2026-12-12', dayKind: 'rest_day', dayOffInstead: true }, FRI_SAT)?.kind).toBe('rest_day');
    expect(splitOvertime([{ minutes: 480, nightMinutes: 0, dayKind: 'rest_day' }], { day: 1.35, night: 1.7, restDay: 2, holiday: 3 }).weightedHours).toBe(16);
  });

  it('Art 121: work on a work day earns no day off', () => {
    expect(compensatoryDayFor({ workDate: '2026-12-08', dayKind: 'workday', dayOffInstead: true }, FRI_SAT)).toBeNull();
  });
});

describe('Art 129 ¶2: work on an official holiday', () => {
  it('Art 129 ¶2: at the worker’s written request, another day off instead, from the next day (the law sets no week)', () => {
    expect(compensatoryDayFor({ workDate: '2026-10-06', dayKind: 'holiday', dayOffInstead: true }, FRI_SAT)).toEqual({ kind: 'holiday', dueFrom: '2026-10-07', dueTo: null });
  });
  it('Art 129 ¶2: without the written request, no day off: the day’s wage plus twice it', () => {
    expect(compensatoryDayFor({ workDate: '2026-10-06', dayKind: 'holiday', dayOffInstead: false }, FRI_SAT)).toBeNull();
  });
});
