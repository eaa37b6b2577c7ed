import {
  type TCalendarCounts,
  type TCalendarCountsQuery,
  type TCalendarDay,
  type TCalendarDayPeople,
  type TCalendarDayPeopleQuery,
  type TCalendarDayQuery,
  type TLeaveRequest,
} from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import * as repo from './calendar-counts-repository.js';
import { calendarDays, calendarPeople, scopeKey } from './leave-calendar-service.js';

/**
 * The month calendar at size: per day how many people are out in the viewer's scope
 * (the same scope as the calendar of names), a day by site, department or leave type, and the
 * day's names a page at a time. Counts and breakdowns are cached per scope (HR's shared by all
 * of HR) until leave, people or the organisation change.
 */
const TOPICS = { topics: ['leave', 'people', 'org'] as const };

export async function monthCounts(ctx: Ctx, actor: Actor, q: TCalendarCountsQuery): Promise<TCalendarCounts> {
  const f = { siteId: q.siteId, departmentId: q.departmentId };
  return ctx.reads.get(
    `calendar-counts|${scopeKey(actor, f)}|${q.from}|${q.to}`,
    async () => {
      const people = calendarPeople(actor, f);
      const [scopePeople, days, shading] = await Promise.all([repo.peopleIn(ctx.db, people), repo.countsPerDay(ctx.db, people, q.from, q.to), calendarDays(ctx, q.from, q.to)]);
      return { from: q.from, to: q.to, scopePeople, days, ...shading };
    },
    TOPICS,
  );
}

export async function dayBreakdown(ctx: Ctx, actor: Actor, q: TCalendarDayQuery): Promise<TCalendarDay> {
  const f = { siteId: q.siteId, departmentId: q.departmentId };
  return ctx.reads.get(
    `calendar-day|${scopeKey(actor, f)}|${q.date}|${q.by}|${q.leaveTypeId ?? ''}`,
    async () => {
      const people = calendarPeople(actor, f);
      const [total, groups] = await Promise.all([repo.dayTotal(ctx.db, people, q.date, q.leaveTypeId), repo.dayBreakdown(ctx.db, people, q.date, q.by, q.leaveTypeId)]);
      return { date: q.date, by: q.by, people: total.people, groups };
    },
    TOPICS,
  );
}

const unit = (u: [number, string, string] | null) => (u ? { id: u[0], nameEn: u[1], nameAr: u[2] } : null);

/** A page of the day's absences (not cached: each page is asked for once, by one person). */
export async function dayPeople(ctx: Ctx, actor: Actor, q: TCalendarDayPeopleQuery): Promise<TCalendarDayPeople> {
  const people = calendarPeople(actor, { siteId: q.siteId, departmentId: q.departmentId });
  const rows = await repo.dayAbsences(ctx.db, people, q.date, q.leaveTypeId, q.page, q.pageSize);
  // A page past the end has no row to carry the total: count it.
  const total = rows[0]?.total ?? (q.page > 0 ? (await repo.dayTotal(ctx.db, people, q.date, q.leaveTypeId)).absences : 0);
  return {
    date: q.date,
    total,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) => ({
      requestId: r.requestId,
      employee: { id: r.employee[0], EmpCode: r.employee[1], FullName: r.employee[2], fullNameAr: r.employee[3] },
      leaveType: unit(r.leaveType)!,
      site: unit(r.site),
      department: unit(r.department),
      startDate: r.startDate,
      endDate: r.endDate,
      state: r.state as TLeaveRequest['state'],
      hours: r.hours,
    })),
  };
}
