/**
 * Art 125 of Labour Law 14/2025 on the annual balance: no day is lost, the employer settles it
 * (lets the days be taken, or pays their wage equivalent) every three years at most, a worker's
 * written refusal to take leave on the dates set loses the cash equivalent of those days, the
 * balance left when employment ends is paid, and every year the worker gets at least 15 days, six of
 * them in a row. Pure functions: the server applies them, the screens show the same figures.
 */
import { annualEntitlement, balanceLots, eachDate, type TBalanceLot, type TBalanceYear, type TEntitlementPerson } from './leave.js';

/** Art 125: the employer settles the balance or pays it every 3 years at most (law rule annualSettlement). */
export const SETTLEMENT_YEARS = 3;
/**
 * The law came into force on 1 September 2025: the first 1 January under it. An installation moving
 * from expiry to the law's rule may choose to bring back days that expired on that day or later.
 */
export const LAW_FIRST_JANUARY = 2026;
/** Art 125: at least 15 days a year, of which at least 6 in a row (law rule annualMinimum). */
export const ANNUAL_MINIMUM_DAYS = 15;
export const ANNUAL_MINIMUM_RUN = 6;

export const SETTLEMENT_DECISIONS = ['grant', 'pay', 'refused'] as const;
export type TSettlementDecision = (typeof SETTLEMENT_DECISIONS)[number];

/**
 * The grants due for settlement on `today` (law rule annualSettlement, Art 125): what is left of a
 * year's grant once it is more than three years old (the grant of 2023 on 1 January 2026 and after),
 * used oldest first, pending requests counting as used. `lots` are balanceLots() over every year
 * up to the latest one with bookings, so days booked ahead settle the oldest grants first.
 */
export function settlementDue(lots: readonly TBalanceLot[], today: string): TBalanceLot[] {
  const lastDueYear = Number(today.slice(0, 4)) - SETTLEMENT_YEARS;
  return lots.filter((l) => l.year <= lastDueYear && l.left > 0).map((l) => ({ year: l.year, left: round3(l.left) }));
}

/** The lots of a balance over all its years, with no expiry after `noExpiryFrom`. */
export function lotsOf(years: readonly TBalanceYear[], carryYears: number, noExpiryFrom: number | null): TBalanceLot[] {
  if (!years.length) return [];
  const last = Math.max(...years.map((y) => y.year));
  return balanceLots(years, last, carryYears, noExpiryFrom).lots;
}

export interface TSettlementDecisionRow {
  year: number;
  decision: TSettlementDecision;
  /** For 'grant': the date by which the days are to be taken. */
  takeBy: string | null;
  /** When it was decided: the latest decision for a year counts. */
  decidedAt: string;
}

export const SETTLEMENT_STATES = ['due', 'overdue', 'scheduled', 'refused'] as const;
export type TSettlementState = (typeof SETTLEMENT_STATES)[number];

/**
 * Where a person's due grants stand: 'due' when a grant has no decision, 'overdue' when the date by
 * which its days were to be taken has passed and days are left, 'scheduled' while every grant is
 * to be taken by a date still to come, 'refused' when the worker refused in writing to take them on
 * the dates set (law rule annualRefusal: they stay on the balance, with no cash equivalent).
 * The first of due, overdue, scheduled, refused that any grant is in.
 */
export function settlementState(due: readonly TBalanceLot[], decisions: readonly TSettlementDecisionRow[], today: string): TSettlementState | null {
  if (!due.length) return null;
  const states = due.map((l) => {
    const d = latestFor(decisions, l.year);
    if (!d || d.decision === 'pay') return 'due';
    if (d.decision === 'refused') return 'refused';
    return d.takeBy && d.takeBy >= today ? 'scheduled' : 'overdue';
  });
  return SETTLEMENT_STATES.find((s) => states.includes(s)) ?? null;
}

/** The latest decision about a year's grant, if any. */
export function latestFor(decisions: readonly TSettlementDecisionRow[], year: number): TSettlementDecisionRow | undefined {
  let out: TSettlementDecisionRow | undefined;
  for (const d of decisions) if (d.year === year && (!out || d.decidedAt >= out.decidedAt)) out = d;
  return out;
}

/**
 * The days owed in cash when employment ends (law rule annualEndOfService, Art 125): every day left
 * on the balance, except what is left of grants the worker refused in writing to take (law rule
 * annualRefusal: they lost the cash equivalent of those days).
 */
export function endOfServiceDays(lots: readonly TBalanceLot[], decisions: readonly TSettlementDecisionRow[]): number {
  let days = 0;
  for (const l of lots) if (l.left > 0 && latestFor(decisions, l.year)?.decision !== 'refused') days += l.left;
  return round3(days);
}

/** The payroll month ('YYYY-MM') a payment made on `date` goes to: its own, or the first after it that is not closed. */
export function payrollMonthFor(date: string, isClosed: (month: string) => boolean): string {
  let m = date.slice(0, 7);
  for (let i = 0; i < 240 && isClosed(m); i++) {
    const [y, mo] = m.split('-').map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return m;
}

export interface TMinimumLeave {
  startDate: string;
  endDate: string;
  /** The annual-balance days the request takes (working days). */
  days: number;
}

export interface TAnnualMinimum {
  /** The days the person must get this year: 15, or the year's entitlement when it is smaller. */
  required: number;
  /** The run in a row they must get: 6, or `required` when it is smaller. */
  requiredRun: number;
  /** Annual-balance days taken, approved or asked for in the year. */
  booked: number;
  /** The longest run of leave days in a row (rest days and holidays inside it do not break it). */
  longestRun: number;
  short: boolean;
  noRun: boolean;
}

/**
 * Whether a person gets the minimum Art 125 sets in `year` (law rule annualMinimum): at least 15
 * days, six of them in a row, counting leave taken, approved and still pending. A person hired
 * during the year is owed the year's pro-rata entitlement (Art 124 ¶2), so the 15 days become that
 * entitlement when smaller; someone whose six months fall in a later year has none and is not
 * checked (null). Days in a row: leave days following each other where the dates between are
 * weekly rest days or official holidays (`isOffDay`), which are not counted in leave (Art 124).
 */
export function annualMinimum(
  person: TEntitlementPerson,
  year: number,
  leave: readonly TMinimumLeave[],
  isOffDay: (date: string) => boolean,
  entitlement = annualEntitlement(person, year, `${year}-12-31`),
): TAnnualMinimum | null {
  if (entitlement <= 0) return null;
  const required = Math.min(ANNUAL_MINIMUM_DAYS, entitlement);
  const requiredRun = Math.min(ANNUAL_MINIMUM_RUN, required);
  const inYear = leave.filter((l) => l.endDate >= `${year}-01-01` && l.startDate <= `${year}-12-31`).sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const booked = round3(inYear.reduce((s, l) => s + l.days, 0));
  let longestRun = 0;
  let run = 0;
  let lastEnd: string | null = null;
  for (const l of inYear) {
    const joins = lastEnd !== null && (l.startDate <= lastEnd || gapIsOff(lastEnd, l.startDate, isOffDay));
    run = joins ? run + l.days : l.days;
    if (!lastEnd || l.endDate > lastEnd) lastEnd = l.endDate;
    longestRun = Math.max(longestRun, run);
  }
  return { required, requiredRun, booked, longestRun: round3(longestRun), short: booked < required, noRun: longestRun < requiredRun };
}

/** Every date strictly between `end` and `start` is a rest day or holiday (none between: adjacent). */
function gapIsOff(end: string, start: string, isOffDay: (date: string) => boolean): boolean {
  const between = eachDate(end, start).slice(1, -1);
  return between.length <= 31 && between.every(isOffDay);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
