import { z } from 'zod';
import { V } from './common.js';
import { ZBalancePoolSchema, ZBalanceShareSchema } from './leave.js';
import { SICK_BANDS } from '../rules/sick-pay.js';

/** The reports page (/team/reports): HR everywhere, site HR their sites, managers their subtree, supervisors their direct reports. */
export const REPORT_ROLES = ['supervisor', 'manager', 'site_hr', 'hr', 'admin'] as const;

const zYear = z.coerce.number({ error: V.invalid }).int(V.invalid).min(2000, V.invalid).max(2100, V.invalid);
const zOptionalId = z.coerce.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).optional();
/** A page of a report table (at most 100 rows), with translatable messages. */
const ZReportPageSchema = z.object({
  page: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).default(0),
  pageSize: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(100, V.invalid).default(25),
});

/** Filters every report takes: a year, and optionally a site and a department (in the viewer's scope). */
export const ZReportFiltersSchema = z.object({ year: zYear, siteId: zOptionalId, departmentId: zOptionalId });
export type TReportFilters = z.infer<typeof ZReportFiltersSchema>;

/** A download: the format and the language of the headers (Arabic: right-to-left sheet). */
export const ZReportExportSchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: V.invalid }).default('xlsx'), lang: z.enum(['en', 'ar'], { error: V.invalid }).default('en') });
export type TReportExport = z.infer<typeof ZReportExportSchema>;

const ZUnitSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() });
/** The sites and departments of the people in the viewer's scope (the filters), and the leave types. */
export const ZReportOptionsSchema = z.object({ sites: z.array(ZUnitSchema), departments: z.array(ZUnitSchema), leaveTypes: z.array(ZUnitSchema) });
export type TReportOptions = z.infer<typeof ZReportOptionsSchema>;

const ZReportPersonSchema = z.object({
  employeeId: z.number(),
  empCode: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  departmentEn: z.string().nullable(),
  departmentAr: z.string().nullable(),
});
export type TReportPerson = z.infer<typeof ZReportPersonSchema>;

// ---- 1. Balances by person and type ----

export const BALANCE_REPORT_SORTS = ['empCode', 'name', 'department'] as const;
export const ZBalanceReportQuerySchema = ZReportFiltersSchema.extend(ZReportPageSchema.shape).extend({
  leaveTypeId: zOptionalId,
  q: z.string().trim().max(100, V.tooLong).optional(),
  sort: z.enum(BALANCE_REPORT_SORTS, { error: V.invalid }).default('empCode'),
  dir: z.enum(['asc', 'desc'], { error: V.invalid }).default('asc'),
});
export type TBalanceReportQuery = z.infer<typeof ZBalanceReportQuerySchema>;

export const ZBalanceReportLineSchema = z.object({
  leaveTypeId: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** The year's own grant (the rule or a fixed number). */
  entitled: z.number(),
  carriedOver: z.number(),
  /** HR adjustments in the ledger for the year. */
  adjusted: z.number(),
  /** Overtime converted into this balance for the year. */
  converted: z.number(),
  taken: z.number(),
  pending: z.number(),
  remaining: z.number(),
  /** A capped type drawing on another balance (Casual out of Annual): that balance. */
  drawsOn: ZBalancePoolSchema.nullish(),
  /** A balance other types draw on (Annual): their days in `taken` and `pending`. */
  includes: z.array(ZBalanceShareSchema).optional(),
});
export type TBalanceReportLine = z.infer<typeof ZBalanceReportLineSchema>;
export const ZBalanceReportSchema = z.object({
  total: z.number(),
  items: z.array(ZReportPersonSchema.extend({ balances: z.array(ZBalanceReportLineSchema) })),
});
export type TBalanceReport = z.infer<typeof ZBalanceReportSchema>;

// ---- 2. Leave taken by type, department and month ----

export const ZLeaveTakenReportSchema = z.object({
  year: z.number(),
  /** One row per leave type and department with approved days; `months` has 12 entries (January first). */
  rows: z.array(
    z.object({
      leaveTypeId: z.number(),
      typeEn: z.string(),
      typeAr: z.string(),
      departmentId: z.number().nullable(),
      departmentEn: z.string().nullable(),
      departmentAr: z.string().nullable(),
      months: z.array(z.number()),
      total: z.number(),
    }),
  ),
  /** Column totals, January first, and the grand total. */
  monthTotals: z.array(z.number()),
  total: z.number(),
  /** Sick days by pay band (Art 131, Law 148/2019), month by month, January first: full pay, 85 %, 75 %, unpaid. */
  sickBands: z.array(z.object({ band: z.enum(SICK_BANDS), months: z.array(z.number()), total: z.number() })),
});
export type TLeaveTakenReport = z.infer<typeof ZLeaveTakenReportSchema>;

// ---- 3. Overtime by person and month, with premiums ----

export const OVERTIME_REPORT_SORTS = ['empCode', 'name', 'month', 'totalHours', 'weightedHours'] as const;
export const ZOvertimeReportQuerySchema = ZReportFiltersSchema.extend(ZReportPageSchema.shape).extend({
  month: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(12, V.invalid).optional(),
  sort: z.enum(OVERTIME_REPORT_SORTS, { error: V.invalid }).default('empCode'),
  dir: z.enum(['asc', 'desc'], { error: V.invalid }).default('asc'),
});
export type TOvertimeReportQuery = z.infer<typeof ZOvertimeReportQuerySchema>;

const ZOvertimeHoursSchema = z.object({
  dayHours: z.number(),
  nightHours: z.number(),
  restDayHours: z.number(),
  totalHours: z.number(),
  weightedHours: z.number(),
  /** Hours converted into compensatory leave (part of the total). */
  convertedHours: z.number(),
});
export const ZOvertimeReportSchema = z.object({
  premiums: z.object({ day: z.number(), night: z.number(), restDay: z.number(), holiday: z.number() }),
  total: z.number(),
  items: z.array(
    ZReportPersonSchema.extend(ZOvertimeHoursSchema.shape).extend({
      month: z.number(),
      /** How the night hours were counted (Art 1(12)): sunset to sunrise at the site, the fixed window where no location is known, or both; null: no night hours. */
      nightBy: z.enum(['sun', 'window', 'mixed']).nullable(),
    }),
  ),
  /** Over every row that passes the filters, not only this page. */
  totals: ZOvertimeHoursSchema,
});
export type TOvertimeReport = z.infer<typeof ZOvertimeReportSchema>;

// ---- 4. Hourly permissions (إذن) by person and month ----

export const PERMISSION_REPORT_SORTS = ['empCode', 'name', 'month', 'totalMinutes'] as const;
export const ZPermissionReportQuerySchema = ZReportFiltersSchema.extend(ZReportPageSchema.shape).extend({
  month: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(12, V.invalid).optional(),
  sort: z.enum(PERMISSION_REPORT_SORTS, { error: V.invalid }).default('empCode'),
  dir: z.enum(['asc', 'desc'], { error: V.invalid }).default('asc'),
});
export type TPermissionReportQuery = z.infer<typeof ZPermissionReportQuerySchema>;

const ZPermissionFiguresSchema = z.object({
  /** Approved late-arrival permissions and their minutes. */
  lateCount: z.number(),
  lateMinutes: z.number(),
  /** Approved early-leave permissions and their minutes. */
  earlyCount: z.number(),
  earlyMinutes: z.number(),
  totalMinutes: z.number(),
  /** The minutes beyond the monthly quota, deducted from pay (part of the total). */
  deductedMinutes: z.number(),
});
export type TPermissionFigures = z.infer<typeof ZPermissionFiguresSchema>;
export const ZPermissionReportSchema = z.object({
  total: z.number(),
  items: z.array(ZReportPersonSchema.extend(ZPermissionFiguresSchema.shape).extend({ month: z.number() })),
  /** Over every row that passes the filters, not only this page. */
  totals: ZPermissionFiguresSchema,
});
export type TPermissionReport = z.infer<typeof ZPermissionReportSchema>;
