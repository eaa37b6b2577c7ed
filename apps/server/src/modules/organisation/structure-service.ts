import { type TSectionInput, type TUnitInput } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import * as repo from './organisation-repository.js';
import { audit } from './audit-service.js';
import type { Actor, Ctx } from '../../core/context.js';

import { assertWriter, inUse, mapInUse, notFound, siteScope } from './organisation-access.js';

// ---------------------------------------------------------------------------------------------
// Structure

export async function getStructure(ctx: Ctx, actor: Actor) {
  const scope = await siteScope(ctx.db, actor);
  // Every HR page asks for it (filters, forms): one read per scope, shared by everyone with that scope,
  // until people or units change (uncached, 50 HR pages at once queued on it at 20,000 people).
  return ctx.reads.get(`structure|${scope === null ? 'all' : scope.join(',')}`, () => loadStructure(ctx, scope), { topics: ['people'] });
}

async function loadStructure(ctx: Ctx, scope: number[] | null) {
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
