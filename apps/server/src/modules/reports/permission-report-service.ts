import type { TPermissionFigures, TPermissionReport, TPermissionReportQuery, TReportExport } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import type { Actor, Ctx } from '../../core/context.js';
import type { TCell } from '../../lib/spreadsheet.js';
import { getDirectory, type TDirectoryEmployee } from '../people/index.js';
import * as repo from './report-repository.js';
import { baseName, cachedPage, fileOf, monthNames, personOf, reportScope, type TReportFile } from './report-service.js';

/**
 * Report 4: approved hourly permissions (إذن) per person and month of their work date,
 * late arrivals and early leaves apart, with the minutes deducted beyond the monthly quota. The
 * figures come from one grouped query for the year (kept until a permission or a type changes:
 * the 'attendance' topic); the people, their scope and order from the directory, as the overtime
 * report does.
 */

type TRow = TPermissionReport['items'][number] & { rankEmpCode: number; rankName: number };
type TQuery = Omit<TPermissionReportQuery, 'page' | 'pageSize'>;

const zero = (): TPermissionFigures => ({ lateCount: 0, lateMinutes: 0, earlyCount: 0, earlyMinutes: 0, totalMinutes: 0, deductedMinutes: 0 });

/** Adds one grouped cell (a kind of permission of a person in a month) to figures. */
function add(f: TPermissionFigures, c: repo.TPermissionCell) {
  if (c.kind === 'late_arrival') {
    f.lateCount += c.count;
    f.lateMinutes += c.minutes;
  } else {
    f.earlyCount += c.count;
    f.earlyMinutes += c.minutes;
  }
  f.totalMinutes += c.minutes;
  f.deductedMinutes += c.deductedMinutes;
}

async function permissionRows(ctx: Ctx, actor: Actor, q: TQuery) {
  const { dir, keep } = await reportScope(ctx, actor, q);
  const cells = await ctx.reads.get(`reports:permissions:${q.year}`, () => repo.permissionCells(ctx.db, q.year), { topics: ['attendance'], ttlMs: 60_000 });
  const groups = new Map<string, { e: TDirectoryEmployee; month: number; f: TPermissionFigures }>();
  const totals = zero();
  for (const c of cells) {
    if (q.month && c.month !== q.month) continue;
    const e = dir.get(c.employeeId);
    if (!e || !keep(e)) continue;
    const key = `${c.employeeId}:${c.month}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { e, month: c.month, f: zero() }));
    add(g.f, c);
    add(totals, c);
  }
  const rows: TRow[] = [...groups.values()].map((g) => ({ ...personOf(dir, g.e), month: g.month, ...g.f, rankEmpCode: g.e.rankEmpCode, rankName: g.e.rankName }));
  const sign = q.dir === 'asc' ? 1 : -1;
  const key: Record<TPermissionReportQuery['sort'], (r: TRow) => number> = {
    empCode: (r) => r.rankEmpCode,
    name: (r) => r.rankName,
    month: (r) => r.month,
    totalMinutes: (r) => r.totalMinutes,
  };
  const k = key[q.sort];
  rows.sort((a, b) => sign * (k(a) - k(b)) || a.rankEmpCode - b.rankEmpCode || a.month - b.month);
  return { rows, totals };
}

async function loadPermissionReport(ctx: Ctx, actor: Actor, q: TPermissionReportQuery): Promise<TPermissionReport> {
  const { rows, totals } = await permissionRows(ctx, actor, q);
  const items = rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize).map(({ rankEmpCode: _c, rankName: _n, ...r }) => r);
  return { total: rows.length, items, totals };
}

export const permissionReport = cachedPage('permissions', ['attendance', 'people'], loadPermissionReport);

const FIGURES = ['lateCount', 'lateMinutes', 'earlyCount', 'earlyMinutes', 'totalMinutes', 'deductedMinutes'] as const;

/** Every row of the permissions report (all pages) with its totals, as CSV or XLSX in the asked language. */
export async function exportPermissionReport(ctx: Ctx, actor: Actor, q: TQuery & TReportExport): Promise<TReportFile> {
  const { rows, totals } = await permissionRows(ctx, actor, q);
  const dir = await getDirectory(ctx);
  const isAr = q.lang === 'ar';
  const t = (isAr ? ar : en).reports;
  const c = t.columns;
  const months = monthNames(q.lang);
  const body: TCell[][] = rows.map((r) => [r.empCode, isAr ? r.nameAr : r.nameEn, (isAr ? r.departmentAr : r.departmentEn) ?? '', months[r.month - 1], ...FIGURES.map((f) => r[f])]);
  body.push([t.permissions.totals, '', '', '', ...FIGURES.map((f) => totals[f])]);
  return fileOf(
    {
      title: `${t.tabs.permissions} ${q.year}`,
      header: [c.empCode, c.name, c.department, c.month, ...FIGURES.map((f) => c[f])],
      rows: body,
      widths: [12, 28, 20, 12],
      frozenColumns: 2,
    },
    baseName(dir, 'permissions', q),
    q,
  );
}
