import { jobValuesOf, type TEmployee, type TEmployeeInput, type TEmployeeListQuery, type TEmployeeListResponse, type TErrorCode, type TFieldError, type TPersonOption, type TSelfProfileResponse } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { presentEmployee } from './employee-presenter.js';
import { revokeSessionsOf, unlockSignIn } from '../auth/index.js';
import * as repo from './employee-repository.js';
import { setHolidayGroup } from './holiday-group-service.js';
import type { TEmployeeValues } from './employee-repository.js';
import { audit } from '../organisation/index.js';
import { sendAccountLink } from '../auth/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { listDirectoryEmployees } from './directory-service.js';
import { markInvited } from './invitation-repository.js';
import { scopeFilter } from '../../core/scope.js';
import { changeJob, firstJobRow } from './job-history-service.js';

const canWrite = (actor: Actor) => actor.roles.includes('hr') || actor.roles.includes('admin');
const canRead = (actor: Actor) => canWrite(actor) || actor.roles.includes('site_hr');

function requireWrite(actor: Actor) {
  if (!canWrite(actor)) throw new AppError('FORBIDDEN');
}

/**
 * Only an admin changes an admin's record (or their password): otherwise HR could put their
 * own e-mail on an admin account, reset its password and become admin.
 */
function guardAdminTarget(actor: Actor, target: { roles: readonly string[] }) {
  if (target.roles.includes('admin') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
}

const fieldError = (code: TErrorCode, path: string) => new AppError(code, { fields: [{ path, message: `errors.${code}` }] });

/** A unique index that refused the row, as the error HR understands. */
export function mapUniqueViolation(err: unknown): unknown {
  const c = repo.uniqueViolation(err);
  if (c === 'employees_emp_code_uq') return fieldError('EMP_CODE_TAKEN', 'empCode');
  if (c === 'employees_email_uq') return fieldError('EMAIL_TAKEN', 'email');
  if (c === 'employees_national_id_uq') return fieldError('NATIONAL_ID_TAKEN', 'nationalId');
  if (c === 'employees_badge_uq') return fieldError('BADGE_TAKEN', 'badge');
  return err;
}

export async function listEmployees(ctx: Ctx, actor: Actor, query: TEmployeeListQuery): Promise<TEmployeeListResponse> {
  if (!canRead(actor)) throw new AppError('FORBIDDEN');
  return listDirectoryEmployees(ctx, actor, query);
}

export async function getEmployee(ctx: Ctx, actor: Actor, id: number): Promise<TEmployee> {
  if (!canRead(actor)) throw new AppError('FORBIDDEN');
  const row = await repo.findEmployee(ctx.db, id, scopeFilter(actor, 'hr.read'));
  if (!row) throw new AppError('NOT_FOUND');
  return presentEmployee(row);
}

function valuesOf(input: TEmployeeInput): TEmployeeValues {
  return {
    empCode: input.empCode,
    domainAccount: input.domainAccount || null,
    fullNameEn: input.fullNameEn,
    fullNameAr: input.fullNameAr,
    email: input.email,
    mobile: input.mobile,
    ...(input.badge !== undefined ? { badge: input.badge } : {}),
    siteId: input.siteId,
    departmentId: input.departmentId,
    sectionId: input.sectionId,
    shiftId: input.shiftId,
    managerId: input.managerId,
    roles: [...new Set(['employee', ...input.roles])],
    hireDate: input.hireDate,
    endDate: input.endDate ?? null,
    jobTitle: input.jobTitle ?? null,
    gender: input.gender ?? null,
    nationalId: input.nationalId ?? null,
    socialInsuranceNo: input.socialInsuranceNo ?? null,
    contractType: input.contractType ?? null,
    contractStart: input.contractStart ?? null,
    contractEnd: input.contractEnd ?? null,
    shortStature: input.shortStature ?? false,
    hazardousWork: input.hazardousWork ?? false,
    priorServiceMonths: input.priorServiceMonths ?? 0,
    birthDate: input.birthDate,
    disability: input.disability,
    language: input.language,
    active: input.active,
  };
}

/**
 * The rules every create and update checks inside its transaction: references exist, the
 * section belongs to the department, the manager is active and closes no loop, and only an
 * admin gives or takes the admin role.
 */
async function checkRules(
  tx: Db,
  actor: Actor,
  v: TEmployeeValues & { hrSiteIds: number[] },
  before: (TEmployeeValues & { id: number }) | null,
): Promise<void> {
  const wasAdmin = before?.roles.includes('admin') ?? false;
  if (wasAdmin !== v.roles.includes('admin') && !actor.roles.includes('admin')) throw fieldError('FORBIDDEN', 'roles');
  if (before && v.managerId === before.id) throw fieldError('MANAGER_LOOP', 'managerId');

  const refs = await repo.checkReferences(tx, v);
  const unknown: TFieldError[] = [];
  const miss = (path: string) => unknown.push({ path, message: 'errors.UNKNOWN_REFERENCE' });
  if (v.siteId !== null && !refs.site) miss('siteId');
  if (v.hrSiteIds.length !== Number(refs.hrSites)) miss('hrSiteIds');
  if (v.departmentId !== null && !refs.dept) miss('departmentId');
  if (v.sectionId !== null && !refs.sectionFound) miss('sectionId');
  if (v.shiftId !== null && !refs.shift) miss('shiftId');
  if (v.managerId !== null && refs.managerActive === null) miss('managerId');
  if (unknown.length) throw new AppError('UNKNOWN_REFERENCE', { fields: unknown });

  if (v.sectionId !== null && refs.sectionDept !== v.departmentId) throw fieldError('SECTION_NOT_IN_DEPARTMENT', 'sectionId');

  const managerChanged = v.managerId !== null && v.managerId !== (before?.managerId ?? null);
  if (managerChanged && !refs.managerActive) throw fieldError('MANAGER_INACTIVE', 'managerId');
  if (managerChanged && before) {
    // (the caller holds lockReportingLines)
    if (await repo.wouldLoop(tx, before.id, v.managerId!)) throw fieldError('MANAGER_LOOP', 'managerId');
  }
}

async function reload(tx: Db, id: number): Promise<TEmployee> {
  const row = await repo.findEmployee(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentEmployee(row);
}

export async function createEmployee(ctx: Ctx, actor: Actor, input: TEmployeeInput): Promise<TEmployee> {
  requireWrite(actor);
  const v = valuesOf(input);
  const hrSiteIds = [...new Set(input.hrSiteIds)].sort((a, b) => a - b);
  try {
    return await ctx.db.transaction(async (tx) => {
      await checkRules(tx, actor, { ...v, hrSiteIds }, null);
      const id = await repo.insertEmployee(tx, v);
      await firstJobRow(tx, actor, { id, hireDate: v.hireDate }, v);
      await repo.setHrSites(tx, id, hrSiteIds);
      const group = input.holidayGroup ? await setHolidayGroup(tx, actor, id, input.holidayGroup) : null;
      // Without an e-mail there is nothing to send: HR prints an activation slip instead.
      const invite = input.sendInvitation && v.active && !!v.email;
      if (invite) {
        await sendAccountLink(ctx, tx, 'invite', { id, ...v });
        await markInvited(tx, [id], 'email');
      }
      await ctx.sessions.invalidate(tx, id);
      await audit(tx, { actorId: actor.id, action: 'employee.create', entity: 'employee', entityId: id, after: { ...v, hrSiteIds, invitationSent: invite, ...(group && { holidayGroup: group.after, holidayGroupFrom: group.from }) }, ip: actor.ip });
      return reload(tx, id);
    });
  } catch (err) {
    throw mapUniqueViolation(err);
  }
}

/** before/after with only the keys that changed. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

export async function updateEmployee(ctx: Ctx, actor: Actor, id: number, input: TEmployeeInput): Promise<TEmployee> {
  requireWrite(actor);
  const v = valuesOf(input);
  const hrSiteIds = [...new Set(input.hrSiteIds)].sort((a, b) => a - b);
  try {
    return await ctx.db.transaction(async (tx) => {
      // The reporting-line lock comes before the row lock: the foreign-key check on the new
      // manager's row must never wait for a transaction that waits for this one.
      if (v.managerId !== null) await repo.lockReportingLines(tx);
      const before = await repo.lockEmployee(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      guardAdminTarget(actor, before);
      await checkRules(tx, actor, { ...v, hrSiteIds }, before);
      const { id: _id, hrSiteIds: beforeHrSites, ...beforeValues } = before;
      const d = diff({ ...beforeValues, hrSiteIds: beforeHrSites }, { ...v, hrSiteIds });
      // Decree 346/2025: the holiday group, only as HR sets it here (absent: kept as it is).
      const group = input.holidayGroup === undefined ? null : await setHolidayGroup(tx, actor, id, input.holidayGroup);
      if (!d.changed && !group) return reload(tx, id);
      // The job fields are dated: they change from `effectiveFrom` (today when not given) through
      // the job history, which brings the record to the row in force today; the rest changes now.
      const { siteId: _s, departmentId: _d, sectionId: _x, shiftId: _h, managerId: _m, jobTitle: _j, contractType: _c, ...undated } = v;
      await repo.updateEmployee(tx, id, undated);
      const job = await changeJob(tx, actor, { id, hireDate: v.hireDate }, jobValuesOf(before), jobValuesOf(v), input.effectiveFrom ?? undefined);
      if (JSON.stringify(beforeHrSites) !== JSON.stringify(hrSiteIds)) await repo.setHrSites(tx, id, hrSiteIds);
      let endedSessions = 0;
      if (before.active && !v.active) endedSessions = await revokeSessionsOf(tx, id);
      await ctx.sessions.invalidate(tx, id);
      await audit(tx, {
        actorId: actor.id,
        action: 'employee.update',
        entity: 'employee',
        entityId: id,
        before: { ...d.before, ...(group && { holidayGroup: group.before }) },
        after: {
          ...d.after,
          ...(job.fields.length && { effectiveFrom: job.effectiveFrom }),
          ...(endedSessions && { endedSessions }),
          ...(group && { holidayGroup: group.after, holidayGroupFrom: group.from }),
        },
        ip: actor.ip,
      });
      return reload(tx, id);
    });
  } catch (err) {
    throw mapUniqueViolation(err);
  }
}

/**
 * Deactivation keeps the person and their history, ends their sessions at once and takes
 * them out of pickers ('pick' scope). Activation brings them back; both are idempotent.
 */
export async function setEmployeeActive(ctx: Ctx, actor: Actor, id: number, active: boolean): Promise<TEmployee> {
  requireWrite(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockEmployee(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    guardAdminTarget(actor, before);
    if (await repo.setActive(tx, id, active)) {
      const endedSessions = active ? 0 : await revokeSessionsOf(tx, id);
      await ctx.sessions.invalidate(tx, id);
      await audit(tx, {
        actorId: actor.id,
        action: active ? 'employee.activate' : 'employee.deactivate',
        entity: 'employee',
        entityId: id,
        before: { active: before.active },
        after: active ? { active } : { active, endedSessions },
        ip: actor.ip,
      });
    }
    return reload(tx, id);
  });
}

/** Resend the invitation: a fresh link replaces the earlier one. Only for people who have not set a password. */
export async function resendInvitation(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  requireWrite(actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockEmployee(tx, id))) throw new AppError('NOT_FOUND');
    const who = await repo.findEmployee(tx, id);
    if (!who) throw new AppError('NOT_FOUND');
    guardAdminTarget(actor, who);
    if (!who.active) throw new AppError('ACCOUNT_INACTIVE');
    if (who.activated) throw new AppError('SIGNUP_ALREADY_ACTIVE');
    await sendAccountLink(ctx, tx, 'invite', who);
    await markInvited(tx, [id], 'email');
    await audit(tx, { actorId: actor.id, action: 'employee.invite', entity: 'employee', entityId: id, after: { email: who.email }, ip: actor.ip });
  });
}

/** HR resets a password: the person's sessions end now and a reset link goes to their work e-mail. */
export async function resetEmployeePassword(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  requireWrite(actor);
  await ctx.db.transaction(async (tx) => {
    const who = await repo.lockEmployee(tx, id);
    if (!who) throw new AppError('NOT_FOUND');
    guardAdminTarget(actor, who);
    if (!who.active) throw new AppError('ACCOUNT_INACTIVE');
    const endedSessions = await revokeSessionsOf(tx, id);
    await ctx.sessions.invalidate(tx, id);
    await sendAccountLink(ctx, tx, 'reset', who);
    await audit(tx, { actorId: actor.id, action: 'employee.reset_password', entity: 'employee', entityId: id, after: { email: who.email, endedSessions }, ip: actor.ip });
  });
}

/** Unlocks an account locked by failed sign-ins (hr and admin). */
export async function unlockEmployee(ctx: Ctx, actor: Actor, id: number): Promise<TEmployee> {
  requireWrite(actor);
  return ctx.db.transaction(async (tx) => {
    const who = await repo.lockEmployee(tx, id);
    if (!who) throw new AppError('NOT_FOUND');
    guardAdminTarget(actor, who);
    const wasLocked = await unlockSignIn(tx, id);
    await audit(tx, { actorId: actor.id, action: 'employee.unlock', entity: 'employee', entityId: id, after: { wasLocked }, ip: actor.ip });
    return reload(tx, id);
  });
}

/**
 * Employee pickers: active people in the viewer's 'pick' scope. Everyone may call it; an
 * employee without a team role finds only themselves, a supervisor their reports, a manager
 * the subtree, site_hr their sites, hr and admin everyone.
 */
export async function searchPeople(ctx: Ctx, actor: Actor, q: string, limit: number): Promise<{ items: TPersonOption[] }> {
  return { items: await repo.searchPeople(ctx.db, scopeFilter(actor, 'pick'), q, limit) };
}

export async function selfProfile(ctx: Ctx, actor: Actor): Promise<TSelfProfileResponse> {
  const row = await repo.findEmployee(ctx.db, actor.id);
  if (!row) throw new AppError('NOT_FOUND');
  const chain = await repo.managerChain(ctx.db, actor.id);
  return { employee: presentEmployee(row), managerChain: chain.map((p) => ({ id: p.id, EmpCode: p.EmpCode, FullName: p.FullName, fullNameAr: p.fullNameAr })) };
}
