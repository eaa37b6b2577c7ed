import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { annualSettlements, employees, leaveLedger, leaveRequests, leaveTypes } from '../../db/schema.js';

/** The annual leave type (the preset with the Egypt rule and its own balance), if any. */
export async function annualType(db: Db) {
  const [t] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.entitlementRule, 'egypt_annual'), eq(leaveTypes.balanceTypeId, leaveTypes.id)))
    .orderBy(sql`${leaveTypes.code} = 'annual' desc`, asc(leaveTypes.id))
    .limit(1);
  return t;
}

const actor = alias(employees, 'settlement_actor');

/** Every settlement decision of these people (all of them when `ids` is null), oldest first. */
export function decisionsOf(db: Db, ids: readonly number[] | null) {
  return db
    .select({
      employeeId: annualSettlements.employeeId,
      year: annualSettlements.year,
      decision: annualSettlements.decision,
      days: annualSettlements.days,
      endOfService: annualSettlements.endOfService,
      takeBy: annualSettlements.takeBy,
      refusedOn: annualSettlements.refusedOn,
      note: annualSettlements.note,
      payrollMonth: annualSettlements.payrollMonth,
      createdAt: annualSettlements.createdAt,
      id: annualSettlements.id,
      actorId: actor.id,
      actorEmpCode: actor.empCode,
      actorNameEn: actor.fullNameEn,
      actorNameAr: actor.fullNameAr,
    })
    .from(annualSettlements)
    .leftJoin(actor, eq(actor.id, annualSettlements.actorId))
    .where(ids === null ? undefined : ids.length ? inArray(annualSettlements.employeeId, [...ids]) : sql`false`)
    .orderBy(asc(annualSettlements.createdAt), asc(annualSettlements.id));
}
export type TDecisionRow = Awaited<ReturnType<typeof decisionsOf>>[number];

/** A negative ledger row of a grant's year: the days paid leave the balance (kind 'settlement'). */
export async function insertSettlementLedger(db: Db, v: { employeeId: number; leaveTypeId: number; year: number; days: number; reason: string; actorId: number }): Promise<number> {
  const [r] = await db
    .insert(leaveLedger)
    .values({ ...v, kind: 'settlement' })
    .returning({ id: leaveLedger.id });
  return r.id;
}

export async function insertDecisions(db: Db, rows: (typeof annualSettlements.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(annualSettlements).values(rows);
}

/** The payments (decision 'pay') for payroll, of one payroll month or all, in the order made. */
export function payments(db: Db, month: string | undefined) {
  return db
    .select({
      employeeId: annualSettlements.employeeId,
      empCode: employees.empCode,
      fullNameEn: employees.fullNameEn,
      fullNameAr: employees.fullNameAr,
      siteId: employees.siteId,
      year: annualSettlements.year,
      days: annualSettlements.days,
      endOfService: annualSettlements.endOfService,
      payrollMonth: annualSettlements.payrollMonth,
      note: annualSettlements.note,
      createdAt: annualSettlements.createdAt,
    })
    .from(annualSettlements)
    .innerJoin(employees, eq(employees.id, annualSettlements.employeeId))
    .where(and(eq(annualSettlements.decision, 'pay'), month ? eq(annualSettlements.payrollMonth, month) : undefined))
    .orderBy(asc(annualSettlements.payrollMonth), asc(employees.empCode), asc(annualSettlements.year), asc(annualSettlements.id));
}

/** Annual-balance leave (approved and pending) of these people touching a year: the yearly minimum's input. */
export async function annualLeaveInYear(db: Db, ids: readonly number[], balanceTypeId: number, year: number) {
  if (!ids.length) return [];
  const rows = await db
    .select({ employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, days: leaveRequests.days })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.employeeId, [...ids]),
        eq(leaveRequests.balanceTypeId, balanceTypeId),
        inArray(leaveRequests.state, ['approved', 'requested']),
        sql`${leaveRequests.startDate} <= ${`${year}-12-31`} and ${leaveRequests.endDate} >= ${`${year}-01-01`}`,
      ),
    )
    .orderBy(asc(leaveRequests.employeeId), asc(leaveRequests.startDate));
  return rows.map((r) => ({ ...r, days: Number(r.days) }));
}
