import {
  addDaysIso,
  changedJobFields,
  jobRowOn,
  jobValuesOf,
  PAYROLL_JOB_FIELDS,
  planJobChange,
  type TContractType,
  type TDatedJob,
  type TJobHistory,
  type TJobRowCorrection,
  type TJobValues,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { type ClosedDays, loadClosedDays, nextMonth } from '../../core/closed-months.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { scopeFilter } from '../../core/scope.js';
import { audit } from '../organisation/index.js';
import { getDirectory } from './directory-service.js';
import * as repo from './employee-repository.js';
import * as jobs from './job-history-repository.js';

const fieldError = (code: 'EFFECTIVE_BEFORE_HIRE' | 'CONFLICT', path: string) => new AppError(code, { fields: [{ path, message: `errors.${code}` }] });

/**
 * Whether any day from `from` to `to` (inclusive; null: on and on) is in a month closed for one of
 * `siteIds`: a change there would rewrite what payroll was given.
 */
function touchesClosed(closed: ClosedDays, from: string, to: string | null, siteIds: readonly (number | null)[]): string | null {
  if (!closed.lastClosedDay || from > closed.lastClosedDay) return null;
  const end = to && to < closed.lastClosedDay ? to : closed.lastClosedDay;
  for (let m = from.slice(0, 7); m <= end.slice(0, 7); m = nextMonth(m)) {
    const day = m === from.slice(0, 7) ? from : `${m}-01`;
    if (siteIds.some((s) => closed.isClosed(day, s))) return day;
  }
  return null;
}

/**
 * A change of job data from a date (HR's edit of the record, an import): the row at that date and
 * the later rows that carried the old values (planJobChange), then the record brought to today's
 * row. Refused before the hire date and in a closed month, and a change of site, department,
 * section or shift is refused where it would reach back into a closed month. Leave from that date
 * on is counted again when the shift or site changed. Returns the fields that changed.
 */
export async function changeJob(
  tx: Db,
  actor: Actor,
  person: { id: number; hireDate: string | null },
  current: TJobValues,
  next: TJobValues,
  effectiveFrom: string | undefined,
): Promise<{ fields: string[]; effectiveFrom: string }> {
  const fields = changedJobFields(current, next);
  const org = await getOrganisation(tx);
  const today = todayIn(org.timeZone);
  const from = effectiveFrom ?? today;
  if (!fields.length) return { fields, effectiveFrom: from };
  if (person.hireDate && from < person.hireDate) throw fieldError('EFFECTIVE_BEFORE_HIRE', 'effectiveFrom');
  const rows = await jobs.jobRowsOf(tx, person.id, { forUpdate: true });
  const closed = await loadClosedDays(tx);
  const at = jobRowOn(rows, from);
  // The date itself may not be in a closed month; a payroll field may not reach back into one.
  closed.assertOpen(from, at?.siteId ?? current.siteId, 'effectiveFrom');
  if (fields.some((f) => (PAYROLL_JOB_FIELDS as readonly string[]).includes(f))) {
    const day = touchesClosed(closed, from, null, [at?.siteId ?? null, next.siteId]);
    if (day) throw closed.refusal(day, 'effectiveFrom');
  }
  const changes = Object.fromEntries(fields.map((f) => [f, next[f as keyof TJobValues]])) as Partial<TJobValues>;
  const plan = planJobChange(rows.length ? rows : [{ ...current, effectiveFrom: person.hireDate ?? from }], from, changes, today);
  await jobs.upsertJobRows(tx, person.id, plan.written, actor.id);
  await jobs.syncRecordsToToday(tx, today, [person.id]);
  if (fields.includes('shiftId') || fields.includes('siteId')) {
    // Their work days or their site's holidays changed from that date: leave from then on is counted again.
    await calendarChanged(tx, { cause: 'person', from, to: '9999-12-31', employeeIds: [person.id], actorId: actor.id, ip: actor.ip });
  }
  return { fields, effectiveFrom: from };
}

/** A new person's first row: from the hire date (or today), with the values on their record. */
export async function firstJobRow(tx: Db, actor: Actor, person: { id: number; hireDate: string | null }, values: TJobValues): Promise<void> {
  const from = person.hireDate ?? todayIn((await getOrganisation(tx)).timeZone);
  await jobs.upsertJobRows(tx, person.id, [{ ...jobValuesOf(values), effectiveFrom: from }], actor.id);
}

const canWrite = (actor: Actor) => actor.roles.includes('hr') || actor.roles.includes('admin');
const canRead = (actor: Actor) => canWrite(actor) || actor.roles.includes('site_hr');

/** A person's dated job rows, newest first, with the day each ends and whether it reaches into a closed month. */
export async function jobHistoryOf(ctx: Ctx, actor: Actor, employeeId: number): Promise<TJobHistory> {
  if (!canRead(actor)) throw new AppError('FORBIDDEN');
  const person = await repo.findEmployee(ctx.db, employeeId, scopeFilter(actor, 'hr.read'));
  if (!person) throw new AppError('NOT_FOUND');
  const [rows, dir, closed, org] = await Promise.all([jobs.jobRowsOf(ctx.db, employeeId), getDirectory(ctx), loadClosedDays(ctx.db), getOrganisation(ctx.db)]);
  const today = todayIn(org.timeZone);
  const current = jobRowOn(rows, today);
  const unit = (kind: 'site' | 'department' | 'section' | 'shift', id: number | null) => {
    const n = dir.unitName(kind, id);
    return id !== null && n ? { id, nameEn: n[0], nameAr: n[1] } : null;
  };
  const items = rows.map((r, i) => {
    const to = rows[i + 1] ? addDaysIso(rows[i + 1].effectiveFrom, -1) : null;
    const m = r.managerId === null ? undefined : dir.get(r.managerId);
    return {
      id: r.id,
      effectiveFrom: r.effectiveFrom,
      effectiveTo: to,
      site: unit('site', r.siteId),
      department: unit('department', r.departmentId),
      section: unit('section', r.sectionId),
      shift: unit('shift', r.shiftId),
      manager: m ? { id: m.id, empCode: m.empCode, fullNameEn: m.fullNameEn, fullNameAr: m.fullNameAr } : null,
      jobTitle: r.jobTitle,
      contractType: r.contractType as TContractType | null,
      inClosedMonth: touchesClosed(closed, r.effectiveFrom, to, [r.siteId]) !== null,
      current: current?.id === r.id,
    };
  });
  return { items: items.reverse() };
}

/** The row and its neighbours, locked; the person in HR's scope and not an administrator HR may not change. */
async function lockedRow(tx: Db, actor: Actor, employeeId: number, rowId: number) {
  if (!canWrite(actor)) throw new AppError('FORBIDDEN');
  const person = await repo.lockEmployee(tx, employeeId);
  if (!person) throw new AppError('NOT_FOUND');
  if (person.roles.includes('admin') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
  const rows = await jobs.jobRowsOf(tx, employeeId, { forUpdate: true });
  const i = rows.findIndex((r) => r.id === rowId);
  if (i < 0) throw new AppError('NOT_FOUND');
  return { person, rows, i, row: rows[i] };
}

const periodEnd = (rows: readonly TDatedJob[], i: number) => (rows[i + 1] ? addDaysIso(rows[i + 1].effectiveFrom, -1) : null);

/**
 * A correction of a row entered wrong (a typo, not a transfer): its date and values as they should
 * have been, with a reason, audited apart from changes. The site, department, section, shift and
 * date of a row whose days reach into a closed month stay as payroll saw them.
 */
export async function correctJobRow(ctx: Ctx, actor: Actor, employeeId: number, rowId: number, input: TJobRowCorrection): Promise<TJobHistory> {
  await ctx.db.transaction(async (tx) => {
    const { person, rows, i, row } = await lockedRow(tx, actor, employeeId, rowId);
    const next: TDatedJob = { ...jobValuesOf(input), effectiveFrom: input.effectiveFrom };
    if (person.hireDate && next.effectiveFrom < person.hireDate && i > 0) throw fieldError('EFFECTIVE_BEFORE_HIRE', 'effectiveFrom');
    if (rows.some((r, j) => j !== i && r.effectiveFrom === next.effectiveFrom)) throw fieldError('CONFLICT', 'effectiveFrom');
    await checkReferencesOf(tx, next);
    const fields = changedJobFields(row, next);
    const moved = next.effectiveFrom !== row.effectiveFrom;
    if (!fields.length && !moved) return;
    const closed = await loadClosedDays(tx);
    if (moved || fields.some((f) => (PAYROLL_JOB_FIELDS as readonly string[]).includes(f))) {
      // The days the row held before and holds after.
      const from = next.effectiveFrom < row.effectiveFrom ? next.effectiveFrom : row.effectiveFrom;
      const day = touchesClosed(closed, from, periodEnd(rows, i), [row.siteId, next.siteId]);
      if (day) throw closed.refusal(day, moved ? 'effectiveFrom' : 'siteId');
    }
    await jobs.updateJobRow(tx, row.id, next);
    await afterRowsChanged(tx, actor, employeeId, row.effectiveFrom < next.effectiveFrom ? row.effectiveFrom : next.effectiveFrom, fields);
    await audit(tx, {
      actorId: actor.id,
      action: 'employee.job.correct',
      entity: 'employee',
      entityId: employeeId,
      before: { effectiveFrom: row.effectiveFrom, ...pick(row, fields) },
      after: { effectiveFrom: next.effectiveFrom, ...pick(next, fields), reason: input.reason },
      ip: actor.ip,
    });
  });
  return jobHistoryOf(ctx, actor, employeeId);
}

/** A row entered by mistake, removed with a reason: its days take the row before (the first row cannot go). */
export async function deleteJobRow(ctx: Ctx, actor: Actor, employeeId: number, rowId: number, reason: string): Promise<TJobHistory> {
  await ctx.db.transaction(async (tx) => {
    const { rows, i, row } = await lockedRow(tx, actor, employeeId, rowId);
    if (rows.length === 1) throw new AppError('JOB_ROW_ONLY');
    // The first row's days go to the next one; any other row's to the row before.
    const heir = i === 0 ? rows[1] : rows[i - 1];
    const fields = changedJobFields(row, heir);
    const closed = await loadClosedDays(tx);
    if (fields.some((f) => (PAYROLL_JOB_FIELDS as readonly string[]).includes(f))) {
      const day = touchesClosed(closed, row.effectiveFrom, periodEnd(rows, i), [row.siteId, heir.siteId]);
      if (day) throw closed.refusal(day);
    }
    await jobs.deleteJobRow(tx, row.id);
    if (i === 0) await jobs.updateJobRow(tx, heir.id, { ...jobValuesOf(heir), effectiveFrom: row.effectiveFrom });
    await afterRowsChanged(tx, actor, employeeId, row.effectiveFrom, fields);
    await audit(tx, { actorId: actor.id, action: 'employee.job.delete', entity: 'employee', entityId: employeeId, before: { ...row }, after: { reason }, ip: actor.ip });
  });
  return jobHistoryOf(ctx, actor, employeeId);
}

/** The record follows today's row; leave from `from` on is counted again when the shift or site changed. */
async function afterRowsChanged(tx: Db, actor: Actor, employeeId: number, from: string, fields: readonly string[]) {
  const org = await getOrganisation(tx);
  await jobs.syncRecordsToToday(tx, todayIn(org.timeZone), [employeeId]);
  if (fields.includes('shiftId') || fields.includes('siteId')) {
    await calendarChanged(tx, { cause: 'person', from, to: '9999-12-31', employeeIds: [employeeId], actorId: actor.id, ip: actor.ip });
  }
}

async function checkReferencesOf(tx: Db, v: TJobValues) {
  const refs = await repo.checkReferences(tx, { ...v, hrSiteIds: [] });
  const missing: string[] = [];
  if (v.siteId !== null && !refs.site) missing.push('siteId');
  if (v.departmentId !== null && !refs.dept) missing.push('departmentId');
  if (v.sectionId !== null && !refs.sectionFound) missing.push('sectionId');
  if (v.shiftId !== null && !refs.shift) missing.push('shiftId');
  if (v.managerId !== null && refs.managerActive === null) missing.push('managerId');
  if (missing.length) throw new AppError('UNKNOWN_REFERENCE', { fields: missing.map((path) => ({ path, message: 'errors.UNKNOWN_REFERENCE' })) });
  if (v.sectionId !== null && refs.sectionDept !== v.departmentId) throw new AppError('SECTION_NOT_IN_DEPARTMENT', { fields: [{ path: 'sectionId', message: 'errors.SECTION_NOT_IN_DEPARTMENT' }] });
}

const pick = (r: TJobValues, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, r[f as keyof TJobValues]]));

/**
 * Brings every record to the row in force today (a future row's day came): run at start and every
 * few minutes by each process; a no-op when nothing is due.
 */
export async function syncJobRecords(ctx: Pick<Ctx, 'db'>): Promise<number> {
  const org = await getOrganisation(ctx.db);
  return (await jobs.syncRecordsToToday(ctx.db, todayIn(org.timeZone))).length;
}


/**
 * The dated rows of everyone whose job changed, by person (from the read cache): the rows a
 * computed day needs; everyone else's only row is their record.
 */
export function changedJobs(ctx: Pick<Ctx, 'db'> & Partial<Pick<Ctx, 'reads'>>): Promise<ReadonlyMap<number, readonly TDatedJob[]>> {
  const load = async () => {
    const map = new Map<number, TDatedJob[]>();
    for (const r of await jobs.changedJobRows(ctx.db)) {
      const list = map.get(r.employeeId);
      if (list) list.push(r);
      else map.set(r.employeeId, [r]);
    }
    return map;
  };
  return ctx.reads ? ctx.reads.get('job-changes', load, { topics: ['people'], ttlMs: 60_000 }) : load();
}
