import { compensatoryDayFor, type TCompensatoryDay, type TCompensatoryDayList, type TCompensatoryDayUpdate } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getOrganisation } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';
import { audit } from '../organisation/index.js';
import { getDirectory } from '../people/index.js';
import * as repo from './compensatory-days-repository.js';
import * as overtimeRepo from './overtime-repository.js';

/**
 * Days off owed for work on a day off (rule: restDayReplacement, holidayWorkPay). Approving overtime
 * on the weekly rest day owes a replacement rest day in the following week (Art 121); on an official
 * holiday, where the worker asked in writing for a day off instead of the double wage, another day off
 * (Art 129 ¶2). The worker sees theirs, HR everyone's, and HR records whether each was taken.
 */

/** Called in the decision's transaction, once the overtime is approved. */
export async function owedOnApproval(db: Db, overtimeId: number): Promise<void> {
  const r = await overtimeRepo.findRequest(db, overtimeId);
  if (!r || r.state !== 'approved') return;
  const org = await getOrganisation(db);
  const owed = compensatoryDayFor({ workDate: r.workDate, dayKind: r.dayKind, dayOffInstead: r.dayOffInstead }, org.weekendDays);
  if (!owed) return;
  await repo.insertCompensatoryDay(db, { employeeId: Number(r.employeeId), overtimeRequestId: overtimeId, ...owed, workDate: r.workDate });
}

async function present(ctx: Ctx, rows: repo.TCompensatoryDayRow[]): Promise<TCompensatoryDay[]> {
  const dir = await getDirectory(ctx);
  return rows.map((r) => ({
    id: r.id,
    employeeId: r.employeeId,
    ...dir.personColumns(r.employeeId),
    overtimeRequestId: r.overtimeRequestId,
    kind: r.kind === 'holiday' ? 'holiday' : 'rest_day',
    workDate: r.workDate,
    dueFrom: r.dueFrom,
    dueTo: r.dueTo,
    state: r.state === 'taken' || r.state === 'not_taken' ? r.state : 'due',
    takenOn: r.takenOn,
  }));
}

/** GET /overtime/days-off: the viewer's own. */
export async function listMyCompensatoryDays(ctx: Ctx, actor: Actor): Promise<TCompensatoryDayList> {
  return { items: await present(ctx, await repo.listCompensatoryDays(ctx.db, { employeeId: actor.id })) };
}

/** GET /hr/compensatory-days: everyone's (HR and admin). */
export async function listCompensatoryDays(ctx: Ctx, actor: Actor, q: { state?: string }): Promise<TCompensatoryDayList> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  return { items: await present(ctx, await repo.listCompensatoryDays(ctx.db, { state: q.state })) };
}

/** PUT /hr/compensatory-days/:id: HR records it taken (on a day from the day after the work), not taken, or due again. Audited. */
export async function updateCompensatoryDay(ctx: Ctx, actor: Actor, id: number, input: TCompensatoryDayUpdate): Promise<TCompensatoryDay> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findCompensatoryDay(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const takenOn = input.state === 'taken' ? (input.takenOn ?? null) : null;
    if (takenOn && takenOn <= before.workDate) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'takenOn', message: 'validation.invalid' }] });
    const after = await repo.updateCompensatoryDay(tx, id, { state: input.state, takenOn, updatedById: actor.id });
    if (!after) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'compensatory_day.update', entity: 'compensatory_day', entityId: id, before: { state: before.state, takenOn: before.takenOn }, after: { state: after.state, takenOn: after.takenOn }, ip: actor.ip });
    return after;
  });
  return (await present(ctx, [row]))[0];
}
