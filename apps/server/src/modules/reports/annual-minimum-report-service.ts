import type { TAnnualMinimumCount, TAnnualMinimumQuery, TAnnualMinimumReport, TReportFilters } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { annualMinimumOf } from '../leave/index.js';
import { reportScope } from './report-service.js';

/**
 * The annual-minimum report (law rule annualMinimum, Art 125): the people in the viewer's scope
 * who have not taken, and with approved and pending leave will not reach, 15 days this year (the
 * year's entitlement when smaller: people hired in the year) with six of them in a row.
 */
export async function annualMinimumReport(ctx: Ctx, actor: Actor, q: TAnnualMinimumQuery): Promise<TAnnualMinimumReport> {
  const all = await annualMinimumAll(ctx, actor, q);
  return { ...all, items: all.items.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize) };
}

/** Every person of the scope short of the minimum, in company ID order. */
async function annualMinimumAll(ctx: Ctx, actor: Actor, f: TReportFilters): Promise<TAnnualMinimumReport> {
  const { dir, keep } = await reportScope(ctx, actor, f);
  const people = dir.people.filter(keep);
  const results = await annualMinimumOf(ctx, people, f.year);
  const items: TAnnualMinimumReport['items'] = [];
  for (const e of people) {
    const r = results.get(e.id);
    if (!r || (!r.short && !r.noRun)) continue;
    const dept = dir.unitName('department', e.departmentId);
    items.push({
      employee: { id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr },
      departmentNameEn: dept?.[0] ?? null,
      departmentNameAr: dept?.[1] ?? null,
      hireDate: e.hireDate,
      ...r,
    });
  }
  items.sort((a, b) => a.employee.EmpCode - b.employee.EmpCode);
  return { year: f.year, total: items.length, items };
}

/** How many people of the viewer's scope will not get the minimum this year: HR's dashboard warning. */
export async function annualMinimumCount(ctx: Ctx, actor: Actor, year: number): Promise<TAnnualMinimumCount> {
  const r = await annualMinimumAll(ctx, actor, { year });
  return { year, count: r.total };
}
