import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { delegations, employees } from '../../db/schema.js';

import { person } from './leave-request-repository.js';

// ---- Delegations ----

const dDelegator = alias(employees, 'd_from');
const dDelegate = alias(employees, 'd_to');
export function listDelegations(db: Db, where: SQL) {
  return db
    .select({
      id: delegations.id,
      delegator: person(dDelegator),
      delegate: person(dDelegate),
      delegatorId: delegations.delegatorId,
      delegateId: delegations.delegateId,
      startDate: delegations.startDate,
      endDate: delegations.endDate,
      revokedAt: delegations.revokedAt,
    })
    .from(delegations)
    .innerJoin(dDelegator, eq(dDelegator.id, delegations.delegatorId))
    .innerJoin(dDelegate, eq(dDelegate.id, delegations.delegateId))
    .where(and(where, sql`${delegations.revokedAt} is null`))
    .orderBy(desc(delegations.startDate));
}
export const delegationsGivenBy = (id: number) => eq(delegations.delegatorId, id);
export const delegationsReceivedBy = (id: number) => eq(delegations.delegateId, id);

export async function delegationOverlaps(db: Db, delegatorId: number, startDate: string, endDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: delegations.id })
    .from(delegations)
    .where(and(eq(delegations.delegatorId, delegatorId), sql`${delegations.revokedAt} is null`, lte(delegations.startDate, endDate), gte(delegations.endDate, startDate)))
    .limit(1);
  return rows.length > 0;
}

export async function insertDelegation(db: Db, v: typeof delegations.$inferInsert): Promise<number> {
  return (await db.insert(delegations).values(v).returning({ id: delegations.id }))[0].id;
}

export async function revokeDelegation(db: Db, id: number, delegatorId: number | null): Promise<boolean> {
  const rows = await db
    .update(delegations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(delegations.id, id), sql`${delegations.revokedAt} is null`, delegatorId === null ? undefined : eq(delegations.delegatorId, delegatorId)))
    .returning({ id: delegations.id });
  return rows.length > 0;
}
