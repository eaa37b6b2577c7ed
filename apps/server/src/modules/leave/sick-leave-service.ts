import { countLeaveDays, type TSickChronicInput, type TLeaveRequest } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { isHr } from '../../core/policies.js';
import type { Db } from '../../db/client.js';
import { audit, readCalendarFacts } from '../organisation/index.js';
import { findPerson } from '../people/index.js';
import { loadRosterBook } from '../roster/index.js';
import { balanceSettingsOf, checkBalanceReach } from './leave-balance-service.js';
import { dayCalendar } from './leave-filing-service.js';
import * as repo from './leave-repository.js';
import * as requestRepo from './leave-request-repository.js';
import { presentRequest } from './leave-request-service.js';

/**
 * Sick leave under Art 131.
 * - Chronic illness (¶1, Law 148/2019, rule `sickChronic`): HR confirms it on an approved or
 *   requested sick leave that carries its medical paper (the attachment); its days are then at full
 *   pay on the payroll sheet and the reports, and do not use up the year's 180.
 * - Into annual leave (¶4, rule `sickToAnnual`): the worker asks to turn an approved sick leave into
 *   annual leave; the ask goes through the leave change lifecycle like any change (the approver, or
 *   HR), and is refused, when asked and again when approved, if the annual balance does not allow it.
 */

/** The preset types by code (sick, annual). */
async function typesByCode(db: Db) {
  const types = await repo.listLeaveTypes(db);
  return { types, byId: (id: number) => types.find((t) => t.id === id), annual: types.find((t) => t.code === 'annual' && t.active) };
}

/** POST /hr/leave/requests/{id}/chronic: HR confirms (or withdraws) a chronic illness on a sick leave with its medical paper. */
export async function setChronicIllness(ctx: Ctx, actor: Actor, id: number, input: TSickChronicInput): Promise<TLeaveRequest> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const r = await requestRepo.findRequest(tx, id);
    if (!r) throw new AppError('NOT_FOUND');
    const { byId } = await typesByCode(tx);
    if (byId(r.leaveTypeId)?.code !== 'sick') throw new AppError('SICK_LEAVE_ONLY');
    if (r.state !== 'approved' && r.state !== 'requested') throw new AppError('NOT_CHANGEABLE');
    if (input.confirmed && !r.hasAttachment) throw new AppError('CHRONIC_PAPER_REQUIRED');
    const before = (await requestRepo.findRequestRow(tx, id))?.chronicIllness ?? null;
    const after = input.confirmed ? 'confirmed' : null;
    await requestRepo.setChronicIllness(tx, id, after);
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: input.confirmed ? 'chronic_confirmed' : 'chronic_withdrawn', fromState: r.state, toState: r.state, comment: null }]);
    await audit(tx, { actorId: actor.id, action: 'leave.chronic', entity: 'leave_request', entityId: String(id), before: { chronicIllness: before }, after: { chronicIllness: after }, ip: actor.ip });
    return presentRequest((await requestRepo.findRequest(tx, id))!);
  });
}

/**
 * What turning a sick leave into annual leave gives: the annual type and the leave's days counted
 * as annual leave counts them. Refused for a type that is not sick leave, and when the annual
 * balance (every year it reaches through carry-over) does not allow the days.
 */
export async function toAnnualPlan(tx: Db, r: requestRepo.TRequestView): Promise<{ leaveTypeId: number; balanceTypeId: number | null; days: number }> {
  const { byId, annual } = await typesByCode(tx);
  if (byId(r.leaveTypeId)?.code !== 'sick') throw new AppError('SICK_LEAVE_ONLY');
  if (!annual) throw new AppError('NOT_FOUND');
  const p = await findPerson(tx, r.employeeId);
  if (!p) throw new AppError('NOT_FOUND');
  const facts = await readCalendarFacts(tx);
  const book = await loadRosterBook({ db: tx }, [p.id], r.startDate, r.endDate);
  const { cal, org } = dayCalendar(facts, p, r.startDate, r.endDate, book);
  const days = countLeaveDays({ startDate: r.startDate, endDate: r.endDate, halfDay: r.halfDay as 'none' | 'am' | 'pm' }, annual.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
  const balanceType = annual.balanceTypeId ? byId(annual.balanceTypeId) : undefined;
  if (balanceType) {
    const year = Number(r.startDate.slice(0, 4));
    const reach = await checkBalanceReach(tx, balanceType, p, year, balanceSettingsOf(org), { pending: days });
    if (reach.worst) {
      const remaining = reach.worst.year === year ? reach.worst.before : Math.max(0, days + reach.worst.after);
      throw new AppError('INSUFFICIENT_BALANCE', { params: { remaining, days } });
    }
  }
  return { leaveTypeId: annual.id, balanceTypeId: annual.balanceTypeId, days };
}
