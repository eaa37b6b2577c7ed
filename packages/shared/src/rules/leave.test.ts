import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  annualEntitlement,
  leaveChangeProblem,
  canCancelLeave,
  checkBalanceChange,
  computeBalance,
  countLeaveDays,
  eachDate,
  monthsBetween,
  type TBalanceYear,
  type TDayCalendar,
} from './leave.js';
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

describe('checkBalanceChange', () => {
  const grant = (years: number[], granted = 21) => years.map((year) => ({ year, granted, taken: 0, pending: 0 }));
  const file = (years: readonly TBalanceYear[], year: number, days: number) => years.map((y) => (y.year === year ? { ...y, pending: y.pending + days } : y));

  it('refuses this year\'s request that leaves next year\'s bookings uncovered', () => {
    // Next year booked its own 21 days and the 21 carried from this year: both years show 0 left.
    const before = file(grant([2026, 2027, 2028]), 2027, 42);
    expect(computeBalance(before, 2026).remaining).toBe(21);
    expect(computeBalance(before, 2027).remaining).toBe(0);
    const c = checkBalanceChange(before, file(before, 2026, 1), 2026, 2);
    expect(c.ok).toBe(false);
    expect(c.worst).toEqual({ year: 2027, before: 0, after: -1 });
    expect(c.years.find((y) => y.year === 2026)).toEqual({ year: 2026, before: 21, after: 20 });
    expect(c.lowestAfter).toBe(-1);
  });
  it('accepts when every later year keeps its days, and reports the lowest remaining after', () => {
    const before = file(grant([2026, 2027, 2028]), 2027, 30);
    const c = checkBalanceChange(before, file(before, 2026, 12), 2026, 2);
    expect(c.ok).toBe(true);
    expect(c.years.map((y) => y.after)).toEqual([9, 0, 21]);
    expect(c.lowestAfter).toBe(0);
    expect(checkBalanceChange(before, file(before, 2026, 12.5), 2026, 2).ok).toBe(false);
  });
  it('refuses an HR deduction that a later year\'s carried days already use', () => {
    const before = file(grant([2026, 2027]), 2027, 25);
    const after = before.map((y) => (y.year === 2026 ? { ...y, granted: y.granted - 5 } : y));
    expect(checkBalanceChange(before, after, 2026, 2)).toMatchObject({ ok: true, lowestAfter: 12, worst: null });
    const deep = before.map((y) => (y.year === 2026 ? { ...y, granted: y.granted - 19 } : y));
    expect(checkBalanceChange(before, deep, 2026, 2)).toMatchObject({ ok: false, worst: { year: 2027, before: 17, after: -2 } });
  });
  it('days that expire before a later year cannot overdraw it', () => {
    // Without carry-over, this year's request never reaches next year.
    const before = file(grant([2026, 2027]), 2027, 21);
    expect(checkBalanceChange(before, file(before, 2026, 21), 2026, 0).ok).toBe(true);
  });
  it('a year already below zero does not block a change that leaves it as it was', () => {
    const before = [{ year: 2026, granted: 21, taken: 0, pending: 0 }, { year: 2027, granted: 0, taken: 3, pending: 0 }];
    expect(checkBalanceChange(before, file(before, 2026, 1), 2026, 0).ok).toBe(true);
    expect(checkBalanceChange(before, file(before, 2027, 1), 2027, 0)).toMatchObject({ ok: false, worst: { year: 2027, before: -3, after: -4 } });
  });
  it('property: filings, cancellations and HR adjustments over several years, each accepted only when the rule says so, never leave a year below zero', () => {
    const first = 2024;
    const span = 6;
    const change = fc.oneof(
      fc.record({ kind: fc.constant('file' as const), year: fc.integer({ min: first, max: first + span - 1 }), days: fc.integer({ min: 1, max: 30 }).map((n) => n / 2) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('adjust' as const), year: fc.integer({ min: first, max: first + span - 1 }), days: fc.integer({ min: -20, max: 20 }).map((n) => n / 2) }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: span, maxLength: span }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.array(change, { maxLength: 60 }),
        (grants, carry, windowed, changes) => {
          const history = windowed ? carry + 2 : Number.POSITIVE_INFINITY;
          let years: TBalanceYear[] = grants.map((granted, i) => ({ year: first + i, granted, taken: 0, pending: 0 }));
          const filed: { year: number; days: number }[] = [];
          for (const c of changes) {
            let next: TBalanceYear[];
            let from: number;
            if (c.kind === 'cancel') {
              if (!filed.length) continue;
              const [r] = filed.splice(c.pick % filed.length, 1);
              // Cancelling is never refused: it must never lower any year.
              years = file(years, r.year, -r.days);
              continue;
            } else if (c.kind === 'file') {
              next = file(years, c.year, c.days);
              from = c.year;
            } else {
              next = years.map((y) => (y.year === c.year ? { ...y, granted: y.granted + c.days } : y));
              from = c.year;
            }
            const check = checkBalanceChange(years, next, from, carry, history);
            if (!check.ok) continue;
            years = next;
            if (c.kind === 'file') filed.push({ year: c.year, days: c.days });
          }
          for (let z = first; z < first + span; z++) {
            expect(computeBalance(years.filter((y) => y.year >= z - history), z, carry).remaining).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 500 },
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

describe('leaveChangeProblem', () => {
  const r = { state: 'approved' as const, startDate: '2026-12-06', endDate: '2026-12-10', changePending: false };
  it('cancels approved leave only before it starts', () => {
    expect(leaveChangeProblem(r, { kind: 'cancel' }, '2026-12-05')).toBeNull();
    expect(leaveChangeProblem(r, { kind: 'cancel' }, '2026-12-06')).toBe('NOT_CANCELLABLE');
  });
  it('shortens to a day from the start and today on, before the current end', () => {
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-06' }, '2026-12-01')).toBeNull();
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-10' }, '2026-12-01')).toBe('BAD_END_DATE');
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-05' }, '2026-12-01')).toBe('BAD_END_DATE');
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-07' }, '2026-12-08')).toBe('BAD_END_DATE');
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-08' }, '2026-12-08')).toBeNull();
  });
  it('refuses leave that is not approved, has ended, or already asks a change', () => {
    expect(leaveChangeProblem({ ...r, state: 'requested' }, { kind: 'cancel' }, '2026-12-01')).toBe('NOT_CHANGEABLE');
    expect(leaveChangeProblem(r, { kind: 'shorten', endDate: '2026-12-07' }, '2026-12-11')).toBe('NOT_CHANGEABLE');
    expect(leaveChangeProblem({ ...r, changePending: true }, { kind: 'cancel' }, '2026-12-01')).toBe('CHANGE_PENDING');
  });
});
