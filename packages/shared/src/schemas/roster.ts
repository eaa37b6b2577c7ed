import { z } from 'zod';
import { ID_MAX } from '../rules/bounds.js';
import { PATTERN_DAYS_MAX, ROSTER_SOURCES } from '../rules/roster.js';
import { MINOR_RULES } from '../rules/working-hours.js';
import { ZHoursFindingSchema } from './organisation.js';
import { V, refineRange, zBodyId, zId, zIsoDate, zRequiredString, zText } from './common.js';

/** Rosters: rotation patterns, crews, assignments, single-day overrides, the roster view and shift swaps. */

/** A cycle day: a shift id, or null for a rest day. */
const zCycleDay = () => z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).max(ID_MAX, V.invalid).nullable();

export const ZRotationPatternInputSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  days: z
    .array(zCycleDay())
    .min(1, V.required)
    .max(PATTERN_DAYS_MAX, V.tooLong)
    .refine((d) => d.some((x) => x !== null), 'errors.PATTERN_ALL_REST'),
  /** The reason HR states for a cycle beyond Arts 117 and 120 (Art 121); omitted on an edit that keeps the cycle: kept. */
  lawReason: zText(500)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null)),
});
export type TRotationPatternInput = z.infer<typeof ZRotationPatternInputSchema>;

export const ZRotationPatternSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  days: z.array(z.number().nullable()),
  /** People on this pattern today or from a later date. */
  peopleCount: z.number(),
  crewCount: z.number(),
  /** The limits of Arts 117 and 120 the cycle goes beyond as it repeats, and the reason HR stated. */
  lawFindings: z.array(ZHoursFindingSchema),
  lawReason: z.string().nullable(),
});
export type TRotationPattern = z.infer<typeof ZRotationPatternSchema>;
export const ZRotationPatternListResponseSchema = z.object({ items: z.array(ZRotationPatternSchema) });

export const ZCrewInputSchema = z.object({
  nameEn: zRequiredString(120),
  nameAr: zRequiredString(120),
  siteId: zBodyId().nullable(),
});
export type TCrewInput = z.infer<typeof ZCrewInputSchema>;

export const ZCrewSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  siteId: z.number().nullable(),
  /** The pattern the crew rotates on today (or from its next start), and from when. */
  patternId: z.number().nullable(),
  anchorDate: z.string().nullable(),
  memberCount: z.number(),
});
export type TCrew = z.infer<typeof ZCrewSchema>;
export const ZCrewListResponseSchema = z.object({ items: z.array(ZCrewSchema) });

/**
 * Put people, or a whole crew, on a pattern from a date: `cycleDay` (1-based) is the day of the
 * cycle `fromDate` falls on. A null pattern ends the rotation (back to the fixed shift).
 * For a crew its members follow, and people who join it later take its rotation from the day they join.
 */
export const ZRosterAssignInputSchema = z
  .object({
    crewId: zBodyId().optional(),
    employeeIds: z.array(zBodyId()).min(1, V.required).max(5_000, V.tooLong).optional(),
    patternId: zBodyId().nullable(),
    fromDate: zIsoDate(),
    cycleDay: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(PATTERN_DAYS_MAX, V.invalid).default(1),
  })
  .refine((v) => (v.crewId === undefined) !== (v.employeeIds === undefined), { message: V.required, path: ['employeeIds'] });
export type TRosterAssignInput = z.input<typeof ZRosterAssignInputSchema>;

/** People join a crew from a date (and take its rotation from then); null crew: they leave their crew. */
export const ZCrewMembersInputSchema = z.object({
  crewId: zBodyId().nullable(),
  employeeIds: z.array(zBodyId()).min(1, V.required).max(5_000, V.tooLong),
  fromDate: zIsoDate(),
});
export type TCrewMembersInput = z.infer<typeof ZCrewMembersInputSchema>;

export const ZRosterOverrideInputSchema = z.object({
  employeeId: zBodyId(),
  date: zIsoDate(),
  /** The shift worked that day; null: a rest day. */
  shiftId: zBodyId().nullable(),
  reason: zText(500).default(''),
});
export type TRosterOverrideInput = z.infer<typeof ZRosterOverrideInputSchema>;
export const ZRosterOverrideDeleteSchema = z.object({ employeeId: zId(), date: zIsoDate() });

/** The roster view (`/team/roster`): a week or a month, filtered by crew, department or site, paginated. */
export const ZRosterQuerySchema = z
  .object({
    from: zIsoDate(),
    to: zIsoDate(),
    crewId: zId().optional(),
    departmentId: zId().optional(),
    siteId: zId().optional(),
    q: zText(100).optional(),
    page: z.coerce.number().int(V.invalid).min(1, V.invalid).max(10_000, V.invalid).default(1),
    pageSize: z.coerce.number().int(V.invalid).min(1, V.invalid).max(200, V.invalid).default(50),
    /** The export's language (names, shift names, right to left). */
    lang: z.enum(['en', 'ar']).default('en'),
  })
  .superRefine(refineRange('suggestions'));
export type TRosterQuery = z.input<typeof ZRosterQuerySchema>;

export const ZRosterShiftSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), startTime: z.string(), endTime: z.string() });
export type TRosterShift = z.infer<typeof ZRosterShiftSchema>;

/** One person's day: the shift worked (null: rest, or no shift), whether it is a work day, and where it comes from. */
export const ZRosterCellSchema = z.object({
  shiftId: z.number().nullable(),
  work: z.boolean(),
  source: z.enum(ROSTER_SOURCES),
  /** Approved leave or a holiday that day (the shift is not worked). */
  off: z.enum(['leave', 'holiday']).nullable(),
  /** Art 65: what the day breaks for a worker under 18 that day (omitted: nothing). */
  minor: z.array(z.enum(MINOR_RULES)).optional(),
});
export type TRosterCell = z.infer<typeof ZRosterCellSchema>;

export const ZRosterPersonSchema = z.object({
  id: z.number(),
  EmpCode: z.number(),
  FullName: z.string(),
  fullNameAr: z.string(),
  crewId: z.number().nullable(),
  departmentId: z.number().nullable(),
  cells: z.array(ZRosterCellSchema),
});
export type TRosterPerson = z.infer<typeof ZRosterPersonSchema>;

export const ZRosterResponseSchema = z.object({
  dates: z.array(z.string()),
  shifts: z.array(ZRosterShiftSchema),
  /** Every crew of the viewer's scope (the crew filter's choices), with its site: Crew A of each site. */
  crews: z.array(z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), siteId: z.number().nullable().optional() })),
  people: z.array(ZRosterPersonSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** People working each date (over every page). */
  working: z.array(z.number()),
});
export type TRosterResponse = z.infer<typeof ZRosterResponseSchema>;

/** The signed-in person's own days (the dashboard card). */
export const ZMyRosterQuerySchema = z.object({ from: zIsoDate(), to: zIsoDate() }).superRefine(refineRange('suggestions'));
export const ZMyRosterResponseSchema = z.object({ dates: z.array(z.string()), shifts: z.array(ZRosterShiftSchema), cells: z.array(ZRosterCellSchema) });
export type TMyRosterResponse = z.infer<typeof ZMyRosterResponseSchema>;
