import { sql } from 'drizzle-orm';
import { FOLD_DROP, FOLD_FROM, FOLD_TO } from '@hr/shared';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

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
  createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  // One holiday per date (a holiday for some sites only still takes the whole date).
  (t) => [uniqueIndex('holidays_date_uq').on(t.date)],
);

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  createdAt: createdAt(),
});

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
    email: text('email').notNull(),
    mobile: text('mobile'),
    siteId: integer('site_id').references(() => sites.id),
    departmentId: integer('department_id').references(() => departments.id),
    sectionId: integer('section_id').references(() => sections.id),
    shiftId: integer('shift_id').references(() => shifts.id),
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id),
    roles: text('roles').array().notNull().default(sql`ARRAY['employee']::text[]`),
    hireDate: date('hire_date', { mode: 'string' }),
    birthDate: date('birth_date', { mode: 'string' }),
    disability: boolean('disability').notNull().default(false),
    active: boolean('active').notNull().default(true),
    language: text('language').notNull().default('en'),
    navCompact: boolean('nav_compact').notNull().default(false),
    /** Names in both languages, e-mail and company ID, folded like foldSearch() in @hr/shared. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(full_name_en || ' ' || full_name_ar || ' ' || email || ' ' || emp_code::text), '${FOLD_FROM}${FOLD_DROP}', '${FOLD_TO}')`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_emp_code_uq').on(t.empCode),
    uniqueIndex('employees_email_uq').on(sql`lower(${t.email})`),
    index('employees_manager_idx').on(t.managerId),
    index('employees_site_idx').on(t.siteId),
    index('employees_department_idx').on(t.departmentId),
    index('employees_section_idx').on(t.sectionId),
    index('employees_shift_idx').on(t.shiftId),
  ],
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
    pendingPasswordHash: text('pending_password_hash'),
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
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
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
