import type { TEventCorrection, TEventDeletion, TManualEventInput, TManualEventResult } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import * as repo from './attendance-admin-repository.js';
import { insertEvent } from './attendance-repository.js';
import { uniqueViolation } from '../people/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';

const requireHr = (actor: Actor) => {
  if (!actor.roles.includes('hr') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
};

const snapshot = (e: repo.TEventRow) => ({ employeeId: e.employeeId, eventType: e.eventType, eventTime: new Date(e.occurredAt).toISOString(), source: e.source });
const present = (e: repo.TEventRow): TManualEventResult => ({ eventId: e.id, ...(snapshot(e) as Omit<TManualEventResult, 'eventId'>) });
const eventExists = () => new AppError('EVENT_EXISTS', { fields: [{ path: 'eventTime', message: 'errors.EVENT_EXISTS' }] });

/** HR adds an event by hand (source 'manual'); the same person, instant and type twice is EVENT_EXISTS. */
export async function addEvent(ctx: Ctx, actor: Actor, input: TManualEventInput): Promise<TManualEventResult> {
  requireHr(actor);
  const occurredAt = new Date(input.eventTime);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.employeeExists(tx, input.employeeId))) throw new AppError('UNKNOWN_EMPLOYEE', { fields: [{ path: 'employeeId', message: 'errors.UNKNOWN_EMPLOYEE' }] });
    const id = await insertEvent(tx, { employeeId: input.employeeId, eventType: input.eventType, occurredAt, source: 'manual', ip: actor.ip, createdById: actor.id });
    if (id === null) throw eventExists();
    const event = (await repo.lockEvent(tx, id))!;
    await audit(tx, { actorId: actor.id, action: 'attendance.event.create', entity: 'attendance_event', entityId: id, after: { ...snapshot(event), reason: input.reason }, ip: actor.ip });
    return present(event);
  });
}

/** HR corrects an event's type or instant (source becomes 'correction'); before and after go to the audit trail. */
export async function correctEvent(ctx: Ctx, actor: Actor, id: number, input: TEventCorrection): Promise<TManualEventResult> {
  requireHr(actor);
  const occurredAt = new Date(input.eventTime);
  try {
    return await ctx.db.transaction(async (tx) => {
      const old = await repo.lockEvent(tx, id);
      if (!old) throw new AppError('NOT_FOUND');
      if (await repo.sameEventExists(tx, old.employeeId, input.eventType, occurredAt, id)) throw eventExists();
      const event = (await repo.updateEvent(tx, id, { eventType: input.eventType, occurredAt, source: 'correction' }))!;
      await audit(tx, {
        actorId: actor.id,
        action: 'attendance.event.update',
        entity: 'attendance_event',
        entityId: id,
        before: snapshot(old),
        after: { ...snapshot(event), reason: input.reason },
        ip: actor.ip,
      });
      return present(event);
    });
  } catch (e) {
    // Two corrections at once onto the same instant: the unique key decides.
    if (uniqueViolation(e)) throw eventExists();
    throw e;
  }
}

/** HR deletes an event; what it was and the reason go to the audit trail. */
export async function deleteEvent(ctx: Ctx, actor: Actor, id: number, input: TEventDeletion): Promise<void> {
  requireHr(actor);
  await ctx.db.transaction(async (tx) => {
    const old = await repo.deleteEvent(tx, id);
    if (!old) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'attendance.event.delete', entity: 'attendance_event', entityId: id, before: snapshot(old), after: { reason: input.reason }, ip: actor.ip });
  });
}
