import { FACT_KEYS, factsOf, sumFigures, type TAttendanceSheetQuery, type TLatePunchList, type TPayrollMonth, type TPayrollMonthList, type TPayrollVersionChanges } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { TCarriedDay, TSheetFile } from '../../core/issued-sheets.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { hasRole, isHr } from '../../core/policies.js';
import { sheetFile, sheetLines, sheetRowCells } from '../attendance/index.js';
import { getDirectory } from '../people/index.js';
import { carriedInto, carryMonth } from './payroll-carry.js';
import * as repo from './payroll-repository.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const canRead = (actor: Actor) => hasRole(actor, 'hr', 'admin', 'site_hr');

const personOf = (p: { id: number | null; empCode: number | null; fullNameEn: string | null; fullNameAr: string | null } | null) =>
  p && p.id !== null ? { id: p.id, empCode: p.empCode ?? 0, fullNameEn: p.fullNameEn ?? '', fullNameAr: p.fullNameAr ?? '' } : null;

function present(r: repo.TPayrollMonthRow, files: Awaited<ReturnType<typeof repo.filesOf>>, changedPeople: number | null): TPayrollMonth {
  return {
    id: r.id,
    month: r.month,
    site: r.siteId === null ? null : { id: r.siteId, nameEn: r.siteNameEn ?? '', nameAr: r.siteNameAr ?? '' },
    version: r.version,
    state: r.state as TPayrollMonth['state'],
    closedBy: personOf(r.closedBy),
    closedAt: iso(r.closedAt),
    forced: r.forced,
    forceReason: r.forceReason,
    reopenedBy: personOf(r.reopenedBy),
    reopenedAt: iso(r.reopenedAt),
    reopenReason: r.reopenReason,
    files: files.filter((f) => f.payrollMonthId === r.id).map((f) => ({ format: f.format as 'csv' | 'xlsx', lang: f.lang as 'en' | 'ar', fileName: f.fileName, sha256: f.sha256, bytes: Number(f.bytes) })),
    changedPeople,
  };
}

export async function monthOf(ctx: Ctx, id: number): Promise<TPayrollMonth> {
  const r = await repo.monthById(ctx.db, id);
  if (!r) throw new AppError('NOT_FOUND');
  return present(r, await repo.filesOf(ctx.db, [id]), null);
}

/** GET /hr/payroll-months: every closing, newest month first, and the next month to close. */
export async function listPayrollMonths(ctx: Ctx, actor: Actor): Promise<TPayrollMonthList> {
  if (!canRead(actor)) throw new AppError('FORBIDDEN');
  const rows = await repo.listMonths(ctx.db);
  const files = await repo.filesOf(ctx.db, rows.map((r) => r.id));
  const org = await getOrganisation(ctx.db);
  const lastEnded = (() => {
    const [y, m] = todayIn(org.timeZone).split('-').map(Number);
    return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  })();
  const closedAll = rows.filter((r) => r.siteId === null && (r.state === 'closed' || r.state === 'closing')).map((r) => r.month).sort();
  const after = closedAll.length ? closedAll[closedAll.length - 1] : null;
  let next = after ? (() => {
    const [y, m] = after.split('-').map(Number);
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  })() : (org.trackingStart?.slice(0, 7) ?? lastEnded);
  if (next > lastEnded) next = '';
  return { items: rows.map((r) => present(r, files, null)), nextToClose: next || null };
}

/** GET /hr/payroll-months/versions/{id}/file: the file as issued, byte for byte. */
export async function versionFile(ctx: Ctx, actor: Actor, id: number, format: 'csv' | 'xlsx', lang: 'en' | 'ar'): Promise<TSheetFile> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const f = await repo.fileOf(ctx.db, id, format, lang);
  if (!f) throw new AppError('NOT_FOUND');
  return { fileName: f.fileName, contentType: format === 'csv' ? 'text/csv; charset=utf-8' : XLSX, body: Buffer.from(f.content) };
}

/** GET /hr/payroll-months/versions/{id}/changes: per person, the days and totals that differ from the version before. */
export async function versionChanges(ctx: Ctx, actor: Actor, id: number): Promise<TPayrollVersionChanges> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const r = await repo.monthById(ctx.db, id);
  if (!r) throw new AppError('NOT_FOUND');
  const prev = (await repo.listMonths(ctx.db)).find((x) => x.month === r.month && x.siteId === r.siteId && x.version === r.version - 1);
  if (!prev) return { month: r.month, fromVersion: r.version, toVersion: r.version, people: [] };
  const byPerson = async (vid: number) => {
    const out = new Map<number, Map<string, ReturnType<typeof factsOf>>>();
    for (const d of await repo.daysOf(ctx.db, vid)) {
      let m = out.get(d.employeeId);
      if (!m) out.set(d.employeeId, (m = new Map()));
      m.set(d.date, factsOf(d.facts));
    }
    return out;
  };
  const [a, b, dir] = await Promise.all([byPerson(prev.id), byPerson(id), getDirectory(ctx)]);
  const people: TPayrollVersionChanges['people'] = [];
  for (const pid of [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => (dir.get(x)?.empCode ?? x) - (dir.get(y)?.empCode ?? y))) {
    const before = a.get(pid) ?? new Map();
    const after = b.get(pid) ?? new Map();
    const dates = [...new Set([...before.keys(), ...after.keys()])].sort();
    const days = dates.filter((d) => (before.get(d)?.code ?? '') !== (after.get(d)?.code ?? '')).map((d) => ({ date: d, before: before.get(d)?.code ?? '', after: after.get(d)?.code ?? '' }));
    const tb = sumFigures(before.values());
    const ta = sumFigures(after.values());
    const totals = FACT_KEYS.filter((k) => tb[k] !== ta[k]).map((k) => ({ key: k, before: tb[k], after: ta[k] }));
    if (!days.length && !totals.length) continue;
    const p = dir.get(pid);
    people.push({ employee: p ? { id: p.id, empCode: p.empCode, fullNameEn: p.fullNameEn, fullNameAr: p.fullNameAr } : null, days, totals });
  }
  return { month: r.month, fromVersion: prev.version, toVersion: r.version, people };
}

/** GET /hr/payroll-months/late-punches: punches recorded after their month was closed, newest first. */
export async function latePunchList(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<TLatePunchList> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const org = await getOrganisation(ctx.db);
  const { rows, total } = await repo.latePunches(ctx.db, org.timeZone, page, pageSize);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      employee: { id: Number(r.employee_id), empCode: Number(r.emp_code), fullNameEn: r.full_name_en, fullNameAr: r.full_name_ar },
      eventType: r.event_type as 'in' | 'out',
      occurredAt: iso(r.occurred_at)!,
      arrivedAt: iso(r.created_at)!,
      source: r.source,
      month: r.month,
    })),
  };
}

/**
 * The attendance sheet of a closed month: HR's whole-organisation download of a month closed for
 * the organisation is the file issued, byte for byte; any other view (a department, site HR's
 * sites, a month closed for some sites only) is cut from the rows issued, with the people of
 * sites still open computed as today. Null: the month is not closed anywhere.
 */
export async function issuedSheet(ctx: Ctx, actor: Actor, q: TAttendanceSheetQuery & { baseName: string; people: readonly { id: number; siteId: number | null }[] }): Promise<TSheetFile | null> {
  const closings = (await repo.liveClosingsOf(ctx.db, q.month)).filter((l) => l.state === 'closed');
  if (!closings.length) return null;
  const org = closings.find((l) => l.siteId === null);
  if (org && !q.departmentId && isHr(actor)) {
    const f = await repo.fileOf(ctx.db, org.id, q.format, q.lang);
    if (f) return { fileName: f.fileName, contentType: q.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX, body: Buffer.from(f.content) };
  }
  const inScope = new Set(q.people.map((p) => p.id));
  const cellsOf = (r: { cellsEn: unknown; cellsAr: unknown }) => (q.lang === 'ar' ? r.cellsAr : r.cellsEn) as (string | number)[];
  const issuedRows = (await Promise.all(closings.map((c) => repo.rowsOf(ctx.db, c.id, { departmentId: q.departmentId })))).flat().filter((r) => inScope.has(r.employeeId));
  let rows = issuedRows.filter((r) => r.part === 'sheet').map(cellsOf);
  const adjustments = issuedRows.filter((r) => r.part === 'adjustment').map(cellsOf);
  if (!org) {
    // Sites still open: their parts as they are now.
    const closedSites = new Set(closings.map((c) => c.siteId));
    const dir = await getDirectory(ctx);
    const open = (await sheetLines(ctx, dir.people.filter((p) => p.active && inScope.has(p.id)), q.month, { departmentId: q.departmentId })).filter((l) => !closedSites.has(l.part.job.siteId));
    rows = [...rows, ...open.map((l) => sheetRowCells(q.lang, q.month, l, dir))].sort((x, y) => Number(x[0]) - Number(y[0]));
  }
  return sheetFile({ lang: q.lang, format: q.format, month: q.month, baseName: q.baseName, rows, adjustments });
}

/** The lines the live sheet of the first open month after a closed one shows as to be carried. */
export async function pendingLines(ctx: Pick<Ctx, 'db' | 'reads'>, month: string, personIds: ReadonlySet<number>): Promise<TCarriedDay[]> {
  if ((await carryMonth(ctx)) !== month) return [];
  return (await carriedInto(ctx, month, personIds)).lines;
}
