import { jobRowOn, NO_FACTS, sameFacts, withUnissued, type TDayFacts } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { loadClosedDays, nextMonth } from '../../core/closed-months.js';
import type { TCarriedDay } from '../../core/issued-sheets.js';
import { factsOfDays } from '../attendance/index.js';
import { changedJobs, getDirectory, type TDirectoryEmployee } from '../people/index.js';
import * as repo from './payroll-repository.js';

/**
 * Late changes to closed months, as adjustment lines for a later sheet. The triggers of migration
 * 0031 mark every person-day of a closed (or closing) month that a change touched; here each mark
 * is measured: what payroll was last told of the day (the issued sheet's facts, or the "now" of the
 * last line that carried it) against what the day says now. A day that says the same is simply
 * forgotten; a day that differs is a line. The lines a closing carries are stored with it, so
 * issued + carried = recomputed, and a reopened closing's lines are marked again to be carried
 * once more (never twice: only closed closings count as what payroll was told).
 */
export interface TCarry {
  lines: TCarriedDay[];
  /** Every mark measured (carried or found unchanged), to forget once the closing is stored. */
  measured: { employeeId: number; date: string }[];
}

/**
 * The lines a sheet of `month` carries: marked days before that month which are closed for the
 * person (their month closed for the organisation, or for their site that day), of the people in
 * `personIds`.
 */
export async function carriedInto(ctx: Pick<Ctx, 'db' | 'reads'>, month: string, personIds: ReadonlySet<number>): Promise<TCarry> {
  const marks = (await repo.dirtyDays(ctx.db, `${month}-01`)).filter((m) => m.date < `${month}-01` && personIds.has(m.employeeId));
  if (!marks.length) return { lines: [], measured: [] };
  const [dir, jobs, closed] = await Promise.all([getDirectory(ctx), changedJobs(ctx), loadClosedDays(ctx.db)]);
  const siteOn = (p: TDirectoryEmployee, date: string) => {
    const rows = jobs.get(p.id);
    return rows ? (jobRowOn(rows, date) ?? rows[0]).siteId : p.siteId;
  };
  const byPerson = new Map<number, { p: TDirectoryEmployee; dates: string[] }>();
  for (const m of marks) {
    const p = dir.get(m.employeeId);
    if (!p || !closed.isClosed(m.date, siteOn(p, m.date))) continue;
    const entry = byPerson.get(p.id);
    if (entry) entry.dates.push(m.date);
    else byPerson.set(p.id, { p, dates: [m.date] });
  }
  const measured = [...byPerson.values()].flatMap(({ p, dates }) => dates.map((date) => ({ employeeId: p.id, date })));
  if (!measured.length) return { lines: [], measured };
  const from = measured.reduce((a, m) => (m.date < a ? m.date : a), measured[0].date);
  const to = measured.reduce((a, m) => (m.date > a ? m.date : a), measured[0].date);
  const [now, base] = await Promise.all([factsOfDays(ctx, [...byPerson.values()].map((x) => x.p), from, to), repo.baselines(ctx.db, measured)]);
  const lines: TCarriedDay[] = [];
  for (const { p, dates } of byPerson.values()) {
    for (const date of dates) {
      const after = now.get(p.id)?.get(date) ?? NO_FACTS;
      const before: TDayFacts = base.has(`${p.id}|${date}`) ? withUnissued(base.get(`${p.id}|${date}`), after) : NO_FACTS;
      if (!sameFacts(before, after)) lines.push({ person: { id: p.id, empCode: p.empCode, fullNameEn: p.fullNameEn, fullNameAr: p.fullNameAr }, date, before, after });
    }
  }
  lines.sort((a, b) => a.person.empCode - b.person.empCode || a.date.localeCompare(b.date));
  return { lines, measured };
}

/** The month a live sheet shows the pending lines in: the first after the latest closed month (null: nothing closed). */
export async function carryMonth(ctx: Pick<Ctx, 'db'>): Promise<string | null> {
  const closed = await loadClosedDays(ctx.db);
  return closed.lastClosedDay ? nextMonth(closed.lastClosedDay.slice(0, 7)) : null;
}
