import { sql } from 'drizzle-orm';
import type { THolidayGroupPeriod } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { TEmployeeValues } from './employee-repository.js';

export type TDirectoryEmployee = TEmployeeValues & {
  id: number;
  activated: boolean;
  updatedAt: Date | string;
  /** When the record was made: without a hire date, the person is expected at work from that day. */
  createdAt: Date | string;
  lockedUntil: Date | string | null;
  /** When and how HR last invited the person (an older unused invitation link counts as by e-mail). */
  invitedAt: Date | string | null;
  invitedVia: string | null;
  searchText: string;
  /** The crew the person rotates with. */
  crewId: number | null;
  /** Art 124 ¶3: the person's site is in a remote area (7 more days of annual leave). */
  remoteArea: boolean;
  /** Decree 346/2025: the person's holiday group periods (rules/holiday-groups.ts). */
  holidayGroups: THolidayGroupPeriod[];
  /** Positions in each list order, as PostgreSQL sorts (its collation, not JavaScript's). */
  rankEmpCode: number;
  rankName: number;
  rankEmail: number;
  rankHireDate: number;
};

export type TDirectoryUnit = {
  kind: 'site' | 'department' | 'section' | 'shift' | 'crew';
  id: number;
  nameEn: string;
  nameAr: string;
};

/**
 * Everything the people lists and scopes need, in four plain queries (no per-row subqueries):
 * every employee with their list orders, the unit names, and the sites each site_hr looks after.
 */
export async function loadDirectory(db: Db) {
  const people = await db.execute<Record<string, unknown>>(sql`select e.id, e.emp_code as "empCode", e.domain_account as "domainAccount",
      e.full_name_en as "fullNameEn", e.full_name_ar as "fullNameAr", e.email, e.mobile, e.badge, e.site_id as "siteId",
      e.department_id as "departmentId", e.section_id as "sectionId", e.shift_id as "shiftId", e.crew_id as "crewId", e.manager_id as "managerId",
      e.roles, e.hire_date::text as "hireDate", e.end_date::text as "endDate", e.birth_date::text as "birthDate", e.disability, e.language, e.active,
      e.job_title as "jobTitle", e.gender, e.national_id as "nationalId", e.social_insurance_no as "socialInsuranceNo", e.contract_type as "contractType",
      e.contract_start::text as "contractStart", e.contract_end::text as "contractEnd",
      e.short_stature as "shortStature", e.hazardous_work as "hazardousWork", e.prior_service_months as "priorServiceMonths", e.holiday_groups as "holidayGroups", coalesce(rs.remote_area, false) as "remoteArea",
      (c.employee_id is not null) as "activated", c.locked_until as "lockedUntil",
      coalesce(e.invited_at, it.at) as "invitedAt", coalesce(e.invited_via, case when it.at is not null then 'email' end) as "invitedVia", e.updated_at as "updatedAt", e.created_at as "createdAt", e.search_text as "searchText",
      row_number() over (order by e.emp_code, e.id)::int as "rankEmpCode",
      row_number() over (order by lower(e.full_name_en), e.id)::int as "rankName",
      row_number() over (order by lower(e.email), e.id)::int as "rankEmail",
      row_number() over (order by e.hire_date nulls last, e.id)::int as "rankHireDate"
    from employees e left join credentials c on c.employee_id = e.id left join sites rs on rs.id = e.site_id
      left join (select employee_id, max(created_at) as at from auth_tokens where purpose = 'invite' and used_at is null group by employee_id) it on it.employee_id = e.id
    order by e.id`);
  const units = await db.execute<TDirectoryUnit>(sql`select 'site' as kind, id, name_en as "nameEn", name_ar as "nameAr" from sites
    union all select 'department', id, name_en, name_ar from departments
    union all select 'section', id, name_en, name_ar from sections
    union all select 'shift', id, name_en, name_ar from shifts
    union all select 'crew', id, name_en, name_ar from crews`);
  const hrSites = await db.execute<{ employeeId: number; siteId: number }>(
    sql`select employee_id as "employeeId", site_id as "siteId" from employee_hr_sites order by employee_id, site_id`,
  );
  return { people: people.rows as unknown as TDirectoryEmployee[], units: units.rows as TDirectoryUnit[], hrSites: hrSites.rows as { employeeId: number; siteId: number }[] };
}
