/**
 * Leave rules: counting days, Egypt's annual entitlement (Labour Law 14 of 2025) and balance
 * arithmetic with carry-over. Pure functions: the server enforces them, the request form shows
 * the same numbers live.
 */

export const LEAVE_STATES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TLeaveState = (typeof LEAVE_STATES)[number];
export const LEAVE_STEPS = ['manager', 'hr'] as const;
export type TLeaveStep = (typeof LEAVE_STEPS)[number];
export const HALF_DAYS = ['none', 'am', 'pm'] as const;
export type THalfDay = (typeof HALF_DAYS)[number];
export const HANDOVER_STATES = ['pending', 'accepted', 'declined'] as const;
export type THandoverState = (typeof HANDOVER_STATES)[number];
export const DAY_BASES = ['working', 'calendar'] as const;

/** Leave is filed for this year and at most this many years after it (2099 was a typing slip, taken as a plan). */
export const LEAVE_YEARS_AHEAD = 2;
export type TDayBasis = (typeof DAY_BASES)[number];
export const APPROVAL_FLOWS = ['manager', 'manager_hr'] as const;
export type TApprovalFlow = (typeof APPROVAL_FLOWS)[number];
export const ENTITLEMENT_RULES = ['egypt_annual', 'fixed', 'none'] as const;
export type TEntitlementRule = (typeof ENTITLEMENT_RULES)[number];

const DAY = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDaysIso = (date: string, days: number): string => new Date(toTime(date) + days * DAY).toISOString().slice(0, 10);

/** Every calendar date from start to end, both included ('YYYY-MM-DD'; none when end < start). */
export function eachDate(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = toTime(start), last = toTime(end); t <= last; t += DAY) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export interface TDayCalendar {
  /** A weekly rest day for this person (their shift's days off, or the organisation's weekend). */
  isRestDay(date: string): boolean;
  /** A public holiday for this person's site. */
  isHoliday(date: string): boolean;
}

/**
 * The days a request takes. Working-days types never count a rest day or a holiday; calendar-days
 * types count every date. A half day is half of a single counted day.
 */
export function countLeaveDays(
  r: { startDate: string; endDate: string; halfDay?: THalfDay },
  basis: TDayBasis,
  cal: TDayCalendar,
): number {
  let n = 0;
  for (const d of eachDate(r.startDate, r.endDate)) {
    if (basis === 'calendar' || (!cal.isRestDay(d) && !cal.isHoliday(d))) n++;
  }
  return r.halfDay && r.halfDay !== 'none' && n === 1 ? 0.5 : n;
}

/** Leave by the hour: minutes as leave days at `hoursPerDay`, to three decimals (60 minutes at 8 hours: 0.125). */
export const hoursAsDays = (minutes: number, hoursPerDay: number): number => Math.round((minutes / 60 / hoursPerDay) * 1000) / 1000;

/** Whole calendar days from `today` to `startDate` (negative when it is past). */
export function daysUntil(today: string, startDate: string): number {
  return Math.round((toTime(startDate) - toTime(today)) / DAY);
}

/** Whole months from `from` to `to` (a month counts once its day of the month is reached). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

export interface TEntitlementPerson {
  hireDate: string | null;
  birthDate: string | null;
  disability: boolean;
  /** Art 124 ¶1: people of short stature get the 45 days of people with a disability (law rule annualTiers). */
  shortStature?: boolean;
  /** Art 124 ¶1: months of service with earlier employers, toward the ten years of the 30-day tier. */
  priorServiceMonths?: number;
  /** Art 124 ¶3: the person's work is hazardous or harmful to health (HR sets it on the record). */
  hazardousWork?: boolean;
  /** Art 124 ¶3: the person works at a site HR marked as in a remote area. */
  remoteArea?: boolean;
}

export interface TAnnualPreset {
  firstYearDays: number;
  standardDays: number;
  seniorDays: number;
  seniorServiceYears: number;
  seniorAge: number;
  disabilityDays: number;
  /** Months of service before any annual leave is earned. */
  qualifyingMonths: number;
  /** Art 124 ¶3: days added for hazardous work or work in a remote area. */
  hazardousDays: number;
}

/** Labour Law 14 of 2025: 15 / 21 / 30 days, 45 with a disability or short stature, +7 hazardous or remote; nothing before 6 months of service. */
export const EGYPT_ANNUAL: TAnnualPreset = {
  firstYearDays: 15,
  standardDays: 21,
  seniorDays: 30,
  seniorServiceYears: 10,
  seniorAge: 50,
  disabilityDays: 45,
  qualifyingMonths: 6,
  hazardousDays: 7,
};

/** Art 124: whether service before joining counts toward the ten years (LAW_READINGS.priorService). */
export interface TEntitlementReadings {
  priorService: 'any_employer' | 'this_employer';
}
const DEFAULT_ENTITLEMENT_READINGS: TEntitlementReadings = { priorService: 'any_employer' };

/** Why a person's annual leave has the Art 124 ¶3 increase: hazardous work, a remote area, or both. */
export type TAnnualExtraReason = 'hazardous' | 'remote';
export function annualExtraReasons(p: Pick<TEntitlementPerson, 'hazardousWork' | 'remoteArea'>): TAnnualExtraReason[] {
  const out: TAnnualExtraReason[] = [];
  if (p.hazardousWork) out.push('hazardous');
  if (p.remoteArea) out.push('remote');
  return out;
}

const roundHalf = (n: number) => Math.round(n * 2) / 2;

/**
 * Annual leave for a calendar year, as of a date in it (law rules annualTiers, annualQualifying, annualHazardous):
 * - with a disability or of short stature: 45;
 * - 30 once 10 years of service are reached in that year (with service before joining when the
 *   reading is 'any_employer', Art 124's "with one employer or more"), or age 50;
 * - in the year of hire: nothing until 6 months are served here, then 15 pro rata to the months of
 *   that year worked (rounded to a half day);
 * - otherwise 21;
 * - plus 7 for hazardous work or a remote area (once, whichever applies), pro rata like the rest in the year of hire.
 */
export function annualEntitlement(
  p: TEntitlementPerson,
  year: number,
  asOf: string,
  preset: TAnnualPreset = EGYPT_ANNUAL,
  readings: TEntitlementReadings = DEFAULT_ENTITLEMENT_READINGS,
): number {
  const yearEnd = `${year}-12-31`;
  const hire = p.hireDate;
  if (hire) {
    if (hire > yearEnd) return 0;
    if (monthsBetween(hire, asOf < yearEnd ? asOf : yearEnd) < preset.qualifyingMonths) return 0;
  }
  const extra = annualExtraReasons(p).length ? preset.hazardousDays : 0;
  if (p.disability || p.shortStature) return preset.disabilityDays + extra;
  const age = p.birthDate ? monthsBetween(p.birthDate, yearEnd) / 12 : 0;
  const prior = readings.priorService === 'any_employer' ? Math.max(0, p.priorServiceMonths ?? 0) : 0;
  const service = hire ? (monthsBetween(hire, yearEnd) + prior) / 12 : 0;
  if (age >= preset.seniorAge || service >= preset.seniorServiceYears) return preset.seniorDays + extra;
  if (hire && Number(hire.slice(0, 4)) === year) {
    return roundHalf(((preset.firstYearDays + extra) * Math.min(12, monthsBetween(hire, `${year + 1}-01-01`))) / 12);
  }
  return preset.standardDays + extra;
}

/** Why Art 125 protects a person's annual leave from being split or postponed (under 18, a disability, short stature), or null. */
export type TLeaveProtection = 'minor' | 'disability' | 'shortStature';
export function leaveProtection(p: Pick<TEntitlementPerson, 'birthDate' | 'disability' | 'shortStature'>, on: string): TLeaveProtection | null {
  if (p.birthDate && monthsBetween(p.birthDate, on) < 18 * 12) return 'minor';
  if (p.disability) return 'disability';
  if (p.shortStature) return 'shortStature';
  return null;
}

export interface TBalanceYear {
  year: number;
  /** Entitlement of that year plus HR adjustments (and, later, overtime conversions). */
  granted: number;
  taken: number;
  pending: number;
}

export interface TBalanceFigures {
  year: number;
  entitled: number;
  carriedOver: number;
  taken: number;
  pending: number;
  remaining: number;
}

/** What is left of one year's grant: `left` days of the grant of `year`. */
export interface TBalanceLot {
  year: number;
  left: number;
}

/**
 * Whether the grant of `lotYear` has expired by 1 January of `atYear`: it lasts `carryYears`
 * years after its own, unless the law's settlement rule applies (annualSettlement, Art 125): from
 * 1 January of `noExpiryFrom` on no grant expires any more (one that expired on an earlier
 * 1 January stays expired, so moving to the rule changes no balance already shown). Null: the old
 * expiry rule.
 */
export function grantExpired(lotYear: number, atYear: number, carryYears: number, noExpiryFrom: number | null = null): boolean {
  const expiresOn = lotYear + carryYears + 1;
  return expiresOn <= atYear && (noExpiryFrom === null || expiresOn < noExpiryFrom);
}

/**
 * The grants of the years up to `year`, each with what is left of it after every use (oldest
 * first; expired grants at zero), and what was carried into `year`. Pending days count as used.
 */
export function balanceLots(years: readonly TBalanceYear[], year: number, carryYears = 2, noExpiryFrom: number | null = null): { lots: TBalanceLot[]; carriedOver: number } {
  const sorted = [...years].filter((y) => y.year <= year).sort((a, b) => a.year - b.year);
  const lots: TBalanceLot[] = [];
  let carriedOver = 0;
  for (const y of sorted) {
    // Grants older than carryYears expire before this year starts (not under the law's rule).
    for (const lot of lots) if (grantExpired(lot.year, y.year, carryYears, noExpiryFrom)) lot.left = 0;
    if (y.year === year) carriedOver = lots.reduce((s, l) => s + Math.max(0, l.left), 0);
    lots.push({ year: y.year, left: y.granted });
    let use = y.taken + y.pending;
    for (const lot of lots) {
      if (use <= 0) break;
      if (lot.left <= 0) continue;
      const t = Math.min(lot.left, use);
      lot.left -= t;
      use -= t;
    }
    // More used than available: the shortfall stays on the newest lot (a negative balance HR made).
    if (use > 0) lots[lots.length - 1].left -= use;
  }
  for (const lot of lots) if (grantExpired(lot.year, year, carryYears, noExpiryFrom)) lot.left = 0;
  return { lots, carriedOver };
}

/**
 * A year's balance, with unused days carried over for up to `carryYears` years (or, under the
 * law's settlement rule from `noExpiryFrom`, never expiring). Days are used oldest first: what a
 * year takes comes out of the oldest grant still valid. Pending days count as used, so pending
 * requests can never overdraw a balance.
 */
export function computeBalance(years: readonly TBalanceYear[], year: number, carryYears = 2, noExpiryFrom: number | null = null): TBalanceFigures {
  const { lots, carriedOver } = balanceLots(years, year, carryYears, noExpiryFrom);
  const current = years.find((y) => y.year === year);
  const remaining = lots.reduce((s, l) => s + l.left, 0);
  return {
    year,
    entitled: current?.granted ?? 0,
    carriedOver,
    taken: current?.taken ?? 0,
    pending: current?.pending ?? 0,
    // Three decimals: leave by the hour takes fractions of a day; grants are whole or half days.
    remaining: Math.round(remaining * 1000) / 1000,
  };
}

export interface TYearRemaining {
  year: number;
  before: number;
  after: number;
}

export interface TBalanceChangeCheck {
  /** No year the change reaches falls below zero (or, already below, any lower). */
  ok: boolean;
  /** Every year from `fromYear` to the last one given, with its remaining before and after. */
  years: TYearRemaining[];
  /** The lowest remaining after the change among them: what the request form shows as left. */
  lowestAfter: number;
  /** The year that would be overdrawn the most, when not ok. */
  worst: TYearRemaining | null;
}

/**
 * Whether a change to one balance (a request filed in a year, an adjustment to a year's grant)
 * keeps every year it can reach whole. Days carry over for `carryYears` years and are used
 * oldest first, so what a year takes can come out of days a later year counted on: a request
 * this year may leave next year's already booked days uncovered. So every year from the
 * changed one to the last one given is checked, each exactly as its balance is shown
 * (`computeBalance` over the `history` years before it). The caller gives the years from at
 * least `history` before `fromYear` through the latest year with bookings or ledger rows plus
 * `carryYears`, every year with its grant, `before` and `after` alike.
 *
 * A year may not end below zero unless it already was and the change does not lower it further
 * (HR may have made it so; that must not block an unrelated filing).
 */
export function checkBalanceChange(
  before: readonly TBalanceYear[],
  after: readonly TBalanceYear[],
  fromYear: number,
  carryYears: number,
  history = Number.POSITIVE_INFINITY,
  noExpiryFrom: number | null = null,
): TBalanceChangeCheck {
  const last = Math.max(fromYear, ...before.map((y) => y.year), ...after.map((y) => y.year));
  const at = (years: readonly TBalanceYear[], z: number) => computeBalance(years.filter((y) => y.year >= z - history && y.year <= z), z, carryYears, noExpiryFrom).remaining;
  const years: TYearRemaining[] = [];
  let worst: TYearRemaining | null = null;
  for (let z = fromYear; z <= last; z++) {
    const r = { year: z, before: at(before, z), after: at(after, z) };
    years.push(r);
    if (r.after < 0 && r.after < r.before && (!worst || r.after < worst.after)) worst = r;
  }
  return { ok: !worst, years, lowestAfter: Math.min(...years.map((y) => y.after)), worst };
}

/** Who may cancel: the requester while pending; the approver or HR once approved. */
export function canCancelLeave(state: TLeaveState, who: { isRequester: boolean; isApprover: boolean; isHr: boolean }): boolean {
  if (state === 'requested') return who.isRequester || who.isApprover || who.isHr;
  if (state === 'approved') return who.isApprover || who.isHr;
  return false;
}

/** What the requester may ask of approved leave: to cancel it, or to end it earlier. */
/** 'to_annual': sick leave turned into annual leave when the balance allows (Art 131 ¶4, rule `sickToAnnual`). */
export const LEAVE_CHANGE_KINDS = ['cancel', 'shorten', 'to_annual'] as const;
export type TLeaveChangeKind = (typeof LEAVE_CHANGE_KINDS)[number];

/**
 * Whether the requester may ask to change approved leave, and how: to cancel
 * it before it starts, or to shorten it while its last day is still to come; the new last day is
 * today or later (days already taken stay taken) and before the current one. Null when allowed.
 */
export function leaveChangeProblem(
  r: { state: TLeaveState; startDate: string; endDate: string; changePending: boolean },
  change: { kind: TLeaveChangeKind; endDate?: string | null },
  today: string,
): 'NOT_CHANGEABLE' | 'CHANGE_PENDING' | 'NOT_CANCELLABLE' | 'BAD_END_DATE' | null {
  // Sick leave may be turned into annual leave after it ends too (Art 131 ¶4): its days change kind, not date.
  if (change.kind === 'to_annual') return r.state !== 'approved' ? 'NOT_CHANGEABLE' : r.changePending ? 'CHANGE_PENDING' : null;
  if (r.state !== 'approved' || r.endDate < today) return 'NOT_CHANGEABLE';
  if (r.changePending) return 'CHANGE_PENDING';
  if (change.kind === 'cancel') return r.startDate > today ? null : 'NOT_CANCELLABLE';
  const end = change.endDate ?? '';
  return end >= r.startDate && end >= today && end < r.endDate ? null : 'BAD_END_DATE';
}
