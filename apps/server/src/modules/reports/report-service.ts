import {
  foldSearch,
  hasAnyRole,
  REPORT_ROLES,
  roundPayHours,
  splitOvertime,
  type TBalanceReport,
  type TBalanceReportLine,
  type TBalanceReportQuery,
  type TLeaveTakenReport,
  type TOvertimeMinutes,
  type TOvertimeReport,
  type TOvertimeReportQuery,
  type TReportExport,
  type TReportFilters,
  type TReportOptions,
  type TReportPerson,
  type TRole,
  SICK_BANDS,
} from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { AppError } from '../../core/errors.js';
import type { TCacheTopic } from '../../core/read-cache.js';
import { CSV_TYPE, writeCsv, writeXlsx, XLSX_TYPE, type TCell, type TSheetTable } from '../../lib/spreadsheet.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { balanceUsageMany, listLeaveTypes, type TLeaveTypeRow } from '../leave/index.js';
import * as repo from './report-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, type Directory } from '../people/index.js';
import { balanceFrom, balanceHistoryFrom, balanceSettings, balanceShares, cappedBalance, poolOf, type TBalanceSettings } from '../leave/index.js';
import { sharedBalanceWords } from './balance-report-words.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { sickBandsOf } from '../attendance/index.js';
import { roleKey } from '../../core/policies.js';

/**
 * HR's and managers' reports: leave balances, leave taken, overtime with premiums (hourly
 * permissions: permission-report-service.ts, with the helpers exported here). Every report
 * reads the people from the in-memory directory with the team lists' scope (supervisor: direct
 * reports, manager: subtree, site_hr: their sites, hr: everyone) and its figures in a constant
 * number of grouped queries, whatever the number of people.
 */

export type TKeep = (e: TDirectoryEmployee) => boolean;

const badFilter = (path: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.invalid' }] });

/**
 * Who the viewer's reports cover: the team lists' scope, narrowed by site and department. The
 * viewer themselves only when an HR role covers them (a manager's report is about their team).
 */
export async function reportScope(ctx: Ctx, actor: Actor, f: Pick<TReportFilters, 'siteId' | 'departmentId'>): Promise<{ dir: Directory; keep: TKeep }> {
  if (!hasAnyRole(actor.roles as TRole[], REPORT_ROLES)) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  if (f.siteId && !dir.unitName('site', f.siteId)) throw badFilter('siteId');
  if (f.departmentId && !dir.unitName('department', f.departmentId)) throw badFilter('departmentId');
  const view = dir.visible(actor, 'view');
  const hr = dir.visible(actor, 'hr.read');
  const keep: TKeep = (e) =>
    (e.id === actor.id ? hr(e) : view(e)) && (!f.siteId || e.siteId === f.siteId) && (!f.departmentId || e.departmentId === f.departmentId);
  return { dir, keep };
}

export function personOf(dir: Directory, e: TDirectoryEmployee): TReportPerson {
  const dept = dir.unitName('department', e.departmentId);
  return { employeeId: e.id, empCode: e.empCode, nameEn: e.fullNameEn, nameAr: e.fullNameAr, departmentEn: dept?.[0] ?? null, departmentAr: dept?.[1] ?? null };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The filters' choices: the sites and departments of the people in scope, and the leave types. */
export async function reportOptions(ctx: Ctx, actor: Actor): Promise<TReportOptions> {
  const { dir, keep } = await reportScope(ctx, actor, {});
  const sites = new Set<number>();
  const departments = new Set<number>();
  for (const e of dir.people) {
    if (!keep(e)) continue;
    if (e.siteId !== null) sites.add(e.siteId);
    if (e.departmentId !== null) departments.add(e.departmentId);
  }
  const unit = (kind: 'site' | 'department') => (id: number) => {
    const n = dir.unitName(kind, id);
    return { id, nameEn: n?.[0] ?? '', nameAr: n?.[1] ?? '' };
  };
  const types = await listLeaveTypes(ctx.db, { activeOnly: true });
  return {
    sites: [...sites].map(unit('site')).sort((a, b) => byText(a.nameEn, b.nameEn)),
    departments: [...departments].map(unit('department')).sort((a, b) => byText(a.nameEn, b.nameEn)),
    leaveTypes: types.filter((t) => t.balanceTypeId === t.id || t.yearlyCapDays !== null).map((t) => ({ id: t.id, nameEn: t.nameEn, nameAr: t.nameAr })),
  };
}

// ---- 1. Balances ----

/** The people of the balances report, filtered and in the asked order (active people only). */
async function balancePeople(ctx: Ctx, actor: Actor, q: Omit<TBalanceReportQuery, 'page' | 'pageSize'>) {
  const { dir, keep } = await reportScope(ctx, actor, q);
  const folded = q.q ? foldSearch(q.q) : '';
  const pass = (e: TDirectoryEmployee) => e.active && keep(e) && (!folded || e.searchText.includes(folded));
  let people = dir.ordered(q.sort === 'name' ? 'name' : 'empCode', q.sort === 'department' ? 'asc' : q.dir).filter(pass);
  if (q.sort === 'department') {
    const dept = (e: TDirectoryEmployee) => dir.unitName('department', e.departmentId)?.[0] ?? '\uffff';
    const sign = q.dir === 'asc' ? 1 : -1;
    people = [...people].sort((a, b) => sign * byText(dept(a), dept(b)) || a.rankEmpCode - b.rankEmpCode);
  }
  return { dir, people };
}

/**
 * Every balance of many people in a year, in five queries whatever their number: the settings,
 * the types, the requests per balance, the ledger per kind, and the per-type usage for the
 * capped types. The same figures as balancesOf() for one person (leave-balance-service).
 */
export async function balancesOfMany(ctx: Ctx, people: readonly TDirectoryEmployee[], year: number, leaveTypeId?: number): Promise<Map<number, TBalanceReportLine[]>> {
  const ids = people.map((p) => p.id);
  const [s, types] = await Promise.all([balanceSettings(ctx.db), listLeaveTypes(ctx.db, { activeOnly: true })]);
  const from = balanceHistoryFrom(year, s);
  const [usage, ledger, byType] = await Promise.all([
    balanceUsageMany(ctx.db, ids, from, year),
    repo.ledgerByKind(ctx.db, ids, from, year),
    repo.typeUsageMany(ctx.db, ids, year),
  ]);
  const group = <T extends { employeeId: number }>(rows: readonly T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(r.employeeId);
      if (list) list.push(r);
      else m.set(r.employeeId, [r]);
    }
    return m;
  };
  const usageOf = group(usage);
  const ledgerOf = group(ledger);
  const typeUseOf = group(byType);
  const out = new Map<number, TBalanceReportLine[]>();
  for (const p of people) out.set(p.id, balanceLines(types, p, year, s, usageOf.get(p.id) ?? [], ledgerOf.get(p.id) ?? [], typeUseOf.get(p.id) ?? [], leaveTypeId));
  return out;
}

function balanceLines(
  types: readonly TLeaveTypeRow[],
  person: TDirectoryEmployee,
  year: number,
  s: TBalanceSettings,
  usage: readonly { balanceTypeId: number; year: number; taken: number; pending: number }[],
  ledger: readonly repo.TLedgerByKind[],
  typeUse: readonly repo.TTypeUsage[],
  onlyType?: number,
): TBalanceReportLine[] {
  const sums = ledger.map((l) => ({ balanceTypeId: l.balanceTypeId, year: l.year, days: l.adjusted + l.converted }));
  const own = new Map<number, TBalanceReportLine>();
  for (const t of types) {
    if (t.balanceTypeId !== t.id) continue;
    const b = balanceFrom(t, person, year, s, usage, sums);
    const converted = ledger.filter((l) => l.balanceTypeId === t.id && l.year === year).reduce((sum, l) => sum + l.converted, 0);
    own.set(t.id, {
      leaveTypeId: t.id,
      nameEn: t.nameEn,
      nameAr: t.nameAr,
      entitled: b.entitled,
      carriedOver: b.carriedOver,
      adjusted: b.adjusted - converted,
      converted,
      taken: b.taken,
      pending: b.pending,
      remaining: b.remaining,
      // What other types' days its taken and pending hold (Annual's: Casual's), so the figure says what it includes.
      includes: balanceShares(types, t.id, typeUse),
    });
  }
  const lines: TBalanceReportLine[] = [];
  for (const t of types) {
    if (onlyType && t.id !== onlyType) continue;
    const b = own.get(t.id);
    if (b) lines.push(b);
    else if (t.yearlyCapDays !== null) {
      // A capped type drawing on another balance (Casual out of Annual): as balancesOf() shows it.
      const c = cappedBalance(t, t.yearlyCapDays, year, typeUse.find((x) => x.leaveTypeId === t.id), t.balanceTypeId ? own.get(t.balanceTypeId) : undefined);
      lines.push({ leaveTypeId: c.leaveTypeId, nameEn: c.nameEn, nameAr: c.nameAr, entitled: c.entitled, carriedOver: 0, adjusted: 0, converted: 0, taken: c.taken, pending: c.pending, remaining: c.remaining, drawsOn: poolOf(types, t) });
    }
  }
  return lines;
}

async function loadBalanceReport(ctx: Ctx, actor: Actor, q: TBalanceReportQuery): Promise<TBalanceReport> {
  const { dir, people } = await balancePeople(ctx, actor, q);
  const page = people.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
  const lines = await balancesOfMany(ctx, page, q.year, q.leaveTypeId);
  return { total: people.length, items: page.map((e) => ({ ...personOf(dir, e), balances: lines.get(e.id) ?? [] })) };
}

// ---- 2. Leave taken ----

async function loadLeaveTakenReport(ctx: Ctx, actor: Actor, q: TReportFilters): Promise<TLeaveTakenReport> {
  const { dir, keep } = await reportScope(ctx, actor, q);
  const [cells, types] = await Promise.all([
    ctx.reads.get(`reports:leave-taken:${q.year}`, () => repo.leaveTakenCells(ctx.db, q.year), { topics: ['leave'], ttlMs: 60_000 }),
    listLeaveTypes(ctx.db),
  ]);
  const rows = new Map<string, TLeaveTakenReport['rows'][number]>();
  const monthTotals = Array<number>(12).fill(0);
  for (const c of cells) {
    const e = dir.get(c.employeeId);
    if (!e || !keep(e)) continue;
    const key = `${c.leaveTypeId}:${e.departmentId ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      const t = types.find((x) => x.id === c.leaveTypeId);
      const d = dir.unitName('department', e.departmentId);
      row = { leaveTypeId: c.leaveTypeId, typeEn: t?.nameEn ?? '', typeAr: t?.nameAr ?? '', departmentId: e.departmentId, departmentEn: d?.[0] ?? null, departmentAr: d?.[1] ?? null, months: Array<number>(12).fill(0), total: 0 };
      rows.set(key, row);
    }
    row.months[c.month - 1] += c.days;
    row.total += c.days;
    monthTotals[c.month - 1] += c.days;
  }
  const order = new Map(types.map((t, i) => [t.id, i]));
  const list = [...rows.values()].sort(
    (a, b) => (order.get(a.leaveTypeId) ?? 0) - (order.get(b.leaveTypeId) ?? 0) || byText(a.departmentEn ?? '\uffff', b.departmentEn ?? '\uffff'),
  );
  // Sick days by pay band (rule `sickYearBands`) of the people in scope, on the days they fall in.
  const bands = await sickBandsOf(ctx, dir.people.filter(keep), `${q.year}-01-01`, `${q.year}-12-31`);
  const sickBands = SICK_BANDS.map((band) => ({ band, months: Array<number>(12).fill(0), total: 0 }));
  for (const [key, b] of bands) {
    const row = sickBands.find((x) => x.band === b.band)!;
    row.months[Number(key.slice(key.indexOf('|') + 6, key.indexOf('|') + 8)) - 1] += b.days;
    row.total += b.days;
  }
  return { year: q.year, rows: list, monthTotals, total: monthTotals.reduce((s, x) => s + x, 0), sickBands };
}

// ---- 3. Overtime ----

type TOvertimeRow = TOvertimeReport['items'][number] & { rankEmpCode: number; rankName: number };

const hours = (minutes: number) => roundPayHours(minutes / 60);

async function overtimeRows(ctx: Ctx, actor: Actor, q: Omit<TOvertimeReportQuery, 'page' | 'pageSize'>) {
  const { dir, keep } = await reportScope(ctx, actor, q);
  const [cells, org] = await Promise.all([
    ctx.reads.get(`reports:overtime:${q.year}`, () => repo.overtimeCells(ctx.db, q.year), { topics: ['overtime'], ttlMs: 60_000 }),
    cachedOrganisation(ctx),
  ]);
  const premiums = { day: Number(org.otPremiumDay), night: Number(org.otPremiumNight), restDay: Number(org.otPremiumRestDay), holiday: Number(org.otPremiumHoliday) };
  const groups = new Map<string, { e: TDirectoryEmployee; month: number; parts: TOvertimeMinutes[]; converted: number; nightBy: Set<string> }>();
  const all: TOvertimeMinutes[] = [];
  let convertedAll = 0;
  for (const c of cells) {
    if (q.month && c.month !== q.month) continue;
    const e = dir.get(c.employeeId);
    if (!e || !keep(e)) continue;
    const key = `${c.employeeId}:${c.month}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { e, month: c.month, parts: [], converted: 0, nightBy: new Set() }));
    // Art 1(12): which night the hours were counted by (sunset to sunrise at the site, or the fixed window).
    if (c.nightMinutes > 0) g.nightBy.add(c.nightSource === 'sun' ? 'sun' : 'window');
    const part = { minutes: c.minutes, nightMinutes: c.nightMinutes, dayKind: c.dayKind, dayOffInstead: c.dayOffInstead };
    g.parts.push(part);
    g.converted += c.convertedMinutes;
    all.push(part);
    convertedAll += c.convertedMinutes;
  }
  const rows: TOvertimeRow[] = [...groups.values()].map((g) => ({
    ...personOf(dir, g.e),
    month: g.month,
    ...splitOvertime(g.parts, premiums),
    convertedHours: hours(g.converted),
    nightBy: g.nightBy.size > 1 ? ('mixed' as const) : ((([...g.nightBy][0] ?? null) as 'sun' | 'window' | null)),
    rankEmpCode: g.e.rankEmpCode,
    rankName: g.e.rankName,
  }));
  const sign = q.dir === 'asc' ? 1 : -1;
  const key: Record<TOvertimeReportQuery['sort'], (r: TOvertimeRow) => number> = {
    empCode: (r) => r.rankEmpCode,
    name: (r) => r.rankName,
    month: (r) => r.month,
    totalHours: (r) => r.totalHours,
    weightedHours: (r) => r.weightedHours,
  };
  const k = key[q.sort];
  rows.sort((a, b) => sign * (k(a) - k(b)) || a.rankEmpCode - b.rankEmpCode || a.month - b.month);
  const totals = { ...splitOvertime(all, premiums), convertedHours: hours(convertedAll) };
  return { premiums, rows, totals };
}

async function loadOvertimeReport(ctx: Ctx, actor: Actor, q: TOvertimeReportQuery): Promise<TOvertimeReport> {
  const { premiums, rows, totals } = await overtimeRows(ctx, actor, q);
  const items = rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize).map(({ rankEmpCode: _c, rankName: _n, ...r }) => r);
  return { premiums, total: rows.length, items, totals };
}

// ---- Cached pages ----

/**
 * A report page, kept in the read cache per viewer (id and roles) and query until what it reads
 * changes (topics) or a minute passes (balances depend on today's date): paging back and forth or
 * many HR users opening the same view cost one computation. An employee's refusal is not kept.
 */
export const cachedPage = <Q extends object, R>(name: string, topics: readonly TCacheTopic[], load: (ctx: Ctx, actor: Actor, q: Q) => Promise<R>) =>
  (ctx: Ctx, actor: Actor, q: Q): Promise<R> => {
    if (!hasAnyRole(actor.roles as TRole[], REPORT_ROLES)) throw new AppError('FORBIDDEN');
    return ctx.reads.get(`reports:${name}|${roleKey(actor)}|${JSON.stringify(q)}`, () => load(ctx, actor, q), { topics, ttlMs: 60_000 });
  };

export const balanceReport = cachedPage('balances', ['leave', 'people', 'org'], loadBalanceReport);
export const leaveTakenReport = cachedPage('leave-taken', ['leave', 'people'], loadLeaveTakenReport);
export const overtimeReport = cachedPage('overtime', ['overtime', 'people', 'org'], loadOvertimeReport);

// ---- Files ----

export type TReportFile = { fileName: string; contentType: string; body: Buffer };

export const monthNames = (lang: 'en' | 'ar') => {
  const f = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(new Date(Date.UTC(2026, i, 1))));
};

export async function fileOf(table: Omit<TSheetTable, 'rightToLeft'>, base: string, x: TReportExport): Promise<TReportFile> {
  const t = { ...table, rightToLeft: x.lang === 'ar' };
  return x.format === 'csv'
    ? { fileName: `${base}.csv`, contentType: CSV_TYPE, body: writeCsv(t) }
    : { fileName: `${base}.xlsx`, contentType: XLSX_TYPE, body: await writeXlsx(t) };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A file name that says what was filtered: report, year, month, site and department (English, ASCII). */
export function baseName(dir: Directory, report: string, q: TReportFilters & { month?: number }): string {
  const parts = [report, String(q.year)];
  if (q.month) parts.push(String(q.month).padStart(2, '0'));
  if (q.siteId) parts.push(slug(dir.unitName('site', q.siteId)?.[0] ?? ''));
  if (q.departmentId) parts.push(slug(dir.unitName('department', q.departmentId)?.[0] ?? ''));
  return parts.filter(Boolean).join('-');
}

export async function exportBalanceReport(ctx: Ctx, actor: Actor, q: Omit<TBalanceReportQuery, 'page' | 'pageSize'> & TReportExport): Promise<TReportFile> {
  const { dir, people } = await balancePeople(ctx, actor, q);
  const lines = await balancesOfMany(ctx, people, q.year, q.leaveTypeId);
  const isAr = q.lang === 'ar';
  const c = (isAr ? ar : en).reports.columns;
  const shared = sharedBalanceWords(isAr);
  const rows: TCell[][] = [];
  for (const e of people) {
    const p = personOf(dir, e);
    for (const b of lines.get(e.id) ?? [])
      rows.push([p.empCode, isAr ? p.nameAr : p.nameEn, (isAr ? p.departmentAr : p.departmentEn) ?? '', isAr ? b.nameAr : b.nameEn, b.entitled, b.carriedOver, b.adjusted, b.converted, b.taken, b.pending, b.remaining, shared(b)]);
  }
  return fileOf(
    {
      title: `${(isAr ? ar : en).reports.tabs.balances} ${q.year}`,
      header: [c.empCode, c.name, c.department, c.leaveType, c.entitled, c.carriedOver, c.adjusted, c.converted, c.taken, c.pending, c.remaining, c.sharedBalance],
      rows,
      widths: [12, 28, 20, 18],
      frozenColumns: 2,
    },
    baseName(dir, 'leave-balances', q),
    q,
  );
}

export async function exportLeaveTakenReport(ctx: Ctx, actor: Actor, q: TReportFilters & TReportExport): Promise<TReportFile> {
  const report = await loadLeaveTakenReport(ctx, actor, { year: q.year, siteId: q.siteId, departmentId: q.departmentId });
  const dir = await getDirectory(ctx);
  const isAr = q.lang === 'ar';
  const t = (isAr ? ar : en).reports;
  const rows: TCell[][] = report.rows.map((r) => [isAr ? r.typeAr : r.typeEn, (isAr ? r.departmentAr : r.departmentEn) ?? t.noDepartment, ...r.months, r.total]);
  rows.push([t.leaveTaken.totals, '', ...report.monthTotals, report.total]);
  // Sick days by pay band (Art 131), under the table.
  rows.push([]);
  for (const b of report.sickBands) rows.push([t.leaveTaken.sickBands[b.band], '', ...b.months, b.total]);
  return fileOf(
    { title: `${t.tabs.leaveTaken} ${q.year}`, header: [t.columns.leaveType, t.columns.department, ...monthNames(q.lang), t.columns.total], rows, widths: [18, 22], frozenColumns: 2 },
    baseName(dir, 'leave-taken', q),
    q,
  );
}

export async function exportOvertimeReport(ctx: Ctx, actor: Actor, q: Omit<TOvertimeReportQuery, 'page' | 'pageSize'> & TReportExport): Promise<TReportFile> {
  const { rows, totals } = await overtimeRows(ctx, actor, q);
  const dir = await getDirectory(ctx);
  const isAr = q.lang === 'ar';
  const t = (isAr ? ar : en).reports;
  const c = t.columns;
  const months = monthNames(q.lang);
  const body: TCell[][] = rows.map((r) => [
    r.empCode,
    isAr ? r.nameAr : r.nameEn,
    (isAr ? r.departmentAr : r.departmentEn) ?? '',
    months[r.month - 1],
    r.dayHours,
    r.nightHours,
    r.restDayHours,
    r.totalHours,
    r.weightedHours,
    r.convertedHours,
    r.nightBy ? t.overtime.nightBy[r.nightBy] : '',
  ]);
  body.push([t.overtime.totals, '', '', '', totals.dayHours, totals.nightHours, totals.restDayHours, totals.totalHours, totals.weightedHours, totals.convertedHours, '']);
  return fileOf(
    {
      title: `${t.tabs.overtime} ${q.year}`,
      header: [c.empCode, c.name, c.department, c.month, c.dayHours, c.nightHours, c.restDayHours, c.totalHours, c.weightedHours, c.convertedHours, c.nightBy],
      rows: body,
      widths: [12, 28, 20, 12],
      frozenColumns: 2,
    },
    baseName(dir, 'overtime', q),
    q,
  );
}
