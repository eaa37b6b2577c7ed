import { z } from 'zod';
import { V, zRequiredString, zId, zBodyId } from './common.js';
import { zIsoDate } from './common.js';
import { LANGUAGES } from '../rules/roles.js';
import { YEAR_MAX, YEAR_MIN, daysInRange, isSupportedDate } from '../rules/bounds.js';
import { RAMADAN_MAX_DAYS, ramadanPeriodProblem } from '../rules/ramadan.js';
import { GEOFENCE_MODES, GEOFENCE_RADIUS_MAX, GEOFENCE_RADIUS_MIN } from '../rules/geofence.js';
import { trackingStartTooFar } from '../rules/attendance.js';
import { breaksValid, HOURS_RULES, MINOR_RULES, presenceOverMax, SHIFT_BREAKS_MAX } from '../rules/working-hours.js';
import { zText } from './common.js';


/** Sites, departments and sections: names in both languages. */
export const ZUnitInputSchema = z.object({ nameEn: zRequiredString(120), nameAr: zRequiredString(120) });
export type TUnitInput = z.infer<typeof ZUnitInputSchema>;

/** A site's optional geofence: a point and a radius in metres, all three or none. */
const zGeofenceNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v), z.number({ error: V.invalid }).min(min, V.invalid).max(max, V.invalid).nullable());
export const zSiteGeofence = {
  latitude: zGeofenceNumber(-90, 90).optional(),
  longitude: zGeofenceNumber(-180, 180).optional(),
  radiusMeters: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: V.invalid }).int(V.invalid).min(GEOFENCE_RADIUS_MIN, V.invalid).max(GEOFENCE_RADIUS_MAX, V.invalid).nullable(),
  ).optional(),
};
/** An IANA time zone this platform knows. */
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
/** A site's clocks' time zone (attendance devices push local times); empty: the organisation's. */
const zSiteTimeZone = () => z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: V.invalid }).max(64, V.tooLong).refine(isTimeZone, V.invalid).nullable()).optional();
/** POST/PUT /api/hr/sites: the names, the time zone, and the geofence's three fields set together or all empty. */
export const ZSiteInputSchema = ZUnitInputSchema.extend(zSiteGeofence).extend({
  timeZone: zSiteTimeZone(),
  /** Art 124 ¶3: the site is in a remote area (its people get 7 more days of annual leave); left out: unchanged. */
  remoteArea: z.boolean().optional(),
}).superRefine((v, ctx) => {
  const set = [v.latitude, v.longitude, v.radiusMeters].filter((x) => x !== null && x !== undefined).length;
  if (set === 0 || set === 3) return;
  for (const key of ['latitude', 'longitude', 'radiusMeters'] as const)
    if (v[key] === null || v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: V.required });
});
export type TSiteInput = z.input<typeof ZSiteInputSchema>;

export const ZSiteSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  employeeCount: z.number(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  radiusMeters: z.number().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  remoteArea: z.boolean().optional(),
});
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

/** An optional 'HH:MM': an empty string (a cleared time field) or null is none. */
const zOptionalClockTime = () =>
  z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, V.invalid)
    .nullish()
    .transform((v) => v || null);

/** The reason HR states for hours beyond Arts 117–120 (Art 121): empty or null is none; omitted on an edit that leaves the hours alone: kept. */
export const zLawReason = () =>
  zText(500)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null));
/** A limit of Arts 65 and 117–120 a shift or a pattern goes beyond (THoursFinding). */
export const ZHoursFindingSchema = z.object({ rule: z.enum([...HOURS_RULES, ...MINOR_RULES]), article: z.number(), value: z.number(), limit: z.number() });
/** A shift's breaks (Art 118): local times inside the shift, not overlapping. */
export const ZShiftBreakSchema = z.object({ start: zClockTime(), end: zClockTime() });

export const ZShiftInputSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  startTime: zClockTime(),
  endTime: zClockTime(),
  graceMinutes: z.coerce.number().int().min(0, V.invalid).max(240, V.invalid),
  workDays: zWeekDays().min(1, V.required),
  /** Reduced hours on the Ramadan dates: both or neither; empty or null: the usual hours. */
  ramadanStartTime: zOptionalClockTime(),
  ramadanEndTime: zOptionalClockTime(),
  /** Its breaks (Art 118); omitted: none. */
  breaks: z.array(ZShiftBreakSchema).max(SHIFT_BREAKS_MAX, V.invalid).default([]),
  lawReason: zLawReason(),
})
  .refine((s) => s.startTime !== s.endTime, { message: V.invalid, path: ['endTime'] })
  .superRefine((s, ctx) => {
    // Only on well-formed times (a refinement runs even when a field failed its own check).
    const clock = (v: unknown) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
    const timesOk = clock(s.startTime) && clock(s.endTime) && s.startTime !== s.endTime;
    const breaksOk = Array.isArray(s.breaks) && s.breaks.every((b) => clock(b?.start) && clock(b?.end));
    if (timesOk && presenceOverMax(s)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'errors.WORKING_PRESENCE_OVER_MAX' });
    else if (timesOk && breaksOk && !breaksValid(s, s.breaks)) ctx.addIssue({ code: 'custom', path: ['breaks'], message: 'errors.SHIFT_BREAKS_INVALID' });
    if (!s.ramadanStartTime !== !s.ramadanEndTime) {
      ctx.addIssue({ code: 'custom', path: [s.ramadanStartTime ? 'ramadanEndTime' : 'ramadanStartTime'], message: 'errors.RAMADAN_HOURS_INCOMPLETE' });
    } else if (s.ramadanStartTime && s.ramadanStartTime === s.ramadanEndTime) {
      ctx.addIssue({ code: 'custom', path: ['ramadanEndTime'], message: V.invalid });
    }
  });
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
  /** The shift's hours on the Ramadan dates; null: the usual hours. */
  ramadanStartTime: z.string().nullable(),
  ramadanEndTime: z.string().nullable(),
  employeeCount: z.number(),
  breaks: z.array(ZShiftBreakSchema),
  /** The limits of Arts 117–120 it goes beyond (empty: within the law), and the reason HR stated. */
  lawFindings: z.array(ZHoursFindingSchema),
  lawReason: z.string().nullable(),
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

/** `estimated`: a lunar date from Egypt's preset, until HR confirms it (or gives it another date). */
export const ZHolidaySchema = z.object({
  id: z.number(),
  /** The day given off. */
  date: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  siteIds: z.array(z.number()),
  /** HR has yet to confirm the date (a lunar estimate, or a day the minister moved). */
  estimated: z.boolean(),
  /** The date the decree names when the minister moved the day off (Art 129); null otherwise. */
  legalDate: z.string().nullable(),
});
export type THoliday = z.infer<typeof ZHolidaySchema>;
export const ZHolidayListQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const ZHolidayListResponseSchema = z.object({ year: z.number(), items: z.array(ZHolidaySchema) });
export type THolidayListResponse = z.infer<typeof ZHolidayListResponseSchema>;
export const ZHolidayPresetRequestSchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** A Gregorian year in the supported window (1900–2199), from a path or a query string. */
const zYear = () => z.coerce.number({ error: V.invalid }).int(V.invalid).min(YEAR_MIN, V.invalid).max(YEAR_MAX, V.invalid);

/**
 * The Ramadan dates HR sets: in order, at most 31 days; with a Hijri year, starting within three
 * days of that year's 1 Ramadan by Umm al-Qura (the server checks the same for the :hijriYear).
 */
function refineRamadan(v: { hijriYear?: number; startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (!isSupportedDate(v.startDate) || !isSupportedDate(v.endDate)) return;
  let problem = v.hijriYear === undefined ? null : ramadanPeriodProblem(v.hijriYear, v);
  if (!problem && v.endDate < v.startDate) problem = 'DATES_OUT_OF_ORDER';
  if (!problem && daysInRange(v.startDate, v.endDate) > RAMADAN_MAX_DAYS) problem = 'RAMADAN_TOO_LONG';
  if (problem) ctx.addIssue({ code: 'custom', path: [problem === 'RAMADAN_NOT_IN_YEAR' ? 'startDate' : 'endDate'], message: `errors.${problem}` });
}

/** GET /api/hr/ramadan?year=: the Ramadans that start in a Gregorian year. */
export const ZRamadanYearSchema = z.object({ year: zYear() });
/** A Hijri year whose Ramadan starts in the supported window (1317–1626 AH), from the :hijriYear of PUT and DELETE /api/hr/ramadan/:hijriYear. */
export const ZRamadanHijriYearSchema = z.object({ hijriYear: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1317, V.invalid).max(1626, V.invalid) });
/** PUT /api/hr/ramadan/:hijriYear: the period's first and last day. */
export const ZRamadanPeriodInputSchema = z.object({ startDate: zIsoDate(), endDate: zIsoDate() }).superRefine(refineRamadan);
export type TRamadanPeriodInput = z.infer<typeof ZRamadanPeriodInputSchema>;
/** The web form: one Hijri year's dates. */
export const ZRamadanFormSchema = z.object({ hijriYear: z.number().int(), startDate: zIsoDate(), endDate: zIsoDate() }).superRefine(refineRamadan);
export type TRamadanForm = z.infer<typeof ZRamadanFormSchema>;

/** One Hijri year's Ramadan: the saved period, or the Umm al-Qura estimate (`estimated`, not applied) while none is saved. */
export const ZRamadanPeriodSchema = z.object({
  hijriYear: z.number(),
  /** The Gregorian year it starts in. */
  year: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  estimated: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TRamadanPeriod = z.infer<typeof ZRamadanPeriodSchema>;
/** GET /api/hr/ramadan?year=: every Ramadan that starts in the Gregorian year, oldest first (two in 2030). */
export const ZRamadanYearPeriodsSchema = z.object({ year: z.number(), periods: z.array(ZRamadanPeriodSchema) });
export type TRamadanYearPeriods = z.infer<typeof ZRamadanYearPeriodsSchema>;

/** A go-live date in the supported window, not more than a year ahead; null: none. */
const zTrackingStart = () => zIsoDate().refine((d) => !isSupportedDate(d) || !trackingStartTooFar(d, new Date().toISOString().slice(0, 10)), V.trackingStartTooFar).nullable();

export const ZOrganisationSettingsSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  timeZone: zRequiredString(64).refine(isTimeZone, V.invalid),
  defaultLanguage: z.enum(LANGUAGES),
  signupAllowed: z.boolean(),
  weekendDays: zWeekDays(),
  /** Empty string clears it (the SMTP_URL environment variable then applies). */
  smtpUrl: z.string().trim().max(500, V.tooLong).refine((u) => u === '' || /^smtps?:\/\//.test(u), V.invalid),
  mailFrom: z.string().trim().max(200, V.tooLong),
  /** Web clock-ins outside a site's geofence; left out, the stored mode is kept. */
  geofenceMode: z.enum(GEOFENCE_MODES).optional(),
  /**
   * Tracking starts: no absence, lateness or missed punch is counted before this date.
   * Null: no limit. Left out, the stored date is kept. At most a year ahead
   * (of today in UTC; the server checks it again in the organisation's time zone).
   */
  trackingStart: zTrackingStart().optional(),
});
export type TOrganisationSettings = z.infer<typeof ZOrganisationSettingsSchema>;

/** PUT /api/hr/settings/tracking-start: the go-live date alone (the setup checklist sets it); null: no limit. */
export const ZTrackingStartInputSchema = z.object({ trackingStart: zTrackingStart() });
export type TTrackingStartInput = z.infer<typeof ZTrackingStartInputSchema>;

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

/** The company's logo: PNG, JPEG or WebP (told by its first bytes, never SVG), at most 512 KB. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TLogoType = (typeof LOGO_TYPES)[number];
/** PUT /api/hr/settings/logo: the file as base64 (a larger one is refused as LOGO_TOO_LARGE, after the body limit). */
export const ZLogoInputSchema = z.object({
  contentBase64: z
    .string()
    .min(1, V.required)
    .max(1_000_000, V.tooLong)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, V.invalid),
});
export type TLogoInput = z.infer<typeof ZLogoInputSchema>;
export const ZLogoSchema = z.object({ logoUrl: z.string().nullable() });
export type TLogo = z.infer<typeof ZLogoSchema>;

/** The setup checklist on HR's home dashboard, in the order a new company goes through it. */
export const SETUP_ITEMS = ['company', 'structure', 'shifts', 'holidays', 'leaveTypes', 'people', 'invitations', 'devices', 'goLive'] as const;
export type TSetupItemKey = (typeof SETUP_ITEMS)[number];
export const ZSetupChecklistSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(SETUP_ITEMS),
      done: z.boolean(),
      /** What is left, where a number says it: estimated holidays to confirm, people not invited yet; else null. */
      left: z.number().nullable(),
    }),
  ),
  /** When HR dismissed the checklist, or null. */
  dismissedAt: z.string().nullable(),
  /** Shown on the dashboard: not dismissed and something left to do. */
  show: z.boolean(),
});
export type TSetupChecklist = z.infer<typeof ZSetupChecklistSchema>;

/** What the sign-in pages know before anyone signs in (GET /api/public/settings). */
export const ZPublicSettingsSchema = z.object({
  orgName: z.string(),
  orgNameAr: z.string(),
  signupAllowed: z.boolean(),
  defaultLanguage: z.enum(['en', 'ar']),
  timeZone: z.string(),
  /** The first day of the organisation's week (0 Sunday … 6 Saturday): the day after its weekend. */
  weekStart: z.number().int().min(0).max(6),
  /** The company's logo (GET /api/public/logo, versioned by its upload time), or null: none uploaded. */
  logoUrl: z.string().nullable().default(null),
  /** While sign-in with the company directory is on: the domain people type (CORP\\name); '' when none is set; null: off. */
  directoryDomain: z.string().nullable(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettingsSchema>;
