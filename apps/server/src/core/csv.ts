/**
 * A cell a spreadsheet would run as a formula (CSV injection): one starting with =, +, - or @ (or
 * a tab or carriage return, which some spreadsheets skip before one), except what can only be
 * read as a value: a lone sign ("-", the sheet's "not yet due") and a plain number ("-2.5"). Those
 * were written "'-" and "'-2.5", and Excel shows the apostrophe of a CSV cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_VALUE = /^[+-]$|^[+-]?\d+(\.\d+)?$/;
export const mayRunAsFormula = (s: string): boolean => FORMULA_START.test(s) && !PLAIN_VALUE.test(s);

/** A CSV cell (every export uses it): quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (mayRunAsFormula(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
