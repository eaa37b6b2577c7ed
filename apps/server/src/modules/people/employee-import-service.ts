import { EMPLOYEE_IMPORT_MAX_ROWS, type TEmployeeImportRequest, type TEmployeeImportResponse } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { isXlsx, readSpreadsheet } from '../../lib/spreadsheet.js';
import * as importRepo from './employee-import-repository.js';
import { findLoopAmong, lockReportingLines, uniqueViolation } from './employee-repository.js';
import { audit } from '../organisation/index.js';
import { plan, type TRowError } from './employee-import-plan.js';
import type { Actor, Ctx } from '../../core/context.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { recordJobsFromRecords } from './job-history-repository.js';

export const requireHrWriter = (actor: Actor) => {
  if (!actor.roles.includes('hr') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
};

const fileError = (message: string, params?: Record<string, string | number>) =>
  new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message }], ...(params && { params }) });

/**
 * The file as rows of text, bounded: a text file with NUL bytes is no spreadsheet (nor is a cell
 * holding one), and at most EMPLOYEE_IMPORT_MAX_ROWS people a file. Every refusal is a translated
 * IMPORT_INVALID that names the reason.
 */
async function readTable(req: TEmployeeImportRequest): Promise<string[][]> {
  const buf = Buffer.from(req.contentBase64, 'base64');
  if (!buf.length) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'contentBase64', message: 'validation.invalid' }] });
  if (!isXlsx(buf) && buf.includes(0)) throw fileError('employeeImport.errors.nulByte');
  let table: string[][];
  try {
    table = await readSpreadsheet(buf);
  } catch {
    throw fileError('importErrors.unreadable');
  }
  if (table.some((r) => r.some((c) => c.includes('\u0000')))) throw fileError('employeeImport.errors.nulByte');
  if (table.length < 2) throw fileError('importErrors.empty');
  const rows = table.slice(1).filter((r) => r.some((c) => c.trim() !== '')).length;
  if (rows > EMPLOYEE_IMPORT_MAX_ROWS) throw fileError('employeeImport.errors.tooManyRows', { count: rows, max: EMPLOYEE_IMPORT_MAX_ROWS });
  return table;
}

const toFields = (errors: TRowError[]) => errors.slice(0, 500).map((e) => ({ path: `rows.${e.line}.${e.field ?? 'row'}`, message: e.reason }));

/**
 * Import people from a CSV or XLSX file. A dry run (apply=false) reports what would happen and
 * every bad row. Apply re-checks inside one transaction and writes all rows or none: people
 * first (multi-row inserts and UPDATE … FROM VALUES), then the reporting lines, then a loop check.
 * Rows that change nothing are neither written nor audited; an update's audit entry holds only
 * what changed. An applied import is kept in the history (employee_imports) and marks the people
 * it created, for its undo. No invitations are sent.
 */
export async function importEmployees(ctx: Ctx, actor: Actor, req: TEmployeeImportRequest): Promise<TEmployeeImportResponse> {
  requireHrWriter(actor);
  const table = await readTable(req);

  const check = async (db: Db) => {
    const [snapshot, units] = [await importRepo.loadEmployeeSnapshot(db), await importRepo.loadUnits(db)];
    const p = plan(actor, table, snapshot, units);
    const creates = p.rows.filter((r) => !r.existing);
    const updates = p.rows.filter((r) => r.existing && Object.keys(r.change!.after).length > 0);
    return { ...p, snapshot, creates, updates, unchanged: p.rows.length - creates.length - updates.length };
  };
  const answer = (c: Awaited<ReturnType<typeof check>>, importId: number | null) => ({
    applied: importId !== null,
    rows: c.dataRows,
    toCreate: c.creates.length,
    toUpdate: c.updates.length,
    unchanged: c.unchanged,
    errors: importId === null ? c.errors : [],
    notes: c.notes,
    importId,
  });

  if (!req.apply) return answer(await check(ctx.db), null);

  try {
    return await ctx.db.transaction(async (tx) => {
      await lockReportingLines(tx);
      const c = await check(tx);
      const { rows, errors, snapshot, creates, updates } = c;
      if (errors.length) throw new AppError('IMPORT_INVALID', { fields: toFields(errors), params: { count: errors.length } });
      const importId = await importRepo.insertImport(tx, { fileName: req.fileName, createdById: actor.id, created: creates.length, updated: updates.length, unchanged: c.unchanged });
      const newIds = await importRepo.insertEmployees(tx, creates.map((r) => r.values), importId);
      // Unique e-mails are checked row by row: addresses that move go through a placeholder first.
      await importRepo.releaseEmails(
        tx,
        updates.filter((r) => r.existing!.email?.toLowerCase() !== r.values.email?.toLowerCase()).map((r) => r.existing!.id),
      );
      await importRepo.updateEmployees(tx, updates.map((r) => ({ ...r.values, id: r.existing!.id })));
      const moved = updates.filter((r) => r.existing!.shiftId !== r.values.shiftId || r.existing!.siteId !== r.values.siteId).map((r) => r.existing!.id);
      if (moved.length) {
        // Their work days or their site's holidays changed: leave from today on is counted again.
        await calendarChanged(tx, { cause: 'person', from: todayIn((await getOrganisation(tx)).timeZone), to: '9999-12-31', employeeIds: moved, actorId: actor.id, ip: actor.ip });
      }
      const codeToId = new Map(snapshot.map((s) => [s.empCode, s.id]));
      for (const [code, id] of newIds) codeToId.set(code, id);
      const pairs = rows
        .filter((r) => r.managerEmpCode !== undefined)
        .map((r) => ({ id: codeToId.get(r.values.empCode)!, managerId: r.managerEmpCode === null ? null : codeToId.get(r.managerEmpCode!)! }));
      await importRepo.setManagers(tx, pairs);
      const looped = await findLoopAmong(tx, rows.map((r) => codeToId.get(r.values.empCode)!));
      if (looped !== null) {
        const line = rows.find((r) => codeToId.get(r.values.empCode) === looped)?.line ?? 1;
        throw new AppError('IMPORT_INVALID', { fields: [{ path: `rows.${line}.managerEmpCode`, message: 'errors.MANAGER_LOOP' }] });
      }
      // Dated job data: a new person's first row, a changed person's row from today.
      await recordJobsFromRecords(tx, todayIn((await getOrganisation(tx)).timeZone), [...newIds.values(), ...updates.map((r) => r.existing!.id)]);
      const deactivated = updates.filter((r) => r.existing!.active && !r.values.active).map((r) => r.existing!.id);
      await importRepo.revokeSessionsOfMany(tx, deactivated);
      await ctx.sessions.invalidateMany(tx, updates.map((r) => r.existing!.id));
      const entries = [
        ...creates.map((r) => ({ actorId: actor.id, action: 'employee.create', entity: 'employee', entityId: codeToId.get(r.values.empCode)!, after: { ...r.values, managerEmpCode: r.managerEmpCode ?? null, source: 'import', importId }, ip: actor.ip })),
        ...updates.map((r) => ({ actorId: actor.id, action: 'employee.update', entity: 'employee', entityId: r.existing!.id, before: r.change!.before, after: { ...r.change!.after, source: 'import', importId }, ip: actor.ip })),
        { actorId: actor.id, action: 'employee.import', entity: 'employee_import', entityId: importId, after: { fileName: req.fileName, created: creates.length, updated: updates.length, unchanged: c.unchanged }, ip: actor.ip },
      ];
      for (let i = 0; i < entries.length; i += 1000) await audit(tx, entries.slice(i, i + 1000));
      return answer(c, importId);
    });
  } catch (e) {
    const c = uniqueViolation(e);
    if (c) throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: c === 'employees_email_uq' ? 'errors.EMAIL_TAKEN' : c === 'employees_badge_uq' ? 'errors.BADGE_TAKEN' : 'errors.EMP_CODE_TAKEN' }] });
    throw e;
  }
}
