import type { TLeaveTypeInput } from '../schemas/leave.js';

/**
 * Leave types Egyptian law and practice need, as presets HR switches on (issue 17, item 20). The
 * conditions are those of the Labour Law (14 of 2025) where it sets them, and common practice
 * where it does not; HR edits any of them afterwards like every other type.
 *
 * - Maternity: four months with pay, for women, at most three times in a person's service.
 * - Hajj: a month with pay, once in a person's service, after five years of it.
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
} as const;

export const LEAVE_PRESETS: readonly TLeavePreset[] = [
  { ...base, code: 'maternity', nameEn: 'Maternity', nameAr: 'إجازة وضع', dayBasis: 'calendar', maxConsecutiveDays: 120, attachmentOverDays: 0, approvalFlow: 'manager_hr', eligibleGender: 'female', maxTimesInService: 3 },
  { ...base, code: 'hajj', nameEn: 'Hajj', nameAr: 'إجازة حج', dayBasis: 'calendar', maxConsecutiveDays: 30, attachmentOverDays: 0, approvalFlow: 'manager_hr', minServiceMonths: 60, maxTimesInService: 1 },
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
export type TLeaveIneligibility = 'LEAVE_FOR_WOMEN_ONLY' | 'LEAVE_FOR_MEN_ONLY' | 'LEAVE_SERVICE_TOO_SHORT' | 'LEAVE_TIMES_USED';

/**
 * The one rule of who may take a type with conditions (issue 17, item 20; issue 24): the filing
 * refuses with it and the request form offers only the types it lets through. A person whose
 * gender is not recorded does not fit a type for one gender (HR records it on the person's
 * record), and one without a hire date does not fit a service condition. `on` is the first day
 * of the leave (the form asks with today); `timesTaken` the person's active requests of the type.
 */
export function leaveIneligibility(
  type: { eligibleGender: string | null; minServiceMonths: number | null; maxTimesInService: number | null },
  person: { gender: string | null; hireDate: string | null },
  on: string,
  timesTaken: number,
): TLeaveIneligibility | null {
  if (type.eligibleGender && person.gender !== type.eligibleGender) return type.eligibleGender === 'female' ? 'LEAVE_FOR_WOMEN_ONLY' : 'LEAVE_FOR_MEN_ONLY';
  if (type.minServiceMonths !== null && (!person.hireDate || serviceMonths(person.hireDate, on) < type.minServiceMonths)) return 'LEAVE_SERVICE_TOO_SHORT';
  if (type.maxTimesInService !== null && timesTaken >= type.maxTimesInService) return 'LEAVE_TIMES_USED';
  return null;
}
