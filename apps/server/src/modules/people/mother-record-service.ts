import { motherRecordSpans, NURSING_CHOICES, overtimeBarredForMother, type TMotherRecord, type TMotherRecordInput, type TMotherRecordView, type TNursingChoice } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeFilter } from '../../core/scope.js';
import type { Db } from '../../db/client.js';
import { audit } from '../organisation/index.js';
import * as repo from './employee-repository.js';
import * as mothers from './mother-record-repository.js';

/**
 * A working mother's record (Arts 54 and 56): HR records the expected delivery date, the child's
 * birth date and her nursing choice; the attendance day (rules/mothers.ts `motherDayMinutes`) and
 * overtime (`overtimeBarredForMother`) read it. hr and admin write; site_hr of her site reads.
 */
const canWrite = (actor: Actor) => actor.roles.includes('hr') || actor.roles.includes('admin');

async function personInScope(ctx: Ctx, actor: Actor, employeeId: number, write: boolean) {
  if (write ? !canWrite(actor) : !(canWrite(actor) || actor.roles.includes('site_hr'))) throw new AppError('FORBIDDEN');
  const row = await repo.findEmployee(ctx.db, employeeId, scopeFilter(actor, 'hr.read'));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const choiceOf = (s: string | null): TNursingChoice | null => ((NURSING_CHOICES as readonly string[]).includes(s ?? '') ? (s as TNursingChoice) : null);

/** A stored row as the rule reads it. */
export const motherRecordOf = (r: { expectedDelivery: string | null; childBirthDate: string | null; nursingChoice: string | null }): TMotherRecord => ({
  expectedDelivery: r.expectedDelivery,
  childBirthDate: r.childBirthDate,
  nursingChoice: choiceOf(r.nursingChoice),
});

function present(employeeId: number, r: Awaited<ReturnType<typeof mothers.findMotherRecord>>): TMotherRecordView {
  const rec = r ? motherRecordOf(r) : { expectedDelivery: null, childBirthDate: null, nursingChoice: null };
  return { employeeId, ...rec, ...motherRecordSpans(rec), updatedAt: r ? new Date(r.updatedAt).toISOString() : null };
}

export async function getMotherRecord(ctx: Ctx, actor: Actor, employeeId: number): Promise<TMotherRecordView> {
  await personInScope(ctx, actor, employeeId, false);
  return present(employeeId, await mothers.findMotherRecord(ctx.db, employeeId));
}

/** PUT: a man's record refuses it (the gender HR recorded); the change is audited, and the days it touches are computed anew. */
export async function saveMotherRecord(ctx: Ctx, actor: Actor, employeeId: number, input: TMotherRecordInput): Promise<TMotherRecordView> {
  const p = await personInScope(ctx, actor, employeeId, true);
  if (p.gender === 'male') throw new AppError('MOTHER_RECORD_WOMEN_ONLY');
  await ctx.db.transaction(async (tx) => {
    const before = await mothers.findMotherRecord(tx, employeeId);
    await mothers.saveMotherRecord(tx, { employeeId, ...input, updatedById: actor.id });
    await audit(tx, { actorId: actor.id, action: 'employee.mother_record', entity: 'employee', entityId: employeeId, before: before && motherRecordOf(before), after: input, ip: actor.ip });
  });
  ctx.reads.bump('attendance', 'overtime');
  return present(employeeId, await mothers.findMotherRecord(ctx.db, employeeId));
}

/** Art 54: refuses overtime for a work date of hers during pregnancy or within six months of the birth. */
export async function assertOvertimeAllowedForMother(db: Db, employeeId: number, workDate: string): Promise<void> {
  const r = (await motherRecordsById(db, [employeeId])).get(employeeId) ?? null;
  if (overtimeBarredForMother(r, workDate)) throw new AppError('MOTHER_NO_OVERTIME');
}

/** The records of these people, by person, as the rule reads them. */
export async function motherRecordsById(db: Db, ids: readonly number[]): Promise<Map<number, TMotherRecord>> {
  const [rows, births] = await Promise.all([mothers.motherRecordsOf(db, ids), mothers.maternityBirths(db, ids)]);
  const out = new Map(rows.map((r) => [r.employeeId, motherRecordOf(r)]));
  // A birth an approved maternity leave carries, later than the one HR recorded (or where none is): nursing time counts from it.
  for (const [id, birth] of births) {
    const r = out.get(id) ?? { expectedDelivery: null, childBirthDate: null, nursingChoice: null };
    if (!r.childBirthDate || birth > r.childBirthDate) out.set(id, { ...r, childBirthDate: birth });
  }
  return out;
}
