import { sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@hr/shared';
import { employees } from '../db/schema.js';
import type { Actor } from './context.js';

/**
 * Team scope, the one rule every team query applies (DESIGN.md "People and permissions"):
 * hr and admin see everyone; site_hr their sites; a manager the whole reporting subtree
 * (one recursive CTE, not a query per person); a supervisor their direct reports; everyone
 * themselves. Roles combine: the filter is the union.
 */
export function scopeFilter(actor: Pick<Actor, 'id' | 'roles'>): SQL {
  const roles = actor.roles as readonly TRole[];
  if (roles.includes('hr') || roles.includes('admin')) return sql`true`;
  const parts: SQL[] = [sql`${employees.id} = ${actor.id}`];
  if (roles.includes('site_hr')) {
    parts.push(sql`${employees.siteId} in (select site_id from employee_hr_sites where employee_id = ${actor.id})`);
  }
  if (roles.includes('manager')) {
    parts.push(sql`${employees.id} in (
      with recursive subtree(id) as (
        select id from employees where manager_id = ${actor.id}
        union
        select e.id from employees e join subtree s on e.manager_id = s.id
      ) select id from subtree)`);
  } else if (roles.includes('supervisor')) {
    parts.push(sql`${employees.managerId} = ${actor.id}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}
