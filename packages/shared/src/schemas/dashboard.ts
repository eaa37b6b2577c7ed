import { z } from 'zod';
import { zId, zMonth } from './common.js';
import { zIsoDate } from './organisation.js';
import { APPROVER_ROLES } from './approval.js';

/** How a day looks on the dashboards: the daily status, with a present day that started late told apart. */
export const DASHBOARD_DAY_KINDS = ['present', 'late', 'absent', 'incomplete', 'issue', 'leave', 'holiday', 'weekend', 'upcoming'] as const;
export type TDashboardDayKind = (typeof DASHBOARD_DAY_KINDS)[number];

/** GET /api/dashboard/me/attendance: a month ('YYYY-MM'; this month by default). */
export const ZMyAttendanceQuerySchema = z.object({ month: zMonth().optional() });
export type TMyAttendanceQuery = z.infer<typeof ZMyAttendanceQuerySchema>;

/** My month: one entry per day (before the hire date: none), the minutes worked, and my overtime requests still waiting. */
export const ZMyAttendanceSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), kind: z.enum(DASHBOARD_DAY_KINDS), workedMinutes: z.number(), lateMinutes: z.number() })),
  workedMinutes: z.number(),
  pendingOvertime: z.array(z.object({ id: z.number(), workDate: z.string(), minutes: z.number() })),
});
export type TMyAttendance = z.infer<typeof ZMyAttendanceSchema>;

/**
 * GET /api/dashboard/me/pending: my own requests still waiting for a decision, of every kind of the
 * approval lifecycle (leave, asks to change leave, overtime, permissions, missed punches, shift
 * swaps), oldest filed first, at most `MY_PENDING_LIMIT`, with how many there are.
 */
export const MY_PENDING_LIMIT = 10;
export const ZMyPendingItemSchema = z.object({
  /** The lifecycle's kind ('leave', 'leave_change', 'overtime', 'permission', 'attendance_issue', 'shift_swap_colleague', 'shift_swap', …). */
  kind: z.string(),
  /** The request's id in its kind. */
  id: z.number(),
  filedAt: z.string(),
  /** The days it is for: a leave's first and last, an overtime's or a permission's one day; null when it has none. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Where the requester follows it. */
  link: z.string(),
  /** Its words, as its notifications have them, in both languages (`type` and `typeAr`, …). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Whom it waits on: a person (and what they are to me), or a pool. */
  waitingOn: z.object({
    person: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
    pool: z.enum(['hr', 'site_hr']).nullable(),
    role: z.enum(APPROVER_ROLES).nullable(),
  }),
});
export type TMyPendingItem = z.infer<typeof ZMyPendingItemSchema>;
export const ZMyPendingSchema = z.object({ items: z.array(ZMyPendingItemSchema), total: z.number() });
export type TMyPending = z.infer<typeof ZMyPendingSchema>;

/** The team dashboards' filters: the organisation-wide view narrowed to a site and a department; `date` moves "today" (default: today). */
export const ZTeamDashboardQuerySchema = z.object({
  siteId: zId().optional(),
  departmentId: zId().optional(),
  date: zIsoDate().optional(),
});
export type TTeamDashboardQuery = z.infer<typeof ZTeamDashboardQuerySchema>;

const ZDashboardPersonSchema = z.object({ employeeId: z.number(), empCode: z.number(), fullNameEn: z.string(), fullNameAr: z.string() });
export type TDashboardPerson = z.infer<typeof ZDashboardPersonSchema>;
const ZNamedUnitSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() });

/** Lists are cut at this many people; the totals count everyone. */
export const DASHBOARD_LIST_LIMIT = 50;

/** GET /api/dashboard/team/today: who is out, absent and late, and what waits on the viewer. */
export const ZTeamTodaySchema = z.object({
  date: z.string(),
  weekFrom: z.string(),
  weekTo: z.string(),
  people: z.number(),
  outToday: z.object({ total: z.number(), items: z.array(ZDashboardPersonSchema.extend({ startDate: z.string(), endDate: z.string(), leaveNameEn: z.string(), leaveNameAr: z.string() })) }),
  outThisWeek: z.object({ total: z.number(), items: z.array(ZDashboardPersonSchema.extend({ startDate: z.string(), endDate: z.string(), leaveNameEn: z.string(), leaveNameAr: z.string() })) }),
  absentToday: z.object({ total: z.number(), items: z.array(ZDashboardPersonSchema.extend({ status: z.enum(['absent', 'incomplete', 'issue']) })) }),
  lateToday: z.object({ total: z.number(), items: z.array(ZDashboardPersonSchema.extend({ lateMinutes: z.number() })) }),
  pending: z.object({ vacationApprovals: z.number(), overtimeApprovals: z.number(), attendanceIssues: z.number().nullable(), handovers: z.number() }),
  /** The filter choices (HR and site HR): the sites and departments of the people in scope. */
  filters: z.object({ sites: z.array(ZNamedUnitSchema), departments: z.array(ZNamedUnitSchema) }).nullable(),
});
export type TTeamToday = z.infer<typeof ZTeamTodaySchema>;

/** GET /api/dashboard/team/trends: the attendance rate of the last 12 weeks and approved overtime of the last 12 months. */
export const ZTeamTrendsSchema = z.object({
  weeks: z.array(z.object({ from: z.string(), to: z.string(), attended: z.number(), expected: z.number(), rate: z.number().nullable() })),
  overtime: z.array(z.object({ month: z.string(), minutes: z.number(), requests: z.number() })),
  /**
   * The closed weeks are still being worked out (the first organisation dashboard after a start, at
   * a factory group's size): they are left out of this answer, which the page asks again shortly.
   */
  pending: z.boolean().optional(),
});
export type TTeamTrends = z.infer<typeof ZTeamTrendsSchema>;
