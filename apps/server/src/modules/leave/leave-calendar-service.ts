import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { addDaysIso, CALENDAR_ABSENCES_MAX, personGroupDays, type TCalendar, type TCalendarFeeds, type TLeaveRequest } from '@hr/shared';
import { employees } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import { holidayApplies, holidaysBetween } from '../organisation/index.js';
import { findPerson } from '../people/index.js';
import * as feedRepo from './calendar-feed-repository.js';
import * as requestRepo from './leave-request-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { scopeFilter, viewScopeKey } from '../../core/scope.js';
import { hasRole } from '../../core/policies.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';

const isTeamViewer = (actor: Pick<Actor, 'roles'>) => hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin');

export interface CalendarFilters {
  siteId?: number;
  departmentId?: number;
}

/**
 * Whom a viewer's calendar shows, as a condition on `employees`: their scope ('view': HR everyone,
 * site HR their sites, a manager the subtree, a supervisor the reports) narrowed by the filters;
 * only themselves for everyone else.
 */
export function calendarPeople(actor: Actor, f: CalendarFilters = {}): SQL {
  if (!isTeamViewer(actor)) return eq(employees.id, actor.id);
  return and(
    scopeFilter(actor, 'view'),
    f.siteId ? eq(employees.siteId, f.siteId) : undefined,
    f.departmentId ? eq(employees.departmentId, f.departmentId) : undefined,
  )!;
}

/** A cache key for what the viewer's scope sees: HR and admin all see everyone, and share it. */
export const scopeKey = (actor: Actor, f: CalendarFilters = {}) => `${viewScopeKey(actor)}|${f.siteId ?? ''}|${f.departmentId ?? ''}`;

/** The holidays between two dates that apply to everyone, and the weekend: what each calendar shades. */
export async function calendarDays(ctx: Ctx, from: string, to: string) {
  const [org, hol] = await Promise.all([getOrganisation(ctx.db), holidaysBetween(ctx.db, from, to)]);
  return { holidays: hol.filter((h) => holidayApplies(h, null)).map((h) => ({ date: h.date, nameEn: h.nameEn, nameAr: h.nameAr })), weekendDays: org.weekendDays };
}

const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return addDaysIso(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1);
};

/** A month of who is out in the viewer's scope (themselves for an employee), with the holidays. */
export async function monthCalendar(ctx: Ctx, actor: Actor, month: string, filters: CalendarFilters = {}): Promise<TCalendar> {
  return ctx.reads.get(`calendar|${scopeKey(actor, filters)}|${month}`, () => loadMonth(ctx, actor, month, filters), { topics: ['leave', 'people', 'org'] });
}

async function loadMonth(ctx: Ctx, actor: Actor, month: string, filters: CalendarFilters): Promise<TCalendar> {
  const from = `${month}-01`;
  const to = monthEnd(month);
  const who = isTeamViewer(actor) ? requestRepo.requesterIn(calendarPeople(actor, filters)) : requestRepo.requesterIs(actor.id);
  // One more than may be listed: a month past the limit says so (`truncated`) rather than ending quietly.
  const [all, days, self] = await Promise.all([
    requestRepo.absencesBetween(ctx.db, who, from, to, CALENDAR_ABSENCES_MAX + 1),
    calendarDays(ctx, from, to),
    isTeamViewer(actor) ? null : findPerson(ctx.db, actor.id),
  ]);
  // Decree 346/2025: a person's own calendar shades their holiday group's days off as well.
  if (self?.holidayGroups.length) {
    const known = new Set(days.holidays.map((h) => h.date));
    const mine = personGroupDays(self.holidayGroups, from, to).filter((d) => !known.has(d.date));
    days.holidays = [...days.holidays, ...mine.map((d) => ({ date: d.date, nameEn: d.nameEn, nameAr: d.nameAr }))].sort((a, b) => a.date.localeCompare(b.date));
  }
  const rows = all.slice(0, CALENDAR_ABSENCES_MAX);
  // Each person and type once; an absence names them by id (ZCalendarSchema).
  const people = new Map<number, TCalendar['people'][number]>();
  const types = new Map<number, TCalendar['leaveTypes'][number]>();
  const absences: TCalendar['absences'] = [];
  for (const r of rows) {
    const [id, EmpCode, FullName, fullNameAr] = r.employee;
    people.set(id, [id, EmpCode, FullName, fullNameAr]);
    types.set(r.leaveType[0], r.leaveType);
    // Leave by the hour is out for part of the day only: its span goes along.
    const base = [r.id, id, r.leaveType[0], r.startDate, r.endDate, r.state as TLeaveRequest['state']] as const;
    absences.push(r.startTime && r.endTime ? [...base, `${r.startTime}-${r.endTime}`] : [...base]);
  }
  return {
    month,
    people: [...people.values()],
    leaveTypes: [...types.values()],
    absences,
    ...days,
    ...(all.length > rows.length ? { truncated: true } : {}),
  };
}

// ---- iCal feeds ----

const feedUrl = (ctx: Ctx, token: string) => `${ctx.config.PUBLIC_URL}/api/calendar/${token}.ics`;

/** The viewer's secret feed addresses; created on first use. */
export async function getFeeds(ctx: Ctx, actor: Actor): Promise<TCalendarFeeds> {
  const kinds: ('personal' | 'team')[] = isTeamViewer(actor) ? ['personal', 'team'] : ['personal'];
  // The calendar page asks each time it opens: from the read cache (calendar_feeds is a 'leave' table).
  return ctx.reads.get(
    `feeds|${actor.id}|${kinds.join(',')}`,
    async () => {
      const tokens = new Map<string, string>();
      for (const kind of kinds) tokens.set(kind, await feedRepo.feedToken(ctx.db, actor.id, kind, () => randomBytes(24).toString('base64url')));
      return { personalUrl: feedUrl(ctx, tokens.get('personal')!), teamUrl: tokens.has('team') ? feedUrl(ctx, tokens.get('team')!) : null };
    },
    { topics: ['leave'] },
  );
}

/** A new secret: the old address stops working at once. */
export async function regenerateFeed(ctx: Ctx, actor: Actor, kind: 'personal' | 'team'): Promise<TCalendarFeeds> {
  if (kind === 'team' && !isTeamViewer(actor)) throw new AppError('FORBIDDEN');
  await feedRepo.replaceFeedToken(ctx.db, actor.id, kind, randomBytes(24).toString('base64url'));
  // Not a transaction: forget the cached addresses here at once (the trigger tells other processes).
  ctx.reads.bump('leave');
  await audit(ctx.db, { actorId: actor.id, action: 'calendar.feed.regenerate', entity: 'calendar_feed', entityId: kind, ip: actor.ip });
  return getFeeds(ctx, actor);
}

const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
const compact = (iso: string) => iso.replace(/-/g, '');
/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
const fold = (line: string) => {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
};

/**
 * The feed behind a secret URL, in the owner's language: their own leave (personal) or their
 * team's (team), approved and pending, from 3 months back to a year ahead.
 */
export async function renderFeed(ctx: Ctx, token: string): Promise<string> {
  const feed = await feedRepo.findFeed(ctx.db, token);
  if (!feed || !feed.active) throw new AppError('NOT_FOUND');
  const org = await getOrganisation(ctx.db);
  const now = new Date();
  // The organisation's today: in Cairo after 22:00 UTC the UTC date is still yesterday.
  const today = todayIn(org.timeZone);
  const from = addDaysIso(today, -92);
  const to = addDaysIso(today, 366);
  const owner = { id: feed.employeeId, roles: feed.roles };
  const who = feed.kind === 'team' ? requestRepo.excludingRequester(requestRepo.requesterIn(scopeFilter(owner, 'view')), feed.employeeId) : requestRepo.requesterIs(feed.employeeId);
  const rows = (await requestRepo.absencesBetween(ctx.db, who, from, to)).map((r) => ({
    ...r,
    state: r.state as TLeaveRequest['state'],
    employee: { FullName: r.employee[2], fullNameAr: r.employee[3] },
    leaveType: { nameEn: r.leaveType[1], nameAr: r.leaveType[2] },
  }));
  const ar = feed.language === 'ar';
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const state = (s: TLeaveRequest['state']) => (ar ? (s === 'approved' ? 'معتمدة' : 'مطلوبة') : s === 'approved' ? 'Approved' : 'Requested');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HR Leave Tracker//Leave//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${esc(`${ar ? org.nameAr : org.nameEn}: ${feed.kind === 'team' ? (ar ? 'إجازات الفريق' : 'Team leave') : ar ? 'إجازاتي' : 'My leave'}`)}`,
    `X-WR-TIMEZONE:${org.timeZone}`,
  ];
  for (const r of rows) {
    const name = ar ? r.employee.fullNameAr : r.employee.FullName;
    const type = ar ? r.leaveType.nameAr : r.leaveType.nameEn;
    lines.push(
      'BEGIN:VEVENT',
      `UID:leave-${r.id}@hr-leave-tracker`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(r.startDate)}`,
      `DTEND;VALUE=DATE:${compact(addDaysIso(r.endDate, 1))}`,
      `SUMMARY:${esc(`${feed.kind === 'team' ? `${name}: ` : ''}${type} (${state(r.state)})`)}`,
      `STATUS:${r.state === 'approved' ? 'CONFIRMED' : 'TENTATIVE'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
