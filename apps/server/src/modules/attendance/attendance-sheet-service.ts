import { eachDate, onPayrollSheet, type TAttendanceSheetQuery } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { writeXlsx, XLSX_TYPE } from '../../lib/spreadsheet.js';
import { AppError } from '../../core/errors.js';
import { attendanceScope, computeDays, type TComputedDay } from './attendance-day-service.js';
import type { Actor, Ctx } from '../../core/context.js';
import { csvCell } from '../../core/csv.js';
import { approvedOvertimeMinutes, approvedPermissionMinutes } from './attendance-sheet-repository.js';

type TCodeKey = keyof typeof en.attendance.codes | 'out_of_shift';

/**
 * The sheet's code of a day: HR's resolution when there is one (except a conversion, which is
 * leave), else "out of shift" when the first sign-in was far outside the shift (issue 24), else the status.
 */
export function codeKeyOf(d: Pick<TComputedDay, 'result' | 'resolution'>): TCodeKey {
  const r = d.resolution?.kind;
  if (r && r !== 'leave' && (d.result.status === 'absent' || d.result.status === 'incomplete')) return r;
  if (d.result.outOfShift && (d.result.status === 'present' || d.result.status === 'incomplete')) return 'out_of_shift';
  return d.result.status;
}

export interface TSheetTotals {
  present: number;
  absent: number;
  leave: number;
  late: number;
  /** Minutes left before the shift's end, beyond what permissions cover (issue 24). */
  earlyLeave: number;
  deducted: number;
  /** Days whose first sign-in was far outside the shift (issue 24): counted present, with no lateness. */
  outOfShift: number;
}

/**
 * The payroll totals of a person's month: confirmed attendance and forgot ID count as present, an
 * incomplete day (in, never out) too, and a day out of shift; a deduction counts as absent and as
 * deducted; a half day of leave counts half a day on leave.
 */
export function totalsOf(days: readonly Pick<TComputedDay, 'result' | 'resolution'>[]): TSheetTotals {
  const t: TSheetTotals = { present: 0, absent: 0, leave: 0, late: 0, earlyLeave: 0, deducted: 0, outOfShift: 0 };
  for (const d of days) {
    const k = codeKeyOf(d);
    if (k === 'present' || k === 'incomplete' || k === 'confirmed' || k === 'forgot_id' || k === 'out_of_shift') t.present += d.result.halfDayLeave === 'none' ? 1 : 0.5;
    if (k === 'out_of_shift') t.outOfShift += 1;
    if (k === 'absent' || k === 'deducted') t.absent += 1;
    if (k === 'deducted') t.deducted += 1;
    if (k === 'leave') t.leave += 1;
    else if (d.result.halfDayLeave !== 'none') t.leave += 0.5;
    t.late += d.result.lateMinutes;
    t.earlyLeave += d.result.earlyLeaveMinutes;
  }
  return t;
}

/** Hours to two decimals (payroll multiplies them by a rate). */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * The monthly attendance sheet of a department (or of everyone in the viewer's scope) for payroll:
 * one row per person with their department, section, site and shift, one column per day with the
 * status code, then the totals, approved permission minutes and approved overtime hours (one
 * grouped query each for the month). Only employees: administrator accounts that are not
 * (`onPayrollSheet`) are left out. CSV (UTF-8 with BOM) or XLSX (right to left in Arabic), in the
 * viewer's language.
 */
export async function attendanceSheet(ctx: Ctx, actor: Actor, q: TAttendanceSheetQuery): Promise<{ fileName: string; contentType: string; body: Buffer | string }> {
  const { dir, people } = await attendanceScope(ctx, actor);
  const members = people.filter((p) => (!q.departmentId || p.departmentId === q.departmentId) && onPayrollSheet(p)).sort((a, b) => a.empCode - b.empCode);
  if (q.departmentId && !dir.unitName('department', q.departmentId)) throw new AppError('NOT_FOUND');
  const from = `${q.month}-01`;
  const dates = eachDate(from, `${q.month}-${String(new Date(Date.UTC(Number(q.month.slice(0, 4)), Number(q.month.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`);
  const to = dates[dates.length - 1];
  const ids = members.map((p) => p.id);
  const [days, overtime, permissions] = await Promise.all([computeDays(ctx, members, from, to), approvedOvertimeMinutes(ctx.db, ids, from, to), approvedPermissionMinutes(ctx.db, ids, from, to)]);
  const overtimeOf = new Map(overtime.map((o) => [Number(o.e), o]));
  const permissionOf = new Map(permissions.map((o) => [Number(o.e), Number(o.minutes)]));
  const byPerson = new Map<number, TComputedDay[]>();
  for (const d of days) {
    const list = byPerson.get(d.person.id);
    if (list) list.push(d);
    else byPerson.set(d.person.id, [d]);
  }
  const t = q.lang === 'ar' ? ar : en;
  const isAr = q.lang === 'ar';
  const code = (k: TCodeKey) => (k === 'out_of_shift' ? t.payrollSheet.outOfShiftCode : t.attendance.codes[k]);
  const unit = (kind: 'site' | 'department' | 'section' | 'shift' | 'crew', id: number | null) => dir.unitName(kind, id)?.[isAr ? 1 : 0] ?? '';
  const header = [
    t.attendance.columns.userId,
    t.attendance.columns.userName,
    t.attendance.columns.department,
    t.attendance.columns.section,
    t.payrollSheet.columns.site,
    t.payrollSheet.columns.shift,
    ...dates.map((d) => d.slice(8, 10)),
    t.attendance.sheet.totals.present,
    t.attendance.sheet.totals.absent,
    t.attendance.sheet.totals.leave,
    t.attendance.sheet.totals.late,
    t.payrollSheet.totals.earlyLeave,
    t.attendance.sheet.totals.deducted,
    t.attendance.sheet.totals.permission,
    t.payrollSheet.totals.overtimeHours,
    t.payrollSheet.totals.overtimeConverted,
    t.payrollSheet.totals.outOfShift,
  ];
  const rows = members.map((p) => {
    const list = byPerson.get(p.id) ?? [];
    const byDate = new Map(list.map((d) => [d.date, d]));
    const tot = totalsOf(list);
    const ot = overtimeOf.get(p.id);
    return [
      p.empCode,
      isAr ? p.fullNameAr : p.fullNameEn,
      unit('department', p.departmentId),
      unit('section', p.sectionId),
      unit('site', p.siteId),
      // A crew member's shifts rotate (issue 27): the crew names them; anyone else, their fixed shift.
      p.crewId !== null ? unit('crew', p.crewId) : unit('shift', p.shiftId),
      ...dates.map((date) => {
        const d = byDate.get(date);
        return d ? code(codeKeyOf(d)) : '';
      }),
      tot.present,
      tot.absent,
      tot.leave,
      tot.late,
      tot.earlyLeave,
      tot.deducted,
      permissionOf.get(p.id) ?? 0,
      hours(ot ? Number(ot.minutes) : 0),
      hours(ot ? Number(ot.converted) : 0),
      tot.outOfShift,
    ];
  });
  const legend = `${t.attendance.sheet.legend}, ${t.payrollSheet.legend}`;
  const deptName = q.departmentId ? (dir.unitName('department', q.departmentId)?.[0] ?? '') : 'all';
  const base = `attendance-${q.month}-${deptName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'department'}`;
  if (q.format === 'csv') {
    const lines = [header, ...rows, [], [legend]].map((r) => r.map(csvCell).join(','));
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: `\ufeff${lines.join('\r\n')}\r\n` };
  }
  const body = await writeXlsx({
    title: `${t.attendance.sheet.title} ${q.month}`,
    header,
    rows: [...rows, [], [legend]],
    rightToLeft: isAr,
    widths: [10, 28, 18, 18, 18, 18, ...dates.map(() => 4)],
    frozenColumns: 2,
  });
  return { fileName: `${base}.xlsx`, contentType: XLSX_TYPE, body };
}
