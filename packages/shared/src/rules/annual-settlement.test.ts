import { describe, expect, it } from 'vitest';
import { annualMinimum, endOfServiceDays, lotsOf, payrollMonthFor, settlementDue, settlementState } from './annual-settlement.js';
import { computeBalance, grantExpired, type TBalanceYear } from './leave.js';

const y = (year: number, granted: number, taken = 0, pending = 0): TBalanceYear => ({ year, granted, taken, pending });

describe('Art 125: no annual day expires under the law’s rule (annualSettlement)', () => {
  const years = [y(2022, 21), y(2023, 21, 10), y(2024, 21), y(2025, 21), y(2026, 21, 5)];
  it('Art 125: with the old expiry, grants older than the carry-over are lost', () => {
    expect(computeBalance(years, 2026, 2, null).remaining).toBe(21 + 21 + 21 - 5);
  });
  it('Art 125: from the year HR chose no grant expires; one that expired on an earlier 1 January stays expired', () => {
    // No expiry from 2026: the grants of 2023 (expiring 1 Jan 2026) are kept; 2022's expired on 1 Jan 2025.
    expect(grantExpired(2022, 2026, 2, 2026)).toBe(true);
    expect(grantExpired(2023, 2026, 2, 2026)).toBe(false);
    // 2023 took its 10 days out of the grant of 2022 (oldest first), which then expired with 11 left.
    expect(computeBalance(years, 2026, 2, 2026).remaining).toBe(21 + 21 + 21 + 21 - 5);
  });
  it('Art 125: moving with the latest year changes no balance shown this year', () => {
    expect(computeBalance(years, 2026, 2, 2027).remaining).toBe(computeBalance(years, 2026, 2, null).remaining);
    expect(computeBalance([...years, y(2027, 21)], 2027, 2, 2027).remaining).toBeGreaterThan(computeBalance([...years, y(2027, 21)], 2027, 2, null).remaining);
  });
  it('Art 125: grants more than three years old with days left are due for settlement, oldest used first', () => {
    const lots = lotsOf([y(2022, 21, 21), y(2023, 21, 4), y(2024, 21), y(2025, 21), y(2026, 21, 5)], 2, 2020);
    // The grant of 2023: 21, less its own 4 and the 5 taken in 2026 (oldest grant first): 12 left.
    expect(settlementDue(lots, '2026-12-07')).toEqual([{ year: 2023, left: 12 }]);
    expect(settlementDue(lots, '2025-12-31')).toEqual([]);
  });
  it('Art 125: days booked in a later year settle the oldest grants first', () => {
    const lots = lotsOf([y(2023, 21), y(2024, 21), y(2025, 21), y(2026, 21), y(2027, 0, 0, 15)], 2, 2020);
    expect(settlementDue(lots, '2026-06-01')).toEqual([{ year: 2023, left: 6 }]);
  });
});

describe('Art 125: HR’s decisions (annualSettlement, annualRefusal)', () => {
  const due = [{ year: 2022, left: 3 }, { year: 2023, left: 5 }];
  it('Art 125: undecided grants are due; a date to take them by is scheduled, then overdue once past', () => {
    expect(settlementState(due, [], '2026-12-07')).toBe('due');
    const grant = [2022, 2023].map((year) => ({ year, decision: 'grant' as const, takeBy: '2027-01-31', decidedAt: '2026-12-01T10:00:00Z' }));
    expect(settlementState(due, grant, '2026-12-07')).toBe('scheduled');
    expect(settlementState(due, grant, '2027-02-01')).toBe('overdue');
  });
  it('Art 125: a written refusal is recorded as refused and keeps no cash equivalent at the end of service', () => {
    const refused = [{ year: 2022, decision: 'refused' as const, takeBy: null, decidedAt: '2026-12-01T10:00:00Z' }];
    expect(settlementState([due[0]], refused, '2026-12-07')).toBe('refused');
    expect(endOfServiceDays([...due, { year: 2026, left: 10 }], refused)).toBe(15);
  });
});

describe('Art 125: end of service (annualEndOfService)', () => {
  it('Art 125: every day left is owed in cash', () => {
    expect(endOfServiceDays([{ year: 2025, left: 4.5 }, { year: 2026, left: 21 }, { year: 2024, left: 0 }], [])).toBe(25.5);
  });
  it('Art 125: a payment goes to the first payroll month not closed, so a closed month never changes', () => {
    const closed = new Set(['2026-12', '2027-01']);
    expect(payrollMonthFor('2026-12-07', (m) => closed.has(m))).toBe('2027-02');
    expect(payrollMonthFor('2026-11-30', (m) => closed.has(m))).toBe('2026-11');
  });
});

describe('Art 125: at least 15 days a year, six in a row (annualMinimum)', () => {
  const person = { hireDate: '2015-01-01', birthDate: '1990-01-01', disability: false };
  // Friday and Saturday off.
  const off = (d: string) => [5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
  it('Art 125: 15 days with a run of six across a weekend meets it', () => {
    // Sun 1 Mar – Thu 5 Mar (5) and Sun 8 Mar (1): the weekend between does not break the run.
    const r = annualMinimum(person, 2026, [{ startDate: '2026-03-01', endDate: '2026-03-05', days: 5 }, { startDate: '2026-03-08', endDate: '2026-03-08', days: 1 }, { startDate: '2026-07-05', endDate: '2026-07-16', days: 10 }], off);
    expect(r).toMatchObject({ required: 15, requiredRun: 6, booked: 16, longestRun: 10, short: false, noRun: false });
    const six = annualMinimum(person, 2026, [{ startDate: '2026-03-01', endDate: '2026-03-05', days: 5 }, { startDate: '2026-03-08', endDate: '2026-03-08', days: 1 }], off);
    expect(six).toMatchObject({ longestRun: 6, noRun: false, short: true });
  });
  it('Art 125: 15 days in short pieces have no run of six', () => {
    const pieces = [0, 1, 2].map((i) => ({ startDate: `2026-0${i + 3}-01`, endDate: `2026-0${i + 3}-05`, days: 5 }));
    expect(annualMinimum(person, 2026, pieces, off)).toMatchObject({ booked: 15, short: false, longestRun: 5, noRun: true });
  });
  it('Art 125 with Art 124 ¶2: someone hired during the year is owed the year’s pro-rata days, and none before six months', () => {
    const r = annualMinimum({ ...person, hireDate: '2026-03-01' }, 2026, [], off);
    expect(r).toMatchObject({ required: 12.5, requiredRun: 6, short: true, noRun: true });
    expect(annualMinimum({ ...person, hireDate: '2026-09-01' }, 2026, [], off)).toBeNull();
  });
});
