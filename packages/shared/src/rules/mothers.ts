import { addDaysIso } from './leave.js';

/**
 * Working mothers (rules `pregnancyHour`, `pregnancyNoOvertime`, `nursingTime` of labour-law.ts).
 *
 * HR records on a woman's record the expected delivery date (from the medical certificate), the
 * child's birth date and how she takes her nursing time. From them:
 * - Art 54: from the sixth month of pregnancy (the last four months before the expected date) until
 *   the birth, her day ends an hour earlier: leaving in that hour is not early leave.
 * - Art 54: no overtime may be asked of her or approved from the start of the pregnancy (the
 *   expected date less 280 days) until six months after the birth (the expected date when no birth
 *   is recorded yet).
 * - Art 56: for two years after the birth, two extra nursing breaks of 30 minutes, counted as
 *   working time: taken as two breaks in the day (first sign-in and last sign-out are unchanged),
 *   or joined as one hour at the start (arriving an hour later is not lateness) or at the end
 *   (leaving an hour earlier is not early leave). Never a permission.
 */
export const NURSING_CHOICES = ['two_breaks', 'start', 'end'] as const;
export type TNursingChoice = (typeof NURSING_CHOICES)[number];

export interface TMotherRecord {
  expectedDelivery: string | null;
  childBirthDate: string | null;
  nursingChoice: TNursingChoice | null;
}

/** Minutes Art 54's pregnancy hour and Art 56's joined nursing hour take off a working day. */
export const PREGNANCY_HOUR_MINUTES = 60;
export const NURSING_MINUTES = 60;
/** A pregnancy counted back from the expected date (40 weeks). */
export const PREGNANCY_DAYS = 280;

/** The same day `months` calendar months later (the month's last day when it has fewer days). */
export function addMonthsIso(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
  const d = Math.min(Number(date.slice(8, 10)), last);
  return `${yy}-${String(mm + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The birth that follows the recorded pregnancy, if recorded (a birth long before it is an older child). */
function birthOfPregnancy(r: TMotherRecord): string | null {
  if (!r.expectedDelivery || !r.childBirthDate) return null;
  return r.childBirthDate >= addDaysIso(r.expectedDelivery, -PREGNANCY_DAYS) ? r.childBirthDate : null;
}

/** Art 54: she is in the sixth month of pregnancy or later on `date` (the pregnancy hour applies). */
export function pregnancyHourOn(r: TMotherRecord | null, date: string): boolean {
  if (!r?.expectedDelivery) return false;
  const from = addMonthsIso(r.expectedDelivery, -4);
  const birth = birthOfPregnancy(r);
  // Until the birth; without one recorded, until the expected date.
  return date >= from && (birth ? date < birth : date <= r.expectedDelivery);
}

/** Art 56: the child is under two on `date` (nursing time applies). */
export function nursingOn(r: TMotherRecord | null, date: string): boolean {
  if (!r?.childBirthDate) return false;
  return date > r.childBirthDate && date <= addMonthsIso(r.childBirthDate, 24);
}

/** Art 54: overtime may not be asked of her or approved for `date`: pregnant, or within six months of the birth. */
export function overtimeBarredForMother(r: TMotherRecord | null, date: string): boolean {
  if (!r) return false;
  if (r.expectedDelivery) {
    const birth = birthOfPregnancy(r) ?? r.expectedDelivery;
    if (date >= addDaysIso(r.expectedDelivery, -PREGNANCY_DAYS) && date <= addMonthsIso(birth, 6)) return true;
  }
  if (r.childBirthDate && date >= r.childBirthDate && date <= addMonthsIso(r.childBirthDate, 6)) return true;
  return false;
}

/**
 * What a working day owes her under Arts 54 and 56: minutes the start moves later and the end
 * earlier (never counted as lateness, early leave or a permission).
 */
export function motherDayMinutes(r: TMotherRecord | null, date: string): { startMinutes: number; endMinutes: number } {
  const out = { startMinutes: 0, endMinutes: 0 };
  if (!r) return out;
  if (pregnancyHourOn(r, date)) out.endMinutes += PREGNANCY_HOUR_MINUTES;
  if (nursingOn(r, date)) {
    if (r.nursingChoice === 'start') out.startMinutes += NURSING_MINUTES;
    else if (r.nursingChoice === 'end') out.endMinutes += NURSING_MINUTES;
  }
  return out;
}

/** What a record gives, as inclusive date spans (for HR's screen): the pregnancy hour, nursing time, and the last day without overtime. */
export function motherRecordSpans(r: TMotherRecord): { pregnancyHour: { from: string; to: string } | null; nursing: { from: string; to: string } | null; noOvertimeUntil: string | null } {
  const birth = birthOfPregnancy(r);
  const pregnancyHour = r.expectedDelivery ? { from: addMonthsIso(r.expectedDelivery, -4), to: birth ? addDaysIso(birth, -1) : r.expectedDelivery } : null;
  const nursing = r.childBirthDate ? { from: addDaysIso(r.childBirthDate, 1), to: addMonthsIso(r.childBirthDate, 24) } : null;
  const ends = [r.expectedDelivery ? addMonthsIso(birth ?? r.expectedDelivery, 6) : null, r.childBirthDate ? addMonthsIso(r.childBirthDate, 6) : null].filter((x): x is string => x !== null);
  return { pregnancyHour, nursing, noOvertimeUntil: ends.length ? ends.sort().at(-1)! : null };
}
