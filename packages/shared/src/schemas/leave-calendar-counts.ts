import { z } from 'zod';
import { refineRange, V, zId, zIsoDate } from './common.js';
import { zCalendarFilters } from './leave-calendar.js';
import { LEAVE_STATES } from '../rules/leave.js';

/**
 * HR's month calendar at the size of a factory group: past this many people in the
 * (filtered) scope a day shows how many are out, not their names, and a day is drilled down by
 * site, department and leave type to a paged list of names. At the demo's rate (about one person
 * in twenty-two out on a work day) 300 people are some fourteen names a day: what a day cell and a
 * phone can still show. A scope is below or above it whatever the month, so a team always sees
 * the same kind of calendar.
 */
export const CALENDAR_NAMES_MAX_PEOPLE = 300;
/** Pages of names of one day: how many rows a page may hold, and how far it may go. */
export const CALENDAR_DAY_PAGE_MAX = 100;
export const CALENDAR_DAY_PAGES_MAX = 10_000;

/** GET /api/leave/calendar/counts?from&to[&siteId&departmentId]: at most three months (a month is asked for). */
export const ZCalendarCountsQuerySchema = z.object({ from: zIsoDate(), to: zIsoDate(), ...zCalendarFilters() }).superRefine(refineRange('computed'));
export type TCalendarCountsQuery = z.infer<typeof ZCalendarCountsQuerySchema>;

/** One day: how many people are out (each once, whatever their requests), of whom approved (the rest await approval). */
export const ZCalendarDayCountSchema = z.object({ date: z.string(), people: z.number(), approved: z.number() });
export type TCalendarDayCount = z.infer<typeof ZCalendarDayCountSchema>;

export const ZCalendarCountsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** People in the filtered scope (active); above CALENDAR_NAMES_MAX_PEOPLE the screen shows counts. */
  scopePeople: z.number(),
  /** Only the days with someone out, in date order. */
  days: z.array(ZCalendarDayCountSchema),
  holidays: z.array(z.object({ date: z.string(), nameEn: z.string(), nameAr: z.string() })),
  weekendDays: z.array(z.number()),
});
export type TCalendarCounts = z.infer<typeof ZCalendarCountsSchema>;

export const CALENDAR_BREAKDOWNS = ['site', 'department', 'leaveType'] as const;
export type TCalendarBreakdown = (typeof CALENDAR_BREAKDOWNS)[number];

/** The filters of one day's drill-down: the calendar's, and the group chosen in the breakdown. */
const zDayFilters = () => ({ date: zIsoDate(), ...zCalendarFilters(), leaveTypeId: zId().optional() });

/** GET /api/leave/calendar/day?date&by[&siteId&departmentId&leaveTypeId] */
export const ZCalendarDayQuerySchema = z.object({ ...zDayFilters(), by: z.enum(CALENDAR_BREAKDOWNS, { error: V.invalid }) });
export type TCalendarDayQuery = z.infer<typeof ZCalendarDayQuerySchema>;

/** A group of the day's breakdown; `id` null: people with no site or department. */
export const ZCalendarDayGroupSchema = z.object({ id: z.number().nullable(), nameEn: z.string(), nameAr: z.string(), people: z.number() });
export type TCalendarDayGroup = z.infer<typeof ZCalendarDayGroupSchema>;
export const ZCalendarDaySchema = z.object({ date: z.string(), by: z.enum(CALENDAR_BREAKDOWNS), people: z.number(), groups: z.array(ZCalendarDayGroupSchema) });
export type TCalendarDay = z.infer<typeof ZCalendarDaySchema>;

/** GET /api/leave/calendar/day/people?date[&siteId&departmentId&leaveTypeId]&page&pageSize */
export const ZCalendarDayPeopleQuerySchema = z.object({
  ...zDayFilters(),
  page: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(CALENDAR_DAY_PAGES_MAX, V.invalid).default(0),
  pageSize: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(CALENDAR_DAY_PAGE_MAX, V.invalid).default(25),
});
export type TCalendarDayPeopleQuery = z.infer<typeof ZCalendarDayPeopleQuerySchema>;

const zUnit = () => z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }).nullable();
export const ZCalendarDayPersonSchema = z.object({
  requestId: z.number(),
  employee: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }),
  leaveType: z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }),
  site: zUnit(),
  department: zUnit(),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(LEAVE_STATES),
  /** Leave by the hour: 'HH:MM-HH:MM'; null for whole or half days. */
  hours: z.string().nullable(),
});
export type TCalendarDayPerson = z.infer<typeof ZCalendarDayPersonSchema>;
/** One page of the day's absences (a person with two requests that day is two rows), `total` of them in all. */
export const ZCalendarDayPeopleSchema = z.object({ date: z.string(), total: z.number(), page: z.number(), pageSize: z.number(), items: z.array(ZCalendarDayPersonSchema) });
export type TCalendarDayPeople = z.infer<typeof ZCalendarDayPeopleSchema>;
