import type { TEmployeeImportList, TEmployeeImportRecord } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { audit } from '../organisation/index.js';
import * as importRepo from './employee-import-repository.js';
import { requireHrWriter } from './employee-import-service.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
type TMaybePerson = { id: number | null; fullNameEn: string | null; fullNameAr: string | null } | null;
const who = (p: TMaybePerson) => (p?.id ? { id: p.id, fullNameEn: p.fullNameEn ?? '', fullNameAr: p.fullNameAr ?? '' } : null);
const present = (r: importRepo.TImportListRow): TEmployeeImportRecord => ({
  id: r.id,
  fileName: r.fileName,
  createdAt: iso(r.createdAt)!,
  createdBy: who(r.createdBy),
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  undoneAt: iso(r.undoneAt),
  undoneBy: who(r.undoneBy),
  removed: r.removed ?? 0,
  deactivated: r.deactivated ?? 0,
});

/** The employee imports, newest first, one page at a time. */
export async function listImports(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<TEmployeeImportList> {
  requireHrWriter(actor);
  const { items, total } = await importRepo.listImports(ctx.db, q.page, q.pageSize);
  return { items: items.map(present), total };
}

/**
 * Undoes an import: the people it created are deleted when nothing refers to them yet (no
 * foreign key anywhere points at them: leave, attendance, ledger, documents, sessions, a
 * password, tokens, being the manager of someone who stays…, and they were never invited);
 * the others are deactivated and signed out. Changes the import made to people who existed
 * before are not reverted. One transaction; the import's row is locked, so a second undo
 * waits and is then refused with IMPORT_ALREADY_UNDONE. Audited.
 */
export async function undoImport(ctx: Ctx, actor: Actor, id: number): Promise<TEmployeeImportRecord> {
  requireHrWriter(actor);
  await ctx.db.transaction(async (tx) => {
    const imp = await importRepo.lockImport(tx, id);
    if (!imp) throw new AppError('NOT_FOUND');
    if (imp.undoneAt) throw new AppError('IMPORT_ALREADY_UNDONE');
    const people = await importRepo.lockCreatedBy(tx, id);
    const ids = people.map((p) => p.id);
    const kept = await importRepo.referencedByOthers(tx, ids);
    for (const p of people) if (p.invitedAt) kept.add(p.id);
    // Someone who stays keeps their manager: who manages a person who stays stays too, until nothing changes.
    for (;;) {
      const removable = ids.filter((x) => !kept.has(x));
      const managers = [...(await importRepo.referencedAsManager(tx, removable))].filter((m) => !kept.has(m));
      if (!managers.length) break;
      for (const m of managers) kept.add(m);
    }
    const removed = people.filter((p) => !kept.has(p.id));
    const deactivated = people.filter((p) => kept.has(p.id));
    await importRepo.deleteEmployees(tx, removed.map((p) => p.id));
    await importRepo.deactivateEmployees(tx, deactivated.map((p) => p.id));
    await importRepo.revokeSessionsOfMany(tx, deactivated.map((p) => p.id));
    await ctx.sessions.invalidateMany(tx, deactivated.map((p) => p.id));
    await importRepo.markUndone(tx, id, { undoneById: actor.id, removed: removed.length, deactivated: deactivated.length });
    await audit(tx, {
      actorId: actor.id,
      action: 'employee.import.undo',
      entity: 'employee_import',
      entityId: id,
      after: { fileName: imp.fileName, removed: removed.map((p) => p.empCode), deactivated: deactivated.map((p) => p.empCode) },
      ip: actor.ip,
    });
  });
  return present((await importRepo.importById(ctx.db, id))!);
}
