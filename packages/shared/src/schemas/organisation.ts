import { z } from 'zod';
import { V, zRequiredString, zId, zBodyId } from './common.js';
import { zIsoDate } from './common.js';
import { LANGUAGES } from '../rules/roles.js';

/** Sites, departments and sections: names in both languages. */
export const ZUnitInputSchema = z.object({ nameEn: zRequiredString(120), nameAr: zRequiredString(120) });
export type TUnitInput = z.infer<typeof ZUnitInputSchema>;

export const ZSiteSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), employeeCount: z.number() });
export type TSite = z.infer<typeof ZSiteSchema>;

export const ZSectionSchema = z.object({
  id: z.number(),
  departmentId: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  employeeCount: z.number(),
});
export type TSection = z.infer<typeof ZSectionSchema>;
export const ZSectionInputSchema = ZUnitInputSchema.extend({ departmentId: z.coerce.number({ error: V.required }).int().positive(V.required) });
export type TSectionInput = z.infer<typeof ZSectionInputSchema>;

export const ZDepartmentSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  employeeCount: z.number(),
  sections: z.array(ZSectionSchema),
});
export type TDepartment = z.infer<typeof ZDepartmentSchema>;

export const ZStructureResponseSchema = z.object({ sites: z.array(ZSiteSchema), departments: z.array(ZDepartmentSchema) });
export type TStructureResponse = z.infer<typeof ZStructureResponseSchema>;

/** 'HH:MM', 24-hour. */
export const zClockTime = () => z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.invalid);
/** Days of the week, 0 = Sunday … 6 = Saturday. */
export const zWeekDays = () => z.array(z.number().int().min(0).max(6)).max(7).refine((d) => new Set(d).size === d.length, V.invalid);

export const ZShiftInputSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  startTime: zClockTime(),
  endTime: zClockTime(),
  graceMinutes: z.coerce.number().int().min(0, V.invalid).max(240, V.invalid),
  workDays: zWeekDays().min(1, V.required),
}).refine((s) => s.startTime !== s.endTime, { message: V.invalid, path: ['endTime'] });
export type TShiftInput = z.infer<typeof ZShiftInputSchema>;

export const ZShiftSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  graceMinutes: z.number(),
  workDays: z.array(z.number()),
  crossesMidnight: z.boolean(),
  employeeCount: z.number(),
});
export type TShift = z.infer<typeof ZShiftSchema>;
export const ZShiftListResponseSchema = z.object({ items: z.array(ZShiftSchema) });

/** Kept here for the schemas that import it from organisation. */
export { zIsoDate };

export const ZHolidayInputSchema = z.object({
  date: zIsoDate(),
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  /** Empty: every site. */
  siteIds: z.array(zBodyId()).max(100).default([]),
});
export type THolidayInput = z.input<typeof ZHolidayInputSchema>;

export const ZHolidaySchema = z.object({ id: z.number(), date: z.string(), nameEn: z.string(), nameAr: z.string(), siteIds: z.array(z.number()) });
export type THoliday = z.infer<typeof ZHolidaySchema>;
export const ZHolidayListQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const ZHolidayListResponseSchema = z.object({ year: z.number(), items: z.array(ZHolidaySchema) });
export type THolidayListResponse = z.infer<typeof ZHolidayListResponseSchema>;
export const ZHolidayPresetRequestSchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

export const ZOrganisationSettingsSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  timeZone: zRequiredString(64).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, V.invalid),
  defaultLanguage: z.enum(LANGUAGES),
  signupAllowed: z.boolean(),
  weekendDays: zWeekDays(),
  /** Empty string clears it (the SMTP_URL environment variable then applies). */
  smtpUrl: z.string().trim().max(500, V.tooLong).refine((u) => u === '' || /^smtps?:\/\//.test(u), V.invalid),
  mailFrom: z.string().trim().max(200, V.tooLong),
});
export type TOrganisationSettings = z.infer<typeof ZOrganisationSettingsSchema>;

export const ZAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  actorEmpCode: zId().optional(),
  entity: z.string().trim().max(50).optional(),
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

export const ZAuditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actor: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
  onBehalfOf: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditListResponseSchema = z.object({ items: z.array(ZAuditEntrySchema), total: z.number() });

/** What the sign-in pages know before anyone signs in (GET /api/public/settings). */
export const ZPublicSettingsSchema = z.object({
  orgName: z.string(),
  orgNameAr: z.string(),
  signupAllowed: z.boolean(),
  defaultLanguage: z.enum(['en', 'ar']),
  timeZone: z.string(),
  /** The first day of the organisation's week (0 Sunday … 6 Saturday): the day after its weekend. */
  weekStart: z.number().int().min(0).max(6),
});
export type TPublicSettings = z.infer<typeof ZPublicSettingsSchema>;
