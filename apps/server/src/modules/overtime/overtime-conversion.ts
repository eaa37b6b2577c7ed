import { formatDate, type TOvertimeConvertAllResult, type TOvertimeConvertResult } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { findLeaveType, insertLedger } from '../leave/index.js';
import * as repo from './overtime-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { balanceOf, balanceSettings } from '../leave/index.js';
import { todayIn, getOrganisation } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';

import { hours } from './overtime-export.js';
import { convertibleDays, findOrThrow, present, viewOf } from './overtime-presenter.js';
import { findPeopleForBalance } from '../people/index.js';

// ---- Conversion into leave days ----

/**
 * POST /overtime/:id/convert: the requester turns approved, not yet converted minutes into days
 * of the Overtime leave type's balance (steps of 0.5 day; hoursPerDay hours make a day), as one
 * ledger row of kind 'conversion' this year; the remainder stays convertible. The update of
 * converted_minutes is conditional on the value read, so two clicks never convert twice.
 */
/** What every conversion needs: conversion on, hours per day, this year and the Overtime leave type. */
async function conversionSetup(ctx: Ctx) {
  const org = await getOrganisation(ctx.db);
  if (!org.otConversionEnabled) throw new AppError('OVERTIME_CONVERSION_DISABLED');
  const typeId = await repo.overtimeLeaveType(ctx.db);
  if (typeId === null) throw new AppError('NOT_FOUND');
  return { hoursPerDay: Number(org.otHoursPerDay), year: Number(todayIn(org.timeZone).slice(0, 4)), typeId };
}

/** The person's Overtime balance this year, inside the conversion's transaction. */
async function overtimeBalance(tx: Db, employeeId: number, typeId: number, year: number) {
  const type = (await findLeaveType(tx, typeId))!;
  const [person] = await findPeopleForBalance(tx, [employeeId]);
  return balanceOf(tx, type, person, year, await balanceSettings(tx));
}

export async function convertOvertime(ctx: Ctx, actor: Actor, id: number): Promise<TOvertimeConvertResult> {
  const { hoursPerDay, year, typeId } = await conversionSetup(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id);
    if (Number(r.employeeId) !== actor.id) throw new AppError('NOT_FOUND');
    const left = r.state === 'approved' ? r.minutes - r.convertedMinutes : 0;
    const days = convertibleDays(left, hoursPerDay);
    if (days < 0.5) throw new AppError('OVERTIME_NOTHING_TO_CONVERT');
    const minutes = Math.min(left, Math.round(days * hoursPerDay * 60));
    if (!(await repo.addConverted(tx, id, r.convertedMinutes, minutes))) throw new AppError('ALREADY_DECIDED');
    if (!(await lockPerson(tx, actor.id))) throw new AppError('NOT_FOUND');
    const reason = `Overtime request #${id} (${formatDate(r.workDate)}, ${hours(minutes)} h) / العمل الإضافي رقم ${id}`;
    await insertLedger(tx, { employeeId: actor.id, leaveTypeId: typeId, year, kind: 'conversion', days, reason, actorId: actor.id });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.convert',
      entity: 'overtime_request',
      entityId: String(id),
      before: { convertedMinutes: r.convertedMinutes },
      after: { convertedMinutes: r.convertedMinutes + minutes, days, leaveTypeId: typeId, year },
      ip: actor.ip,
    });
    return { days, minutes, balance: await overtimeBalance(tx, actor.id, typeId, year) };
  });
  return { request: present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id)), ...result };
}

/**
 * POST /overtime/convert: the requester converts the SUM of all their approved, unconverted
 * minutes (so short requests add up to half days). The person is locked first, so two clicks go
 * one after the other; the minutes of whole half days are drawn from the requests oldest first
 * (work date, id), each with the conditional update; one ledger row of kind 'conversion'; audited.
 */
export async function convertAllOvertime(ctx: Ctx, actor: Actor): Promise<TOvertimeConvertAllResult> {
  const { hoursPerDay, year, typeId } = await conversionSetup(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, actor.id))) throw new AppError('NOT_FOUND');
    const rows = await repo.convertibleRequests(tx, actor.id);
    const sum = rows.reduce((n, r) => n + r.minutes - r.convertedMinutes, 0);
    const days = convertibleDays(sum, hoursPerDay);
    if (days < 0.5) throw new AppError('OVERTIME_NOTHING_TO_CONVERT');
    const minutes = Math.min(sum, Math.round(days * hoursPerDay * 60));
    const drawn: { id: number; before: number; minutes: number }[] = [];
    let need = minutes;
    for (const r of rows) {
      if (need <= 0) break;
      const take = Math.min(need, r.minutes - r.convertedMinutes);
      if (!(await repo.addConverted(tx, r.id, r.convertedMinutes, take))) throw new AppError('ALREADY_DECIDED');
      drawn.push({ id: r.id, before: r.convertedMinutes, minutes: take });
      need -= take;
    }
    const n = drawn.length;
    const reason = `Overtime of ${n} request${n === 1 ? '' : 's'} (${hours(minutes)} h) / العمل الإضافي لعدد ${n} من الطلبات (${hours(minutes)} ساعة)`;
    await insertLedger(tx, { employeeId: actor.id, leaveTypeId: typeId, year, kind: 'conversion', days, reason, actorId: actor.id });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.convert_all',
      entity: 'employee',
      entityId: String(actor.id),
      before: { convertedMinutes: Object.fromEntries(drawn.map((d) => [d.id, d.before])) },
      after: { convertedMinutes: Object.fromEntries(drawn.map((d) => [d.id, d.before + d.minutes])), minutes, days, leaveTypeId: typeId, year },
      ip: actor.ip,
    });
    return { days, minutes, requests: n, balance: await overtimeBalance(tx, actor.id, typeId, year) };
  });
}
