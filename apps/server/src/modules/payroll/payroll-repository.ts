import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDayFacts } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { approvals, attendanceDevices, employees, payrollAdjustments, payrollDays, payrollDirtyDays, payrollFiles, payrollMonths, payrollRows, sites } from '../../db/schema.js';

const closer = alias(employees, 'payroll_closer');
const reopener = alias(employees, 'payroll_reopener');
const person = (e: typeof closer | typeof reopener) => ({ id: e.id, empCode: e.empCode, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr });
const scopeIs = (siteId: number | null): SQL => (siteId === null ? isNull(payrollMonths.siteId) : eq(payrollMonths.siteId, siteId));

const monthColumns = {
  id: payrollMonths.id,
  month: payrollMonths.month,
  siteId: payrollMonths.siteId,
  siteNameEn: sites.nameEn,
  siteNameAr: sites.nameAr,
  version: payrollMonths.version,
  state: payrollMonths.state,
  closedAt: payrollMonths.closedAt,
  forced: payrollMonths.forced,
  forceReason: payrollMonths.forceReason,
  reopenedAt: payrollMonths.reopenedAt,
  reopenReason: payrollMonths.reopenReason,
  createdAt: payrollMonths.createdAt,
  closedBy: person(closer),
  reopenedBy: person(reopener),
};
export type TPayrollMonthRow = Awaited<ReturnType<typeof listMonths>>[number];

/** Every closing (each version of each month and scope), newest month first. */
export async function listMonths(db: Db, where?: SQL) {
  return db
    .select(monthColumns)
    .from(payrollMonths)
    .leftJoin(sites, eq(sites.id, payrollMonths.siteId))
    .leftJoin(closer, eq(closer.id, payrollMonths.closedById))
    .leftJoin(reopener, eq(reopener.id, payrollMonths.reopenedById))
    .where(where)
    .orderBy(desc(payrollMonths.month), asc(payrollMonths.siteId), desc(payrollMonths.version));
}

export const monthById = async (db: Db, id: number) => (await listMonths(db, eq(payrollMonths.id, id)))[0];

/** The files of closings, without their bytes. */
export async function filesOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ payrollMonthId: payrollFiles.payrollMonthId, format: payrollFiles.format, lang: payrollFiles.lang, fileName: payrollFiles.fileName, sha256: payrollFiles.sha256, bytes: sql<number>`octet_length(${payrollFiles.content})` })
    .from(payrollFiles)
    .where(inArray(payrollFiles.payrollMonthId, [...ids]));
}

export async function fileOf(db: Db, id: number, format: string, lang: string) {
  const [f] = await db
    .select({ fileName: payrollFiles.fileName, content: payrollFiles.content })
    .from(payrollFiles)
    .where(and(eq(payrollFiles.payrollMonthId, id), eq(payrollFiles.format, format), eq(payrollFiles.lang, lang)));
  return f;
}

/** The closings of a month that hold (closing or closed), any scope, locked against a second close. */
export async function liveClosingsOf(db: Db, month: string) {
  return db
    .select({ id: payrollMonths.id, siteId: payrollMonths.siteId, state: payrollMonths.state, version: payrollMonths.version })
    .from(payrollMonths)
    .where(and(eq(payrollMonths.month, month), inArray(payrollMonths.state, ['closing', 'closed'])));
}

/** Serialises closings and reopenings of the organisation: one at a time, whoever asks. */
export async function lockPayroll(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('payroll_months'))`);
}

export async function nextVersion(db: Db, month: string, siteId: number | null): Promise<number> {
  const [r] = await db.select({ v: sql<number>`coalesce(max(${payrollMonths.version}), 0)::int` }).from(payrollMonths).where(and(eq(payrollMonths.month, month), scopeIs(siteId)));
  return Number(r.v) + 1;
}

export async function insertClosing(db: Db, v: { month: string; siteId: number | null; version: number; closedById: number; forced: boolean; forceReason: string; checklist: unknown }) {
  const [r] = await db.insert(payrollMonths).values({ ...v, state: 'closing' }).returning({ id: payrollMonths.id });
  return r.id;
}

/** closing → closed, once: false when another process finished or removed it first. */
export async function markClosed(db: Db, id: number, v: { forced: boolean; forceReason: string; checklist: unknown }): Promise<boolean> {
  const r = await db
    .update(payrollMonths)
    .set({ state: 'closed', closedAt: sql`now()`, ...v })
    .where(and(eq(payrollMonths.id, id), eq(payrollMonths.state, 'closing')))
    .returning({ id: payrollMonths.id });
  return r.length === 1;
}

export async function siteExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id))).length === 1;
}

export async function siteName(db: Db, id: number): Promise<string | null> {
  return (await db.select({ name: sites.nameEn }).from(sites).where(eq(sites.id, id)))[0]?.name ?? null;
}

/** The latest month after `month` closed for an overlapping scope (the organisation, or the same site), if any. */
export async function laterClosed(db: Db, month: string, siteId: number | null): Promise<string | null> {
  const [r] = await db
    .select({ month: payrollMonths.month })
    .from(payrollMonths)
    .where(and(sql`${payrollMonths.month} > ${month}`, inArray(payrollMonths.state, ['closing', 'closed']), siteId === null ? undefined : sql`(${payrollMonths.siteId} is null or ${payrollMonths.siteId} = ${siteId})`))
    .orderBy(desc(payrollMonths.month))
    .limit(1);
  return r?.month ?? null;
}

/** A closing that never finished (its process died): removed, so the month is open again. */
export async function removeStaleClosings(db: Db, olderThanMinutes: number): Promise<number> {
  const r = await db
    .delete(payrollMonths)
    .where(and(eq(payrollMonths.state, 'closing'), lte(payrollMonths.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`)))
    .returning({ id: payrollMonths.id });
  return r.length;
}

export async function removeClosing(db: Db, id: number): Promise<void> {
  await db.delete(payrollMonths).where(and(eq(payrollMonths.id, id), eq(payrollMonths.state, 'closing')));
}

export async function markReopened(db: Db, id: number, v: { reopenedById: number; reopenReason: string }): Promise<boolean> {
  const r = await db
    .update(payrollMonths)
    .set({ state: 'reopened', reopenedAt: sql`now()`, ...v })
    .where(and(eq(payrollMonths.id, id), eq(payrollMonths.state, 'closed')))
    .returning({ id: payrollMonths.id });
  return r.length === 1;
}

export async function saveFiles(db: Db, id: number, files: { format: string; lang: string; fileName: string; content: Buffer; sha256: string }[]) {
  if (files.length) await db.insert(payrollFiles).values(files.map((f) => ({ payrollMonthId: id, ...f })));
}

/** The rows as issued, in order; unnest keeps it to one statement per few thousand rows. */
export async function saveRows(db: Db, id: number, rows: { part: string; employeeId: number; siteId: number | null; departmentId: number | null; cellsEn: unknown; cellsAr: unknown }[]) {
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await db.execute(sql`insert into payroll_rows (payroll_month_id, seq, part, employee_id, site_id, department_id, cells_en, cells_ar)
      select ${id}, s, p, e, si, d, ce, ca from unnest(
        ${`{${chunk.map((_, j) => i + j).join(',')}}`}::int[], ${pgTextArray(chunk.map((r) => r.part))}::text[], ${`{${chunk.map((r) => r.employeeId).join(',')}}`}::int[],
        ${pgIntArray(chunk.map((r) => r.siteId))}::int[], ${pgIntArray(chunk.map((r) => r.departmentId))}::int[],
        ${pgTextArray(chunk.map((r) => JSON.stringify(r.cellsEn)))}::jsonb[], ${pgTextArray(chunk.map((r) => JSON.stringify(r.cellsAr)))}::jsonb[]
      ) as x(s, p, e, si, d, ce, ca)`);
  }
}

export async function saveDays(db: Db, id: number, days: { employeeId: number; date: string; facts: TDayFacts }[]) {
  for (let i = 0; i < days.length; i += 5000) {
    const chunk = days.slice(i, i + 5000);
    // Each slice's JSON is built on its own turn of the event loop (600,000 days at 20,000 people).
    await new Promise<void>((resolve) => setImmediate(resolve));
    await db.execute(sql`insert into payroll_days (payroll_month_id, employee_id, work_date, facts)
      select ${id}, e, d, f from unnest(${`{${chunk.map((r) => r.employeeId).join(',')}}`}::int[], ${`{${chunk.map((r) => r.date).join(',')}}`}::date[], ${pgTextArray(chunk.map((r) => JSON.stringify(r.facts)))}::jsonb[]) as x(e, d, f)`);
  }
}

export async function saveAdjustments(db: Db, id: number, list: { employeeId: number; date: string; before: TDayFacts; after: TDayFacts }[]) {
  for (let i = 0; i < list.length; i += 2000) {
    await db.insert(payrollAdjustments).values(list.slice(i, i + 2000).map((a) => ({ payrollMonthId: id, employeeId: a.employeeId, workDate: a.date, before: a.before, after: a.after })));
  }
}

/** The rows of a closing, for a download cut by department or site, or a comparison of versions. */
export async function rowsOf(db: Db, id: number, filter: { departmentId?: number; siteIds?: readonly number[] } = {}) {
  return db
    .select({ part: payrollRows.part, employeeId: payrollRows.employeeId, siteId: payrollRows.siteId, departmentId: payrollRows.departmentId, cellsEn: payrollRows.cellsEn, cellsAr: payrollRows.cellsAr })
    .from(payrollRows)
    .where(
      and(
        eq(payrollRows.payrollMonthId, id),
        filter.departmentId ? eq(payrollRows.departmentId, filter.departmentId) : undefined,
        filter.siteIds ? (filter.siteIds.length ? inArray(payrollRows.siteId, [...filter.siteIds]) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(payrollRows.seq));
}

/** Person-days marked changed since a closing: those of closed months of this scope (all: any scope), up to `until`. */
export async function dirtyDays(db: Db, beforeDay: string) {
  return db
    .select({ employeeId: payrollDirtyDays.employeeId, date: payrollDirtyDays.workDate, at: payrollDirtyDays.at })
    .from(payrollDirtyDays)
    .where(sql`${payrollDirtyDays.workDate} <= ${beforeDay}::date`)
    .orderBy(asc(payrollDirtyDays.employeeId), asc(payrollDirtyDays.workDate));
}

/** Forgets the marks a closing carried (or found unchanged), unless something marked the day again after `upTo`. */
export async function clearDirty(db: Db, days: readonly { employeeId: number; date: string }[], upTo: Date) {
  for (let i = 0; i < days.length; i += 5000) {
    const chunk = days.slice(i, i + 5000);
    await db.execute(sql`delete from payroll_dirty_days d using unnest(${`{${chunk.map((r) => r.employeeId).join(',')}}`}::int[], ${`{${chunk.map((r) => r.date).join(',')}}`}::date[]) as x(e, w)
      where d.employee_id = x.e and d.work_date = x.w and d.at <= ${upTo.toISOString()}::timestamptz`);
  }
}

/** Forgets the marks of a month's own days of these people (the month is issued whole), unless made after `upTo`. */
export async function clearDirtyMonth(db: Db, ids: readonly number[], from: string, to: string, upTo: Date) {
  if (!ids.length) return;
  await db.execute(sql`delete from payroll_dirty_days where work_date between ${from}::date and ${to}::date and at <= ${upTo.toISOString()}::timestamptz
      and employee_id = any(${`{${ids.join(',')}}`}::int[])`);
}

/** Marks days again (a reopened closing's carried lines no longer count: they are carried again at the next close). */
export async function markDirty(db: Db, days: readonly { employeeId: number; date: string }[]) {
  for (let i = 0; i < days.length; i += 5000) {
    const chunk = days.slice(i, i + 5000);
    await db.execute(sql`insert into payroll_dirty_days (employee_id, work_date) select e, w from unnest(${`{${chunk.map((r) => r.employeeId).join(',')}}`}::int[], ${`{${chunk.map((r) => r.date).join(',')}}`}::date[]) as x(e, w)
      on conflict (employee_id, work_date) do update set at = now()`);
  }
}

export async function adjustmentsOf(db: Db, id: number) {
  return db.select({ employeeId: payrollAdjustments.employeeId, date: payrollAdjustments.workDate }).from(payrollAdjustments).where(eq(payrollAdjustments.payrollMonthId, id));
}

/**
 * What payroll was last told of each of these person-days: the latest closed closing that issued
 * the day or carried a line for it (its facts as issued, or the line's "now").
 */
export async function baselines(db: Db, days: readonly { employeeId: number; date: string }[]): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (let i = 0; i < days.length; i += 5000) {
    const chunk = days.slice(i, i + 5000);
    const e = `{${chunk.map((r) => r.employeeId).join(',')}}`;
    const w = `{${chunk.map((r) => r.date).join(',')}}`;
    const res = await db.execute(sql`select distinct on (x.e, x.w) x.e as employee_id, to_char(x.w, 'YYYY-MM-DD') as date, s.facts
      from unnest(${e}::int[], ${w}::date[]) as x(e, w)
      join lateral (
        select pd.facts, m.closed_at from payroll_days pd join payroll_months m on m.id = pd.payroll_month_id
          where pd.employee_id = x.e and pd.work_date = x.w and m.state = 'closed'
        union all
        select pa.after, m.closed_at from payroll_adjustments pa join payroll_months m on m.id = pa.payroll_month_id
          where pa.employee_id = x.e and pa.work_date = x.w and m.state = 'closed'
      ) s on true
      order by x.e, x.w, s.closed_at desc`);
    for (const r of res.rows as { employee_id: number; date: string; facts: unknown }[]) out.set(`${Number(r.employee_id)}|${r.date}`, r.facts);
  }
  return out;
}

/** Days a closing issued for a person (the facts of a whole month), for the list of what changed between versions. */
export async function daysOf(db: Db, id: number) {
  return db.select({ employeeId: payrollDays.employeeId, date: payrollDays.workDate, facts: payrollDays.facts }).from(payrollDays).where(eq(payrollDays.payrollMonthId, id));
}

/** Requests of every kind still waiting for a decision, dated in the range (at a site when given): by kind, with ten examples. */
export async function waitingRequests(db: Db, from: string, to: string, siteId: number | null) {
  const where = and(eq(approvals.state, 'waiting'), sql`${approvals.forDate} between ${from}::date and ${to}::date`, siteId === null ? undefined : eq(approvals.siteId, siteId));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(approvals).where(where);
  const examples = await db
    .select({ kind: approvals.kind, date: approvals.forDate, empCode: employees.empCode, fullNameEn: employees.fullNameEn, fullNameAr: employees.fullNameAr })
    .from(approvals)
    .innerJoin(employees, eq(employees.id, approvals.employeeId))
    .where(where)
    .orderBy(asc(approvals.forDate), asc(employees.empCode))
    .limit(10);
  return { count: Number(count.n), examples };
}

/** Terminals (not revoked, registered before `before`) not heard from since `before` (at a site when given). */
export async function silentTerminals(db: Db, before: Date, siteId: number | null) {
  return db
    .select({ id: attendanceDevices.id, name: attendanceDevices.name, lastUsedAt: attendanceDevices.lastUsedAt })
    .from(attendanceDevices)
    .where(
      and(
        isNull(attendanceDevices.revokedAt),
        lte(attendanceDevices.createdAt, before),
        sql`(${attendanceDevices.lastUsedAt} is null or ${attendanceDevices.lastUsedAt} < ${before.toISOString()}::timestamptz)`,
        siteId === null ? undefined : eq(attendanceDevices.siteId, siteId),
      ),
    )
    .orderBy(asc(attendanceDevices.name));
}

/**
 * Punches recorded after the month they fall in was first closed (for the organisation, or for the
 * person's site that day), newest first: only events recorded since the first closing are read.
 */
export async function latePunches(db: Db, timeZone: string, page: number, pageSize: number) {
  const base = sql`from attendance_events ev
      join employees e on e.id = ev.employee_id
      join lateral (
        select pm.month from payroll_months pm
        where pm.month = to_char(ev.occurred_at at time zone ${timeZone}, 'YYYY-MM') and pm.closed_at is not null and ev.created_at > pm.closed_at
          and (pm.site_id is null or pm.site_id = (select jh.site_id from job_history jh where jh.employee_id = ev.employee_id
            and jh.effective_from <= (ev.occurred_at at time zone ${timeZone})::date order by jh.effective_from desc limit 1))
        order by pm.closed_at limit 1
      ) m on true
      where ev.created_at > (select min(closed_at) from payroll_months)`;
  const [total] = (await db.execute(sql`select count(*)::int as n ${base}`)).rows as { n: number }[];
  const rows = (
    await db.execute(sql`select ev.id, ev.event_type, ev.occurred_at, ev.created_at, ev.source, m.month, e.id as employee_id, e.emp_code, e.full_name_en, e.full_name_ar
      ${base} order by ev.created_at desc, ev.id desc limit ${pageSize} offset ${page * pageSize}`)
  ).rows as { id: number; event_type: string; occurred_at: Date | string; created_at: Date | string; source: string; month: string; employee_id: number; emp_code: number; full_name_en: string; full_name_ar: string }[];
  return { total: Number(total?.n ?? 0), rows };
}

function pgTextArray(list: readonly string[]): string {
  return `{${list.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
function pgIntArray(list: readonly (number | null)[]): string {
  return `{${list.map((n) => (n === null ? 'NULL' : String(n))).join(',')}}`;
}

