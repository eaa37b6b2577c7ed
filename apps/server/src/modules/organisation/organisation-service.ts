import {
  egyptHolidayPreset,
  type TAuditQuery,
  type THolidayInput,
  type TOrganisationSettings,
  type TSectionInput,
  type TShiftInput,
  type TUnitInput,
  zonedDayStart,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { maskSmtpUrl } from './organisation-presenter.js';
import * as repo from './organisation-repository.js';
import { audit } from './audit-service.js';
import type { Actor, Ctx } from '../../core/context.js';
import { assertRange } from '../../lib/range.js';
import { hasRole } from '../../core/policies.js';
import { getOrganisation, type TOrganisationRow } from '../../core/organisation.js';

/**
 * Organisation administration: structure (sites, departments, sections), shifts, holidays,
 * settings and the audit log. Reads: hr, admin and site_hr (their sites where it applies).
 * Writes: hr and admin. Every change is audited with before and after, in its transaction.
 */


function assertReader(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
}
function assertWriter(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
}

/** null: every site (hr, admin); otherwise the sites a site_hr person looks after. */
async function siteScope(db: Db, actor: Actor): Promise<number[] | null> {
  assertReader(actor);
  return hasRole(actor, 'hr', 'admin') ? null : repo.hrSiteIds(db, actor.id);
}

const notFound = () => new AppError('NOT_FOUND');
const inUse = (count: number) => new AppError('UNIT_IN_USE', { params: { count } });

/** A delete refused by a foreign key (someone was attached meanwhile) reads as "in use". */
async function mapInUse<T>(run: () => Promise<T>, recount: () => Promise<number>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (repo.pgErrorCode(err) === '23503') throw inUse(Math.max(1, await recount()));
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Structure

export async function getStructure(ctx: Ctx, actor: Actor) {
  const scope = await siteScope(ctx.db, actor);
  const [sites, departments, sections] = await Promise.all([
    repo.listSites(ctx.db, scope),
    repo.listDepartments(ctx.db, scope),
    repo.listSections(ctx.db, scope),
  ]);
  return {
    sites,
    departments: departments.map((d) => ({ ...d, sections: sections.filter((s) => s.departmentId === d.id) })),
  };
}

/** One site or department as the structure shows it (with counts, and a department's sections). */
export async function getSite(ctx: Ctx, actor: Actor, id: number) {
  const site = (await getStructure(ctx, actor)).sites.find((s) => s.id === id);
  if (!site) throw notFound();
  return site;
}
export async function getDepartment(ctx: Ctx, actor: Actor, id: number) {
  const department = (await getStructure(ctx, actor)).departments.find((d) => d.id === id);
  if (!department) throw notFound();
  return department;
}
export async function getSection(ctx: Ctx, actor: Actor, id: number) {
  const section = (await getStructure(ctx, actor)).departments.flatMap((d) => d.sections).find((s) => s.id === id);
  if (!section) throw notFound();
  return section;
}

type Unit = 'site' | 'department';
const unitRepo = {
  site: { find: repo.findSite, insert: repo.insertSite, update: repo.updateSite },
  department: { find: repo.findDepartment, insert: repo.insertDepartment, update: repo.updateDepartment },
} as const;

export async function createUnit(ctx: Ctx, actor: Actor, kind: Unit, input: TUnitInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await unitRepo[kind].insert(tx, input);
    await audit(tx, { actorId: actor.id, action: `${kind}.create`, entity: kind, entityId: row.id, after: row, ip: actor.ip });
    return row;
  });
}

export async function updateUnit(ctx: Ctx, actor: Actor, kind: Unit, id: number, input: TUnitInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await unitRepo[kind].find(tx, id, true);
    if (!before) throw notFound();
    const after = await unitRepo[kind].update(tx, id, input);
    if (!after) throw notFound();
    // Sessions show the names of the person's units.
    await ctx.sessions.invalidateMany(tx, await repo.employeeIdsOfUnit(tx, kind, id));
    await audit(tx, { actorId: actor.id, action: `${kind}.update`, entity: kind, entityId: id, before, after, ip: actor.ip });
    return after;
  });
}

/**
 * The unit row is locked first (FOR UPDATE), so nobody can be attached to it while it is
 * counted and deleted: their foreign-key check waits for this transaction.
 */
export async function deleteSite(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  await mapInUse(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await repo.findSite(tx, id, true);
        if (!before) throw notFound();
        const count = await repo.countPeopleOfSite(tx, id);
        if (count > 0) throw inUse(count);
        // Holidays of this site only go with it; others just forget it.
        const named = await repo.holidaysOfSite(tx, id);
        const onlyHere = named.filter((h) => h.siteIds.every((s) => s === id));
        await repo.deleteHolidays(tx, onlyHere.map((h) => h.id));
        await repo.removeSiteFromHolidays(tx, id);
        await repo.deleteSite(tx, id);
        await audit(tx, [
          { actorId: actor.id, action: 'site.delete', entity: 'site', entityId: id, before, ip: actor.ip },
          ...named.map((h) => ({
            actorId: actor.id,
            action: onlyHere.includes(h) ? 'holiday.delete' : 'holiday.update',
            entity: 'holiday',
            entityId: h.id,
            before: h,
            after: onlyHere.includes(h) ? null : { ...h, siteIds: h.siteIds.filter((s) => s !== id) },
            ip: actor.ip,
          })),
        ]);
      }),
    () => repo.countPeopleOfSite(ctx.db, id),
  );
}

export async function deleteDepartment(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  await mapInUse(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await repo.findDepartment(tx, id, true);
        if (!before) throw notFound();
        await repo.sectionsOfDepartment(tx, id, true);
        const count = await repo.countPeopleOfDepartment(tx, id);
        if (count > 0) throw inUse(count);
        const sections = await repo.deleteDepartment(tx, id);
        await audit(tx, [
          ...sections.map((s) => ({ actorId: actor.id, action: 'section.delete', entity: 'section', entityId: s.id, before: s, ip: actor.ip })),
          { actorId: actor.id, action: 'department.delete', entity: 'department', entityId: id, before: { ...before, sections }, ip: actor.ip },
        ]);
      }),
    () => repo.countPeopleOfDepartment(ctx.db, id),
  );
}

export async function createSection(ctx: Ctx, actor: Actor, input: TSectionInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    // Locks the department (FOR UPDATE) so it cannot be deleted under the new section.
    if (!(await repo.findDepartment(tx, input.departmentId, true))) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: 'departmentId', message: 'validation.invalid' }] });
    const row = await repo.insertSection(tx, input);
    await audit(tx, { actorId: actor.id, action: 'section.create', entity: 'section', entityId: row.id, after: row, ip: actor.ip });
    return row;
  });
}

/** A section may move to another department only while nobody is in it (their department would disagree). */
export async function updateSection(ctx: Ctx, actor: Actor, id: number, input: TSectionInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findSection(tx, id, true);
    if (!before) throw notFound();
    if (before.departmentId !== input.departmentId) {
      if (!(await repo.findDepartment(tx, input.departmentId, true))) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: 'departmentId', message: 'validation.invalid' }] });
      const count = await repo.countPeopleOfSection(tx, id);
      if (count > 0) throw new AppError('SECTION_NOT_IN_DEPARTMENT', { params: { count } });
    }
    const after = await repo.updateSection(tx, id, input);
    if (!after) throw notFound();
    await ctx.sessions.invalidateMany(tx, await repo.employeeIdsOfUnit(tx, 'section', id));
    await audit(tx, { actorId: actor.id, action: 'section.update', entity: 'section', entityId: id, before, after, ip: actor.ip });
    return after;
  });
}

export async function deleteSection(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  assertWriter(actor);
  await mapInUse(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await repo.findSection(tx, id, true);
        if (!before) throw notFound();
        const count = await repo.countPeopleOfSection(tx, id);
        if (count > 0) throw inUse(count);
        await repo.deleteSection(tx, id);
        await audit(tx, { actorId: actor.id, action: 'section.delete', entity: 'section', entityId: id, before, ip: actor.ip });
      }),
    () => repo.countPeopleOfSection(ctx.db, id),
  );
}

// ---------------------------------------------------------------------------------------------
// Shifts

const shiftValues = (s: TShiftInput) => ({
  nameEn: s.nameEn,
  nameAr: s.nameAr,
  startTime: s.startTime,
  endTime: s.endTime,
  graceMinutes: s.graceMinutes,
  workDays: [...s.workDays].sort((a, b) => a - b),
});

export async function listShifts(ctx: Ctx, actor: Actor) {
  assertReader(actor);
  return repo.listShifts(ctx.db);
}

export async function createShift(ctx: Ctx, actor: Actor, input: TShiftInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const [row] = await repo.insertShifts(tx, [shiftValues(input)]);
    await audit(tx, { actorId: actor.id, action: 'shift.create', entity: 'shift', entityId: row.id, after: row, ip: actor.ip });
    return { ...row, employeeCount: 0 };
  });
}

export async function updateShift(ctx: Ctx, actor: Actor, id: number, input: TShiftInput) {
  assertWriter(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findShift(tx, id, true);
    if (!before) throw notFound();
    const after = await repo.updateShift(tx, id, shiftValues(input));
    if (!after) throw notFound();
    await audit(tx, { actorId: actor.id, action: 'shift.update', entity: 'shift', entityId: id, before, after, ip: actor.ip });
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
    const [row] = await repo.insertHolidays(tx, [{ date: input.date, nameEn: input.nameEn, nameAr: input.nameAr, siteIds }]);
    if (!row) throw holidayExists();
    await audit(tx, { actorId: actor.id, action: 'holiday.create', entity: 'holiday', entityId: row.id, after: row, ip: actor.ip });
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
      const after = await repo.updateHoliday(tx, id, { date: input.date, nameEn: input.nameEn, nameAr: input.nameAr, siteIds });
      if (!after) throw notFound();
      await audit(tx, { actorId: actor.id, action: 'holiday.update', entity: 'holiday', entityId: id, before, after, ip: actor.ip });
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
    await repo.deleteHoliday(tx, id);
    await audit(tx, { actorId: actor.id, action: 'holiday.delete', entity: 'holiday', entityId: id, before, ip: actor.ip });
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
    return repo.listHolidays(tx, year, null);
  });
}

/** The preset insert itself (also used by the demo data). */
export function presetHolidays(db: Db, year: number) {
  return repo.insertHolidays(
    db,
    egyptHolidayPreset(year).map((h) => ({ date: h.date, nameEn: h.nameEn, nameAr: h.nameAr, siteIds: [] })),
  );
}

// ---------------------------------------------------------------------------------------------
// Settings

export async function getSettings(ctx: Ctx, actor: Actor) {
  assertReader(actor);
  return getOrganisation(ctx.db);
}

/** What the audit log may keep of the settings: never the SMTP password. */
const auditableSettings = (org: TOrganisationRow) => ({
  nameEn: org.nameEn,
  nameAr: org.nameAr,
  timeZone: org.timeZone,
  defaultLanguage: org.defaultLanguage,
  signupAllowed: org.signupAllowed,
  weekendDays: org.weekendDays,
  smtpUrl: org.smtpUrl === null ? null : maskSmtpUrl(org.smtpUrl),
  mailFrom: org.mailFrom,
});

/**
 * The SMTP URL comes back masked from GET; sent back unchanged (the mask of the stored one),
 * the stored URL with its password is kept. An empty string clears it (SMTP_URL then applies).
 */
export async function updateSettings(ctx: Ctx, actor: Actor, input: TOrganisationSettings) {
  assertWriter(actor);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    const stored = before.smtpUrl ?? '';
    const smtpUrl = input.smtpUrl === '' ? null : stored && input.smtpUrl === maskSmtpUrl(stored) ? stored : input.smtpUrl;
    const { id: _id, updatedAt: _u, ...keep } = before;
    const row = await repo.upsertOrganisation(tx, {
      ...keep,
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      timeZone: input.timeZone,
      defaultLanguage: input.defaultLanguage,
      signupAllowed: input.signupAllowed,
      weekendDays: [...new Set(input.weekendDays)].sort((a, b) => a - b),
      smtpUrl,
      mailFrom: input.mailFrom === '' ? null : input.mailFrom,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      entity: 'organisation',
      entityId: 1,
      before: auditableSettings(before),
      after: auditableSettings(row),
      ip: actor.ip,
    });
    return row;
  });
  ctx.mailer.invalidate?.();
  return after;
}

// ---------------------------------------------------------------------------------------------
// Audit log (hr and admin only)

/**
 * `from` and `to` are calendar dates in the organisation's time zone, both included: the
 * entries from local midnight of `from` to local midnight after `to`.
 */
export async function listAudit(ctx: Ctx, actor: Actor, q: TAuditQuery) {
  assertWriter(actor);
  if (q.from && q.to) assertRange(q.from, q.to, 'list');
  const tz = q.from || q.to ? (await getOrganisation(ctx.db)).timeZone : 'UTC';
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return repo.listAudit(ctx.db, {
    actorEmpCode: q.actorEmpCode,
    entity: q.entity || undefined,
    fromInstant: q.from ? zonedDayStart(q.from, tz) : undefined,
    toInstant: q.to ? zonedDayStart(nextDay(q.to), tz) : undefined,
    page: q.page,
    pageSize: q.pageSize,
  });
}
