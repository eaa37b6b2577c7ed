import { z } from 'zod';
import { V, zRequiredString } from './common.js';
import { ZImportRowErrorSchema } from './people.js';
/** Opening balances' schemas (split from leave.ts). */
// ---- Opening balances ----

/** Rows an opening-balance file may hold (a company's people times its balance types, with room). */
export const OPENING_BALANCE_MAX_ROWS = 5000;
/** The first errors an answer lists (each names its row's person); `errorCount` counts them all. */
export const OPENING_BALANCE_MAX_ERRORS = 200;

/** HR's opening balances for a mid-year start: a CSV or XLSX file, checked (apply=false) or applied in one transaction. */
export const ZOpeningBalanceImportSchema = z.object({
  fileName: zRequiredString(200),
  /** Base64, at most 5 MB of file. */
  contentBase64: z.string().min(1, V.required).max(7_000_000, V.tooLong),
  year: z.coerce.number({ error: V.required }).int().min(2000, V.invalid).max(2100, V.invalid),
  apply: z.boolean().default(false),
});
export type TOpeningBalanceImport = z.infer<typeof ZOpeningBalanceImportSchema>;

/** What one row will write: the person, the balance, its remaining days now, the opening entry and the remaining after. */
export const ZOpeningBalanceRowSchema = z.object({
  line: z.number(),
  employeeId: z.number(),
  empCode: z.number(),
  fullNameEn: z.string(),
  fullNameAr: z.string(),
  leaveTypeId: z.number(),
  typeNameEn: z.string(),
  typeNameAr: z.string(),
  /** Remaining days as the balance shows them now (with any earlier opening balance). */
  current: z.number(),
  /** The opening balance this one replaces (days), null when there was none. */
  previous: z.number().nullable(),
  /** The opening balance's ledger entry (days: negative for days taken before the portal). */
  opening: z.number(),
  /** Remaining days once it is written. */
  after: z.number(),
  status: z.enum(['new', 'replace', 'unchanged']),
});
export type TOpeningBalanceRow = z.infer<typeof ZOpeningBalanceRowSchema>;

export const ZOpeningBalanceResultSchema = z.object({
  applied: z.boolean(),
  /** Data rows in the file (blank lines and the template's example aside). */
  rowCount: z.number(),
  rows: z.array(ZOpeningBalanceRowSchema),
  errors: z.array(ZImportRowErrorSchema),
  errorCount: z.number(),
  /** Written (new or replaced) and left as they were, once applied. */
  written: z.number(),
  unchanged: z.number(),
});
export type TOpeningBalanceResult = z.infer<typeof ZOpeningBalanceResultSchema>;

export const ZOpeningBalanceTemplateQuerySchema = z.object({ lang: z.enum(['en', 'ar']).default('en') });
