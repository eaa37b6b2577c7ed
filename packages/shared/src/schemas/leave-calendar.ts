import { z } from 'zod';
import { zId, zMonth } from './common.js';
import { LEAVE_STATES } from '../rules/leave.js';
import type { zPerson } from './leave.js';

/** The leave calendar's schemas (split from leave.ts): the compact month and the iCal feed addresses. */
// ---- Calendar ----

/** The calendar's filters: the viewer's scope narrowed to a site and a department (both optional). */
export const zCalendarFilters = () => ({ siteId: zId().optional(), departmentId: zId().optional() });
export const ZCalendarQuerySchema = z.object({ month: zMonth(), ...zCalendarFilters() });
export type TCalendarQuery = z.infer<typeof ZCalendarQuerySchema>;
/**
 * GET /api/leave/calendar: a month of who is out, compact. HR's month on 2,000 people
 * holds ~1,700 absences; with a person and a type object in each it was 405 KB. Now each person
 * and type comes once, and an absence is a row of ids and dates:
 * [requestId, employeeId, leaveTypeId, startDate, endDate, state]. `expandCalendar` gives the
 * objects back to the screens.
 */
export const ZCalendarSchema = z.object({
  month: z.string(),
  /** Everyone named below: [id, company ID, name, Arabic name]. */
  people: z.array(z.tuple([z.number(), z.number(), z.string(), z.string()])),
  /** Every leave type named below: [id, name, Arabic name]. */
  leaveTypes: z.array(z.tuple([z.number(), z.string(), z.string()])),
  /** [request id, person id, leave type id, start, end, state, and for leave by the hour its span 'HH:MM-HH:MM'] (part of a day, not all of it). */
  absences: z.array(z.tuple([z.number(), z.number(), z.number(), z.string(), z.string(), z.enum(LEAVE_STATES), z.string().optional()])),
  holidays: z.array(z.object({ date: z.string(), nameEn: z.string(), nameAr: z.string() })),
  weekendDays: z.array(z.number()),
  /** More absences than the month may list (CALENDAR_ABSENCES_MAX): the first ones only, and the screen says so. */
  truncated: z.boolean().optional(),
});
export type TCalendar = z.infer<typeof ZCalendarSchema>;
/** The most absences one month of names lists; past it the answer is `truncated`. */
export const CALENDAR_ABSENCES_MAX = 5000;

export interface TCalendarAbsence {
  requestId: number;
  employee: z.infer<ReturnType<typeof zPerson>>;
  leaveType: { id: number; nameEn: string; nameAr: string };
  startDate: string;
  endDate: string;
  state: TCalendar['absences'][number][5];
  /** Leave by the hour: the part of the day the person is out; null for whole or half days. */
  hours: { from: string; to: string } | null;
}
export type TCalendarMonth = Omit<TCalendar, 'people' | 'leaveTypes' | 'absences'> & { absences: TCalendarAbsence[] };

/** The compact month with its absences as objects (each person and type object shared). */
export function expandCalendar(c: TCalendar): TCalendarMonth {
  const people = new Map(c.people.map(([id, EmpCode, FullName, fullNameAr]) => [id, { id, EmpCode, FullName, fullNameAr }]));
  const types = new Map(c.leaveTypes.map(([id, nameEn, nameAr]) => [id, { id, nameEn, nameAr }]));
  return {
    month: c.month,
    holidays: c.holidays,
    weekendDays: c.weekendDays,
    truncated: c.truncated,
    absences: c.absences.map(([requestId, employeeId, leaveTypeId, startDate, endDate, state, span]) => ({
      requestId,
      employee: people.get(employeeId) ?? { id: employeeId, EmpCode: 0, FullName: '', fullNameAr: '' },
      leaveType: types.get(leaveTypeId) ?? { id: leaveTypeId, nameEn: '', nameAr: '' },
      startDate,
      endDate,
      state,
      hours: span ? { from: span.slice(0, 5), to: span.slice(6, 11) } : null,
    })),
  };
}
export const ZCalendarFeedsSchema = z.object({ personalUrl: z.string(), teamUrl: z.string().nullable() });
export type TCalendarFeeds = z.infer<typeof ZCalendarFeedsSchema>;
