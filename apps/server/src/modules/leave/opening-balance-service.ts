import type { TOpeningBalanceImport, TOpeningBalanceResult } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { lockPerson } from '../../core/person-lock.js';
import { hasRole } from '../../core/policies.js';
import type { Db } from '../../db/client.js';
import { readSpreadsheet } from '../../lib/spreadsheet.js';
import { audit } from '../organisation/index.js';
import { getDirectory } from '../people/index.js';
import { balanceHistoryFrom, balanceSettings } from './leave-balance-service.js';
import * as repo from './leave-repository.js';
import * as openingRepo from './opening-balance-repository.js';
import { parseOpeningFile, planOpenings, type TParsed } from './opening-balance-plan.js';

async function readTable(req: TOpeningBalanceImport): Promise<string[][]> {
  const buf = Buffer.from(req.contentBase64, 'base64');
  if (!buf.length) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'contentBase64', message: 'validation.invalid' }] });
  try {
    return await readSpreadsheet(buf);
  } catch {
    throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.unreadable' }] });
  }
}

/** The plan of a parsed file against the balances as `db` reads them (one query each for every person of the file). */
async function planWith(db: Db, parsed: TParsed, year: number) {
  const s = await balanceSettings(db);
  const ids = [...new Set(parsed.rows.map((r) => r.person.id))];
  const from = balanceHistoryFrom(year, s);
  const [usage, ledger, openings] = await Promise.all([repo.balanceUsageMany(db, ids, from, year), repo.ledgerSums(db, ids, from, year), openingRepo.openingsOf(db, ids, year)]);
  return planOpenings(parsed, year, s, usage, ledger, openings);
}

/**
 * Opening balances for a company that starts mid-year, from a CSV or XLSX file: one row
 * per person and leave type with the days taken this year before the portal, or the days
 * remaining. apply=false answers what each row will write (the person, the type, the balance now,
 * the opening entry, the balance after) and every error, and writes nothing. apply=true does the
 * same inside one transaction, under the row lock of every person in the file, and writes only a
 * file without errors: each opening entry is a ledger row of kind 'opening' that replaces the
 * year's earlier one for that person and type (so balances, the ledger and reports count it, and a
 * file applied twice is written once), each audited. HR and admin only.
 */
export async function importOpeningBalances(ctx: Ctx, actor: Actor, req: TOpeningBalanceImport): Promise<TOpeningBalanceResult> {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const table = await readTable(req);
  const [dir, types] = await Promise.all([getDirectory(ctx), repo.listLeaveTypes(ctx.db)]);
  const byCode = new Map(dir.people.map((p) => [p.empCode, p]));
  const parsed = parseOpeningFile(table, byCode, types);
  if (parsed.rowCount === 0 && parsed.errorCount === 0) throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.empty' }] });
  if (!req.apply || parsed.errorCount > 0) return planWith(ctx.db, parsed, req.year);

  return ctx.db.transaction(async (tx) => {
    // Everyone in the file, in id order (two files at once cannot lock each other out).
    for (const id of [...new Set(parsed.rows.map((r) => r.person.id))].sort((a, b) => a - b)) await lockPerson(tx, id);
    const plan = await planWith(tx, parsed, req.year);
    if (plan.errorCount > 0) return plan;
    const changed = plan.rows.filter((r) => r.status !== 'unchanged');
    const notes = new Map(parsed.rows.map((r) => [r.line, r.note]));
    await openingRepo.deleteOpenings(tx, changed, req.year);
    await openingRepo.insertOpenings(
      tx,
      changed.filter((r) => r.opening !== 0).map((r) => ({ employeeId: r.employeeId, leaveTypeId: r.leaveTypeId, days: r.opening, reason: notes.get(r.line) ?? null })),
      req.year,
      actor.id,
    );
    for (const r of changed) {
      await audit(tx, {
        actorId: actor.id,
        action: 'leave_balance.opening',
        entity: 'leave_balance',
        entityId: r.employeeId,
        before: { leaveTypeId: r.leaveTypeId, year: req.year, opening: r.previous, remaining: r.current },
        after: { leaveTypeId: r.leaveTypeId, year: req.year, opening: r.opening, remaining: r.after, note: notes.get(r.line) ?? null, fileName: req.fileName },
        ip: actor.ip,
      });
    }
    return { ...plan, applied: true, written: changed.length, unchanged: plan.rows.length - changed.length };
  });
}
