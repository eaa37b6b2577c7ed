import { z } from 'zod';
import { V, zOptionalEmail, zRequiredString, zId, zBodyId, zText } from './common.js';
import { normalizeDigits } from '../rules/digits.js';
import { GENDERS, nationalIdMismatch, parseNationalId } from '../rules/national-id.js';
import { zIsoDate } from './organisation.js';
import { LANGUAGES, ROLES } from '../rules/roles.js';
import { MOBILE_RE, normalizeMobile } from '../rules/mobile.js';
import { HOLIDAY_GROUPS } from '../rules/christian-holidays.js';

const optionalId = () => zBodyId().nullable();

/** The record Egyptian HR keeps: the same seven fields on every layer. */
// The last three: what the annual entitlement needs besides the dates (Labour Law Art 124): short stature
// (45 days, ¶1), hazardous work (+7, ¶3), months of service before joining (the ten years, ¶1).
export const EMPLOYEE_RECORD_FIELDS = ['jobTitle', 'gender', 'nationalId', 'socialInsuranceNo', 'contractType', 'contractStart', 'contractEnd', 'shortStature', 'hazardousWork', 'priorServiceMonths'] as const;
export type TEmployeeRecordField = (typeof EMPLOYEE_RECORD_FIELDS)[number];
/** Those fields of `x`, as they are (the one copy of them from one shape to another). */
export function employeeRecordOf<T extends Record<TEmployeeRecordField, unknown>>(x: T): Pick<T, TEmployeeRecordField> {
  return Object.fromEntries(EMPLOYEE_RECORD_FIELDS.map((f) => [f, x[f]])) as Pick<T, TEmployeeRecordField>;
}

/** The kinds of employment contract Egyptian HR records. */
export const CONTRACT_TYPES = ['permanent', 'fixed_term', 'part_time', 'probation'] as const;
export type TContractType = (typeof CONTRACT_TYPES)[number];

/** Optional text: trimmed, '' is none. */
const zOptionalText = (max: number) =>
  zText(max)
    .transform((s) => s.trim())
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null);
/** The 14-digit national ID in either digit set, stored in Latin digits; '' is none. */
const zNationalId = () =>
  z
    .string()
    .transform((s) => normalizeDigits(s.trim()))
    .refine((s) => s === '' || parseNationalId(s) !== null, V.nationalId)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null);

export const ZEmployeeInputSchema = z.object({
  // Empty (or only spaces) is "required"; letters are "not valid" (z.coerce alone read '' as 0 and letters as missing).
  empCode: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: (iss) => (iss.input === undefined ? V.required : V.invalid) }).int(V.invalid).min(1, V.invalid).max(999_999_999, V.invalid),
  ),
  domainAccount: z.string().trim().max(100, V.tooLong).nullable(),
  fullNameEn: zRequiredString(150),
  fullNameAr: zRequiredString(150),
  /** Optional: people without e-mail get an activation slip. Empty is none. */
  email: zOptionalEmail(),
  mobile: z
    .string()
    .trim()
    .transform(normalizeMobile)
    .refine((m) => m === '' || MOBILE_RE.test(m), V.mobile)
    .transform((m) => (m === '' ? null : m))
    .nullable(),
  /** The attendance card's number (devices may send it instead of the company ID). */
  badge: z
    .string()
    .trim()
    .max(64, V.tooLong)
    .transform((b) => (b === '' ? null : b))
    .nullable()
    .optional(),
  siteId: optionalId(),
  departmentId: optionalId(),
  sectionId: optionalId(),
  shiftId: optionalId(),
  managerId: optionalId(),
  roles: z.array(z.enum(ROLES)).min(1, V.required).max(6),
  /** For site_hr: the sites they look after. */
  hrSiteIds: z.array(zBodyId()).max(100).default([]),
  hireDate: zIsoDate().nullable(),
  /** The last working day; null while employed. */
  endDate: zIsoDate().nullable().default(null),
  birthDate: zIsoDate().nullable(),
  disability: z.boolean().default(false),
  language: z.enum(LANGUAGES).default('en'),
  active: z.boolean().default(true),
  /** On create: e-mail an activation link. */
  sendInvitation: z.boolean().default(true),
  // The record Egyptian HR keeps.
  jobTitle: zOptionalText(100),
  gender: z.enum(GENDERS, V.invalid).nullable().default(null),
  nationalId: zNationalId(),
  /** The social-insurance number: digits only. */
  socialInsuranceNo: z
    .string()
    .transform((s) => normalizeDigits(s.trim()))
    .refine((s) => s === '' || /^\d{1,12}$/.test(s), V.insuranceNo)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null),
  contractType: z.enum(CONTRACT_TYPES, V.invalid).nullable().default(null),
  contractStart: zIsoDate().nullable().default(null),
  contractEnd: zIsoDate().nullable().default(null),
  /** Art 124 ¶1: of short stature (45 days of annual leave, like a disability). */
  shortStature: z.boolean().default(false),
  /** Art 124 ¶3: hazardous work or work harmful to health (7 more days of annual leave). */
  hazardousWork: z.boolean().default(false),
  /** Art 124 ¶1: months of service with earlier employers, toward the ten years of the 30-day tier (at most 50 years). */
  priorServiceMonths: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(600, V.invalid).default(0),
  /**
   * Decree 346/2025 (Art 129): the person's holiday group, as HR sets it (never inferred); null:
   * none; left out: kept as it is. A change holds from the first day not closed for payroll.
   */
  holidayGroup: z.enum(HOLIDAY_GROUPS, V.invalid).nullable().optional(),
  /** From which date a change of the dated job fields holds; today when left out (nothing before changes). */
  effectiveFrom: zIsoDate().nullish(),
})
  .refine((e) => !e.endDate || !e.hireDate || e.endDate >= e.hireDate, { path: ['endDate'], message: V.invalid })
  .refine((e) => !e.contractEnd || !e.contractStart || e.contractEnd >= e.contractStart, { path: ['contractEnd'], message: V.invalid })
  // The ID carries the birth date and the gender: they must agree with the record.
  .refine((e) => !e.nationalId || nationalIdMismatch(e.nationalId, e) !== 'birthDate', { path: ['nationalId'], message: V.nationalIdBirthDate })
  .refine((e) => !e.nationalId || nationalIdMismatch(e.nationalId, e) !== 'gender', { path: ['nationalId'], message: V.nationalIdGender });
export type TEmployeeInput = z.infer<typeof ZEmployeeInputSchema>;
export type TEmployeeForm = z.input<typeof ZEmployeeInputSchema>;

const ref = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }).nullable();

/** How a person was invited. */
export const INVITED_VIA = ['email', 'slip'] as const;
export type TInvitedVia = (typeof INVITED_VIA)[number];
export const ACCOUNT_STATUSES = ['not_invited', 'invited', 'active'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** The account status the list and the record show: active once a password is set, else invited or not. */
export const accountStatusOf = (e: { activated: boolean; invitedAt: string | null }): TAccountStatus =>
  e.activated ? 'active' : e.invitedAt ? 'invited' : 'not_invited';

/** HR invites many at once: chosen people, or the people one import created. */
export const ZBulkInviteRequestSchema = z.union([
  z.object({ ids: z.array(zBodyId()).min(1, V.required).max(1000, V.tooLong) }).strict(),
  z.object({ importId: zBodyId() }).strict(),
]);
export type TBulkInviteRequest = z.infer<typeof ZBulkInviteRequestSchema>;
export const BULK_INVITE_SKIPS = ['not_found', 'inactive', 'active', 'forbidden'] as const;
export const ZBulkInviteResponseSchema = z.object({
  /** People with an e-mail who were sent the invitation. */
  emailed: z.number(),
  /** People without an e-mail: print them activation slips. */
  needSlip: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.enum(BULK_INVITE_SKIPS) })),
});
export type TBulkInviteResponse = z.infer<typeof ZBulkInviteResponseSchema>;

/** Activation slips for up to 500 people, as one PDF. */
export const ACTIVATION_SLIPS_MAX = 500;
export const ZActivationSlipsRequestSchema = z.object({ ids: z.array(zBodyId()).min(1, V.required).max(ACTIVATION_SLIPS_MAX, V.tooLong) });
export type TActivationSlipsRequest = z.infer<typeof ZActivationSlipsRequestSchema>;

export const ZEmployeeSchema = z.object({
  id: z.number(),
  empCode: z.number(),
  domainAccount: z.string().nullable(),
  fullNameEn: z.string(),
  fullNameAr: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  badge: z.string().nullable(),
  site: ref,
  department: ref,
  section: ref,
  shift: ref,
  manager: z.object({ id: z.number(), empCode: z.number(), fullNameEn: z.string(), fullNameAr: z.string() }).nullable(),
  roles: z.array(z.enum(ROLES)),
  hrSiteIds: z.array(z.number()),
  hireDate: z.string().nullable(),
  endDate: z.string().nullable(),
  birthDate: z.string().nullable(),
  disability: z.boolean(),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  jobTitle: z.string().nullable().default(null),
  gender: z.enum(GENDERS).nullable().default(null),
  nationalId: z.string().nullable().default(null),
  socialInsuranceNo: z.string().nullable().default(null),
  contractType: z.enum(CONTRACT_TYPES).nullable().default(null),
  contractStart: z.string().nullable().default(null),
  contractEnd: z.string().nullable().default(null),
  shortStature: z.boolean().default(false),
  hazardousWork: z.boolean().default(false),
  priorServiceMonths: z.number().default(0),
  /** Decree 346/2025: the holiday group HR set (the latest one), null: none. */
  holidayGroup: z.enum(HOLIDAY_GROUPS).nullable().default(null),
  /** Has set a password (signed up, or accepted an invitation). */
  activated: z.boolean(),
  /** When HR last invited the person, and how: an e-mailed link or a printed slip. */
  invitedAt: z.string().nullable().default(null),
  invitedVia: z.enum(INVITED_VIA).nullable().default(null),
  /** Locked by failed sign-ins until then (null: not locked); HR may unlock it. */
  lockedUntil: z.string().nullable(),
  updatedAt: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployeeSchema>;

/** A person's record as the edit form (and a PUT) sends it back: the one mapping for web and tests. */
export const employeeToInput = (e: TEmployee): TEmployeeForm => ({
  empCode: e.empCode,
  domainAccount: e.domainAccount,
  fullNameEn: e.fullNameEn,
  fullNameAr: e.fullNameAr,
  email: e.email,
  mobile: e.mobile,
  badge: e.badge,
  siteId: e.site?.id ?? null,
  departmentId: e.department?.id ?? null,
  sectionId: e.section?.id ?? null,
  shiftId: e.shift?.id ?? null,
  managerId: e.manager?.id ?? null,
  roles: e.roles,
  hrSiteIds: e.hrSiteIds,
  hireDate: e.hireDate,
  endDate: e.endDate,
  birthDate: e.birthDate,
  disability: e.disability,
  language: e.language,
  active: e.active,
  sendInvitation: false,
  holidayGroup: e.holidayGroup,
  ...employeeRecordOf(e),
});

export const EMPLOYEE_SORTS = ['empCode', 'name', 'email', 'hireDate'] as const;
export const ZEmployeeListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
  siteId: zId().optional(),
  departmentId: zId().optional(),
  sectionId: zId().optional(),
  role: z.enum(ROLES).optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
  /** The account's state: never invited, invited and not active yet, or active (has a password). */
  status: z.enum(ACCOUNT_STATUSES).optional(),
  sort: z.enum(EMPLOYEE_SORTS).default('empCode'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuerySchema>;
export const ZEmployeeListResponseSchema = z.object({ items: z.array(ZEmployeeSchema), total: z.number() });
export type TEmployeeListResponse = z.infer<typeof ZEmployeeListResponseSchema>;

/** Search-as-you-type pickers: limited to the viewer's scope and to active people. */
export const ZPeopleSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZPersonOptionSchema = z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() });
export type TPersonOption = z.infer<typeof ZPersonOptionSchema>;
export const ZPeopleSearchResponseSchema = z.object({ items: z.array(ZPersonOptionSchema) });

/** The departments (with their sections) of the people in the viewer's team scope: the team lists' filters. */
const ZTeamUnitSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() });
export const ZTeamUnitsSchema = z.object({ departments: z.array(ZTeamUnitSchema.extend({ sections: z.array(ZTeamUnitSchema) })) });
export type TTeamUnits = z.infer<typeof ZTeamUnitsSchema>;

export const ZSelfProfileResponseSchema = z.object({
  employee: ZEmployeeSchema,
  /** The manager, their manager, and so on to the top. */
  managerChain: z.array(ZPersonOptionSchema),
});
export type TSelfProfileResponse = z.infer<typeof ZSelfProfileResponseSchema>;

/**
 * Import file columns (header row, any case; spaces and _ ignored). Only empCode is required in
 * the header; fullNameEn, fullNameAr and email too when a row creates someone. A row whose
 * empCode exists updates that person, and only the columns the file has. site, department,
 * section and shift by their English or Arabic name; managerEmpCode by company ID (anywhere in
 * the file); roles separated by | or ;; dates yyyy-mm-dd or dd/MM/yyyy; yes/no, true/false or 1/0.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'empCode',
  'domainAccount',
  'fullNameEn',
  'fullNameAr',
  'email',
  'mobile',
  'badge',
  'site',
  'department',
  'section',
  'shift',
  'managerEmpCode',
  'roles',
  'hireDate',
  'birthDate',
  'disability',
  'language',
  'active',
  'endDate',
  'jobTitle',
  'gender',
  'nationalId',
  'socialInsuranceNo',
  'contractType',
  'contractStart',
  'contractEnd',
  'shortStature',
  'hazardousWork',
  'priorServiceMonths',
] as const;
export type TEmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

/** Import: the file's bytes as base64 (CSV or XLSX), checked first (dry run), then applied. */
export const ZEmployeeImportRequestSchema = z.object({
  fileName: zRequiredString(200),
  contentBase64: z.string().min(1, V.required).max(14_000_000, V.tooLong),
  apply: z.boolean().default(false),
});
export type TEmployeeImportRequest = z.infer<typeof ZEmployeeImportRequestSchema>;
/** reason: a translation key (validation.*, errors.*, importErrors.*); params fill its placeholders. */
export const ZImportRowErrorSchema = z.object({
  line: z.number(),
  field: z.string().nullable(),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const ZEmployeeImportResponseSchema = z.object({
  applied: z.boolean(),
  rows: z.number(),
  toCreate: z.number(),
  toUpdate: z.number(),
  /** Rows whose person already holds every value of the row: not written, not audited. */
  unchanged: z.number(),
  errors: z.array(ZImportRowErrorSchema),
  /** Rows read but left out on purpose (the template's example row), with the reason. */
  notes: z.array(ZImportRowErrorSchema),
  /** The history entry of an applied import (null for a dry run). */
  importId: z.number().nullable(),
});
export type TEmployeeImportResponse = z.infer<typeof ZEmployeeImportResponseSchema>;

/** At most this many people in one file, and this many characters in one cell. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;
export const EMPLOYEE_IMPORT_MAX_CELL = 500;

/** The XLSX template in one language (GET /api/hr/employees/import-template.xlsx?lang=ar). */
export const ZEmployeeImportTemplateQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** One applied import in the history, newest first. */
const ZImportActorSchema = z.object({ id: z.number(), fullNameEn: z.string(), fullNameAr: z.string() }).nullable();
export const ZEmployeeImportRecordSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  createdAt: z.string(),
  createdBy: ZImportActorSchema,
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  undoneAt: z.string().nullable(),
  undoneBy: ZImportActorSchema,
  removed: z.number(),
  deactivated: z.number(),
});
export type TEmployeeImportRecord = z.infer<typeof ZEmployeeImportRecordSchema>;
export const ZEmployeeImportListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZEmployeeImportListSchema = z.object({ items: z.array(ZEmployeeImportRecordSchema), total: z.number() });
export type TEmployeeImportList = z.infer<typeof ZEmployeeImportListSchema>;

/** The team list (GET /api/team). */
export const ZTeamMemberSchema = z.object({
  id: z.number(),
  EmpCode: z.number(),
  FullName: z.string(),
  fullNameAr: z.string(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  siteAr: z.string().nullable(),
  department: z.string().nullable(),
  departmentAr: z.string().nullable(),
  section: z.string().nullable(),
  sectionAr: z.string().nullable(),
  managerEmpCode: z.number().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
});
export type TTeamListQuery = z.infer<typeof ZTeamListQuerySchema>;

export const ZTeamListResponseSchema = z.object({ items: z.array(ZTeamMemberSchema), total: z.number() });
export type TTeamListResponse = z.infer<typeof ZTeamListResponseSchema>;

// ---- Documents ----

/** What HR keeps on file for a person. */
export const EMPLOYEE_DOCUMENT_KINDS = ['contract', 'id_copy', 'other'] as const;
export type TEmployeeDocumentKind = (typeof EMPLOYEE_DOCUMENT_KINDS)[number];
/** A person has at most this many documents (the oldest go first when HR makes room). */
export const EMPLOYEE_DOCUMENTS_MAX = 20;

/** POST /api/hr/employees/:id/documents: a PDF or image, base64, at most 5 MB (the leave attachment's rules). */
export const ZEmployeeDocumentInputSchema = z.object({
  kind: z.enum(EMPLOYEE_DOCUMENT_KINDS, V.required),
  fileName: zRequiredString(200),
  // A PDF or a picture; not SVG, which can carry script.
  mimeType: z.string().max(100).refine((m) => m === 'application/pdf' || (/^image\/[a-z0-9.+-]+$/.test(m) && !m.includes('svg')), V.invalid),
  /** Base64, at most 5 MB of file. */
  contentBase64: z.string().min(1, V.required).max(7_000_000, V.tooLong),
});
export type TEmployeeDocumentInput = z.infer<typeof ZEmployeeDocumentInputSchema>;
export const ZEmployeeDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(EMPLOYEE_DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedBy: ZPersonOptionSchema.nullable(),
  createdAt: z.string(),
});
export type TEmployeeDocument = z.infer<typeof ZEmployeeDocumentSchema>;
export const ZEmployeeDocumentListSchema = z.object({ items: z.array(ZEmployeeDocumentSchema) });
export type TEmployeeDocumentList = z.infer<typeof ZEmployeeDocumentListSchema>;
export const ZEmployeeDocumentParamSchema = z.object({ id: zId(), documentId: zId() });
