import type { TMapPinInput, TMapPinResult, TUnmappedPinList } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { isHr } from '../../core/policies.js';
import { audit } from '../organisation/index.js';
import { uniqueViolation } from '../people/index.js';
import { statusType, type TPunch } from './adms-protocol.js';
import * as admsRepo from './adms-repository.js';
import { landPunches, workDatesOf } from './adms-service.js';

/**
 * Punches a terminal sent for a PIN nobody has: kept in device_unmapped_punches,
 * listed for HR per device and PIN, and applied when HR gives the PIN to a person as their badge.
 */

const iso = (v: string | Date) => new Date(v).toISOString();

export async function listUnmapped(ctx: Ctx, actor: Actor): Promise<TUnmappedPinList> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const rows = await admsRepo.listUnmapped(ctx.db);
  return { items: rows.map((r) => ({ deviceId: r.deviceId, deviceName: r.deviceName, pin: r.pin, count: Number(r.count), firstAt: iso(r.first), lastAt: iso(r.last) })) };
}

/**
 * The PIN becomes the person's badge (refused when someone else has it) and every kept punch
 * of that PIN, from any device, lands as that device's punches would have (its direction
 * setting and time zone), then is marked applied. In one transaction; the kept rows are locked,
 * so a second mapping of the same PIN finds nothing left, and the events' unique index keeps a
 * punch from landing twice.
 */
export async function mapPin(ctx: Ctx, actor: Actor, input: TMapPinInput): Promise<TMapPinResult> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const taken = () => new AppError('BADGE_TAKEN', { fields: [{ path: 'pin', message: 'errors.BADGE_TAKEN' }] });
  // Read before the transaction opens (the read cache may query).
  // Kept punches may be of any date: the person's whole roster is read (one person).
  const workDateOf = await workDatesOf(ctx, [input.employeeId], '1900-01-03', '2199-12-30');
  try {
    return await ctx.db.transaction(async (tx) => {
      const person = await admsRepo.lockPerson(tx, input.employeeId);
      if (!person) throw new AppError('NOT_FOUND', { fields: [{ path: 'employeeId', message: 'errors.NOT_FOUND' }] });
      const holder = await admsRepo.badgeHolder(tx, input.pin);
      if (holder !== null && holder !== person.id) throw taken();
      if (holder === null) await admsRepo.setBadge(tx, person.id, input.pin);
      const kept = await admsRepo.unappliedForPin(tx, input.pin);
      const devices = await admsRepo.devicesByIds(tx, [...new Set(kept.map((k) => k.deviceId))]);
      let inserted = 0;
      for (const device of devices) {
        const punches = kept
          .filter((k) => k.deviceId === device.id)
          .map((k): { employeeId: number; punch: TPunch } => ({
            employeeId: person.id,
            punch: { pin: k.pin, at: new Date(k.occurredAt), status: k.status, verify: k.verify, type: statusType(k.status), raw: k.raw },
          }));
        inserted += await landPunches(tx, device, workDateOf, punches);
      }
      await admsRepo.markApplied(
        tx,
        kept.map((k) => k.id),
        person.id,
      );
      await audit(tx, {
        actorId: actor.id,
        action: 'device.pin.map',
        entity: 'employee',
        entityId: String(person.id),
        before: { badge: person.badge },
        after: { badge: input.pin, applied: kept.length, inserted },
        ip: actor.ip,
      });
      return { applied: kept.length, inserted };
    });
  } catch (e) {
    if (uniqueViolation(e) === 'employees_badge_uq') throw taken();
    throw e;
  }
}
