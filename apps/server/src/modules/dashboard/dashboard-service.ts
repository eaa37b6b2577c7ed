import {
  addDaysIso,
  attendanceRate,
  dashboardDayKind,
  DASHBOARD_LIST_LIMIT,
  rateDay,
  weekStartOf,
  type TDashboardPerson,
  type TMyAttendance,
  type TMyAttendanceQuery,
  type TTeamDashboardQuery,
  type TTeamToday,
  type TTeamTrends,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { TCacheTopic } from '../../core/read-cache.js';
import { approvedLeave } from '../attendance/index.js';
import * as repo from './dashboard-repository.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { computeDays, type TComputedDay } from '../attendance/index.js';
import { countIssueInbox } from '../attendance/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, type Directory } from '../people/index.js';
import { inboxCount } from '../leave/index.js';
import { hasRole, roleKey, isHr } from '../../core/policies.js';
import { cachedOrganisation, cachedToday } from '../../core/organisation.js';

/** What the computed days read: any change to these forgets them. */
const DAY_TOPICS = ['attendance', 'leave', 'org', 'people'] as const;
const WEEKS = 12;
const MONTHS = 12;

const monthStart = (month: string, shift: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + shift, 1));
  return d.toISOString().slice(0, 10);
};
const lastOfMonth = (month: string) => addDaysIso(monthStart(month, 1), -1);

/** /dashboard/default: my month, day by day, the minutes worked, and my overtime requests still waiting. */
export async function myAttendance(ctx: Ctx, actor: Actor, q: TMyAttendanceQuery): Promise<TMyAttendance> {
  const month = q.month ?? (await cachedToday(ctx)).slice(0, 7);
  const dir = await getDirectory(ctx);
  const me = dir.get(actor.id);
  if (!me) throw new AppError('NOT_FOUND');
  // Kept per person and month until what it reads changes (a minute at most: days turn due as the clock moves).
  return ctx.reads.get(`dashboard-me:${me.id}:${month}`, () => loadMyAttendance(ctx, me, month), { topics: [...DAY_TOPICS, 'overtime'], ttlMs: 60_000 });
}

async function loadMyAttendance(ctx: Ctx, me: TDirectoryEmployee, month: string): Promise<TMyAttendance> {
  const [days, pendingOvertime] = await Promise.all([computeDays(ctx, [me], `${month}-01`, lastOfMonth(month)), repo.pendingOvertimeOf(ctx.db, me.id)]);
  return {
    month,
    days: days.map((d) => ({ date: d.date, kind: dashboardDayKind(d.result.status, d.result.lateMinutes), workedMinutes: d.result.workedMinutes, lateMinutes: d.result.lateMinutes })),
    workedMinutes: days.reduce((n, d) => n + d.result.workedMinutes, 0),
    pendingOvertime,
  };
}

/**
 * The people a team dashboard covers: the viewer's scope exactly as the team lists have it
 * (supervisor: direct reports, manager: the subtree, site_hr: their sites, hr: everyone), active,
 * without the viewer themselves unless HR, narrowed by the site and department filters.
 */
async function dashboardScope(ctx: Ctx, actor: Actor, q: TTeamDashboardQuery): Promise<{ dir: Directory; all: TDirectoryEmployee[]; people: TDirectoryEmployee[] }> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  const all = await ctx.reads.get(
    `dashboard-scope:${roleKey(actor)}`,
    async () => {
      const inScope = dir.visible(actor, 'view');
      const hr = isHr(actor);
      return dir.people.filter((e) => e.active && inScope(e) && (hr || e.id !== actor.id));
    },
    { topics: ['people'], ttlMs: 60_000 },
  );
  const people = q.siteId || q.departmentId ? all.filter((e) => (!q.siteId || e.siteId === q.siteId) && (!q.departmentId || e.departmentId === q.departmentId)) : all;
  return { dir, all, people };
}

const personOf = (e: TDirectoryEmployee): TDashboardPerson => ({ employeeId: e.id, empCode: e.empCode, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr });
const byName = (a: TDirectoryEmployee, b: TDirectoryEmployee) => a.rankName - b.rankName;
const cut = <T>(items: T[]) => ({ total: items.length, items: items.slice(0, DASHBOARD_LIST_LIMIT) });

/** Everyone's computed day for a date, by person (the whole organisation once, every viewer filters it). */
function orgDay(ctx: Ctx, dir: Directory, date: string) {
  return recent(
    ctx,
    `dashboard-day:${date}`,
    async () => {
      const days = await computeDays(
        ctx,
        dir.people.filter((e) => e.active),
        date,
        date,
      );
      return new Map(days.map((d) => [d.person.id, { status: d.result.status, lateMinutes: d.result.lateMinutes }]));
    },
    // A minute bounds how late a day turns from "not yet due" to "absent" as the clock passes a shift's end.
    { topics: DAY_TOPICS, ttlMs: 60_000 },
  );
}

/** Approved leave overlapping the dates, by person. */
function orgLeave(ctx: Ctx, from: string, to: string) {
  return ctx.reads.get(
    `dashboard-leave:${from}:${to}`,
    async () => {
      const map = new Map<number, Awaited<ReturnType<typeof approvedLeave>>>();
      for (const l of await approvedLeave(ctx.db, null, from, to)) {
        // Leave by the hour is a few hours of a day at work: not "out".
        if (l.st) continue;
        const list = map.get(Number(l.e));
        if (list) list.push(l);
        else map.set(Number(l.e), [l]);
      }
      return map;
    },
    { topics: ['leave', 'people'], ttlMs: 60_000 },
  );
}

/** What waits on the viewer: the leave inbox, overtime, attendance issues (HR and site HR) and the team's handover answers. */
function pendingFor(ctx: Ctx, actor: Actor, scope: TDirectoryEmployee[]) {
  return ctx.reads.get(
    `dashboard-pending:${roleKey(actor)}`,
    async () => {
      const hr = isHr(actor);
      const [vacationApprovals, counts, issues] = await Promise.all([
        inboxCount(ctx, actor),
        repo.pendingCounts(ctx.db, { viewerId: actor.id, hr, ids: hr ? null : scope.map((e) => e.id) }),
        hasRole(actor, 'hr', 'admin', 'site_hr') ? countIssueInbox(ctx, actor) : Promise.resolve(null),
      ]);
      return { vacationApprovals, overtimeApprovals: counts.overtime, attendanceIssues: issues?.count ?? null, handovers: counts.handovers };
    },
    { topics: ['leave', 'attendance', 'overtime', 'people'], ttlMs: 30_000 },
  );
}

/** The filter choices of HR and site HR: the sites and departments of the people in their scope. */
function filterChoices(dir: Directory, all: TDirectoryEmployee[]): NonNullable<TTeamToday['filters']> {
  const units = (kind: 'site' | 'department', idOf: (e: TDirectoryEmployee) => number | null) =>
    [...new Set(all.map(idOf).filter((id): id is number => id !== null))]
      .map((id) => {
        const names = dir.unitName(kind, id);
        return { id, nameEn: names?.[0] ?? String(id), nameAr: names?.[1] ?? String(id) };
      })
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn));
  return { sites: units('site', (e) => e.siteId), departments: units('department', (e) => e.departmentId) };
}

/** GET /api/dashboard/team/today: who is out today and this week (approved leave), who is absent or late today, and what waits on the viewer. */
export async function teamToday(ctx: Ctx, actor: Actor, q: TTeamDashboardQuery): Promise<TTeamToday> {
  const { dir, all, people } = await dashboardScope(ctx, actor, q);
  const date = q.date ?? (await cachedToday(ctx));
  // The answer is kept per viewer, filters and date (its JSON made once, lib/json-reply), as long as its parts are.
  return ctx.reads.get(`dashboard-today:${roleKey(actor)}:${q.siteId ?? ''}:${q.departmentId ?? ''}:${date}`, () => loadTeamToday(ctx, actor, dir, all, people, date), {
    topics: [...DAY_TOPICS, 'overtime'],
    ttlMs: 10_000,
  });
}

async function loadTeamToday(ctx: Ctx, actor: Actor, dir: Directory, all: TDirectoryEmployee[], people: TDirectoryEmployee[], date: string): Promise<TTeamToday> {
  const org = await cachedOrganisation(ctx);
  const weekFrom = weekStartOf(date, org.weekendDays);
  const weekTo = addDaysIso(weekFrom, 6);
  const [day, leave, pending] = await Promise.all([orgDay(ctx, dir, date), orgLeave(ctx, weekFrom, weekTo), pendingFor(ctx, actor, all)]);
  const sorted = [...people].sort(byName);
  const leaveRow = (e: TDirectoryEmployee, l: { s: string; t: string; nameEn: string; nameAr: string }) => ({ ...personOf(e), startDate: l.s, endDate: l.t, leaveNameEn: l.nameEn, leaveNameAr: l.nameAr });
  const outToday: ReturnType<typeof leaveRow>[] = [];
  const outThisWeek: ReturnType<typeof leaveRow>[] = [];
  const absent: TTeamToday['absentToday']['items'] = [];
  const late: TTeamToday['lateToday']['items'] = [];
  for (const e of sorted) {
    const ls = leave.get(e.id);
    if (ls) {
      const today = ls.find((l) => l.s <= date && l.t >= date);
      if (today) outToday.push(leaveRow(e, today));
      outThisWeek.push(leaveRow(e, [...ls].sort((a, b) => (a.s < b.s ? -1 : 1))[0]));
    }
    const d = day.get(e.id);
    if (!d) continue;
    if (d.status === 'absent' || d.status === 'incomplete' || d.status === 'issue') absent.push({ ...personOf(e), status: d.status });
    else if (d.status === 'present' && d.lateMinutes > 0) late.push({ ...personOf(e), lateMinutes: d.lateMinutes });
  }
  return {
    date,
    weekFrom,
    weekTo,
    people: people.length,
    outToday: cut(outToday),
    outThisWeek: cut(outThisWeek),
    absentToday: cut(absent),
    lateToday: cut(late.sort((a, b) => b.lateMinutes - a.lateMinutes)),
    pending,
    filters: hasRole(actor, 'hr', 'admin', 'site_hr') ? filterChoices(dir, all) : null,
  };
}

/** Attended and expected work days per person over some weeks: [attended, expected] per week, by person. */
type TWeekCounts = Map<number, Int32Array>;

/**
 * Everyone's attended and expected days for consecutive weeks from `from`, computed once for the
 * whole organisation (every viewer and filter sums the people it covers).
 */
async function weekCounts(ctx: Ctx, dir: Directory, from: string, weeks: number, to: string): Promise<TWeekCounts> {
  const active = dir.people.filter((e) => e.active);
  const base = Date.parse(`${from}T00:00:00Z`);
  const out: TWeekCounts = new Map();
  // In slices of people, with a turn of the event loop between them: embedded PostgreSQL runs in
  // this thread, so computing 150,000 person-days in one go would hold every other request for seconds.
  for (let i = 0; i < active.length; i += WEEK_SLICE) {
    if (i) await new Promise((resolve) => setImmediate(resolve));
    for (const d of await computeDays(ctx, active.slice(i, i + WEEK_SLICE), from, to)) countDay(out, d, base, weeks);
  }
  return out;
}

const WEEK_SLICE = 400;

/** Adds a computed day to its person's week: expected, and attended or not. */
function countDay(out: TWeekCounts, d: TComputedDay, base: number, weeks: number) {
  const r = rateDay(d.result.status, d.resolution?.kind ?? null);
  if (!r.expected) return;
  let counts = out.get(d.person.id);
  if (!counts) out.set(d.person.id, (counts = new Int32Array(weeks * 2)));
  const w = Math.floor((Date.parse(`${d.date}T00:00:00Z`) - base) / (7 * 86_400_000));
  counts[w * 2 + 1]++;
  if (r.attended) counts[w * 2]++;
}

const microtasks = async (n: number) => {
  for (let i = 0; i < n; i++) await null;
};

/** Values last read through `recent()`, by key, with when they were last known current. */
const lastRead = new Map<string, { at: number; value: unknown }>();
/** How long after it was last known current a value may still be served while its replacement is computed. */
const STALE_MS = 60_000;
/** The keys `recent()` is recomputing now. */
const computing = new Set<string>();

/**
 * A read-cache read for the organisation-wide computed days. Any attendance event forgets them
 * (the trigger names the table, not the dates), and recomputing takes from a few hundred ms (a
 * day) to seconds (11 weeks) with 2,000 people; so while one recompute runs (single flight),
 * readers get the value that was current less than a minute before: the same bound the absence
 * lists accept for a day turning due as the clock passes. A hit is served as it is.
 */
async function recent<T>(ctx: Ctx, key: string, load: () => Promise<T>, opts: { topics: readonly TCacheTopic[]; ttlMs: number }): Promise<T> {
  const prev = lastRead.get(key);
  // One recompute of a key at a time: a change during one drops the cache's in-flight read, and at
  // a factory's shift change (a punch a second, 20,000 people: a recompute takes a second or more)
  // every reader after every punch started another. Its readers get the last value.
  if (prev && computing.has(key) && Date.now() - prev.at <= STALE_MS) return prev.value as T;
  const guarded = async () => {
    computing.add(key);
    try {
      return await load();
    } finally {
      computing.delete(key);
    }
  };
  const fresh = ctx.reads.get(key, guarded, opts).then((value) => {
    if (lastRead.size > 50) lastRead.clear();
    lastRead.set(key, { at: Date.now(), value });
    return value;
  });
  if (!prev || Date.now() - prev.at > STALE_MS) return fresh;
  fresh.catch(() => {});
  // A hit settles within a few microtasks; a recompute (queries, slices) cannot. No timer: embedded
  // PostgreSQL answers in microtasks too, so a timer would wait for the whole recompute.
  const stale = Symbol('stale');
  const first = await Promise.race([fresh, microtasks(10).then(() => stale)]);
  return first === stale ? (prev.value as T) : (first as T);
}

/**
 * The closed weeks of the trends, everyone's: 11 weeks of the whole organisation's computed days,
 * 12 s of one core at 20,000 people (1.5 M person-days). Kept by time, not forgotten by every
 * attendance change: a punch today never changes a closed week, and at a factory's shift change
 * punches come every second, so each would have started another recompute. A
 * correction of a past day shows within 15 minutes (and 15 more while one reader refreshes it).
 */
const CLOSED_WEEKS_MS = 15 * 60_000;
function closedWeeks(ctx: Ctx, dir: Directory, first: string, current: string): Promise<TWeekCounts> {
  return ctx.reads.get(`dashboard-weeks:${first}:${current}`, () => weekCounts(ctx, dir, first, WEEKS - 1, addDaysIso(current, -1)), { topics: [], ttlMs: CLOSED_WEEKS_MS });
}

/** This week so far, everyone's (a weekly rate moves little as today's days turn due: five minutes bound that; a change forgets it at once). */
const thisWeek = (ctx: Ctx, dir: Directory, current: string, today: string) =>
  recent(ctx, `dashboard-week:${current}:${today}`, () => weekCounts(ctx, dir, current, 1, today), { topics: DAY_TOPICS, ttlMs: 300_000 });

/**
 * Computes the closed weeks of the trends (and this week) ahead of the first organisation dashboard, so HR's first
 * one after a start does not wait for them (each server process keeps its own). Run in the
 * background once a process is up.
 */
export async function warmTrends(ctx: Ctx): Promise<void> {
  const [org, today, dir] = await Promise.all([cachedOrganisation(ctx), cachedToday(ctx), getDirectory(ctx)]);
  const current = weekStartOf(today, org.weekendDays);
  await closedWeeks(ctx, dir, addDaysIso(current, -7 * (WEEKS - 1)), current);
  await thisWeek(ctx, dir, current, today);
}

/**
 * GET /api/dashboard/team/trends: the attendance rate of the last 12 weeks (this one so far
 * included) and approved overtime of the last 12 months, for the viewer's people.
 *
 * The rate needs every person-day's computed status (2,000 people × 84 days). The closed weeks
 * are computed once for the whole organisation and kept until something they read changes; the
 * current week is computed apart and kept a minute (its days turn due as the clock moves). Every
 * viewer and filter then sums its people's counts: a few thousand additions per request.
 */
export async function teamTrends(ctx: Ctx, actor: Actor, q: TTeamDashboardQuery): Promise<TTeamTrends> {
  const { dir, people } = await dashboardScope(ctx, actor, q);
  const today = q.date ?? (await cachedToday(ctx));
  // At a factory group's size the closed weeks take seconds the first time after a start: the page
  // does not wait for them. It gets this week and the overtime now, and asks again (not cached).
  if (!(await closedWeeksWithin(ctx, dir, today, trendsWait.ms))) return { ...(await loadTeamTrends(ctx, dir, people, today, false)), pending: true };
  return ctx.reads.get(`dashboard-trends:${roleKey(actor)}:${q.siteId ?? ''}:${q.departmentId ?? ''}:${today}`, () => loadTeamTrends(ctx, dir, people, today), {
    topics: [...DAY_TOPICS, 'overtime'],
    ttlMs: 10_000,
  });
}

/** How long a trends request waits for the closed weeks before it answers without them (tests set it to 0). */
export const trendsWait = { ms: 800 };

/** Whether the closed weeks are ready within `ms` (their computation goes on either way). */
async function closedWeeksWithin(ctx: Ctx, dir: Directory, today: string, ms: number): Promise<boolean> {
  const org = await cachedOrganisation(ctx);
  const current = weekStartOf(today, org.weekendDays);
  const done = closedWeeks(ctx, dir, addDaysIso(current, -7 * (WEEKS - 1)), current).then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function loadTeamTrends(ctx: Ctx, dir: Directory, people: TDirectoryEmployee[], today: string, withClosed = true): Promise<TTeamTrends> {
  const org = await cachedOrganisation(ctx);
  const current = weekStartOf(today, org.weekendDays);
  const first = addDaysIso(current, -7 * (WEEKS - 1));
  const month = today.slice(0, 7);
  const otFrom = monthStart(month, -(MONTHS - 1));
  const [closed, now, overtime] = await Promise.all([
    withClosed ? closedWeeks(ctx, dir, first, current) : (new Map() as TWeekCounts),
    thisWeek(ctx, dir, current, today),
    ctx.reads.get(
      `dashboard-overtime:${otFrom}:${today}`,
      async () => {
        const map = new Map<number, Int32Array>();
        for (const [e, m, minutes, n] of await repo.approvedOvertimeByMonth(ctx.db, otFrom, lastOfMonth(month))) {
          let v = map.get(e);
          if (!v) map.set(e, (v = new Int32Array(MONTHS * 2)));
          v[m * 2] += minutes;
          v[m * 2 + 1] += n;
        }
        return map;
      },
      { topics: ['overtime'], ttlMs: 600_000 },
    ),
  ]);
  const sums = new Float64Array(WEEKS * 2);
  const ot = new Float64Array(MONTHS * 2);
  for (const e of people) {
    const c = closed.get(e.id);
    if (c) for (let i = 0; i < c.length; i++) sums[i] += c[i];
    const n = now.get(e.id);
    if (n) {
      sums[(WEEKS - 1) * 2] += n[0];
      sums[(WEEKS - 1) * 2 + 1] += n[1];
    }
    const o = overtime.get(e.id);
    if (o) for (let i = 0; i < o.length; i++) ot[i] += o[i];
  }
  return {
    weeks: Array.from({ length: WEEKS }, (_, w) => {
      const from = addDaysIso(first, 7 * w);
      return { from, to: addDaysIso(from, 6), attended: sums[w * 2], expected: sums[w * 2 + 1], rate: attendanceRate(sums[w * 2], sums[w * 2 + 1]) };
    }),
    overtime: Array.from({ length: MONTHS }, (_, m) => ({ month: monthStart(month, m - (MONTHS - 1)).slice(0, 7), minutes: ot[m * 2], requests: ot[m * 2 + 1] })),
  };
}
