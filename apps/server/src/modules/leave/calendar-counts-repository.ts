import { sql, type SQL } from 'drizzle-orm';
import { addDaysIso, type TCalendarBreakdown, type TCalendarDayCount } from '@hr/shared';
import type { Db } from '../../db/client.js';

/**
 * The month calendar at size: counts of who is out per day, a day's breakdown and its
 * names a page at a time. `people` is a condition on `employees` (the viewer's scope and the
 * calendar's filters); only pending and approved leave counts, as on the calendar of names.
 */

const OUT = sql`r.state in ('requested', 'approved')`;

/** Active people the condition holds for: the scope's size, which decides names or counts. */
export async function peopleIn(db: Db, people: SQL): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from employees where ${people} and employees.active`);
  return (res.rows[0] as { n: number }).n;
}

/**
 * Per day from `from` to `to`, the days with someone out: people (each once) and those of them with
 * approved leave. The days are a VALUES list: generate_series is estimated at 1,000 rows a call,
 * which at 20,000 people made the plan cost enough for JIT compiling (160 ms of a 214 ms query).
 */
export async function countsPerDay(db: Db, people: SQL, from: string, to: string): Promise<TCalendarDayCount[]> {
  const days: SQL[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, 1)) days.push(sql`(${d}::date)`);
  const res = await db.execute(sql`select to_char(d.d, 'YYYY-MM-DD') as date, count(distinct r.employee_id)::int as people,
      count(distinct r.employee_id) filter (where r.state = 'approved')::int as approved
    from (values ${sql.join(days, sql`, `)}) d(d)
      join leave_requests r on r.start_date <= d.d and r.end_date >= d.d
      join employees on employees.id = r.employee_id
    where ${people} and ${OUT} and r.start_date <= ${to}::date and r.end_date >= ${from}::date
    group by d.d order by d.d`);
  return res.rows as TCalendarDayCount[];
}

const GROUPS: Record<TCalendarBreakdown, { join: SQL; key: SQL }> = {
  site: { join: sql`left join sites g on g.id = employees.site_id`, key: sql`employees.site_id` },
  department: { join: sql`left join departments g on g.id = employees.department_id`, key: sql`employees.department_id` },
  leaveType: { join: sql`join leave_types g on g.id = r.leave_type_id`, key: sql`r.leave_type_id` },
};

/**
 * The day's pending and approved requests, as `r`, read first on their own: PostgreSQL estimates
 * "starts by and ends after a date" at 30,000 of 160,000 requests when some 750 are, and then walked
 * all 20,000 people to join them (67 ms a page of names; 16 ms this way).
 */
const dayRequests = (date: string, leaveTypeId?: number) => sql`with r as materialized (
  select r.id, r.employee_id, r.leave_type_id, r.state, r.start_date, r.end_date, r.start_time, r.end_time from leave_requests r
  where ${OUT} and r.start_date <= ${date}::date and r.end_date >= ${date}::date${leaveTypeId ? sql` and r.leave_type_id = ${leaveTypeId}` : sql``})`;

/** One day's people out, by site, department or leave type (largest first); a person out on two types counts in each. */
export async function dayBreakdown(db: Db, people: SQL, date: string, by: TCalendarBreakdown, leaveTypeId?: number) {
  const g = GROUPS[by];
  const res = await db.execute(sql`${dayRequests(date, leaveTypeId)} select ${g.key} as id, coalesce(min(g.name_en), '') as "nameEn", coalesce(min(g.name_ar), '') as "nameAr",
      count(distinct r.employee_id)::int as people
    from r join employees on employees.id = r.employee_id ${g.join}
    where ${people}
    group by ${g.key} order by people desc, "nameEn"`);
  return res.rows as { id: number | null; nameEn: string; nameAr: string; people: number }[];
}

/** How many people are out that day (each once), and how many absences (requests) that is. */
export async function dayTotal(db: Db, people: SQL, date: string, leaveTypeId?: number): Promise<{ people: number; absences: number }> {
  const res = await db.execute(sql`${dayRequests(date, leaveTypeId)} select count(distinct r.employee_id)::int as people, count(*)::int as absences
    from r join employees on employees.id = r.employee_id where ${people}`);
  return res.rows[0] as { people: number; absences: number };
}

export interface DayAbsenceRow {
  requestId: number;
  total: number;
  employee: [number, number, string, string];
  leaveType: [number, string, string];
  site: [number, string, string] | null;
  department: [number, string, string] | null;
  startDate: string;
  endDate: string;
  state: string;
  hours: string | null;
}

/** A page of the day's absences, by company ID; `total` on every row is how many there are in all. */
export async function dayAbsences(db: Db, people: SQL, date: string, leaveTypeId: number | undefined, page: number, pageSize: number): Promise<DayAbsenceRow[]> {
  const res = await db.execute(sql`${dayRequests(date, leaveTypeId)} select r.id as "requestId", count(*) over ()::int as total,
      json_build_array(employees.id, employees.emp_code, employees.full_name_en, employees.full_name_ar) as employee,
      json_build_array(t.id, t.name_en, t.name_ar) as "leaveType",
      case when s.id is null then null else json_build_array(s.id, s.name_en, s.name_ar) end as site,
      case when d.id is null then null else json_build_array(d.id, d.name_en, d.name_ar) end as department,
      to_char(r.start_date, 'YYYY-MM-DD') as "startDate", to_char(r.end_date, 'YYYY-MM-DD') as "endDate", r.state,
      case when r.start_time is not null and r.end_time is not null then r.start_time || '-' || r.end_time end as hours
    from r join employees on employees.id = r.employee_id join leave_types t on t.id = r.leave_type_id
      left join sites s on s.id = employees.site_id left join departments d on d.id = employees.department_id
    where ${people}
    order by employees.emp_code, r.id
    limit ${pageSize} offset ${page * pageSize}`);
  return res.rows as DayAbsenceRow[];
}
