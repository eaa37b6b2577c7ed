import {
  eachDate,
  legalDayOvertime,
  factsDelta,
  formatDate,
  jobSegments,
  jobValuesOf,
  NO_FACTS,
  onPayrollSheet,
  sumFigures,
  type TAttendanceSheetQuery,
  type TDayFacts,
  type TFactFigures,
  type TFactKey,
  type TJobValues,
  type TSickBand,
} from '@hr/shared';

/** The sheet's figure of each sick pay band. */
const SICK_FACT_OF = { full: 'sickFull', p85: 'sick85', p75: 'sick75', unpaid: 'sickUnpaid' } as const satisfies Record<TSickBand, TFactKey>;
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { writeXlsx, XLSX_TYPE } from '../../lib/spreadsheet.js';
import { AppError } from '../../core/errors.js';
import { attendanceScope, computeDays, type TComputedDay } from './attendance-day-service.js';
import { issuedSheets, type TCarriedDay, type TSheetFile } from '../../core/issued-sheets.js';
import { lastDayOf } from '../../core/closed-months.js';
import { getOrganisation } from '../../core/organisation.js';
import type { Actor, Ctx } from '../../core/context.js';
import { csvCell } from '../../core/csv.js';
import { changedJobs, type Directory, type TDirectoryEmployee } from '../people/index.js';
import { approvedOvertimeMinutes, approvedPermissionMinutes } from './attendance-sheet-repository.js';
import { sickBandsOf } from './sick-bands.js';

type TCodeKey = keyof typeof en.attendance.codes | 'out_of_shift';

/**
 * The sheet's code of a day: HR's resolution when there is one (except a conversion, which is
 * leave), else "out of shift" when the first sign-in was far outside the shift, else the status.
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
  /** Minutes left before the shift's end, beyond what permissions cover. */
  earlyLeave: number;
  deducted: number;
  /** Days whose first sign-in was far outside the shift: counted present, with no lateness. */
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


/** A part of a person's month under one site, department, section and shift: a row of the sheet. */
export interface TSheetPart {
  from: string;
  to: string;
  job: TJobValues;
}

const SHEET_COLUMNS = ['siteId', 'departmentId', 'sectionId', 'shiftId'] as const;

/**
 * The parts of a month a person's sheet rows cover: one for the whole month unless their site,
 * department, section or shift changed in it (a dated job row), then one per stretch of days under
 * the same four (a change of manager or title alone splits nothing). Days before the first row
 * belong to it.
 */
export function sheetParts(rows: readonly (TJobValues & { effectiveFrom: string })[] | undefined, current: TJobValues, from: string, to: string): TSheetPart[] {
  if (!rows?.length) return [{ from, to, job: jobValuesOf(current) }];
  const parts: TSheetPart[] = [];
  for (const s of jobSegments(rows, from, to)) {
    const job = jobValuesOf(s.row ?? rows[0]);
    const last = parts[parts.length - 1];
    if (last && SHEET_COLUMNS.every((k) => last.job[k] === job[k])) last.to = s.to;
    else parts.push({ from: s.from, to: s.to, job });
  }
  return parts;
}

/** What the sheet says of a day: its code and figures (a computed day's, plus the day's approved overtime and permission minutes). */
export function dayFactsOf(d: TComputedDay | undefined, overtime: { minutes: number; converted: number } | undefined, permission: number | undefined, sick?: { band: TSickBand; days: number }): TDayFacts {
  const tot = d ? totalsOf([d]) : null;
  const facts: TDayFacts = {
    ...NO_FACTS,
    code: d ? codeKeyOf(d) : '',
    ...(tot && { present: tot.present, absent: tot.absent, leave: tot.leave, late: tot.late, earlyLeave: tot.earlyLeave, deducted: tot.deducted, outOfShift: tot.outOfShift }),
    permission: permission ?? 0,
    overtime: overtime?.minutes ?? 0,
    converted: overtime?.converted ?? 0,
  };
  // Sick days by pay band (Art 131, rule `sickYearBands`): the calendar days of approved sick leave.
  if (sick) facts[SICK_FACT_OF[sick.band]] = sick.days;
  return facts;
}

/**
 * Art 117 (rule hoursOvertime): on a full day worked on a shift longer than the legal 8 hours, the
 * hours beyond them are overtime on the sheet, never normal hours; only from `legalFrom` (the day
 * after the last month closed when the rule came in: a closed month stays as it was issued).
 */
function withLegalDay(facts: TDayFacts, d: TComputedDay, legalFrom: string | null): TDayFacts {
  if ((legalFrom && d.date < legalFrom) || facts.present !== 1 || !d.shift || !d.shift.workDays.includes(new Date(`${d.date}T00:00:00Z`).getUTCDay())) return facts;
  const extra = legalDayOvertime(d.shift, d.result);
  return extra > 0 ? { ...facts, overtime: facts.overtime + extra } : facts;
}

/** The facts of every day from `from` to `to` of these people, by person and date (a day with nothing to say is left out). */
export async function factsOfDays(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly TDirectoryEmployee[], from: string, to: string): Promise<Map<number, Map<string, TDayFacts>>> {
  const ids = people.map((p) => p.id);
  const [days, overtime, permissions, sick] = await Promise.all([
    computeDays(ctx, people, from, to),
    approvedOvertimeMinutes(ctx.db, ids, from, to),
    approvedPermissionMinutes(ctx.db, ids, from, to),
    sickBandsOf(ctx, people, from, to),
  ]);
  const legalFrom = (await getOrganisation(ctx.db)).legalDayOvertimeFrom;
  const out = new Map<number, Map<string, TDayFacts>>();
  const at = (id: number) => {
    let m = out.get(id);
    if (!m) out.set(id, (m = new Map()));
    return m;
  };
  const otOf = new Map(overtime.map((o) => [`${Number(o.e)}|${o.date}`, { minutes: Number(o.minutes), converted: Number(o.converted) }]));
  const permOf = new Map(permissions.map((o) => [`${Number(o.e)}|${o.date}`, Number(o.minutes)]));
  const seen = new Set<string>();
  let n = 0;
  for (const d of days) {
    // 20,000 people's month is 600,000 days: other requests get a turn every 10,000.
    if (++n % 10_000 === 0) await nextTurn();
    const key = `${d.person.id}|${d.date}`;
    seen.add(key);
    at(d.person.id).set(d.date, withLegalDay(dayFactsOf(d, otOf.get(key), permOf.get(key), sick.get(key)), d, legalFrom));
  }
  // Overtime or a permission on a day with no computed status (a rest day): its minutes still count.
  for (const key of new Set([...otOf.keys(), ...permOf.keys(), ...sick.keys()])) {
    if (seen.has(key)) continue;
    const [id, date] = key.split('|');
    at(Number(id)).set(date, dayFactsOf(undefined, otOf.get(key), permOf.get(key), sick.get(key)));
  }
  return out;
}

/** One row of the sheet: a person and a part of their month, with the facts of its days. */
export interface TSheetLine {
  person: Pick<TDirectoryEmployee, 'id' | 'empCode' | 'fullNameEn' | 'fullNameAr' | 'crewId'>;
  part: TSheetPart;
  days: Map<string, TDayFacts>;
}

export type TAdjustmentLine = TCarriedDay;

/** Lets other requests run between slices of a long computation (a month of 20,000 people). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The dates of a month 'YYYY-MM'. */
export const monthDates = (month: string) => eachDate(`${month}-01`, lastDayOf(month));

/**
 * The rows of a month's sheet for these people: one per person and part of the month
 * (sheetParts), in company-ID order, with each day's facts; `filter` keeps the parts spent in a
 * department or at a site. Only employees: administrator accounts that are not (`onPayrollSheet`)
 * are left out.
 */
export async function sheetLines(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly TDirectoryEmployee[], month: string, filter: { departmentId?: number; siteId?: number } = {}): Promise<TSheetLine[]> {
  const dates = monthDates(month);
  const from = dates[0];
  const to = dates[dates.length - 1];
  const jobs = await changedJobs(ctx);
  const pairs = people
    .filter(onPayrollSheet)
    .flatMap((p) => sheetParts(jobs.get(p.id), p, from, to).map((part) => ({ p, part })))
    .filter(({ part }) => (!filter.departmentId || part.job.departmentId === filter.departmentId) && (!filter.siteId || part.job.siteId === filter.siteId))
    .sort((a, b) => a.p.empCode - b.p.empCode || a.part.from.localeCompare(b.part.from));
  const members = [...new Map(pairs.map(({ p }) => [p.id, p])).values()];
  const facts = await factsOfDays(ctx, members, from, to);
  const lines: TSheetLine[] = [];
  for (const { p, part } of pairs) {
    if (lines.length % 5_000 === 4_999) await nextTurn();
    const all = facts.get(p.id);
    const days = new Map<string, TDayFacts>();
    if (all) for (const [date, f] of all) if (date >= part.from && date <= part.to) days.set(date, f);
    lines.push({ person: p, part, days });
  }
  return lines;
}

/** Hours to two decimals (payroll multiplies them by a rate). */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** The figures as the sheet writes them, in the totals' column order. */
const figureCells = (f: TFactFigures) => [f.present, f.absent, f.leave, f.late, f.earlyLeave, f.deducted, f.permission, hours(f.overtime), hours(f.converted), f.outOfShift, f.sickFull, f.sick85, f.sick75, f.sickUnpaid];

type TSheetDict = typeof en;
const codeText = (t: TSheetDict, k: string) => (k === '' ? '' : k === 'out_of_shift' ? t.payrollSheet.outOfShiftCode : (t.attendance.codes[k as keyof typeof t.attendance.codes] ?? k));
const totalsHeader = (t: TSheetDict) => [
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
  t.payrollSheet.totals.sickFull,
  t.payrollSheet.totals.sick85,
  t.payrollSheet.totals.sick75,
  t.payrollSheet.totals.sickUnpaid,
];

/** The sheet's header row in a language. */
export function sheetHeader(lang: 'en' | 'ar', month: string): string[] {
  const t = lang === 'ar' ? ar : en;
  return [
    t.attendance.columns.userId,
    t.attendance.columns.userName,
    t.attendance.columns.department,
    t.attendance.columns.section,
    t.payrollSheet.columns.site,
    t.payrollSheet.columns.shift,
    ...monthDates(month).map((d) => d.slice(8, 10)),
    ...totalsHeader(t),
  ];
}

/** A sheet row's cells in a language: names, units of the part, each day's code, the part's totals. */
export function sheetRowCells(lang: 'en' | 'ar', month: string, line: TSheetLine, dir: Pick<Directory, 'unitName'>): (string | number)[] {
  const t = lang === 'ar' ? ar : en;
  const isAr = lang === 'ar';
  const unit = (kind: 'site' | 'department' | 'section' | 'shift' | 'crew', id: number | null) => dir.unitName(kind, id)?.[isAr ? 1 : 0] ?? '';
  const { person: p, part } = line;
  return [
    p.empCode,
    isAr ? p.fullNameAr : p.fullNameEn,
    unit('department', part.job.departmentId),
    unit('section', part.job.sectionId),
    unit('site', part.job.siteId),
    // A crew member's shifts rotate: the crew names them; anyone else, their fixed shift of that part.
    p.crewId !== null ? unit('crew', p.crewId) : unit('shift', part.job.shiftId),
    ...monthDates(month).map((date) => codeText(t, line.days.get(date)?.code ?? '')),
    ...figureCells(sumFigures(line.days.values())),
  ];
}

/** The adjustment part's title and header rows in a language. */
export function adjustmentHeader(lang: 'en' | 'ar'): string[][] {
  const t = lang === 'ar' ? ar : en;
  return [[t.payrollSheet.adjustments.title], [t.payrollSheet.adjustments.intro], [t.attendance.columns.userId, t.attendance.columns.userName, t.payrollSheet.adjustments.date, t.payrollSheet.adjustments.before, t.payrollSheet.adjustments.after, ...totalsHeader(t)]];
}

/** An adjustment line's cells: the person, the original day (dd/MM/yyyy), its code before and now, and what each figure changes by. */
export function adjustmentCells(lang: 'en' | 'ar', a: TAdjustmentLine): (string | number)[] {
  const t = lang === 'ar' ? ar : en;
  return [a.person.empCode, lang === 'ar' ? a.person.fullNameAr : a.person.fullNameEn, formatDate(a.date), codeText(t, a.before.code), codeText(t, a.after.code), ...figureCells(factsDelta(a.before, a.after))];
}

/** The legend line under a sheet. */
export const sheetLegend = (lang: 'en' | 'ar') => {
  const t = lang === 'ar' ? ar : en;
  return `${t.attendance.sheet.legend}, ${t.payrollSheet.legend}`;
};

/**
 * A sheet file from its rows: the header, the people's rows, the legend and, when there are any,
 * the part "adjustments for earlier months". CSV (UTF-8 with BOM) or XLSX (right to left in Arabic).
 */
export async function sheetFile(o: { lang: 'en' | 'ar'; format: 'csv' | 'xlsx'; month: string; baseName: string; rows: readonly (string | number)[][]; adjustments: readonly (string | number)[][] }): Promise<TSheetFile> {
  const t = o.lang === 'ar' ? ar : en;
  const header = sheetHeader(o.lang, o.month);
  const tail: (string | number)[][] = [[], [sheetLegend(o.lang)], ...(o.adjustments.length ? [[], ...adjustmentHeader(o.lang), ...o.adjustments] : [])];
  if (o.format === 'csv') {
    const all = [header, ...o.rows, ...tail];
    const lines: string[] = [];
    for (let i = 0; i < all.length; i++) {
      if (i % 2_000 === 1_999) await nextTurn();
      lines.push(all[i].map(csvCell).join(','));
    }
    return { fileName: `${o.baseName}.csv`, contentType: 'text/csv; charset=utf-8', body: `\ufeff${lines.join('\r\n')}\r\n` };
  }
  const body = await writeXlsx({
    title: `${t.attendance.sheet.title} ${o.month}`,
    header,
    rows: [...o.rows, ...tail],
    rightToLeft: o.lang === 'ar',
    widths: [10, 28, 18, 18, 18, 18, ...monthDates(o.month).map(() => 4)],
    frozenColumns: 2,
  });
  return { fileName: `${o.baseName}.xlsx`, contentType: XLSX_TYPE, body };
}

/** The file name of a month's sheet: attendance-2026-11-operations, or …-all. */
export const sheetBaseName = (month: string, scopeName: string) => `attendance-${month}-${scopeName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'department'}`;

/**
 * The monthly attendance sheet of a department (or of everyone in the viewer's scope) for payroll:
 * one row per person and part of the month (sheetParts: a person who moved on the 15th has a row
 * under the old unit and shift with days 1–14 and one under the new with days 15 to the end, each
 * with its own totals), one column per day with the status code, then the totals, approved
 * permission minutes and approved overtime hours. A department's sheet has the parts spent in it.
 * A closed month answers the sheet as it was issued (issued-sheets); the first open month after
 * one has the part "adjustments for earlier months" with the late changes to be carried.
 */
export type { TSheetFile };

export async function attendanceSheet(ctx: Ctx, actor: Actor, q: TAttendanceSheetQuery): Promise<TSheetFile> {
  const { dir, people } = await attendanceScope(ctx, actor);
  if (q.departmentId && !dir.unitName('department', q.departmentId)) throw new AppError('NOT_FOUND');
  const deptName = q.departmentId ? (dir.unitName('department', q.departmentId)?.[0] ?? '') : 'all';
  const baseName = sheetBaseName(q.month, deptName);
  const issued = await issuedSheets().issued(ctx, actor, { ...q, baseName, people });
  if (issued) return issued;
  const lines = await sheetLines(ctx, people, q.month, { departmentId: q.departmentId });
  const adjustments = await issuedSheets().pending(ctx, q.month, new Set(lines.map((l) => l.person.id)));
  return sheetFile({
    lang: q.lang,
    format: q.format,
    month: q.month,
    baseName,
    rows: lines.map((l) => sheetRowCells(q.lang, q.month, l, dir)),
    adjustments: adjustments.map((a) => adjustmentCells(q.lang, a)),
  });
}

