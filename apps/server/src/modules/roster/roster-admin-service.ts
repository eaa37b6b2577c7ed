import {
  anchorFor,
  patternFindings,
  type TCrew,
  type TCrewInput,
  type TCrewMembersInput,
  type TRosterAssignInput,
  type TRosterOverrideInput,
  type TRotationPattern,
  type TRotationPatternInput,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import type { Actor, Ctx } from '../../core/context.js';
import { loadClosedDays } from '../../core/closed-months.js';
import type { Db } from '../../db/client.js';
import { audit } from '../organisation/index.js';
import { getDirectory, uniqueViolation } from '../people/index.js';
import * as repo from './roster-repository.js';

/** HR's side of rosters: patterns, crews, who rotates on what from when, and single-day overrides. Every change is audited. */

/**
 * A write that may meet a name already taken (unique per site for crews, in each language): the
 * transaction fails on the index, and the answer says which name to change.
 */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const index = uniqueViolation(err);
    if (!index) throw err;
    const path = index.includes('name_ar') ? 'nameAr' : 'nameEn';
    throw new AppError('NAME_TAKEN', { fields: [{ path, message: 'errors.NAME_TAKEN' }] });
  }
}

const unknown = (path: string) => new AppError('UNKNOWN_REFERENCE', { fields: [{ path, message: 'errors.UNKNOWN_REFERENCE' }] });

export async function listPatterns(ctx: Ctx): Promise<{ items: TRotationPattern[] }> {
  const [rows, shiftRows] = await Promise.all([repo.listPatterns(ctx.db), repo.allShiftRules(ctx.db)]);
  const byId = new Map(shiftRows.map((s) => [s.id, s]));
  // Arts 117 and 120 (rules hoursWeekly, hoursWeeklyRest): a cycle beyond them is marked, with HR's reason.
  return { items: rows.map((p) => ({ ...p, days: p.days.map((d) => (d > 0 ? d : null)), lawFindings: patternFindings(p.days, (id) => byId.get(id)), lawReason: p.lawReason ?? null })) };
}

/**
 * Arts 117, 120 and 121: a cycle beyond 48 hours in 7 days or 6 work days in a row is saved only with
 * the reason HR states; a kept cycle (a rename) keeps its stored reason and is never refused.
 */
async function patternReason(db: Db, days: number[], input: TRotationPatternInput, before?: { days: number[]; lawReason: string | null } | null): Promise<string | null> {
  const byId = new Map((await repo.allShiftRules(db)).map((s) => [s.id, s]));
  const findings = patternFindings(days, (id) => byId.get(id));
  const unchanged = !!before && before.days.join() === days.join();
  const reason = input.lawReason !== undefined ? input.lawReason : unchanged ? before!.lawReason : null;
  if (!unchanged && !reason && findings.length) throw new AppError('WORKING_HOURS_REASON_REQUIRED', { fields: [{ path: 'lawReason', message: 'errors.WORKING_HOURS_REASON_REQUIRED' }], details: findings });
  return findings.length ? (reason ?? null) : null;
}

/** The cycle as stored (0: a rest day), every shift in it checked. */
async function cycleOf(db: Db, days: readonly (number | null)[]): Promise<number[]> {
  const ids = [...new Set(days.filter((d): d is number => d !== null))];
  const found = await repo.existingShiftIds(db, ids);
  const missing = days.findIndex((d) => d !== null && !found.has(d));
  if (missing >= 0) throw unknown(`days.${missing}`);
  return days.map((d) => d ?? 0);
}

async function presentPattern(ctx: Ctx, id: number): Promise<TRotationPattern> {
  const p = (await listPatterns(ctx)).items.find((x) => x.id === id);
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

export async function createPattern(ctx: Ctx, actor: Actor, input: TRotationPatternInput): Promise<TRotationPattern> {
  const id = await namedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const days = await cycleOf(tx, input.days);
      const row = await repo.insertPattern(tx, { nameEn: input.nameEn, nameAr: input.nameAr, days, lawReason: await patternReason(tx, days, input) });
      await audit(tx, { actorId: actor.id, action: 'roster_pattern.create', entity: 'rotation_pattern', entityId: String(row.id), after: input, ip: actor.ip });
      return row.id;
    }),
  );
  return presentPattern(ctx, id);
}

/** A changed cycle applies to every day it covers, past ones included (the days are computed, not stored). */
export async function updatePattern(ctx: Ctx, actor: Actor, id: number, input: TRotationPatternInput): Promise<TRotationPattern> {
  await namedWrite(() => ctx.db.transaction(async (tx) => {
    const days = await cycleOf(tx, input.days);
    const row = await repo.updatePattern(tx, id, { nameEn: input.nameEn, nameAr: input.nameAr, days, lawReason: await patternReason(tx, days, input, await repo.findPattern(tx, id)) });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'roster_pattern.update', entity: 'rotation_pattern', entityId: String(id), after: input, ip: actor.ip });
    // Leave from today on is counted on the new cycle; what is past stays as it was paid.
    await calendarChanged(tx, { cause: 'roster', from: todayIn((await cachedOrganisation(ctx)).timeZone), to: '9999-12-31', employeeIds: await repo.peopleOnPattern(tx, id), actorId: actor.id, ip: actor.ip });
  }));
  return presentPattern(ctx, id);
}

export async function deletePattern(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await repo.patternInUse(tx, id)) throw new AppError('PATTERN_IN_USE');
    if (!(await repo.deletePattern(tx, id))) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'roster_pattern.delete', entity: 'rotation_pattern', entityId: String(id), ip: actor.ip });
  });
}

export async function listCrews(ctx: Ctx): Promise<{ items: TCrew[] }> {
  return { items: await repo.listCrews(ctx.db) };
}

async function presentCrew(ctx: Ctx, id: number): Promise<TCrew> {
  const c = (await repo.listCrews(ctx.db)).find((x) => x.id === id);
  if (!c) throw new AppError('NOT_FOUND');
  return c;
}

async function checkSite(ctx: Ctx, siteId: number | null) {
  if (siteId !== null && !(await getDirectory(ctx)).unitName('site', siteId)) throw unknown('siteId');
}

export async function createCrew(ctx: Ctx, actor: Actor, input: TCrewInput): Promise<TCrew> {
  await checkSite(ctx, input.siteId);
  const id = await namedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const row = await repo.insertCrew(tx, input);
      await audit(tx, { actorId: actor.id, action: 'crew.create', entity: 'crew', entityId: String(row.id), after: input, ip: actor.ip });
      return row.id;
    }),
  );
  return presentCrew(ctx, id);
}

export async function updateCrew(ctx: Ctx, actor: Actor, id: number, input: TCrewInput): Promise<TCrew> {
  await checkSite(ctx, input.siteId);
  await namedWrite(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.updateCrew(tx, id, input))) throw new AppError('NOT_FOUND');
      await audit(tx, { actorId: actor.id, action: 'crew.update', entity: 'crew', entityId: String(id), after: input, ip: actor.ip });
    }),
  );
  return presentCrew(ctx, id);
}

export async function deleteCrew(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findCrew(tx, id, true))) throw new AppError('NOT_FOUND');
    if (await repo.crewHasMembers(tx, id)) throw new AppError('CREW_IN_USE');
    await repo.deleteCrew(tx, id);
    await audit(tx, { actorId: actor.id, action: 'crew.delete', entity: 'crew', entityId: String(id), ip: actor.ip });
  });
}

async function checkPattern(db: Db, patternId: number | null) {
  if (patternId !== null && !(await repo.patternCycles(db)).some((p) => p.id === patternId)) throw unknown('patternId');
}

/**
 * POST /hr/roster/assign: a crew (and its members) or chosen people rotate on a pattern from a date,
 * `cycleDay` being the day of the cycle that date is. The crew row is locked, so two HR people
 * assigning the same crew at once end with one rotation for all its members.
 */
export async function assignRoster(ctx: Ctx, actor: Actor, input: TRosterAssignInput): Promise<{ count: number }> {
  const anchorDate = anchorFor(input.fromDate, (input.cycleDay ?? 1) - 1);
  const dir = await getDirectory(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkPattern(tx, input.patternId);
    let ids: number[];
    let crewId: number | null = null;
    if (input.crewId !== undefined) {
      if (!(await repo.findCrew(tx, input.crewId, true))) throw unknown('crewId');
      crewId = input.crewId;
      await repo.updateCrew(tx, crewId, { patternId: input.patternId, anchorDate: input.patternId === null ? null : anchorDate });
      ids = await repo.crewMemberIds(tx, crewId);
    } else {
      const asked = [...new Set(input.employeeIds ?? [])];
      ids = await repo.existingEmployeeIds(tx, asked);
      if (ids.length !== asked.length) throw unknown('employeeIds');
    }
    await assertRosterOpen(tx, dir, ids, input.fromDate, 'fromDate');
    await repo.upsertAssignments(
      tx,
      ids.map((employeeId) => ({ employeeId, startDate: input.fromDate, patternId: input.patternId, anchorDate, crewId, createdById: actor.id })),
    );
    await calendarChanged(tx, { cause: 'roster', from: input.fromDate, to: '9999-12-31', employeeIds: ids, actorId: actor.id, ip: actor.ip });
    await audit(tx, { actorId: actor.id, action: 'roster.assign', entity: crewId ? 'crew' : 'roster', entityId: String(crewId ?? ids.length), after: { ...input, people: ids.length }, ip: actor.ip });
    return { count: ids.length };
  });
}

/** POST /hr/crews/members: people join a crew from a date and take its rotation from then (null: they leave their crew). */
export async function setCrewMembers(ctx: Ctx, actor: Actor, input: TCrewMembersInput): Promise<{ count: number }> {
  const dir = await getDirectory(ctx);
  return ctx.db.transaction(async (tx) => {
    const crew = input.crewId === null ? null : await repo.findCrew(tx, input.crewId, true);
    if (input.crewId !== null && !crew) throw unknown('crewId');
    const asked = [...new Set(input.employeeIds)];
    const ids = await repo.existingEmployeeIds(tx, asked);
    if (ids.length !== asked.length) throw unknown('employeeIds');
    await assertRosterOpen(tx, dir, ids, input.fromDate, 'fromDate');
    await repo.setCrewOf(tx, ids, input.crewId);
    const rotation = crew?.patternId && crew.anchorDate ? { patternId: crew.patternId, anchorDate: crew.anchorDate } : { patternId: null, anchorDate: input.fromDate };
    await repo.upsertAssignments(
      tx,
      ids.map((employeeId) => ({ employeeId, startDate: input.fromDate, ...rotation, crewId: input.crewId, createdById: actor.id })),
    );
    await calendarChanged(tx, { cause: 'roster', from: input.fromDate, to: '9999-12-31', employeeIds: ids, actorId: actor.id, ip: actor.ip });
    await audit(tx, { actorId: actor.id, action: 'crew.members', entity: 'crew', entityId: String(input.crewId ?? 0), after: input, ip: actor.ip });
    return { count: ids.length };
  });
}

/**
 * A rotation from a date rewrites every later day: refused when one of them is in a month closed for
 * payroll for one of these people (their site now), naming the month.
 */
async function assertRosterOpen(tx: Db, dir: Awaited<ReturnType<typeof getDirectory>>, ids: readonly number[], from: string, path: string) {
  const closed = await loadClosedDays(tx);
  if (!closed.any) return;
  for (const id of ids) {
    const day = closed.firstClosedFrom(from, dir.get(id)?.siteId ?? null);
    if (day) throw closed.refusal(day, path);
  }
}

/** PUT /hr/roster/overrides: one person's day set by hand (a shift, or null for a rest day). */
export async function setOverride(ctx: Ctx, actor: Actor, input: TRosterOverrideInput): Promise<void> {
  const dir = await getDirectory(ctx);
  if (!dir.get(input.employeeId)) throw unknown('employeeId');
  await ctx.db.transaction(async (tx) => {
    (await loadClosedDays(tx)).assertOpen(input.date, dir.get(input.employeeId)?.siteId ?? null, 'date');
    if (input.shiftId !== null && !(await repo.existingShiftIds(tx, [input.shiftId])).size) throw unknown('shiftId');
    await repo.upsertOverride(tx, { employeeId: input.employeeId, workDate: input.date, shiftId: input.shiftId, reason: input.reason ?? '', swapId: null, createdById: actor.id });
    await calendarChanged(tx, { cause: 'roster', from: input.date, to: input.date, employeeIds: [input.employeeId], actorId: actor.id, ip: actor.ip });
    await audit(tx, { actorId: actor.id, action: 'roster.override', entity: 'employee', entityId: String(input.employeeId), after: input, ip: actor.ip });
  });
}

export async function clearOverride(ctx: Ctx, actor: Actor, employeeId: number, date: string): Promise<void> {
  const dir = await getDirectory(ctx);
  await ctx.db.transaction(async (tx) => {
    (await loadClosedDays(tx)).assertOpen(date, dir.get(employeeId)?.siteId ?? null);
    if (!(await repo.deleteOverride(tx, employeeId, date))) throw new AppError('NOT_FOUND');
    await calendarChanged(tx, { cause: 'roster', from: date, to: date, employeeIds: [employeeId], actorId: actor.id, ip: actor.ip });
    await audit(tx, { actorId: actor.id, action: 'roster.override_clear', entity: 'employee', entityId: String(employeeId), after: { date }, ip: actor.ip });
  });
}

/**
 * An approved shift swap's days: each person's day on each date as an override that names
 * the swap, in the decision's transaction, with leave counted again on those dates.
 */
export async function writeSwapDays(tx: Db, swap: { id: number; actorId: number; ip: string | null }, days: readonly { employeeId: number; date: string; shiftId: number | null }[]) {
  // A swap changes who works which shift: not on a day whose month is closed for payroll.
  const closed = await loadClosedDays(tx);
  for (const d of days) if (closed.isClosedAnywhere(d.date)) throw closed.refusal(d.date);
  for (const d of days) await repo.upsertOverride(tx, { employeeId: d.employeeId, workDate: d.date, shiftId: d.shiftId, reason: '', swapId: swap.id, createdById: swap.actorId });
  const dates = days.map((d) => d.date).sort();
  await calendarChanged(tx, { cause: 'roster', from: dates[0], to: dates[dates.length - 1], employeeIds: [...new Set(days.map((d) => d.employeeId))], actorId: swap.actorId, ip: swap.ip });
}
