import { sql } from 'drizzle-orm';
import { FOLD_DROP, FOLD_FROM, FOLD_TO } from '@hr/shared';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

/** Binary content (attachments); drizzle-orm 0.45 has no bytea column of its own. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** One row: the organisation's settings. */
export const organisation = pgTable('organisation', {
  id: integer('id').primaryKey().default(1),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  timeZone: text('time_zone').notNull().default('Africa/Cairo'),
  defaultLanguage: text('default_language').notNull().default('en'),
  signupAllowed: boolean('signup_allowed').notNull().default(true),
  /** Weekly rest days, 0 = Sunday … 6 = Saturday. Egypt: Friday and Saturday. */
  weekendDays: integer('weekend_days').array().notNull().default(sql`ARRAY[5,6]::integer[]`),
  /** Overrides the SMTP_URL environment variable when set from the settings screen. */
  smtpUrl: text('smtp_url'),
  mailFrom: text('mail_from'),
  /** Leave: the substitute must accept before approval; unused days stay usable this many years. */
  handoverAcceptanceRequired: boolean('handover_acceptance_required').notNull().default(false),
  /** A colleague may not take leave on days they agreed to cover (otherwise they and the approver are warned). */
  handoverConflictBlocks: boolean('handover_conflict_blocks').notNull().default(false),
  carryOverYears: integer('carry_over_years').notNull().default(2),
  /**
   * Art 125 (law rule annualSettlement): from 1 January of this year no annual day expires; days
   * over three years old are settled on HR's list instead. Null: the old expiry after carry_over_years
   * (installations before the rule, until HR moves; decision 0010). A new organisation starts on the rule.
   */
  annualNoExpiryFrom: integer('annual_no_expiry_from'),
  /** The first year balances are kept here: earlier years grant nothing (HR enters opening balances as adjustments). */
  leaveStartYear: integer('leave_start_year')
    .notNull()
    .default(sql`(extract(year from now()))::int`),
  /** Overtime premiums (Egypt: ×1.35 day hours, ×1.70 night hours, ×2 on rest days and holidays). */
  otPremiumDay: numeric('ot_premium_day', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1.35),
  otPremiumNight: numeric('ot_premium_night', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1.7),
  otPremiumRestDay: numeric('ot_premium_rest_day', { precision: 4, scale: 2, mode: 'number' }).notNull().default(2),
  /** Work on an official holiday: the day's wage plus twice it (Art 129 ¶2). An organisation from before it keeps its rest-day premium until HR changes it. */
  otPremiumHoliday: numeric('ot_premium_holiday', { precision: 4, scale: 2, mode: 'number' }).notNull().default(3),
  /** Night hours run from this local time to that one ('HH:MM', crossing midnight). */
  otNightStart: text('ot_night_start').notNull().default('19:00'),
  otNightEnd: text('ot_night_end').notNull().default('07:00'),
  /** Conversion into compensatory leave: off until HR sets it; this many approved hours make one day. */
  otConversionEnabled: boolean('ot_conversion_enabled').notNull().default(false),
  otHoursPerDay: numeric('ot_hours_per_day', { precision: 4, scale: 2, mode: 'number' }).notNull().default(8),
  /** Web clock-ins outside a site's geofence: 'off' (no check), 'flag' or 'refuse'. */
  geofenceMode: text('geofence_mode').notNull().default('off'),
  /**
   * Sign-in with the company directory (LDAP / Active Directory): off until HR sets it.
   * The bind password is kept for the server's binds only and never answered or logged.
   */
  ldapEnabled: boolean('ldap_enabled').notNull().default(false),
  ldapUrl: text('ldap_url'),
  ldapStartTls: boolean('ldap_start_tls').notNull().default(false),
  ldapBindDn: text('ldap_bind_dn'),
  ldapBindPassword: text('ldap_bind_password'),
  ldapBaseDn: text('ldap_base_dn'),
  /** The attribute holding the employee's domain account (AD: sAMAccountName; OpenLDAP: uid). */
  ldapUserAttribute: text('ldap_user_attribute').notNull().default('sAMAccountName'),
  /** The domain people type before a backslash (COMPANY\\user) or after an at sign. */
  ldapDomain: text('ldap_domain'),
  /** A private certificate authority (PEM) the directory's certificate is checked against. */
  ldapCaCert: text('ldap_ca_cert'),
  /** Only members of this group (its DN) may sign in with the directory; null: everyone found. */
  ldapGroupDn: text('ldap_group_dn'),
  /**
   * Go-live: no absence, lateness or missed punch exists before this date, for anyone.
   * A new organisation starts it on the day it is created; null (installations before 0.3): no limit.
   */
  trackingStart: date('tracking_start', { mode: 'string' }),
  /**
   * Before a month is closed, a terminal not heard from since its last day plus these days may
   * still hold punches of that month: the closing checklist names it.
   */
  terminalGraceDays: integer('terminal_grace_days').notNull().default(2),
  /** The company's logo HR uploads (PNG, JPEG or WebP), shown in the header, sign-in page and e-mails. */
  logo: bytea('logo'),
  logoType: text('logo_type'),
  logoUpdatedAt: ts('logo_updated_at'),
  /**
   * The readings of the labour law HR chose where its text leaves a choice (LAW_READINGS in
   * @hr/shared: { priorService: 'any_employer' }); a reading not in it is the default, the Gazette's words.
   */
  lawReadings: jsonb('law_readings').$type<Record<string, string>>().notNull().default({}),
  /**
   * The first day the payroll sheet counts a day's hours beyond the legal 8 as overtime (Labour Law
   * Art 117): the day after the last payroll month closed when the rule came in, so a closed month
   * stays as it was issued; null: every day.
   */
  legalDayOvertimeFrom: date('legal_day_overtime_from', { mode: 'string' }),
  /** The labour-law suggestions HR answered (casual leave's 7 days, the Hajj type's name): id → 'applied' | 'kept'. */
  lawSuggestions: jsonb('law_suggestions').$type<Record<string, string>>().notNull().default({}),
  /** HR closed the setup checklist on the dashboard before every item was done. */
  setupDismissedAt: ts('setup_dismissed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const shifts = pgTable('shifts', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Local times 'HH:MM'; end before start means the shift crosses midnight. */
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  graceMinutes: integer('grace_minutes').notNull().default(0),
  workDays: integer('work_days').array().notNull().default(sql`ARRAY[0,1,2,3,4]::integer[]`),
  /** The reduced hours on Ramadan days ('HH:MM'; both or neither); null: the usual hours. */
  ramadanStartTime: text('ramadan_start_time'),
  ramadanEndTime: text('ramadan_end_time'),
  /** Its breaks, local 'HH:MM' times inside it (Labour Law Art 118); an older shift has none until HR sets them. */
  breaks: jsonb('breaks').$type<{ start: string; end: string }[]>().notNull().default([]),
  /** The reason HR stated for hours beyond Arts 117–120 (Art 121); null: none stated. */
  lawReason: text('law_reason'),
  createdAt: createdAt(),
});

/**
 * Ramadan, as HR confirmed it for a year (pre-filled from the Umm al-Qura calendar, since the start
 * depends on the sighting): the shifts' Ramadan hours apply on these dates.
 */
export const ramadanPeriods = pgTable('ramadan_periods', {
  /**
   * The Hijri year of this Ramadan: a Gregorian year may hold two (2030: 1451 and 1452).
   * Filled for earlier rows from start_date (1 Ramadan is mid-year, far from a Hijri new year).
   */
  hijriYear: integer('hijri_year').primaryKey(),
  /** The Gregorian year Ramadan starts in. */
  year: integer('year').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Empty: every site. */
    siteIds: integer('site_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    /** A lunar date from the preset's calculation, until HR confirms it. */
    estimated: boolean('estimated').notNull().default(false),
    /** The date Decree 294/2025 names, where the minister moved the day off to `date` (Art 129); null: not moved. */
    legalDate: date('legal_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  // One holiday per date (a holiday for some sites only still takes the whole date).
  (t) => [uniqueIndex('holidays_date_uq').on(t.date)],
);

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** The site's clocks' time zone (devices push local times); null: the organisation's. */
  timeZone: text('time_zone'),
  /** The optional geofence of web clock-ins: a point and a radius in metres. */
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  radiusMeters: integer('radius_meters'),
  /** Art 124 ¶3: the site is in a remote area; its people get 7 more days of annual leave. */
  remoteArea: boolean('remote_area').notNull().default(false),
  createdAt: createdAt(),
});

/** A rotation pattern: a cycle of days, each a shift id or 0 for a rest day (1–56 days). */
export const rotationPatterns = pgTable(
  'rotation_patterns',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    days: integer('days').array().notNull(),
    /** The reason HR stated for a cycle beyond Arts 117 and 120 (Art 121); null: none stated. */
    lawReason: text('law_reason'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rotation_patterns_name_en_uq').on(sql`lower(${t.nameEn})`), uniqueIndex('rotation_patterns_name_ar_uq').on(t.nameAr)],
);

/** A crew: a named group that rotates together; its members take its pattern from the day they join. */
export const crews = pgTable(
  'crews',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** The crew's latest rotation: its pattern (null: none) and the date that is the cycle's first day. */
    patternId: integer('pattern_id').references(() => rotationPatterns.id),
    anchorDate: date('anchor_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // Crew A of each site: a name is unique within its site (or among crews of no site).
  (t) => [uniqueIndex('crews_name_en_uq').on(sql`coalesce(${t.siteId}, 0)`, sql`lower(${t.nameEn})`), uniqueIndex('crews_name_ar_uq').on(sql`coalesce(${t.siteId}, 0)`, t.nameAr)],
);

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  createdAt: createdAt(),
});

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sections_department_idx').on(t.departmentId)],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    empCode: integer('emp_code').notNull(),
    domainAccount: text('domain_account'),
    fullNameEn: text('full_name_en').notNull(),
    fullNameAr: text('full_name_ar').notNull(),
    /** Optional: factory workers without e-mail get an activation slip instead. */
    email: text('email'),
    mobile: text('mobile'),
    /** The attendance card's number, when devices read badges rather than company IDs. */
    badge: text('badge'),
    siteId: integer('site_id').references(() => sites.id),
    departmentId: integer('department_id').references(() => departments.id),
    sectionId: integer('section_id').references(() => sections.id),
    shiftId: integer('shift_id').references(() => shifts.id),
    /** The crew the person rotates with today; their roster is in roster_assignments. */
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id),
    roles: text('roles').array().notNull().default(sql`ARRAY['employee']::text[]`),
    hireDate: date('hire_date', { mode: 'string' }),
    /** The last working day (the contract's end): later days are not work days for them. */
    endDate: date('end_date', { mode: 'string' }),
    birthDate: date('birth_date', { mode: 'string' }),
    disability: boolean('disability').notNull().default(false),
    /** Art 124 ¶1: short stature, 45 days of annual leave like a disability; Art 125 protects the leave from splitting. */
    shortStature: boolean('short_stature').notNull().default(false),
    /** Art 124 ¶3: hazardous work or work harmful to health, 7 more days of annual leave. */
    hazardousWork: boolean('hazardous_work').notNull().default(false),
    /** Art 124 ¶1: months of service with earlier employers, toward the ten years of the 30-day tier (reading priorService). */
    priorServiceMonths: integer('prior_service_months').notNull().default(0),
    /**
     * Decree 346/2025 (Art 129): the person's holiday group as HR set it, never inferred, as periods
     * each from a date (a change holds from the first day not closed for payroll); [] : none.
     */
    holidayGroups: jsonb('holiday_groups').$type<{ group: 'coptic_orthodox' | 'catholic_protestant' | null; from: string }[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    language: text('language').notNull().default('en'),
    navCompact: boolean('nav_compact').notNull().default(false),
    /** Hijri dates beside the Gregorian ones; null: by language. */
    hijriDates: boolean('hijri_dates'),
    /** Arabic-Indic digits (٠١٢٣) on screen in Arabic; false or null: Latin digits. */
    arabicDigits: boolean('arabic_digits'),
    /** A daily e-mail listing the requests that wait on this person; they may turn it off in My account. */
    approvalDigest: boolean('approval_digest').notNull().default(true),
    // The record Egyptian HR keeps.
    jobTitle: text('job_title'),
    gender: text('gender'),
    /** 14 digits (Latin), checked by parseNationalId; unique. */
    nationalId: text('national_id'),
    socialInsuranceNo: text('social_insurance_no'),
    contractType: text('contract_type'),
    contractStart: date('contract_start', { mode: 'string' }),
    contractEnd: date('contract_end', { mode: 'string' }),
    /** The last invitation HR gave: when, and how ('email' or 'slip'); null: never invited. */
    invitedAt: ts('invited_at'),
    invitedVia: text('invited_via'),
    /**
     * The employee import (employee_imports.id) that created this person: its undo removes or
     * deactivates them. No foreign key: employee_imports refers to employees, and a backup's restore
     * loads tables parents first, which a cycle of keys would forbid.
     */
    importId: integer('import_id'),
    /** Names in both languages, e-mail, company ID, job title and national ID, folded like foldSearch() in @hr/shared. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(full_name_en || ' ' || full_name_ar || ' ' || coalesce(email, '') || ' ' || emp_code::text || ' ' || coalesce(job_title, '') || ' ' || coalesce(national_id, '')), '${FOLD_FROM}${FOLD_DROP}', '${FOLD_TO}')`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_emp_code_uq').on(t.empCode),
    uniqueIndex('employees_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('employees_badge_uq').on(t.badge).where(sql`${t.badge} is not null`),
    uniqueIndex('employees_national_id_uq').on(t.nationalId).where(sql`${t.nationalId} is not null`),
    index('employees_manager_idx').on(t.managerId),
    index('employees_site_idx').on(t.siteId),
    index('employees_department_idx').on(t.departmentId),
    index('employees_section_idx').on(t.sectionId),
    index('employees_shift_idx').on(t.shiftId),
    index('employees_crew_idx').on(t.crewId).where(sql`${t.crewId} is not null`),
    index('employees_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
  ],
);

/**
 * A person's rotation from a date until their next row: the pattern (null: back to the
 * fixed shift) and the date that is the cycle's first day; `crew_id` when it came with a crew.
 */
export const rosterAssignments = pgTable(
  'roster_assignments',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    patternId: integer('pattern_id').references(() => rotationPatterns.id),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.startDate] }), index('roster_assignments_pattern_idx').on(t.patternId)],
);

/** One person's day set by hand or by an approved shift swap: the shift worked, or null for a rest day. */
export const rosterOverrides = pgTable(
  'roster_overrides',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    shiftId: integer('shift_id').references(() => shifts.id),
    reason: text('reason').notNull().default(''),
    swapId: integer('swap_id').references((): AnyPgColumn => shiftSwaps.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.workDate] })],
);

/**
 * A shift swap: the requester and a colleague exchange their days on `work_date` (and
 * `other_date`). The colleague answers, then the approval lifecycle decides (kinds
 * 'shift_swap_colleague' and 'shift_swap').
 */
export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    colleagueId: integer('colleague_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    otherDate: date('other_date', { mode: 'string' }),
    state: text('state').notNull().default('requested'),
    colleagueState: text('colleague_state').notNull().default('pending'),
    /** The days as asked: the requester's shift on work_date (and other_date), then the colleague's; 0 is a rest day. */
    requesterShiftIds: integer('requester_shift_ids').array().notNull(),
    colleagueShiftIds: integer('colleague_shift_ids').array().notNull(),
    reason: text('reason').notNull().default(''),
    decidedById: integer('decided_by_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('shift_swaps_employee_idx').on(t.employeeId, t.workDate), index('shift_swaps_colleague_idx').on(t.colleagueId, t.workDate)],
);

/** An HR import of people: what it did, kept for the import history and its undo. */
export const employeeImports = pgTable(
  'employee_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references((): AnyPgColumn => employees.id),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    createdAt: createdAt(),
    undoneAt: ts('undone_at'),
    undoneById: integer('undone_by_id').references((): AnyPgColumn => employees.id),
    /** After an undo: how many created people were removed and how many only deactivated. */
    removed: integer('removed'),
    deactivated: integer('deactivated'),
  },
  (t) => [index('employee_imports_created_idx').on(t.createdAt)],
);

/** Sites a site_hr person looks after. */
export const employeeHrSites = pgTable(
  'employee_hr_sites',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.siteId] }), index('employee_hr_sites_site_idx').on(t.siteId)],
);

/** Sign-in secrets and lockout state, kept apart from the person record. */
export const credentials = pgTable('credentials', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedCount: integer('failed_count').notNull().default(0),
  failedWindowStart: ts('failed_window_start'),
  lockedUntil: ts('locked_until'),
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_employee_idx').on(t.employeeId)],
);

/** Single-use links: password reset, sign-up activation, first admin set-up. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_employee_idx').on(t.employeeId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The sender's display name, in the recipient's language (the company's name when the mail was written); null: the configured From as it is. */
    fromName: text('from_name'),
    /** outbox (no SMTP configured: kept), queued (due at next_attempt_at), sending (claimed until locked_until), sent, failed. */
    status: text('status').notNull(),
    /** The last error, while retrying and once failed. */
    error: text('error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** The lease of the process that claimed it; past it, another process claims the row again. */
    lockedUntil: ts('locked_until'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // The worker's claim: due queued rows, and sending rows whose lease ran out.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_employee_idx').on(t.employeeId, t.id),
    index('notifications_unread_idx').on(t.employeeId).where(sql`${t.readAt} IS NULL`),
  ],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

/** Who changed what, when, with before and after values. Every later issue writes here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    onBehalfOfId: integer('on_behalf_of_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

// ---- Leave ----

/** Leave types with their rules; `code` marks the presets (annual, casual, day_off, sick, mission, overtime, other). */
export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  code: text('code'),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** The type whose balance this one draws on (itself for Annual); null: no balance. */
  balanceTypeId: integer('balance_type_id').references((): AnyPgColumn => leaveTypes.id),
  entitlementRule: text('entitlement_rule').notNull().default('none'),
  yearlyDays: integer('yearly_days').notNull().default(0),
  yearlyCapDays: integer('yearly_cap_days'),
  dayBasis: text('day_basis').notNull().default('working'),
  maxConsecutiveDays: integer('max_consecutive_days'),
  minNoticeDays: integer('min_notice_days').notNull().default(0),
  halfDayAllowed: boolean('half_day_allowed').notNull().default(false),
  /** Leave by the hour: a span of one day, drawn at the organisation's hours per leave day. */
  hoursAllowed: boolean('hours_allowed').notNull().default(false),
  attachmentOverDays: integer('attachment_over_days'),
  approvalFlow: text('approval_flow').notNull().default('manager'),
  active: boolean('active').notNull().default(true),
  /** Who may take it where the law says: a gender, months of service, times in service. */
  eligibleGender: text('eligible_gender'),
  minServiceMonths: integer('min_service_months'),
  maxTimesInService: integer('max_times_in_service'),
  /** Art 57: only where this many people or more work; and months at least between the first time and the second. */
  minWorkforce: integer('min_workforce'),
  minGapMonths: integer('min_gap_months'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The balance ledger: HR adjustments and overtime conversions, one row each, never
 * overwritten. Entitlements are computed from the rule; taken and pending from requests.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    year: integer('year').notNull(),
    kind: text('kind').notNull(),
    days: numeric('days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [index('leave_ledger_employee_idx').on(t.employeeId, t.leaveTypeId, t.year)],
);

/**
 * HR's decisions on a person's annual grants (Art 125, law rules annualSettlement, annualRefusal,
 * annualEndOfService), one row per grant year per decision, never overwritten: the latest for a
 * year counts. 'grant': the days are to be taken by `take_by`; 'pay': the days left the balance
 * (`ledger_id`, a negative ledger row of that year) and go to payroll in `payroll_month`, the first
 * month not closed when it was decided; 'refused': the worker refused in writing on `refused_on`.
 */
export const annualSettlements = pgTable(
  'annual_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    year: integer('year').notNull(),
    decision: text('decision').notNull(),
    days: numeric('days', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    /** The payment is the final settlement of a person whose employment ends. */
    endOfService: boolean('end_of_service').notNull().default(false),
    takeBy: date('take_by', { mode: 'string' }),
    refusedOn: date('refused_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    payrollMonth: text('payroll_month'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => leaveLedger.id),
    actorId: integer('actor_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [index('annual_settlements_employee_idx').on(t.employeeId, t.year), index('annual_settlements_month_idx').on(t.payrollMonth).where(sql`${t.payrollMonth} is not null`)],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    /** The balance it drew on when filed (null: none), and the year, for the balance sums. */
    balanceTypeId: integer('balance_type_id').references(() => leaveTypes.id),
    year: integer('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfDay: text('half_day').notNull().default('none'),
    /** Leave by the hour: local times 'HH:MM' on its one day; null for whole or half days. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** Days, to three decimals: an hour of leave at 8 hours a day is 0.125. */
    days: numeric('days', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    state: text('state').notNull().default('requested'),
    /**
     * Who decided the first step when it was filed. Who decides now, step by step, is the request's
     * row in `approvals` (kind 'leave'; an ask to change it: kind 'leave_change').
     */
    approverId: integer('approver_id').references(() => employees.id),
    /** Whoever decided last (approval, rejection or cancellation). */
    decidedById: integer('decided_by_id').references(() => employees.id),
    /** Before the approval lifecycle: the manager who approved the first step of a two-step type. */
    managerApprovedById: integer('manager_approved_by_id').references(() => employees.id),
    handoverEmployeeId: integer('handover_employee_id').references(() => employees.id),
    handoverState: text('handover_state'),
    shiftId: integer('shift_id').references(() => shifts.id),
    reason: text('reason').notNull().default(''),
    /** The event a type counted in times is for (the child's birth, the pilgrimage): requests of one event are one time (Arts 54, 128, 130). */
    eventDate: date('event_date', { mode: 'string' }),
    filedById: integer('filed_by_id').references(() => employees.id),
    /**
     * While approved: the requester asks to cancel it ('cancel') or to end it on changeEndDate
     * ('shorten'), for the approver to decide. Null when nothing is asked.
     */
    changeKind: text('change_kind'),
    changeEndDate: date('change_end_date', { mode: 'string' }),
    changeReason: text('change_reason'),
    changeRequestedAt: ts('change_requested_at'),
    /**
     * Sick leave for a chronic illness (Art 131 ¶1, Law 148/2019: full pay until recovery): 'claimed'
     * when the worker says so with its medical paper, 'confirmed' once HR confirms it; null otherwise.
     */
    chronicIllness: text('chronic_illness'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_employee_idx').on(t.employeeId, t.startDate),
    index('leave_requests_handover_idx').on(t.handoverEmployeeId, t.startDate),
    index('leave_requests_dates_idx').on(t.startDate, t.endDate),
    // Reports: a year's approved leave; the dashboard: team requests still waiting for the substitute.
    index('leave_requests_year_state_idx').on(t.year, t.state),
    index('leave_requests_handover_pending_idx').on(t.employeeId).where(sql`${t.state} = 'requested' and ${t.handoverState} = 'pending'`),
    // Lists newest first, a page at a time.
    index('leave_requests_start_id_idx').on(t.startDate.desc(), t.id.desc()),
    index('leave_requests_days_id_idx').on(t.days, t.id),
    index('leave_requests_created_id_idx').on(t.createdAt, t.id),
    index('leave_requests_updated_id_idx').on(t.updatedAt, t.id),
    index('leave_requests_balance_idx').on(t.employeeId, t.balanceTypeId, t.year),
  ],
);

/**
 * A working mother's record (Arts 54 and 56), kept by HR: the expected delivery date from the
 * medical certificate, the child's birth date and how she takes her nursing time
 * ('two_breaks', 'start' or 'end'). One row a person; the rules are in @hr/shared rules/mothers.ts.
 */
export const motherRecords = pgTable('mother_records', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  expectedDelivery: date('expected_delivery', { mode: 'string' }),
  childBirthDate: date('child_birth_date', { mode: 'string' }),
  nursingChoice: text('nursing_choice'),
  updatedById: integer('updated_by_id').references(() => employees.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const leaveAttachments = pgTable('leave_attachments', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => leaveRequests.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/** A person's papers HR keeps: the contract, a copy of the ID, others; the leave attachment's rules. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [index('employee_documents_employee_idx').on(t.employeeId)],
);

/** The request's timeline: every state change and handover answer, with the comment. */
export const leaveEvents = pgTable(
  'leave_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => employees.id),
    onBehalfOfId: integer('on_behalf_of_id').references(() => employees.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('leave_events_request_idx').on(t.requestId)],
);

/** An approver hands their inbox to a colleague for a date range. */
export const delegations = pgTable(
  'delegations',
  {
    id: serial('id').primaryKey(),
    delegatorId: integer('delegator_id')
      .notNull()
      .references(() => employees.id),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => employees.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('delegations_delegate_idx').on(t.delegateId), index('delegations_delegator_idx').on(t.delegatorId)],
);

/** Secret iCal feed URLs: personal or team, regenerated by replacing the row. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The secret in the feed URL (shown again on the settings page, like any calendar's secret address). */
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.kind] }), uniqueIndex('calendar_feeds_token_uq').on(t.token)],
);

// ---- Attendance ----

/** Attendance devices: each has its own API key (only its hash is kept), revocable. */
export const attendanceDevices = pgTable(
  'attendance_devices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    /** A device posting batches with its key; null for a device that pushes by the ZKTeco ADMS protocol. */
    keyHash: text('key_hash'),
    keyPrefix: text('key_prefix'),
    /** 'key' (batches with a per-device key) or 'adms' (ZKTeco push, known by its serial number). */
    protocol: text('protocol').notNull().default('key'),
    serialNumber: text('serial_number'),
    /** The last ATTLOG stamp the device sent (its own counter), answered back in the handshake. */
    admsStamp: text('adms_stamp'),
    /**
     * How a punch's direction is decided: 'status' (the terminal's state key), 'alternating'
     * (in, out, in… through the shift day) or 'first_last' (first punch in, last punch out).
     */
    punchDirection: text('punch_direction').notNull().default('status'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('attendance_devices_key_uq').on(t.keyHash),
    uniqueIndex('attendance_devices_serial_uq').on(t.serialNumber),
  ],
);

/** ADMS devices that knocked with a serial number nobody registered: shown to HR, never trusted. */
/**
 * Punches a registered terminal sent for a PIN nobody has: kept, listed for HR by device
 * and PIN, and applied (idempotently) once HR gives the PIN to a person as their badge.
 */
export const deviceUnmappedPunches = pgTable(
  'device_unmapped_punches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => attendanceDevices.id),
    pin: text('pin').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    status: integer('status'),
    verify: integer('verify'),
    /** The line as the terminal sent it. */
    raw: text('raw').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    appliedAt: ts('applied_at'),
    appliedEmployeeId: integer('applied_employee_id').references(() => employees.id),
  },
  (t) => [
    uniqueIndex('device_unmapped_punches_uq').on(t.deviceId, t.pin, t.occurredAt),
    index('device_unmapped_punches_open_idx').on(t.pin).where(sql`${t.appliedAt} is null`),
  ],
);

/**
 * What a terminal sends that the portal does not use yet, kept with its device and time rather
 * than refused: attendance photos (ATTPHOTO), door states (rtstate), access events that are no
 * punch (a door opened from the panel), card swipes no person's badge matches (never a punch of
 * anyone), and the tables a terminal uploads (its users). HR reads them per device.
 */
export const deviceRecords = pgTable(
  'device_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => attendanceDevices.id),
    /** 'photo', 'card' (an unmatched swipe), 'door' (an access event or state) or 'table' (an uploaded table). */
    kind: text('kind').notNull(),
    /** The table or file as the terminal named it: ATTPHOTO, rtlog, rtstate, user… */
    source: text('source').notNull(),
    /** The terminal's time of it, when it gave one. */
    occurredAt: ts('occurred_at'),
    pin: text('pin'),
    card: text('card'),
    /** The text as sent (a line, or a file's header lines), bounded. */
    raw: text('raw').notNull(),
    /** A file's bytes (a photo), bounded. */
    content: bytea('content'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  // A terminal that sends the same thing again (a replay after a lost answer) adds nothing.
  (t) => [index('device_records_device_idx').on(t.deviceId, t.receivedAt), uniqueIndex('device_records_uq').on(t.deviceId, t.source, sql`md5(${t.raw})`)],
);

export const unknownDevices = pgTable('unknown_devices', {
  serialNumber: text('serial_number').primaryKey(),
  ip: text('ip'),
  firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  requests: integer('requests').notNull().default(1),
});

/**
 * Sign-in and sign-out instants. One row per (person, instant, type): a replayed device batch or
 * import adds nothing.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    eventType: text('event_type').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    source: text('source').notNull(),
    deviceId: integer('device_id').references(() => attendanceDevices.id),
    ip: text('ip'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** A web clock-in made without network, sent later with its original time. */
    recordedOffline: boolean('recorded_offline').notNull().default(false),
    /** A web clock-in outside the site's geofence, allowed where the organisation only flags it. */
    outsideGeofence: boolean('outside_geofence').notNull().default(false),
    /** The status code a terminal sent with the punch (0, 1, 255…), kept as sent. */
    deviceStatus: integer('device_status'),
    createdById: integer('created_by_id').references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_events_uq').on(t.employeeId, t.occurredAt, t.eventType),
    index('attendance_events_time_idx').on(t.occurredAt.desc(), t.id.desc()),
    // Punches that arrived after their month was closed are found by when they were recorded.
    index('attendance_events_created_idx').on(t.createdAt),
  ],
);

/**
 * "I signed in/out at this past time but it was not recorded". Filed by the person or
 * by a manager for a team member; hr (or site_hr for the person's site) decides. An approval adds
 * a correction event (`correction_event_id`).
 */
export const attendanceIssues = pgTable(
  'attendance_issues',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    eventType: text('event_type').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** The work date the instant belongs to (a night shift's day is the day it starts). */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    filedById: integer('filed_by_id')
      .notNull()
      .references(() => employees.id),
    state: text('state').notNull().default('requested'),
    decidedById: integer('decided_by_id').references(() => employees.id),
    decidedAt: ts('decided_at'),
    decisionComment: text('decision_comment').notNull().default(''),
    correctionEventId: bigint('correction_event_id', { mode: 'number' }).references(() => attendanceEvents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_issues_pending_idx').on(t.createdAt, t.id).where(sql`${t.state} = 'requested'`),
    index('attendance_issues_employee_idx').on(t.employeeId, t.workDate),
    // One pending issue per person, day and type: a second one is a duplicate.
    uniqueIndex('attendance_issues_pending_uq').on(t.employeeId, t.workDate, t.eventType).where(sql`${t.state} = 'requested'`),
  ],
);

/**
 * HR's answer to an absent or incomplete day: confirmed attendance, deducted from salary, forgot
 * ID, or converted into leave (`leave_request_id`, an approved request that draws on the balance).
 * One per person and day.
 */
export const attendanceResolutions = pgTable(
  'attendance_resolutions',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    leaveRequestId: integer('leave_request_id').references(() => leaveRequests.id),
    comment: text('comment').notNull().default(''),
    resolvedById: integer('resolved_by_id')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attendance_resolutions_uq').on(t.employeeId, t.workDate), index('attendance_resolutions_date_idx').on(t.workDate)],
);

/** An HR import of device logs (CSV): previewed, then applied in one transaction with progress. */
export const attendanceImports = pgTable('attendance_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  createdById: integer('created_by_id')
    .notNull()
    .references(() => employees.id),
  /** running, done or failed */
  state: text('state').notNull().default('running'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  inserted: integer('inserted').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: ts('finished_at'),
});

/**
 * An overtime request: a span of local time on a work date (it may cross midnight), with its
 * minutes split into day and night minutes and whether the date was a rest day or holiday, all
 * fixed when filed. Converted minutes went into the Overtime leave type's balance (leave_ledger
 * rows of kind 'conversion').
 */
export const overtimeRequests = pgTable(
  'overtime_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    minutes: integer('minutes').notNull(),
    nightMinutes: integer('night_minutes').notNull().default(0),
    /** 'workday', 'rest_day' or 'holiday' on the work date when filed. */
    dayKind: text('day_kind').notNull().default('workday'),
    /** How night_minutes were found (Art 1(12)): 'sun' (sunset to sunrise at the site) or 'window' (the organisation's fixed hours, no site location). */
    nightSource: text('night_source').notNull().default('window'),
    /** On an official holiday, the worker asked in writing for another day off instead of twice the day's wage (Art 129 ¶2); the request is kept on file here. */
    dayOffInstead: boolean('day_off_instead').notNull().default(false),
    /** The span was not inside the day's attendance when filed (a warning, not an error). */
    outsideAttendance: boolean('outside_attendance').notNull().default(false),
    reason: text('reason').notNull().default(''),
    state: text('state').notNull().default('requested'),
    /** Who decides, step by step: the request's row in `approvals` (kind 'overtime'). */
    decidedById: integer('decided_by_id').references(() => employees.id),
    /** Set when a delegate decided for the approver. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => employees.id),
    decidedAt: ts('decided_at'),
    decisionComment: text('decision_comment').notNull().default(''),
    convertedMinutes: integer('converted_minutes').notNull().default(0),
    filedById: integer('filed_by_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('overtime_requests_employee_idx').on(t.employeeId, t.workDate),
    index('overtime_requests_date_idx').on(t.workDate, t.id),
  ],
);

/**
 * A day off owed for work on a day off (created when the overtime is approved): work on the weekly
 * rest day earns a replacement rest day in the following week (Art 121, kind 'rest_day'); work on an
 * official holiday, at the worker's written request, another day off instead of the double wage
 * (Art 129 ¶2, kind 'holiday'). The worker and HR see it; HR records whether it was taken.
 */
export const compensatoryDaysOff = pgTable(
  'compensatory_days_off',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    overtimeRequestId: integer('overtime_request_id')
      .notNull()
      .references(() => overtimeRequests.id),
    /** 'rest_day' (Art 121) or 'holiday' (Art 129 ¶2). */
    kind: text('kind').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    /** The days it is due in: the following week for a rest day (Art 121); from the next day, with no end set by the law, for a holiday (null). */
    dueFrom: date('due_from', { mode: 'string' }).notNull(),
    dueTo: date('due_to', { mode: 'string' }),
    /** 'due', 'taken' (on taken_on) or 'not_taken'. */
    state: text('state').notNull().default('due'),
    takenOn: date('taken_on', { mode: 'string' }),
    updatedById: integer('updated_by_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compensatory_days_off_request_uq').on(t.overtimeRequestId), index('compensatory_days_off_employee_idx').on(t.employeeId, t.workDate)],
);

/**
 * A permission type (إذن): short leave by the hour, either a late arrival or an early
 * leave, with the monthly quota HR sets. Minutes beyond the quota are refused or, where HR says so,
 * allowed and deducted from pay.
 */
export const permissionTypes = pgTable('permission_types', {
  id: serial('id').primaryKey(),
  /** 'late_arrival' or 'early_leave'. */
  kind: text('kind').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** The longest one permission may be. */
  maxMinutes: integer('max_minutes').notNull().default(120),
  /** How many a person may take in a calendar month, and how many minutes in all. */
  perMonth: integer('per_month').notNull().default(2),
  minutesPerMonth: integer('minutes_per_month').notNull().default(240),
  needsApproval: boolean('needs_approval').notNull().default(true),
  /** Beyond the month's quota: 'refuse' or 'deduct' (allowed, the extra minutes deducted from pay). */
  overQuota: text('over_quota').notNull().default('refuse'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A permission taken on a work date: a span of local time ('HH:MM') at the start of the day (late
 * arrival) or at its end (early leave). `deductedMinutes` is the part beyond the month's quota when
 * the type deducts; fixed when filed.
 */
export const permissionRequests = pgTable(
  'permission_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => permissionTypes.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    minutes: integer('minutes').notNull(),
    deductedMinutes: integer('deducted_minutes').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** 'requested', 'approved', 'rejected' or 'cancelled'. */
    state: text('state').notNull().default('requested'),
    /** Who decides, step by step: the request's row in `approvals` (kind 'permission'). */
    decidedById: integer('decided_by_id').references(() => employees.id),
    onBehalfOfId: integer('on_behalf_of_id').references(() => employees.id),
    decidedAt: ts('decided_at'),
    decisionComment: text('decision_comment').notNull().default(''),
    filedById: integer('filed_by_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('permission_requests_employee_idx').on(t.employeeId, t.workDate),
    index('permission_requests_date_idx').on(t.workDate, t.id),
  ],
);

/**
 * Every backup attempt: on the first start, daily, before a migration, by hand
 * (`npm run backup`, HR's "Back up now"). `file` is the file's name in the backup folder.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** 'first_start', 'daily', 'before_migration', 'manual', 'upgrade'. */
    trigger: text('trigger').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: bigint('rows', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt)],
);

/**
 * The approval chain HR chooses for a kind of request: 1–5 steps, each
 * `{ approver: 'manager' | 'manager_of_manager' | 'department_head' | 'site_hr' | 'hr' | 'person', personId }`,
 * and how many working days a request may wait at one step before it moves up (null: never).
 * Leave has one per leave type (`leave_type_id`); the other kinds one each.
 */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    leaveTypeId: integer('leave_type_id').references(() => leaveTypes.id, { onDelete: 'cascade' }),
    steps: jsonb('steps').notNull(),
    escalateAfterDays: integer('escalate_after_days'),
    updatedById: integer('updated_by_id').references(() => employees.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_chains_kind_uq').on(t.kind, sql`coalesce(${t.leaveTypeId}, 0)`)],
);

/**
 * One request of any kind on its way through its approval chain (the lifecycle). The
 * chain is the one it was filed under (`chain`, steps as in approval_chains); `step` is the step it
 * waits at, decided by `approver_id`, or by a pool: 'hr' (HR, and site HR of `site_id`) or
 * 'site_hr' (site HR of `site_id`). `state`: 'waiting', 'approved', 'rejected' or 'closed' (the
 * requester withdrew it). The kind's own table keeps its own state; both change in one transaction.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    state: text('state').notNull().default('waiting'),
    chain: jsonb('chain').notNull(),
    /** Leave: the leave type whose chain it was filed under; null for the other kinds. */
    scopeId: integer('scope_id'),
    step: integer('step').notNull().default(0),
    approverId: integer('approver_id').references(() => employees.id),
    pool: text('pool'),
    siteId: integer('site_id'),
    escalateAfterDays: integer('escalate_after_days'),
    /**
     * The day the request is for (a leave's first day, an overtime's or a permission's date): its
     * approvers follow the requester's job row in force then (dated job data). Null: today's.
     */
    forDate: date('for_date', { mode: 'string' }),
    filedAt: ts('filed_at').notNull().defaultNow(),
    /** When the request reached the step it waits at (escalation counts from here). */
    stepSince: ts('step_since').notNull().defaultNow(),
    escalations: integer('escalations').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One waiting approval per request; a request may come back later (a second ask to change approved leave).
    uniqueIndex('approvals_waiting_subject_uq').on(t.kind, t.subjectId).where(sql`${t.state} = 'waiting'`),
    index('approvals_subject_idx').on(t.kind, t.subjectId, t.id),
    index('approvals_waiting_approver_idx').on(t.approverId, t.filedAt).where(sql`${t.state} = 'waiting'`),
    index('approvals_waiting_pool_idx').on(t.pool, t.siteId, t.filedAt).where(sql`${t.state} = 'waiting' and ${t.pool} is not null`),
    index('approvals_waiting_since_idx').on(t.stepSince).where(sql`${t.state} = 'waiting'`),
  ],
);

/** What happened to a request on its way: filed, a step approved, approved, rejected, escalated, re-routed, closed. */
export const approvalEvents = pgTable(
  'approval_events',
  {
    id: serial('id').primaryKey(),
    approvalId: integer('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => employees.id),
    onBehalfOfId: integer('on_behalf_of_id').references(() => employees.id),
    toApproverId: integer('to_approver_id').references(() => employees.id),
    toPool: text('to_pool'),
    comment: text('comment').notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('approval_events_approval_idx').on(t.approvalId)],
);

/** The daily digest of waiting requests sent to an approver: one row a person a day, so each is sent once whatever the processes. */
export const approvalDigests = pgTable(
  'approval_digests',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    waiting: integer('waiting').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.day] })],
);

/**
 * A person's job data from a date until their next row (dated job data): every computed day uses
 * the row in force on that day; the row in force today is also on the person's record (employees),
 * which a background step brings forward when a future row's day comes.
 */
export const jobHistory = pgTable(
  'job_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    siteId: integer('site_id').references(() => sites.id),
    departmentId: integer('department_id').references(() => departments.id),
    sectionId: integer('section_id').references(() => sections.id),
    shiftId: integer('shift_id').references(() => shifts.id),
    managerId: integer('manager_id').references(() => employees.id),
    jobTitle: text('job_title'),
    contractType: text('contract_type'),
    createdById: integer('created_by_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_history_employee_from_uq').on(t.employeeId, t.effectiveFrom),
    index('job_history_site_idx').on(t.siteId),
    index('job_history_department_idx').on(t.departmentId),
    index('job_history_section_idx').on(t.sectionId),
    index('job_history_shift_idx').on(t.shiftId),
    index('job_history_manager_idx').on(t.managerId),
  ],
);

/**
 * A shift's definition as it was up to a date: kept when HR edits a shift after a month was closed,
 * so the closed days keep the hours they were paid on. The version with the earliest `valid_until`
 * on or after a date holds on that date; after the last one, the shift as it is now.
 */
export const shiftVersions = pgTable(
  'shift_versions',
  {
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    graceMinutes: integer('grace_minutes').notNull(),
    workDays: integer('work_days').array().notNull(),
    ramadanStartTime: text('ramadan_start_time'),
    ramadanEndTime: text('ramadan_end_time'),
    /** Its breaks then (Labour Law Art 118; a version kept before shifts had breaks: none). */
    breaks: jsonb('breaks').$type<{ start: string; end: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.validUntil] })],
);

/**
 * A payroll month closed for the whole organisation (site_id null) or one site, one row per version:
 * 'closing' while its sheet is being issued, then 'closed'; a reopened version stays, 'reopened',
 * and closing again makes the next version. At most one version of a month and scope is closing or
 * closed (a unique index).
 */
export const payrollMonths = pgTable(
  'payroll_months',
  {
    id: serial('id').primaryKey(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    version: integer('version').notNull(),
    state: text('state').notNull(),
    closedById: integer('closed_by_id').references(() => employees.id),
    closedAt: ts('closed_at'),
    /** Closed with items still open on the checklist, and why. */
    forced: boolean('forced').notNull().default(false),
    forceReason: text('force_reason').notNull().default(''),
    /** The checklist as it stood when the month was closed. */
    checklist: jsonb('checklist'),
    reopenedById: integer('reopened_by_id').references(() => employees.id),
    reopenedAt: ts('reopened_at'),
    reopenReason: text('reopen_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payroll_months_version_uq').on(t.month, sql`coalesce(${t.siteId}, 0)`, t.version),
    uniqueIndex('payroll_months_open_uq').on(t.month, sql`coalesce(${t.siteId}, 0)`).where(sql`${t.state} in ('closing', 'closed')`),
  ],
);

/** The sheet files a closing issued (CSV and XLSX, English and Arabic), byte for byte, with their SHA-256. */
export const payrollFiles = pgTable(
  'payroll_files',
  {
    payrollMonthId: integer('payroll_month_id')
      .notNull()
      .references(() => payrollMonths.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    lang: text('lang').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payrollMonthId, t.format, t.lang] })],
);

/**
 * The rows of an issued sheet as they were written (both languages), one per person and part of the
 * month (`part` 'sheet'), and its adjustment lines for earlier months (`part` 'adjustment'): a
 * download of a closed month for one department or site is cut from them.
 */
export const payrollRows = pgTable(
  'payroll_rows',
  {
    payrollMonthId: integer('payroll_month_id')
      .notNull()
      .references(() => payrollMonths.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    part: text('part').notNull(),
    employeeId: integer('employee_id').notNull(),
    siteId: integer('site_id'),
    departmentId: integer('department_id'),
    cellsEn: jsonb('cells_en').notNull(),
    cellsAr: jsonb('cells_ar').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payrollMonthId, t.seq] })],
);

/**
 * What an issued sheet said of each person-day (its code and the figures it adds to the totals):
 * the base a later change is measured against.
 */
export const payrollDays = pgTable(
  'payroll_days',
  {
    payrollMonthId: integer('payroll_month_id')
      .notNull()
      .references(() => payrollMonths.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    facts: jsonb('facts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payrollMonthId, t.employeeId, t.workDate] }), index('payroll_days_employee_idx').on(t.employeeId, t.workDate)],
);

/**
 * A late change carried into a later closed month: the day it changed (in a closed month), what
 * the sheet said of it before and what it says now. The closing that carried it (`payroll_month_id`)
 * issued the line; a reopened closing's lines no longer count.
 */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    payrollMonthId: integer('payroll_month_id')
      .notNull()
      .references(() => payrollMonths.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payrollMonthId, t.employeeId, t.workDate] }), index('payroll_adjustments_employee_idx').on(t.employeeId, t.workDate)],
);

/**
 * Person-days of closed (or closing) months that something changed after the fact (written by
 * triggers on the tables a day is computed from): the days whose sheet figures may differ now.
 */
export const payrollDirtyDays = pgTable(
  'payroll_dirty_days',
  {
    employeeId: integer('employee_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.workDate] })],
);
