import type { TLeaveTypeInput } from '../schemas/leave.js';

/**
 * Leave types Egyptian law and practice need, as presets HR switches on. The
 * conditions are those of the Labour Law (14 of 2025) where it sets them, and common practice
 * where it does not; HR edits any of them afterwards like every other type.
 *
 * - Maternity: four months with pay, for women, at most three times in a person's service.
 * - Hajj or visit to Jerusalem (Art 130): a month with pay, once in a person's service, after five years of it.
 * - Paternity (Art 128 ¶2): one paid day on the day of the child's birth, for men, no balance, at most three times.
 * - Childcare (Art 57): unpaid, up to two years, for women, where 50 or more people work, after a
 *   year of service, at most three times, two years at least between the first and the second.
 * - Unpaid: by agreement with the employer; HR approves after the manager.
 * - Bereavement: practice (not set by the law): three working days for a close relative.
 * - Exam: the days of a worker's exams, with the exam schedule attached.
 */
export interface TLeavePreset extends TLeaveTypeInput {
  code: string;
}

const base = {
  balanceTypeId: null,
  entitlementRule: 'none',
  yearlyDays: 0,
  yearlyCapDays: null,
  minNoticeDays: 0,
  halfDayAllowed: false,
  hoursAllowed: false,
  active: true,
  eligibleGender: null,
  minServiceMonths: null,
  maxTimesInService: null,
  minWorkforce: null,
  minGapMonths: null,
} as const;

/** The Hajj preset's name before Art 130's visit to Jerusalem was in it: a type still so named is offered the new one. */
export const HAJJ_OLD_NAMES = { nameEn: 'Hajj', nameAr: 'إجازة حج' } as const;
/** Art 128 ¶1: casual leave's days a year; the old law (12/2003) had 6, the figure an existing installation may still hold. */
export const CASUAL_DAYS = 7;
export const CASUAL_OLD_DAYS = 6;

export const LEAVE_PRESETS: readonly TLeavePreset[] = [
  { ...base, code: 'maternity', nameEn: 'Maternity', nameAr: 'إجازة وضع', dayBasis: 'calendar', maxConsecutiveDays: 120, attachmentOverDays: 0, approvalFlow: 'manager_hr', eligibleGender: 'female', maxTimesInService: 3 },
  // Law rule hajj (Art 130).
  { ...base, code: 'hajj', nameEn: 'Hajj or visit to Jerusalem', nameAr: 'الحج أو زيارة بيت المقدس', dayBasis: 'calendar', maxConsecutiveDays: 30, attachmentOverDays: 0, approvalFlow: 'manager_hr', minServiceMonths: 60, maxTimesInService: 1 },
  // Law rule paternity (Art 128 ¶2): the day of the birth, drawn on no balance.
  { ...base, code: 'paternity', nameEn: 'Paternity (day of birth)', nameAr: 'إجازة الأبوة (يوم الولادة)', dayBasis: 'calendar', maxConsecutiveDays: 1, attachmentOverDays: null, approvalFlow: 'manager', eligibleGender: 'male', maxTimesInService: 3 },
  // Law rule childcare (Art 57).
  { ...base, code: 'childcare', nameEn: 'Childcare (unpaid)', nameAr: 'إجازة رعاية طفل (بدون أجر)', dayBasis: 'calendar', maxConsecutiveDays: 730, attachmentOverDays: null, approvalFlow: 'manager_hr', eligibleGender: 'female', minServiceMonths: 12, maxTimesInService: 3, minWorkforce: 50, minGapMonths: 24 },
  { ...base, code: 'unpaid', nameEn: 'Unpaid', nameAr: 'إجازة بدون أجر', dayBasis: 'working', maxConsecutiveDays: null, attachmentOverDays: null, approvalFlow: 'manager_hr' },
  { ...base, code: 'bereavement', nameEn: 'Bereavement', nameAr: 'إجازة وفاة', dayBasis: 'working', maxConsecutiveDays: 3, attachmentOverDays: null, approvalFlow: 'manager' },
  { ...base, code: 'exam', nameEn: 'Exam', nameAr: 'إجازة امتحانات', dayBasis: 'working', maxConsecutiveDays: null, attachmentOverDays: 0, approvalFlow: 'manager' },
];

/** Whole months of service from the hire date to `on` (both 'YYYY-MM-DD'). */
export function serviceMonths(hireDate: string, on: string): number {
  const [hy, hm, hd] = hireDate.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return (y - hy) * 12 + (m - hm) - (d < hd ? 1 : 0);
}

/** Why a leave type's conditions do not fit a person (the error the filing gives), or null when they do. */
export type TLeaveIneligibility =
  | 'LEAVE_FOR_WOMEN_ONLY'
  | 'LEAVE_FOR_MEN_ONLY'
  | 'LEAVE_SERVICE_TOO_SHORT'
  | 'LEAVE_TIMES_USED'
  | 'LEAVE_WORKFORCE_TOO_SMALL'
  | 'LEAVE_TOO_SOON_AFTER_FIRST';

/** What a type's conditions need to know about the person's earlier times and the organisation. */
export interface TLeaveHistory {
  /** Times taken in the person's service: events, not requests (see timesInService). */
  timesTaken: number;
  /** The first day of the first time, when there is one. */
  firstStart?: string | null;
  /** Active people in the organisation (Art 57's 50 workers). */
  workforce?: number;
}

/**
 * The one rule of who may take a type with conditions: the filing
 * refuses with it and the request form offers only the types it lets through. A person whose
 * gender is not recorded does not fit a type for one gender (HR records it on the person's
 * record), and one without a hire date does not fit a service condition. `on` is the first day
 * of the leave (the form asks with today); `history` the person's times of the type (a number:
 * times only). Law rules childcare (Art 57: the workforce and the gap) and timesInService.
 */
export function leaveIneligibility(
  type: { eligibleGender: string | null; minServiceMonths: number | null; maxTimesInService: number | null; minWorkforce?: number | null; minGapMonths?: number | null },
  person: { gender: string | null; hireDate: string | null },
  on: string,
  history: number | TLeaveHistory,
): TLeaveIneligibility | null {
  const h: TLeaveHistory = typeof history === 'number' ? { timesTaken: history } : history;
  if (type.eligibleGender && person.gender !== type.eligibleGender) return type.eligibleGender === 'female' ? 'LEAVE_FOR_WOMEN_ONLY' : 'LEAVE_FOR_MEN_ONLY';
  if (type.minWorkforce != null && h.workforce !== undefined && h.workforce < type.minWorkforce) return 'LEAVE_WORKFORCE_TOO_SMALL';
  if (type.minServiceMonths !== null && (!person.hireDate || serviceMonths(person.hireDate, on) < type.minServiceMonths)) return 'LEAVE_SERVICE_TOO_SHORT';
  if (type.maxTimesInService !== null && h.timesTaken >= type.maxTimesInService) return 'LEAVE_TIMES_USED';
  if (type.minGapMonths != null && h.timesTaken === 1 && h.firstStart && serviceMonths(h.firstStart, on) < type.minGapMonths) return 'LEAVE_TOO_SOON_AFTER_FIRST';
  return null;
}

/**
 * Times in service count events, not requests (Arts 54, 128 ¶2, 130; law rule timesInService):
 * requests naming the same event (the child's birth, the pilgrimage) are one time; a request
 * without an event (filed before the portal asked for it) is one time of its own.
 */
export function timesInService(requests: readonly { eventDate: string | null }[]): number {
  const events = new Set<string>();
  let without = 0;
  for (const r of requests) {
    if (r.eventDate) events.add(r.eventDate);
    else without++;
  }
  return events.size + without;
}

/** The same, when the event of a request being filed is `eventDate`: whether it is a new time. */
export function isNewTime(requests: readonly { eventDate: string | null }[], eventDate: string | null): boolean {
  return !eventDate || !requests.some((r) => r.eventDate === eventDate);
}
