import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatedJob } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { jobHistory } from '../../db/schema.js';

export type TJobHistoryRow = TDatedJob & { id: number; employeeId: number };

const columns = {
  id: jobHistory.id,
  employeeId: jobHistory.employeeId,
  effectiveFrom: jobHistory.effectiveFrom,
  siteId: jobHistory.siteId,
  departmentId: jobHistory.departmentId,
  sectionId: jobHistory.sectionId,
  shiftId: jobHistory.shiftId,
  managerId: jobHistory.managerId,
  jobTitle: jobHistory.jobTitle,
  contractType: jobHistory.contractType,
};

/** One person's rows in date order (locked for the transaction with `forUpdate`). */
export async function jobRowsOf(db: Db, employeeId: number, opts: { forUpdate?: boolean } = {}): Promise<TJobHistoryRow[]> {
  const q = db.select(columns).from(jobHistory).where(eq(jobHistory.employeeId, employeeId)).orderBy(asc(jobHistory.effectiveFrom));
  return opts.forUpdate ? q.for('update') : q;
}

/**
 * The rows of people who have more than one (everyone else's single row is their record), by
 * person in date order: what a computed day needs to tell a day before a change from a day after.
 * A few thousand rows at most; `ids` narrows it.
 */
export async function changedJobRows(db: Db, ids?: readonly number[]): Promise<TJobHistoryRow[]> {
  const many = sql`${jobHistory.employeeId} in (select employee_id from job_history group by employee_id having count(*) > 1)`;
  return db
    .select(columns)
    .from(jobHistory)
    .where(ids ? and(inArray(jobHistory.employeeId, [...ids]), many) : many)
    .orderBy(asc(jobHistory.employeeId), asc(jobHistory.effectiveFrom));
}

/** Writes rows by (person, date): a new date is added, an existing one takes the values. */
export async function upsertJobRows(db: Db, employeeId: number, rows: readonly TDatedJob[], actorId: number | null): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(jobHistory)
    .values(rows.map((r) => ({ employeeId, ...jobValues(r), effectiveFrom: r.effectiveFrom, createdById: actorId })))
    .onConflictDoUpdate({
      target: [jobHistory.employeeId, jobHistory.effectiveFrom],
      set: {
        siteId: sql`excluded.site_id`,
        departmentId: sql`excluded.department_id`,
        sectionId: sql`excluded.section_id`,
        shiftId: sql`excluded.shift_id`,
        managerId: sql`excluded.manager_id`,
        jobTitle: sql`excluded.job_title`,
        contractType: sql`excluded.contract_type`,
        updatedAt: sql`now()`,
      },
    });
}

/** A correction of one row: its date and values as they should have been. */
export async function updateJobRow(db: Db, id: number, row: TDatedJob): Promise<void> {
  await db
    .update(jobHistory)
    .set({ ...jobValues(row), effectiveFrom: row.effectiveFrom, updatedAt: sql`now()` })
    .where(eq(jobHistory.id, id));
}

export async function deleteJobRow(db: Db, id: number): Promise<void> {
  await db.delete(jobHistory).where(eq(jobHistory.id, id));
}

/** A row's job values (without its date), as the table takes them. */
export const jobValues = (r: TDatedJob) => ({
  siteId: r.siteId,
  departmentId: r.departmentId,
  sectionId: r.sectionId,
  shiftId: r.shiftId,
  managerId: r.managerId,
  jobTitle: r.jobTitle,
  contractType: r.contractType,
});

/**
 * Brings the person's record (employees) to the row in force today, for everyone or some people:
 * a future row's day has come, or a dated change was made. Returns the people whose record moved.
 */
export async function syncRecordsToToday(db: Db, today: string, ids?: readonly number[]): Promise<number[]> {
  const only = ids ? sql`and h.employee_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql``;
  const r = await db.execute<{ id: number }>(sql`
    update employees e set site_id = h.site_id, department_id = h.department_id, section_id = h.section_id, shift_id = h.shift_id,
      manager_id = h.manager_id, job_title = h.job_title, contract_type = h.contract_type, updated_at = now()
    from (
      -- The row in force today: the latest that has begun, or the first when none has (a hire to come).
      select distinct on (h.employee_id) h.* from job_history h
      where true ${only}
      order by h.employee_id, (h.effective_from <= ${today}) desc, (case when h.effective_from <= ${today} then h.effective_from end) desc nulls last, h.effective_from
    ) h
    where e.id = h.employee_id
      and (e.site_id, e.department_id, e.section_id, e.shift_id, e.manager_id, e.job_title, e.contract_type)
        is distinct from (h.site_id, h.department_id, h.section_id, h.shift_id, h.manager_id, h.job_title, h.contract_type)
    returning e.id`);
  return (r.rows as { id: number }[]).map((x) => Number(x.id));
}

/**
 * Records the values on these people's records as their job from `today` (a bulk write such as an
 * import): a first row from the hire date for a person without rows, else a row at `today` when
 * the record differs from the row in force today.
 */
export async function recordJobsFromRecords(db: Db, today: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`
    insert into job_history (employee_id, effective_from, site_id, department_id, section_id, shift_id, manager_id, job_title, contract_type)
    select e.id, case when h.employee_id is null then coalesce(e.hire_date, ${today}::date) else ${today}::date end,
      e.site_id, e.department_id, e.section_id, e.shift_id, e.manager_id, e.job_title, e.contract_type
    from employees e
    left join lateral (
      select * from job_history h where h.employee_id = e.id
      order by (h.effective_from <= ${today}) desc, (case when h.effective_from <= ${today} then h.effective_from end) desc nulls last, h.effective_from
      limit 1
    ) h on true
    where e.id = any(${`{${ids.join(',')}}`}::int[])
      and (h.employee_id is null or (e.site_id, e.department_id, e.section_id, e.shift_id, e.manager_id, e.job_title, e.contract_type)
        is distinct from (h.site_id, h.department_id, h.section_id, h.shift_id, h.manager_id, h.job_title, h.contract_type))
    on conflict (employee_id, effective_from) do update set site_id = excluded.site_id, department_id = excluded.department_id,
      section_id = excluded.section_id, shift_id = excluded.shift_id, manager_id = excluded.manager_id, job_title = excluded.job_title,
      contract_type = excluded.contract_type, updated_at = now()`);
}
