import type { TRole } from './roles.js';

/**
 * Who is on the monthly attendance sheet: the people who are employees. An account with
 * the `admin` role that has no employment facts (no shift and no hire date) exists to administer
 * the portal, as the first administrator created at set-up does (`employee`, `hr`, `admin`, nothing
 * else), so it is left off: it is never "absent" on payroll's sheet. An administrator who is also
 * an employee, with a shift or a hire date on their record, is on it like anyone else. People
 * without the `admin` role are always on it.
 */
export function onPayrollSheet(person: { roles: readonly (TRole | string)[]; shiftId: number | null; hireDate: string | null }): boolean {
  if (!person.roles.includes('admin')) return true;
  return person.shiftId !== null || !!person.hireDate;
}
