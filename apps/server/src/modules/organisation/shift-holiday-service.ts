import { egyptHolidayPreset, shiftFindings, type THolidayInput, type TShiftInput } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './organisation-repository.js';
import { audit } from './audit-service.js';
import type { Actor, Ctx } from '../../core/context.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { loadClosedDays } from '../../core/closed-months.js';

import { assertReader, assertWriter, inUse, mapInUse, notFound, siteScope } from './organisation-access.js';

// ---------------------------------------------------------------------------------------------
// Shifts

const shiftValues = (s: TShiftInput) => ({
  nameEn: s.nameEn,
  nameAr: s.nameAr,
  startTime: s.startTime,
  endTime: s.endTime,
  graceMinutes: s.graceMinutes,
  workDays: [...s.workDays].sort((a, b) => a - b),
  // Both or neither (the schema checks it): reduced hours on the Ramadan dates.
  ramadanStartTime: s.ramadanStartTime ?? null,
  ramadanEndTime: s.ramadanEndTime ?? null,
  breaks: s.breaks.map((b) => ({ start: b.start, end: b.end })),
});

/**
 * Arts 117–121 (rules hoursDaily, hoursWeekly, hoursBreaks, hoursSpan, hoursWeeklyRest): a shift
 * beyond the legal hours is saved only with the reason HR states (the law's exception for unusual
 * work needs); presence over 12 hours is refused by the schema. An edit that leaves the hours as they
 * were (its name, grace, Ramadan hours) keeps the shift as it is, marked if it was: an older shift
 * is never refused until its hours are edited. The reason is the input's, or the stored one when
 * the hours are unchanged and the input leaves it out.
 */
function lawReasonFor(v: ReturnType<typeof shiftValues>, input: TShiftInput, before?: { startTime: string; endTime: string; workDays: number[]; breaks: { start: string; end: string }[]; lawReason: string | null }): string | null {
  const hoursOf = (x: { startTime: string; endTime: string; workDays: readonly number[]; breaks: readonly { start: string; end: string }[] }) =>
    JSON.stringify([x.startTime, x.endTime, [...x.workDays].sort((a, b) => a - b), x.breaks.map((b) => [b.start, b.end])]);
  const unchanged = !!before && hoursOf(before) === hoursOf(v);
  const reason = input.lawReason !== undefined ? input.lawReason : unchanged ? before!.lawReason : null;
  if (!unchanged && !reason && shiftFindings(v).length) throw new AppError('WORKING_HOURS_REASON_REQUIRED', { fields: [{ path: 'lawReason', message: 'errors.WORKING_HOURS_REASON_REQUIRED' }], details: shiftFindings(v) });
  return shiftFindings(v).length ? (reason ?? null) : null;
}

export async function listShifts(ctx: Ctx, actor: Actor) {
  assertReader(actor);
  return repo.listShifts(ctx.db);
}

export async function createShift(ctx: Ctx, actor: Actor, input: TShiftInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const v = shiftValues(input);
    const [row] = await repo.insertShifts(tx, [{ ...v, lawReason: lawReasonFor(v, input) }]);
    await audit(tx, { actorId: actor.id, action: 'shift.create', entity: 'shift', entityId: row.id, after: row, ip: actor.ip });
    return { ...row, employeeCount: 0 };
  });
}

export async function updateShift(ctx: Ctx, actor: Actor, id: number, input: TShiftInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findShift(tx, id, true);
    if (!before) throw notFound();
    // A closed payroll month keeps the hours it was paid on: the definition as it was is kept for the
    // days up to the last closed day (unless an earlier edit already kept them), and the new one holds after.
    const closed = await loadClosedDays(tx);
    const v = shiftValues(input);
    // Its breaks too: a day's hours beyond the legal 8 (Art 117) are paid on them.
    const definition = (x: Pick<typeof v, 'startTime' | 'endTime' | 'graceMinutes' | 'workDays' | 'ramadanStartTime' | 'ramadanEndTime' | 'breaks'>) =>
      JSON.stringify([x.startTime, x.endTime, x.graceMinutes, [...x.workDays].sort((a, b) => a - b), x.ramadanStartTime, x.ramadanEndTime, (x.breaks ?? []).map((b) => [b.start, b.end])]);
    if (closed.lastClosedDay && definition(before) !== definition(v)) await repo.keepShiftVersion(tx, before, closed.lastClosedDay);
    const after = await repo.updateShift(tx, id, { ...v, lawReason: lawReasonFor(v, input, before) });
    if (!after) throw notFound();
    await audit(tx, { actorId: actor.id, action: 'shift.update', entity: 'shift', entityId: id, before, after, ip: actor.ip });
    if (before.workDays.join() !== after.workDays.join()) {
      // Leave from today on is counted on the new work days; what is past stays as it was paid.
      await calendarChanged(tx, { cause: 'shift', from: todayIn((await getOrganisation(tx)).timeZone), to: '9999-12-31', actorId: actor.id, ip: actor.ip });
    }
    return { ...after, employeeCount: await repo.countPeopleOnShift(tx, id) };
  });
}

export async function deleteShift(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  await mapInUse(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await repo.findShift(tx, id, true);
        if (!before) throw notFound();
        const count = await repo.countPeopleOnShift(tx, id);
        if (count > 0) throw inUse(count);
        if (await repo.shiftInRoster(tx, id)) throw new AppError('SHIFT_IN_ROSTER');
        await repo.deleteShift(tx, id);
        await audit(tx, { actorId: actor.id, action: 'shift.delete', entity: 'shift', entityId: id, before, ip: actor.ip });
      }),
    () => repo.countPeopleOnShift(ctx.db, id),
  );
}

// ---------------------------------------------------------------------------------------------
// Holidays: one per date; siteIds empty means every site.

export async function listHolidays(ctx: Ctx, actor: Actor, year: number) {
  const scope = await siteScope(ctx.db, actor);
  return repo.listHolidays(ctx.db, year, scope);
}

/** Sorted, without duplicates, and every one existing (locked FOR SHARE until the end of the transaction). */
async function checkedSiteIds(tx: Db, ids: readonly number[] | undefined): Promise<number[]> {
  const wanted = [...new Set(ids ?? [])].sort((a, b) => a - b);
  const found = new Set(await repo.existingSiteIds(tx, wanted));
  const missing = wanted.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: `siteIds.${missing}`, message: 'validation.invalid' }] });
  return wanted;
}

const holidayExists = () => new AppError('HOLIDAY_EXISTS', { fields: [{ path: 'date', message: 'errors.HOLIDAY_EXISTS' }] });

export async function createHoliday(ctx: Ctx, actor: Actor, input: THolidayInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const siteIds = await checkedSiteIds(tx, input.siteIds);
    // A holiday on a day of a closed payroll month would rewrite it.
    (await loadClosedDays(tx)).assertOpenForSites(input.date, siteIds, 'date');
    const [row] = await repo.insertHolidays(tx, [{ date: input.date, nameEn: input.nameEn, nameAr: input.nameAr, siteIds }]);
    if (!row) throw holidayExists();
    await audit(tx, { actorId: actor.id, action: 'holiday.create', entity: 'holiday', entityId: row.id, after: row, ip: actor.ip });
    await calendarChanged(tx, { cause: 'holidays', from: row.date, to: row.date, actorId: actor.id, ip: actor.ip });
    return row;
  });
}

export async function updateHoliday(ctx: Ctx, actor: Actor, id: number, input: THolidayInput) {
  assertWriter(actor);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await repo.findHoliday(tx, id, true);
      if (!before) throw notFound();
      const siteIds = await checkedSiteIds(tx, input.siteIds);
      // Neither its old day nor its new one may be in a closed payroll month (a rename alone may).
      const closed = await loadClosedDays(tx);
      if (before.date !== input.date || before.siteIds.join() !== siteIds.join()) {
        closed.assertOpenForSites(before.date, before.siteIds, 'date');
        closed.assertOpenForSites(input.date, siteIds, 'date');
      }
      // A new date for an estimated (lunar) holiday is HR confirming it.
      const estimated = before.estimated && before.date === input.date;
      const after = await repo.updateHoliday(tx, id, { date: input.date, nameEn: input.nameEn, nameAr: input.nameAr, siteIds, estimated });
      if (!after) throw notFound();
      await audit(tx, { actorId: actor.id, action: 'holiday.update', entity: 'holiday', entityId: id, before, after, ip: actor.ip });
      for (const date of new Set([before.date, after.date])) await calendarChanged(tx, { cause: 'holidays', from: date, to: date, actorId: actor.id, ip: actor.ip });
      return after;
    });
  } catch (err) {
    if (repo.pgErrorCode(err) === '23505') throw holidayExists();
    throw err;
  }
}

export async function deleteHoliday(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findHoliday(tx, id, true);
    if (!before) throw notFound();
    (await loadClosedDays(tx)).assertOpenForSites(before.date, before.siteIds);
    await repo.deleteHoliday(tx, id);
    await audit(tx, { actorId: actor.id, action: 'holiday.delete', entity: 'holiday', entityId: id, before, ip: actor.ip });
    await calendarChanged(tx, { cause: 'holidays', from: before.date, to: before.date, actorId: actor.id, ip: actor.ip });
  });
}

/**
 * HR confirms an estimated (lunar) holiday's date as announced: it stays on its date,
 * no longer marked estimated. Audited; confirming a confirmed one changes nothing.
 */
export async function confirmHoliday(ctx: Ctx, actor: Actor, id: number) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findHoliday(tx, id, true);
    if (!before) throw notFound();
    if (!before.estimated) return before;
    const after = await repo.updateHoliday(tx, id, { date: before.date, nameEn: before.nameEn, nameAr: before.nameAr, siteIds: before.siteIds, estimated: false });
    await audit(tx, { actorId: actor.id, action: 'holiday.confirm', entity: 'holiday', entityId: id, before: { date: before.date, estimated: true }, after: { date: before.date, estimated: false }, ip: actor.ip });
    return after ?? before;
  });
}

/** Egypt's preset for a year, for every site, skipping dates that already have a holiday. Idempotent. */
export async function applyHolidayPreset(ctx: Ctx, actor: Actor, year: number) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const inserted = await presetHolidays(tx, year);
    await audit(
      tx,
      inserted.map((h) => ({ actorId: actor.id, action: 'holiday.preset', entity: 'holiday', entityId: h.id, after: h, ip: actor.ip })),
    );
    if (inserted.length) await calendarChanged(tx, { cause: 'holidays', from: `${year}-01-01`, to: `${year}-12-31`, actorId: actor.id, ip: actor.ip });
    return repo.listHolidays(tx, year, null);
  });
}

/** The preset insert itself (also used by the demo data). */
export function presetHolidays(db: Db, year: number) {
  return repo.insertHolidays(
    db,
    egyptHolidayPreset(year).map((h) => ({ date: h.date, nameEn: h.nameEn, nameAr: h.nameAr, siteIds: [], estimated: h.estimated, legalDate: h.legalDate })),
  );
}
