import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso, annualEntitlement, canCancelLeave, computeBalance, countLeaveDays, eachDate, monthsBetween, type TDayCalendar } from './leave.js';
import { isWeekend } from './calendar.js';

const holidays = new Set(['2026-10-06', '2026-07-23']);
const cal: TDayCalendar = { isRestDay: (d) => isWeekend(d, [5, 6]), isHoliday: (d) => holidays.has(d) };

/** Any date in 2025–2027, and a range of up to 60 days from it. */
const date = fc.integer({ min: 0, max: 1094 }).map((n) => addDaysIso('2025-01-01', n));
const range = fc.tuple(date, fc.integer({ min: 0, max: 60 })).map(([start, len]) => ({ startDate: start, endDate: addDaysIso(start, len) }));

describe('countLeaveDays', () => {
  it('skips the weekend and a holiday for a working-days type, and counts every day for a calendar-days type', () => {
    // Thursday 1 Oct to Wednesday 7 Oct 2026: Fri 2 and Sat 3 are the weekend, Tue 6 is Armed Forces Day.
    expect(countLeaveDays({ startDate: '2026-10-01', endDate: '2026-10-07' }, 'working', cal)).toBe(4);
    expect(countLeaveDays({ startDate: '2026-10-01', endDate: '2026-10-07' }, 'calendar', cal)).toBe(7);
  });

  it('a half day is half of one counted day, and nothing on a rest day', () => {
    expect(countLeaveDays({ startDate: '2026-10-01', endDate: '2026-10-01', halfDay: 'am' }, 'working', cal)).toBe(0.5);
    expect(countLeaveDays({ startDate: '2026-10-02', endDate: '2026-10-02', halfDay: 'pm' }, 'working', cal)).toBe(0);
  });

  it('property: a working-days range never counts a weekend day or a holiday', () => {
    fc.assert(
      fc.property(range, (r) => {
        const counted = eachDate(r.startDate, r.endDate).filter((d) => !cal.isRestDay(d) && !cal.isHoliday(d)).length;
        expect(countLeaveDays(r, 'working', cal)).toBe(counted);
        expect(countLeaveDays(r, 'working', cal)).toBeLessThanOrEqual(countLeaveDays(r, 'calendar', cal));
      }),
    );
  });

  it('property: the count is additive over adjacent ranges', () => {
    fc.assert(
      fc.property(range, fc.integer({ min: 0, max: 60 }), fc.constantFrom('working' as const, 'calendar' as const), (r, split, basis) => {
        const len = eachDate(r.startDate, r.endDate).length;
        const mid = addDaysIso(r.startDate, Math.min(split, len - 1));
        const left = countLeaveDays({ startDate: r.startDate, endDate: mid }, basis, cal);
        const right = mid === r.endDate ? 0 : countLeaveDays({ startDate: addDaysIso(mid, 1), endDate: r.endDate }, basis, cal);
        expect(left + right).toBe(countLeaveDays(r, basis, cal));
      }),
    );
  });
});

describe('annualEntitlement (Labour Law 14 of 2025)', () => {
  const asOf = '2026-11-22';
  it('nothing before six months of service, then 15 pro rata in the year of hire', () => {
    expect(annualEntitlement({ hireDate: '2026-07-01', birthDate: null, disability: false }, 2026, asOf)).toBe(0);
    expect(annualEntitlement({ hireDate: '2026-03-01', birthDate: null, disability: false }, 2026, asOf)).toBe(12.5);
    expect(annualEntitlement({ hireDate: '2026-01-01', birthDate: null, disability: false }, 2026, asOf)).toBe(15);
  });
  it('21 after the first year', () => {
    expect(annualEntitlement({ hireDate: '2020-05-10', birthDate: '1990-01-01', disability: false }, 2026, asOf)).toBe(21);
  });
  it('30 from the year of ten years of service', () => {
    expect(annualEntitlement({ hireDate: '2016-12-31', birthDate: '1990-01-01', disability: false }, 2026, asOf)).toBe(30);
    expect(annualEntitlement({ hireDate: '2017-01-01', birthDate: '1990-01-01', disability: false }, 2026, asOf)).toBe(21);
  });
  it('30 from the year the person turns 50', () => {
    expect(annualEntitlement({ hireDate: '2024-01-01', birthDate: '1976-12-31', disability: false }, 2026, asOf)).toBe(30);
    expect(annualEntitlement({ hireDate: '2024-01-01', birthDate: '1977-01-01', disability: false }, 2026, asOf)).toBe(21);
  });
  it('45 with a disability', () => {
    expect(annualEntitlement({ hireDate: '2024-01-01', birthDate: '1995-01-01', disability: true }, 2026, asOf)).toBe(45);
  });
  it('monthsBetween counts a month once its day is reached', () => {
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(0);
    expect(monthsBetween('2026-01-15', '2026-07-15')).toBe(6);
  });
});

describe('computeBalance', () => {
  it('counts pending days, so they can never overdraw', () => {
    const b = computeBalance([{ year: 2026, granted: 21, taken: 5, pending: 3 }], 2026);
    expect(b).toEqual({ year: 2026, entitled: 21, carriedOver: 0, taken: 5, pending: 3, remaining: 13 });
  });
  it('carries unused days for two years, oldest used first', () => {
    const years = [
      { year: 2023, granted: 21, taken: 11, pending: 0 }, // 10 left, expires after 2025
      { year: 2024, granted: 21, taken: 21, pending: 0 }, // uses 10 from 2023 first, 11 of 2024: 10 left
      { year: 2025, granted: 21, taken: 0, pending: 0 },
      { year: 2026, granted: 21, taken: 0, pending: 0 },
    ];
    // Into 2026: 2023's lot expired, 2024's 10 and 2025's 21 remain.
    expect(computeBalance(years, 2026)).toMatchObject({ carriedOver: 31, remaining: 52 });
    expect(computeBalance(years, 2025)).toMatchObject({ carriedOver: 10, remaining: 31 });
  });
  it('property: remaining = granted - used when nothing expires', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 0, max: 45 }), fc.integer({ min: 0, max: 45 }), (granted, taken, pending) => {
        const b = computeBalance([{ year: 2026, granted, taken, pending }], 2026);
        expect(b.remaining).toBe(granted - taken - pending);
      }),
    );
  });
});

describe('canCancelLeave', () => {
  it('the requester while pending; only the approver or HR once approved; nobody after a decision against', () => {
    expect(canCancelLeave('requested', { isRequester: true, isApprover: false, isHr: false })).toBe(true);
    expect(canCancelLeave('approved', { isRequester: true, isApprover: false, isHr: false })).toBe(false);
    expect(canCancelLeave('approved', { isRequester: false, isApprover: true, isHr: false })).toBe(true);
    expect(canCancelLeave('rejected', { isRequester: false, isApprover: false, isHr: true })).toBe(false);
  });
});
