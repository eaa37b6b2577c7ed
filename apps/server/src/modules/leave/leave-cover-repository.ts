import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { compiled } from '../../db/compiled.js';
import { leaveRequests } from '../../db/schema.js';

/** Leave that meets a filing's dates: the person's own, and the colleagues whose leave they cover. */

/**
 * A filing's two questions about the dates in one statement: does the person already have leave
 * on them (pending or approved), and whom do they cover for then (a colleague's request naming
 * them, pending or accepted), by start date.
 */
const leaveAroundQuery = compiled((db, p) =>
  db
    .select({ id: leaveRequests.id, employeeId: leaveRequests.employeeId, coverId: leaveRequests.handoverEmployeeId, handoverState: leaveRequests.handoverState, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.state, ['requested', 'approved']),
        lte(leaveRequests.startDate, p('endDate')),
        gte(leaveRequests.endDate, p('startDate')),
        sql`(${leaveRequests.employeeId} = ${p('employeeId')} or ${leaveRequests.handoverEmployeeId} = ${p('employeeId')})`,
      ),
    )
    .orderBy(asc(leaveRequests.startDate)),
);

export async function leaveAround(db: Db, employeeId: number, startDate: string, endDate: string) {
  const rows = await leaveAroundQuery(db, { employeeId, startDate, endDate });
  return {
    overlaps: rows.some((r) => r.employeeId === employeeId),
    covering: rows.filter((r) => r.employeeId !== employeeId && r.coverId === employeeId && (r.handoverState === 'pending' || r.handoverState === 'accepted')),
  };
}

/**
 * Pending and approved requests these people agreed (or are asked) to cover between two dates:
 * a substitute's own leave on those days is a conflict.
 */
export async function coveredBy(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (!employeeIds.length) return [];
  return db
    .select({ id: leaveRequests.id, coverId: leaveRequests.handoverEmployeeId, employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        sql`${leaveRequests.handoverEmployeeId} = any(${`{${employeeIds.map(Number).join(',')}}`}::int[])`,
        inArray(leaveRequests.state, ['requested', 'approved']),
        inArray(leaveRequests.handoverState, ['pending', 'accepted']),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}
