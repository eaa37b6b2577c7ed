import { eachDate, type TAttendanceSheetQuery } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import ExcelJS from 'exceljs';
import { AppError } from '../../core/errors.js';
import { attendanceScope, computeDays, type TComputedDay } from './attendance-day-service.js';
import type { Actor, Ctx } from '../../core/context.js';
import { csvCell } from '../../core/csv.js';

type TCodeKey = keyof typeof en.attendance.codes;

/** The sheet's code of a day: HR's resolution when there is one (except a conversion, which is leave), else the status. */
export function codeKeyOf(d: Pick<TComputedDay, 'result' | 'resolution'>): TCodeKey {
  const r = d.resolution?.kind;
  if (r && r !== 'leave' && (d.result.status === 'absent' || d.result.status === 'incomplete')) return r;
  return d.result.status;
}

export interface TSheetTotals {
  present: number;
  absent: number;
  leave: number;
  late: number;
  deducted: number;
  /** Minutes of approved permissions (issue 15): not late, not early, but away. */
  permission: number;
}

/**
 * The payroll totals of a person's month: confirmed attendance and forgot ID count as present, an
 * incomplete day (in, never out) too; a deduction counts as absent and as deducted; a half day of
 * leave counts half a day on leave.
 */
export function totalsOf(days: readonly Pick<TComputedDay, 'result' | 'resolution'>[]): TSheetTotals {
  const t: TSheetTotals = { present: 0, absent: 0, leave: 0, late: 0, deducted: 0, permission: 0 };
  for (const d of days) {
    const k = codeKeyOf(d);
    if (k === 'present' || k === 'incomplete' || k === 'confirmed' || k === 'forgot_id') t.present += d.result.halfDayLeave === 'none' ? 1 : 0.5;
    if (k === 'absent' || k === 'deducted') t.absent += 1;
    if (k === 'deducted') t.deducted += 1;
    if (k === 'leave') t.leave += 1;
    else if (d.result.halfDayLeave !== 'none') t.leave += 0.5;
    t.late += d.result.lateMinutes;
    t.permission += d.result.permissionMinutes;
  }
  return t;
}

/**
 * The monthly attendance sheet of a department (or of everyone in the viewer's scope) for payroll:
 * one row per person, one column per day with the status code, then the totals. CSV (UTF-8 with
 * BOM) or XLSX (right to left in Arabic), in the viewer's language.
 */
export async function attendanceSheet(ctx: Ctx, actor: Actor, q: TAttendanceSheetQuery): Promise<{ fileName: string; contentType: string; body: Buffer | string }> {
  const { dir, people } = await attendanceScope(ctx, actor);
  const members = people.filter((p) => !q.departmentId || p.departmentId === q.departmentId).sort((a, b) => a.empCode - b.empCode);
  if (q.departmentId && !dir.unitName('department', q.departmentId)) throw new AppError('NOT_FOUND');
  const from = `${q.month}-01`;
  const dates = eachDate(from, `${q.month}-${String(new Date(Date.UTC(Number(q.month.slice(0, 4)), Number(q.month.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`);
  const days = await computeDays(ctx, members, from, dates[dates.length - 1]);
  const byPerson = new Map<number, TComputedDay[]>();
  for (const d of days) {
    const list = byPerson.get(d.person.id);
    if (list) list.push(d);
    else byPerson.set(d.person.id, [d]);
  }
  const t = q.lang === 'ar' ? ar : en;
  const isAr = q.lang === 'ar';
  const header = [
    t.attendance.columns.userId,
    t.attendance.columns.userName,
    t.attendance.columns.department,
    ...dates.map((d) => d.slice(8, 10)),
    t.attendance.sheet.totals.present,
    t.attendance.sheet.totals.absent,
    t.attendance.sheet.totals.leave,
    t.attendance.sheet.totals.late,
    t.attendance.sheet.totals.deducted,
    t.attendance.sheet.totals.permission,
  ];
  const rows = members.map((p) => {
    const list = byPerson.get(p.id) ?? [];
    const byDate = new Map(list.map((d) => [d.date, d]));
    const dept = dir.unitName('department', p.departmentId);
    const tot = totalsOf(list);
    return [
      p.empCode,
      isAr ? p.fullNameAr : p.fullNameEn,
      dept ? dept[isAr ? 1 : 0] : '',
      ...dates.map((date) => {
        const d = byDate.get(date);
        return d ? t.attendance.codes[codeKeyOf(d)] : '';
      }),
      tot.present,
      tot.absent,
      tot.leave,
      tot.late,
      tot.deducted,
      tot.permission,
    ];
  });
  const deptName = q.departmentId ? (dir.unitName('department', q.departmentId)?.[0] ?? '') : 'all';
  const base = `attendance-${q.month}-${deptName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'department'}`;
  if (q.format === 'csv') {
    const lines = [header, ...rows, [], [t.attendance.sheet.legend]].map((r) => r.map(csvCell).join(','));
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: `\ufeff${lines.join('\r\n')}\r\n` };
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(`${t.attendance.sheet.title} ${q.month}`, { views: [{ rightToLeft: isAr, state: 'frozen', xSplit: 2, ySplit: 1 }] });
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.addRow([]);
  ws.addRow([t.attendance.sheet.legend]);
  ws.getColumn(2).width = 28;
  ws.getColumn(3).width = 18;
  for (let i = 4; i < 4 + dates.length; i++) ws.getColumn(i).width = 4;
  return { fileName: `${base}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: Buffer.from(await wb.xlsx.writeBuffer()) };
}
