import { LEAVE_PRESETS, type TBalanceAdjustmentInput, type TLeavePresetList, type TLeaveSettings, type TLeaveTypeInput, type TLedger, type TLedgerEntry } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './leave-repository.js';
import { presentLeaveType } from './leave-type-presenter.js';
import { listShifts, pgErrorCode, upsertOrganisation } from '../organisation/index.js';
import { setApprovalFlowChain } from '../approval/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory } from '../people/index.js';
import { balanceOf, balanceSettings, balancesOf, cachedBalanceList, checkBalanceReach, entitlementOf } from './leave-balance-service.js';
import { hasRole } from '../../core/policies.js';
import { cachedToday, todayIn, getOrganisation } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';

/**
 * HR Service → leave: leave types and their rules, the leave settings, and people's balances
 * (with HR adjustments and the ledger behind a balance). Reads: hr, admin and site_hr (people of
 * their sites). Writes: hr and admin. Every change is audited with before and after, in its
 * transaction.
 *
 * Which balance a type draws on (balanceTypeId):
 * - a type with an entitlement (rule 'egypt_annual' or 'fixed') always has its own balance: it
 *   is saved drawing on itself; balanceTypeId must be null or the type's own id;
 * - a type without one ('none') draws on nothing (null), on another type that has its own
 *   balance, or, when editing, on itself (a balance that only adjustments and overtime
 *   conversions fill, like Overtime);
 * - a type others draw on keeps its own balance until they draw on something else.
 */

function assertReader(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
}
function assertWriter(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
}

const notFound = () => new AppError('NOT_FOUND');
const invalidField = (path: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.invalid' }] });

// ---------------------------------------------------------------------------------------------
// Leave types

/** GET /leave/types: the active leave types on offer, for everyone. */
/** The leave types on offer (every request form asks): from the read cache. */
export async function activeTypes(ctx: Ctx): Promise<{ items: ReturnType<typeof presentLeaveType>[] }> {
  return ctx.reads.get('leave-types-active', async () => ({ items: (await repo.listLeaveTypes(ctx.db, { activeOnly: true })).map(presentLeaveType) }), { topics: ['leaveTypes'], ttlMs: 60_000 });
}

/** The shifts a request may name (every request form asks), from the read cache. */
export async function shiftOptions(ctx: Ctx) {
  return ctx.reads.get(
    'shift-options',
    async () => ({ items: (await listShifts(ctx.db)).map(({ id, nameEn, nameAr, startTime, endTime }) => ({ id, nameEn, nameAr, startTime, endTime })) }),
    { topics: ['people'], ttlMs: 60_000 },
  );
}

/** Every leave type, inactive ones included (HR's list), presented, from the read cache. */
export async function listTypes(ctx: Ctx, actor: Actor): Promise<{ items: ReturnType<typeof presentLeaveType>[] }> {
  assertReader(actor);
  return ctx.reads.get('leave-types-all', async () => ({ items: (await repo.listLeaveTypes(ctx.db)).map(presentLeaveType) }), { topics: ['leaveTypes'], ttlMs: 60_000 });
}

/** The balanceTypeId to store: `self` stands for the type's own id (not known yet on create). */
async function resolveBalance(db: Db, id: number | null, input: TLeaveTypeInput): Promise<number | 'self' | null> {
  const wanted = input.balanceTypeId;
  if (input.entitlementRule !== 'none') {
    if (wanted !== null && wanted !== id) throw invalidField('balanceTypeId');
    return 'self';
  }
  if (wanted === null) return null;
  if (wanted === id) return 'self';
  const target = await repo.findLeaveType(db, wanted);
  if (!target || target.balanceTypeId !== target.id) throw invalidField('balanceTypeId');
  return wanted;
}

const typeValues = (input: TLeaveTypeInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  entitlementRule: input.entitlementRule,
  yearlyDays: input.yearlyDays,
  yearlyCapDays: input.yearlyCapDays,
  dayBasis: input.dayBasis,
  maxConsecutiveDays: input.maxConsecutiveDays,
  minNoticeDays: input.minNoticeDays,
  halfDayAllowed: input.halfDayAllowed,
  hoursAllowed: input.hoursAllowed,
  attachmentOverDays: input.attachmentOverDays,
  approvalFlow: input.approvalFlow,
  active: input.active,
  eligibleGender: input.eligibleGender ?? null,
  minServiceMonths: input.minServiceMonths ?? null,
  maxTimesInService: input.maxTimesInService ?? null,
  minWorkforce: input.minWorkforce ?? null,
  minGapMonths: input.minGapMonths ?? null,
});

const auditable = (r: repo.TLeaveTypeRow) => {
  const { createdAt: _createdAt, ...rest } = r;
  return rest;
};

export async function createType(ctx: Ctx, actor: Actor, input: TLeaveTypeInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const all = await repo.listLeaveTypes(tx);
    const balance = await resolveBalance(tx, null, input);
    const sortOrder = all.reduce((m, t) => Math.max(m, t.sortOrder), 0) + 1;
    let row = await repo.insertLeaveType(tx, { ...typeValues(input), code: null, sortOrder, balanceTypeId: balance === 'self' ? null : balance });
    if (balance === 'self') row = (await repo.updateLeaveType(tx, row.id, { balanceTypeId: row.id }))!;
    await setApprovalFlowChain(tx, row.id, input.approvalFlow, actor.id);
    await audit(tx, { actorId: actor.id, action: 'leave_type.create', entity: 'leave_type', entityId: row.id, after: auditable(row), ip: actor.ip });
    return row;
  });
}

/** The Egyptian presets, each with whether a type of its code is here. */
export async function listPresets(ctx: Ctx, actor: Actor): Promise<TLeavePresetList> {
  assertReader(actor);
  const codes = new Set((await repo.listLeaveTypes(ctx.db)).map((t) => t.code));
  return { items: LEAVE_PRESETS.map((p) => ({ code: p.code, nameEn: p.nameEn, nameAr: p.nameAr, added: codes.has(p.code) })) };
}

/** Switches a preset on: a new type with the preset's code and rules (HR edits it afterwards); once. */
export async function addPreset(ctx: Ctx, actor: Actor, code: string) {
  assertWriter(actor);
  const preset = LEAVE_PRESETS.find((p) => p.code === code);
  if (!preset) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const all = await repo.listLeaveTypes(tx);
    if (all.some((t) => t.code === code)) throw new AppError('PRESET_ADDED');
    const { code: _code, ...input } = preset;
    const sortOrder = all.reduce((m, t) => Math.max(m, t.sortOrder), 0) + 1;
    const row = await repo.insertLeaveType(tx, { ...typeValues(input), code, sortOrder, balanceTypeId: null });
    await setApprovalFlowChain(tx, row.id, input.approvalFlow, actor.id);
    await audit(tx, { actorId: actor.id, action: 'leave_type.preset', entity: 'leave_type', entityId: row.id, after: auditable(row), ip: actor.ip });
    return row;
  });
}

export async function updateType(ctx: Ctx, actor: Actor, id: number, input: TLeaveTypeInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findLeaveType(tx, id);
    if (!before) throw notFound();
    const all = await repo.listLeaveTypes(tx);
    const balance = await resolveBalance(tx, id, input);
    // Casual draws on Annual: Annual keeps its own balance while anything draws on it.
    if (balance !== 'self' && all.some((t) => t.id !== id && t.balanceTypeId === id)) throw invalidField('balanceTypeId');
    const after = await repo.updateLeaveType(tx, id, { ...typeValues(input), balanceTypeId: balance === 'self' ? id : balance });
    if (!after) throw notFound();
    // The form's flow changed: the type's chain becomes it (a longer chain set on the chains page stays while the flow is left alone).
    if (before.approvalFlow !== after.approvalFlow) await setApprovalFlowChain(tx, id, input.approvalFlow, actor.id);
    await audit(tx, { actorId: actor.id, action: 'leave_type.update', entity: 'leave_type', entityId: id, before: auditable(before), after: auditable(after), ip: actor.ip });
    return after;
  });
}

/**
 * Refused with LEAVE_TYPE_IN_USE {count} while requests use the type (count: those requests),
 * other types draw on its balance or its balance has ledger rows (count: those references).
 */
export async function deleteType(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  const inUse = (count: number) => new AppError('LEAVE_TYPE_IN_USE', { params: { count } });
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await repo.findLeaveType(tx, id);
      if (!before) throw notFound();
      const count = await repo.countRequestsOfType(tx, id);
      if (count > 0) throw inUse(count);
      const drawing = (await repo.listLeaveTypes(tx)).filter((t) => t.id !== id && t.balanceTypeId === id).length;
      if (drawing > 0) throw inUse(drawing);
      await repo.deleteLeaveType(tx, id);
      await audit(tx, { actorId: actor.id, action: 'leave_type.delete', entity: 'leave_type', entityId: id, before: auditable(before), ip: actor.ip });
    });
  } catch (err) {
    // A request filed meanwhile, or ledger rows on its balance.
    if (pgErrorCode(err) === '23503') throw inUse(Math.max(1, await repo.countRequestsOfType(ctx.db, id)));
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Settings

export async function getLeaveSettings(ctx: Ctx, actor: Actor): Promise<TLeaveSettings> {
  assertReader(actor);
  const org = await getOrganisation(ctx.db);
  return { handoverAcceptanceRequired: org.handoverAcceptanceRequired, handoverConflictBlocks: org.handoverConflictBlocks, carryOverYears: org.carryOverYears };
}

export async function updateLeaveSettings(ctx: Ctx, actor: Actor, input: TLeaveSettings): Promise<TLeaveSettings> {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    const { id: _id, updatedAt: _updatedAt, ...keep } = before;
    const row = await upsertOrganisation(tx, { ...keep, handoverAcceptanceRequired: input.handoverAcceptanceRequired, handoverConflictBlocks: input.handoverConflictBlocks, carryOverYears: input.carryOverYears });
    const pick = (o: typeof before) => ({ handoverAcceptanceRequired: o.handoverAcceptanceRequired, handoverConflictBlocks: o.handoverConflictBlocks, carryOverYears: o.carryOverYears });
    await audit(tx, { actorId: actor.id, action: 'leave_settings.update', entity: 'organisation', entityId: 1, before: pick(before), after: pick(row), ip: actor.ip });
    return pick(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Balances

/** The person, if the viewer may read their HR data (site_hr: their sites); NOT_FOUND otherwise. */
async function personFor(ctx: Ctx, actor: Actor, employeeId: number) {
  assertReader(actor);
  const dir = await getDirectory(ctx);
  const e = dir.get(employeeId);
  if (!e || !dir.visible(actor, 'hr.read')(e)) throw notFound();
  return {
    id: e.id,
    hireDate: e.hireDate,
    birthDate: e.birthDate,
    disability: e.disability,
    shortStature: e.shortStature,
    hazardousWork: e.hazardousWork,
    priorServiceMonths: e.priorServiceMonths,
    remoteArea: e.remoteArea,
  };
}

export async function listBalances(ctx: Ctx, actor: Actor, employeeId: number, year?: number) {
  const person = await personFor(ctx, actor, employeeId);
  const y = year ?? Number((await cachedToday(ctx)).slice(0, 4));
  return cachedBalanceList(ctx, employeeId, y, async () => person);
}

/** A type with its own balance (the one adjustments and the ledger are about). */
async function ownBalanceType(db: Db, leaveTypeId: number) {
  const type = await repo.findLeaveType(db, leaveTypeId);
  if (!type || type.balanceTypeId !== type.id) throw invalidField('leaveTypeId');
  return type;
}

export async function adjustBalance(ctx: Ctx, actor: Actor, employeeId: number, input: TBalanceAdjustmentInput) {
  assertWriter(actor);
  const person = await personFor(ctx, actor, employeeId);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, employeeId))) throw notFound();
    const type = await ownBalanceType(tx, input.leaveTypeId);
    const s = await balanceSettings(tx);
    const before = await balanceOf(tx, type, person, input.year, s);
    // A deduction may not overdraw this year, nor a later one that counts on days carried from it.
    const reach = await checkBalanceReach(tx, type, person, input.year, s, { granted: input.days });
    if (reach.worst) throw new AppError('INSUFFICIENT_BALANCE', { params: { remaining: Math.max(0, reach.worst.after - input.days), days: -input.days } });
    await repo.insertLedger(tx, { employeeId, leaveTypeId: type.id, year: input.year, kind: 'adjustment', days: input.days, reason: input.reason, actorId: actor.id });
    const after = await balanceOf(tx, type, person, input.year, s);
    await audit(tx, {
      actorId: actor.id,
      action: 'leave_balance.adjust',
      entity: 'leave_balance',
      entityId: employeeId,
      before,
      after: { ...after, change: input.days, reason: input.reason },
      ip: actor.ip,
    });
  });
  return { employeeId, year: input.year, items: await balancesOf(ctx.db, person, input.year) };
}

/**
 * The ledger of a balance in a year, in date order: the entitlement and the carry-over on 1
 * January, then adjustments and conversions (on the day they were made), approved requests
 * ('taken') and pending ones ('pending') on their start dates, as negative days. A type that
 * draws on another's balance shows that balance's ledger.
 */
export async function ledger(ctx: Ctx, actor: Actor, employeeId: number, leaveTypeId: number, year?: number): Promise<TLedger> {
  const person = await personFor(ctx, actor, employeeId);
  const type = await repo.findLeaveType(ctx.db, leaveTypeId);
  if (!type || type.balanceTypeId === null) throw invalidField('leaveTypeId');
  const balanceType = await ownBalanceType(ctx.db, type.balanceTypeId);
  const [s, org] = await Promise.all([balanceSettings(ctx.db), getOrganisation(ctx.db)]);
  const y = year ?? Number(s.today.slice(0, 4));
  const [balance, rows, requests] = await Promise.all([
    balanceOf(ctx.db, balanceType, person, y, s),
    repo.ledgerEntries(ctx.db, employeeId, balanceType.id, y),
    repo.requestsOnBalance(ctx.db, employeeId, balanceType.id, y),
  ]);
  const start = `${y}-01-01`;
  const head: TLedgerEntry[] = [{ date: start, kind: 'entitlement', days: entitlementOf(balanceType, person, y, s), reason: null, requestId: null, actor: null }];
  if (balance.carriedOver > 0) head.push({ date: start, kind: 'carry_over', days: balance.carriedOver, reason: null, requestId: null, actor: null });
  const rest: TLedgerEntry[] = [
    ...rows.map((r) => ({
      date: todayIn(org.timeZone, r.createdAt),
      kind: (r.kind === 'conversion' || r.kind === 'opening' || r.kind === 'settlement' ? r.kind : 'adjustment') as TLedgerEntry['kind'],
      days: Number(r.days),
      reason: r.reason,
      requestId: null,
      actor: r.actorEmpCode === null ? null : { EmpCode: r.actorEmpCode, FullName: r.actorNameEn ?? '', fullNameAr: r.actorNameAr ?? '' },
    })),
    ...requests.map((r) => ({
      date: r.startDate,
      kind: (r.state === 'approved' ? 'taken' : 'pending') as TLedgerEntry['kind'],
      days: -Number(r.days),
      reason: null,
      requestId: r.id,
      actor: null,
    })),
  ];
  // Stable: on equal dates, ledger rows (in the order made) before requests.
  rest.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { balance, entries: [...head, ...rest] };
}
