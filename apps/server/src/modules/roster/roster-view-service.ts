import { eachDate, foldSearch, isMinorOn, isPersonGroupHoliday, isWeekend, minorDayFindings, weekDay, type TMinorRule, type TMyRosterResponse, type TRosterCell, type TRosterQuery, type TRosterResponse, type TRosterShift } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { AppError } from '../../core/errors.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedOrganisation } from '../../core/organisation.js';
import type { Actor, Ctx } from '../../core/context.js';
import { holidayApplies, holidaysBetween } from '../organisation/index.js';
import { getDirectory, type Directory, type TDirectoryEmployee } from '../people/index.js';
import { writeXlsx } from '../../lib/spreadsheet.js';
import { loadRosterBook, type RosterBook } from './roster-book.js';
import * as repo from './roster-repository.js';

/** The roster as people read it: the team's grid (`/team/roster`), its XLSX, and one's own days. */

type TQuery = Required<Pick<TRosterQuery, 'from' | 'to'>> & Omit<TRosterQuery, 'from' | 'to'> & { page: number; pageSize: number };

interface TDayFacts {
  book: RosterBook;
  leave: Map<number, { s: string; t: string }[]>;
  holidays: Map<string, { siteIds: number[] | null }[]>;
  weekendDays: readonly number[];
}

/** One person's day on the grid: the shift (rostered or fixed), whether it is a work day, where it comes from, and leave or a holiday. */
function cellOf(f: TDayFacts, p: TDirectoryEmployee, date: string): TRosterCell {
  const day = f.book.dayOf(p.id, date);
  // The fixed shift and site in force that day (dated job data), the shift as it was then.
  const fixedId = f.book.fixedShiftId(p, date);
  const shift = fixedId === null ? null : f.book.shiftRule(fixedId, date);
  const work = day ? day.shiftId !== null : shift ? shift.workDays.includes(weekDay(date)) : !isWeekend(date, f.weekendDays);
  const onLeave = (f.leave.get(p.id) ?? []).some((l) => l.s <= date && date <= l.t);
  // Decree 346/2025: the person's holiday group's days off count as holidays for them.
  const holiday = (f.holidays.get(date) ?? []).some((h) => holidayApplies(h, f.book.siteOf(p, date))) || isPersonGroupHoliday(p.holidayGroups, date);
  const shiftId = day ? day.shiftId : fixedId;
  const off = work && holiday ? 'holiday' : work && onLeave ? 'leave' : null;
  // Art 65 (rules minorHours, minorNight): the days a worker under 18 is rostered beyond their limits are marked.
  const rule = work && !off && shiftId !== null && isMinorOn(p.birthDate, date) ? f.book.shiftRule(shiftId, date) : undefined;
  const minor = rule ? (minorDayFindings({ ...rule, breaks: f.book.shifts.get(shiftId!)?.breaks ?? [] }).map((x) => x.rule) as TMinorRule[]) : [];
  return { shiftId, work, source: day ? day.source : 'fixed', off, ...(minor.length && { minor }) };
}

async function dayFacts(ctx: Ctx, ids: readonly number[], from: string, to: string): Promise<TDayFacts> {
  const [book, leaveRows, hols, org] = await Promise.all([loadRosterBook(ctx, ids, from, to), repo.approvedDayLeave(ctx.db, ids, from, to), holidaysBetween(ctx.db, from, to), cachedOrganisation(ctx)]);
  const leave = new Map<number, { s: string; t: string }[]>();
  for (const l of leaveRows) {
    const list = leave.get(l.e);
    if (list) list.push(l);
    else leave.set(l.e, [l]);
  }
  const holidays = new Map<string, { siteIds: number[] | null }[]>();
  for (const h of hols) holidays.set(h.date, [...(holidays.get(h.date) ?? []), h]);
  return { book, leave, holidays, weekendDays: org.weekendDays };
}

/** Whom the viewer's grid lists: their scope (active people), narrowed by crew, department, site and a search, by name. */
function rosterPeople(dir: Directory, actor: Actor, q: TQuery): TDirectoryEmployee[] {
  const inScope = dir.visible(actor, 'view');
  const folded = q.q?.trim() ? foldSearch(q.q.trim()) : '';
  return dir.people
    .filter(
      (e) =>
        e.active &&
        inScope(e) &&
        (!q.crewId || e.crewId === q.crewId) &&
        (!q.departmentId || e.departmentId === q.departmentId) &&
        (!q.siteId || e.siteId === q.siteId) &&
        (!folded || e.searchText.includes(folded)),
    )
    .sort((a, b) => a.rankName - b.rankName);
}

const presentShift = (s: { id: number; nameEn: string; nameAr: string; startTime: string; endTime: string }): TRosterShift => ({
  id: s.id,
  nameEn: s.nameEn,
  nameAr: s.nameAr,
  startTime: s.startTime,
  endTime: s.endTime,
});

function assertViewer(actor: Actor) {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
}

/**
 * GET /team/roster: a page of people with a cell per date, and how many people work each date over
 * every page. The whole filtered scope's counts are worked out once per (scope, filters, dates) and
 * kept in the read cache until a roster, leave, holiday or person changes.
 */
export async function teamRoster(ctx: Ctx, actor: Actor, q: TQuery): Promise<TRosterResponse> {
  assertViewer(actor);
  const dir = await getDirectory(ctx);
  const dates = eachDate(q.from, q.to);
  const key = `roster:${isHr(actor) ? 'all' : roleKey(actor)}:${q.crewId ?? ''}:${q.departmentId ?? ''}:${q.siteId ?? ''}:${q.q ?? ''}:${q.from}:${q.to}`;
  const whole = await ctx.reads.get(
    key,
    async () => {
      const people = rosterPeople(dir, actor, q);
      const f = await dayFacts(ctx, people.map((p) => p.id), q.from, q.to);
      const working = dates.map(() => 0);
      for (const p of people) {
        dates.forEach((d, i) => {
          const c = cellOf(f, p, d);
          if (c.work && !c.off) working[i]++;
        });
      }
      return { people, working, facts: f };
    },
    { topics: ['people', 'leave', 'org'], ttlMs: 60_000 },
  );
  const page = whole.people.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const f = whole.facts;
  const used = new Set<number>();
  const people = page.map((p) => {
    const cells = dates.map((d) => cellOf(f, p, d));
    for (const c of cells) if (c.shiftId !== null) used.add(c.shiftId);
    return { id: p.id, EmpCode: p.empCode, FullName: p.fullNameEn, fullNameAr: p.fullNameAr, crewId: p.crewId, departmentId: p.departmentId, cells };
  });
  // Every crew of the viewer's scope (the crew filter's choices), whatever the page or the filters.
  const crews = await ctx.reads.get(
    `roster-crews:${isHr(actor) ? 'all' : roleKey(actor)}`,
    async () => {
      const inScope = dir.visible(actor, 'view');
      const ids = new Set(dir.people.filter((e) => e.active && e.crewId !== null && inScope(e)).map((e) => e.crewId as number));
      return (await repo.listCrews(ctx.db)).filter((c) => ids.has(c.id)).map((c) => ({ id: c.id, nameEn: c.nameEn, nameAr: c.nameAr, siteId: c.siteId }));
    },
    { topics: ['people'], ttlMs: 60_000 },
  );
  return {
    dates,
    shifts: [...f.book.shifts.values()].filter((s) => used.has(s.id)).map(presentShift),
    crews,
    people,
    total: whole.people.length,
    page: q.page,
    pageSize: q.pageSize,
    working: whole.working,
  };
}

/** The XLSX export's row cap: the whole scope of a 20,000-person group fits. */
const SHEET_ROWS_MAX = 50_000;

/** GET /team/roster.xlsx: the same grid, every page, in the viewer's language (right to left in Arabic). */
export async function teamRosterXlsx(ctx: Ctx, actor: Actor, q: TQuery): Promise<{ fileName: string; body: Buffer }> {
  assertViewer(actor);
  const dir = await getDirectory(ctx);
  const people = rosterPeople(dir, actor, q).slice(0, SHEET_ROWS_MAX);
  const f = await dayFacts(ctx, people.map((p) => p.id), q.from, q.to);
  const dates = eachDate(q.from, q.to);
  const isAr = q.lang === 'ar';
  const t = (isAr ? ar : en).rosterSheet;
  const name = (kind: 'crew' | 'department' | 'site', id: number | null) => dir.unitName(kind, id)?.[isAr ? 1 : 0] ?? '';
  const label = (c: TRosterCell) => {
    if (c.off) return c.off === 'leave' ? t.leave : t.holiday;
    if (!c.work) return t.rest;
    const s = c.shiftId === null ? null : f.book.shifts.get(c.shiftId);
    return s ? `${isAr ? s.nameAr : s.nameEn} ${s.startTime}–${s.endTime}` : '';
  };
  // In slices with a turn of the event loop between them: 20,000 people by a month is 600,000 cells.
  const working = dates.map(() => 0);
  const rows: (string | number)[][] = [];
  for (let i = 0; i < people.length; i += 1_000) {
    if (i) await new Promise((resolve) => setImmediate(resolve));
    for (const p of people.slice(i, i + 1_000)) {
      const cells = dates.map((d, k) => {
        const c = cellOf(f, p, d);
        if (c.work && !c.off) working[k]++;
        return label(c);
      });
      rows.push([p.empCode, isAr ? p.fullNameAr : p.fullNameEn, name('crew', p.crewId), name('department', p.departmentId), name('site', p.siteId), ...cells]);
    }
  }
  // The header's dates as the screens write them (day/month/year), and the people at work each day last.
  const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  const body = await writeXlsx({
    title: t.title,
    header: [t.empCode, t.name, t.crew, t.department, t.site, ...dates.map(dmy)],
    rows: [...rows, ['', t.working, '', '', '', ...working]],
    rightToLeft: isAr,
    widths: [12, 28, 14, 18, 16, ...dates.map(() => 16)],
    frozenColumns: 2,
  });
  return { fileName: `roster-${q.from}-${q.to}.xlsx`, body };
}

/** GET /me/roster: the viewer's own days (the dashboard card). */
export async function myRoster(ctx: Ctx, actor: Actor, q: { from: string; to: string }): Promise<TMyRosterResponse> {
  const dir = await getDirectory(ctx);
  const me = dir.get(actor.id);
  if (!me) throw new AppError('NOT_FOUND');
  const f = await dayFacts(ctx, [me.id], q.from, q.to);
  const dates = eachDate(q.from, q.to);
  const cells = dates.map((d) => cellOf(f, me, d));
  const used = new Set(cells.map((c) => c.shiftId).filter((s): s is number => s !== null));
  return { dates, shifts: [...f.book.shifts.values()].filter((s) => used.has(s.id)).map(presentShift), cells };
}
