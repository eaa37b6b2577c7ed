import {
  OPENING_BALANCE_MAX_ERRORS,
  OPENING_BALANCE_MAX_ROWS,
  headerIndex,
  headerKey,
  normalizeDigits,
  type TOpeningBalanceResult,
  type TOpeningBalanceRow,
} from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import type { TDirectoryEmployee } from '../people/index.js';
import { balanceFrom, type TBalanceSettings } from './leave-balance-service.js';
import type { TLeaveTypeRow } from './leave-repository.js';

export const OPENING_COLUMNS = ['empCode', 'leaveType', 'taken', 'remaining', 'note'] as const;
type TColumn = (typeof OPENING_COLUMNS)[number];
type TRowError = TOpeningBalanceResult['errors'][number];

/** Headers in English or Arabic (as the template and the page write them, and a few usual others), matched by `headerKey`. */
const HEADERS: Record<TColumn, string[]> = {
  empCode: [en.openingBalances.columns.empCode, ar.openingBalances.columns.empCode, 'empCode', 'Employee code', 'Employee ID', 'User ID', 'Code', 'رقم الموظف', 'كود الموظف'],
  leaveType: [en.openingBalances.columns.leaveType, ar.openingBalances.columns.leaveType, 'Type', 'leaveTypeId', 'النوع'],
  taken: [en.openingBalances.columns.taken, ar.openingBalances.columns.taken, 'Taken', 'Taken this year', 'Taken so far', 'Days taken', 'المأخوذ', 'الأيام المأخوذة', 'المستهلك'],
  remaining: [en.openingBalances.columns.remaining, ar.openingBalances.columns.remaining, 'Remaining', 'Balance', 'Days remaining', 'المتبقي', 'الرصيد', 'الرصيد المتبقي'],
  note: [en.openingBalances.columns.note, ar.openingBalances.columns.note, 'Notes', 'Comment', 'Reason', 'ملاحظات', 'السبب'],
};
const columnOf = headerIndex(HEADERS);
/** The template's example row starts with this word in its company ID cell; it is skipped. */
const EXAMPLE = [headerKey('Example'), headerKey('مثال')];
export const NOTE_MAX = 500;

/** A row that names a person and a balance, with one of its two figures. */
export interface TParsedRow {
  line: number;
  person: TDirectoryEmployee;
  type: TLeaveTypeRow;
  taken: number | null;
  remaining: number | null;
  note: string | null;
}

export interface TParsed {
  rows: TParsedRow[];
  errors: TRowError[];
  errorCount: number;
  rowCount: number;
}

/** Days as a file writes them: 7, 7.5, ٧٫٥, 7,5; whole or half days from 0 to 366. NaN otherwise. */
export function readDays(s: string): number {
  const v = normalizeDigits(s.trim()).replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(v)) return NaN;
  const n = Number(v);
  return n <= 366 && Number.isInteger(n * 2) ? n : NaN;
}

/** The names a type is known by (English, Arabic, code), as headerKey reads them. */
const typeKeys = (t: TLeaveTypeRow) => [t.nameEn, t.nameAr, t.code ?? ''].filter(Boolean).map(headerKey);

/**
 * Reads the file's rows against the people and leave types: a known, active company ID, a leave
 * type by name (either language) or code that has a balance of its own, exactly one of "taken"
 * or "remaining" in whole or half days, a note of at most 500 characters, each person and type
 * once. Every error names the row's person (when known) and the accepted form.
 */
export function parseOpeningFile(table: string[][], people: ReadonlyMap<number, TDirectoryEmployee>, types: readonly TLeaveTypeRow[]): TParsed {
  const errors: TRowError[] = [];
  let errorCount = 0;
  const err = (line: number, field: string | null, reason: string, params?: Record<string, string | number>) => {
    errorCount++;
    if (errors.length < OPENING_BALANCE_MAX_ERRORS) errors.push({ line, field, reason, ...(params ? { params } : {}) });
  };
  const [header = [], ...body] = table;
  const cols = header.map((h) => columnOf.get(headerKey(h)) ?? null);
  const at = (c: TColumn) => cols.indexOf(c);
  for (const c of ['empCode', 'leaveType'] as const) if (at(c) < 0) err(1, c, 'importErrors.missingColumn');
  if (at('taken') < 0 && at('remaining') < 0) err(1, 'taken', 'importErrors.missingColumn');
  if (new Set(cols.filter(Boolean)).size !== cols.filter(Boolean).length) err(1, null, 'importErrors.duplicateColumn');
  const filled = body.map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  const data = filled.filter(({ cells }) => !EXAMPLE.some((x) => headerKey(cells[at('empCode')] ?? '').startsWith(x)));
  if (errorCount) return { rows: [], errors, errorCount, rowCount: data.length };
  if (data.length > OPENING_BALANCE_MAX_ROWS) {
    err(1, null, 'openingBalances.rowErrors.tooManyRows', { max: OPENING_BALANCE_MAX_ROWS });
    return { rows: [], errors, errorCount, rowCount: data.length };
  }

  const own = types.filter((t) => t.balanceTypeId === t.id);
  const ownNames = { types: own.map((t) => t.nameEn).join(', '), typesAr: own.map((t) => t.nameAr).join('، ') };
  const byKey = new Map<string, TLeaveTypeRow>();
  for (const t of types) for (const k of typeKeys(t)) if (!byKey.has(k)) byKey.set(k, t);
  const seen = new Map<string, number>();
  const rows: TParsedRow[] = [];
  const cell = (cells: string[], c: TColumn) => (at(c) < 0 ? '' : (cells[at(c)] ?? '').trim());
  for (const { cells, line } of data) {
    const before = errorCount;
    const code = normalizeDigits(cell(cells, 'empCode'));
    const person = /^\d{1,9}$/.test(code) ? people.get(Number(code)) : undefined;
    if (!person || !person.active) {
      err(line, 'empCode', code ? 'openingBalances.rowErrors.unknownPerson' : 'validation.required', { value: code });
      continue;
    }
    const who = { person: `${person.fullNameEn} (${person.empCode})`, personAr: `${person.fullNameAr} (${person.empCode})` };
    const typeText = cell(cells, 'leaveType');
    const type = typeText ? byKey.get(headerKey(typeText)) : undefined;
    const names = type ? { type: type.nameEn, typeAr: type.nameAr } : { type: typeText, typeAr: typeText };
    if (!type) err(line, 'leaveType', 'openingBalances.rowErrors.unknownType', { ...who, value: typeText, ...ownNames });
    else if (type.balanceTypeId === null) err(line, 'leaveType', 'openingBalances.rowErrors.noBalance', { ...who, ...names, ...ownNames });
    else if (type.balanceTypeId !== type.id) {
      const source = types.find((t) => t.id === type.balanceTypeId);
      err(line, 'leaveType', 'openingBalances.rowErrors.drawsOn', { ...who, ...names, balance: source?.nameEn ?? '', balanceAr: source?.nameAr ?? '' });
    }
    const [takenText, remainingText] = [cell(cells, 'taken'), cell(cells, 'remaining')];
    if (takenText && remainingText) err(line, 'taken', 'openingBalances.rowErrors.oneOf', who);
    else if (!takenText && !remainingText) err(line, 'taken', 'openingBalances.rowErrors.neither', who);
    const taken = takenText ? readDays(takenText) : null;
    const remaining = remainingText ? readDays(remainingText) : null;
    if (Number.isNaN(taken)) err(line, 'taken', 'openingBalances.rowErrors.badDays', { ...who, value: takenText });
    if (Number.isNaN(remaining)) err(line, 'remaining', 'openingBalances.rowErrors.badDays', { ...who, value: remainingText });
    const note = cell(cells, 'note');
    if (note.length > NOTE_MAX) err(line, 'note', 'openingBalances.rowErrors.tooLong', who);
    if (type) {
      const key = `${person.id}|${type.id}`;
      const first = seen.get(key);
      if (first !== undefined) err(line, 'leaveType', 'openingBalances.rowErrors.duplicate', { ...who, ...names, line: first });
      else seen.set(key, line);
    }
    if (errorCount === before && type) rows.push({ line, person, type, taken, remaining, note: note || null });
  }
  return { rows, errors, errorCount, rowCount: data.length };
}

type TUsage = { employeeId: number; balanceTypeId: number; year: number; taken: number; pending: number };
type TLedgerSum = { employeeId: number; balanceTypeId: number; year: number; days: number };

/** To the tenth of a day the ledger keeps. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * What each row will write in `year`: the balance's remaining days now, the opening entry that
 * replaces any earlier one (taken: minus those days; remaining: what brings the balance, without
 * an opening entry, to that figure), and the remaining after. A row that would leave the balance
 * below zero is an error. An opening entry equal to the one there (or a zero where there is none)
 * is unchanged, so a file applied twice writes nothing the second time.
 */
export function planOpenings(
  parsed: TParsed,
  year: number,
  s: TBalanceSettings,
  usage: readonly TUsage[],
  ledger: readonly TLedgerSum[],
  openings: readonly { employeeId: number; leaveTypeId: number; days: number }[],
): TOpeningBalanceResult {
  const errors = [...parsed.errors];
  let errorCount = parsed.errorCount;
  const rows: TOpeningBalanceRow[] = [];
  for (const r of parsed.rows) {
    const p = r.person;
    const previous = openings.find((o) => o.employeeId === p.id && o.leaveTypeId === r.type.id)?.days ?? null;
    const mine = usage.filter((u) => u.employeeId === p.id);
    const withOpening = ledger.filter((l) => l.employeeId === p.id);
    // The same sums without the earlier opening entry: the base the new one is worked out from.
    const base = [...withOpening, ...(previous === null ? [] : [{ employeeId: p.id, balanceTypeId: r.type.id, year, days: -previous }])];
    const current = balanceFrom(r.type, p, year, s, mine, withOpening).remaining;
    const without = balanceFrom(r.type, p, year, s, mine, base).remaining;
    const opening = tenth(r.taken !== null ? -r.taken : r.remaining! - without);
    const after = balanceFrom(r.type, p, year, s, mine, [...base, { employeeId: p.id, balanceTypeId: r.type.id, year, days: opening }]).remaining;
    if (after < 0) {
      errorCount++;
      if (errors.length < OPENING_BALANCE_MAX_ERRORS)
        errors.push({
          line: r.line,
          field: r.taken !== null ? 'taken' : 'remaining',
          reason: 'openingBalances.rowErrors.negative',
          params: { person: `${p.fullNameEn} (${p.empCode})`, personAr: `${p.fullNameAr} (${p.empCode})`, type: r.type.nameEn, typeAr: r.type.nameAr, remaining: after },
        });
      continue;
    }
    const status = previous === null ? (opening === 0 ? 'unchanged' : 'new') : previous === opening ? 'unchanged' : 'replace';
    rows.push({
      line: r.line,
      employeeId: p.id,
      empCode: p.empCode,
      fullNameEn: p.fullNameEn,
      fullNameAr: p.fullNameAr,
      leaveTypeId: r.type.id,
      typeNameEn: r.type.nameEn,
      typeNameAr: r.type.nameAr,
      current,
      previous,
      opening,
      after,
      status,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { applied: false, rowCount: parsed.rowCount, rows, errors, errorCount, written: 0, unchanged: 0 };
}
