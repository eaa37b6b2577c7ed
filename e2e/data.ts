import { type APIRequestContext, type Page, type TestInfo, expect } from '@playwright/test';
import { egyptHolidayPreset } from '@hr/shared';
import { PASSWORD, signIn, test as base } from './fixtures';
import { waitForMail } from './mail-sink';

/**
 * Browser tests own their data: each test makes the people (and their requests) it needs through
 * the real API, as HR, and signs them in; no test changes a demo account another spec reads.
 * HR (demo account 1001) is only read here: it creates people and looks up the organisation.
 *
 * A fresh person gets an invitation mail over real SMTP (the sink of global-setup); its link's
 * token sets the password through POST /api/auth/reset-password, as the invitation page does.
 *
 * Company IDs are eight digits from 2–9 only (never a 0 or 1), so no fresh ID contains a demo ID
 * (10xx) or another fresh one: a picker searched by one ID offers only that person. Names end in
 * a letter tag made from the same number, so every fresh name is unique and searchable.
 */
export const FRESH_PASSWORD = 'Fresh-e2e-2718';
const HR = 1001;

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The API as one signed-in person (Bearer token). */
export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, identifier: string | number, password = PASSWORD): Promise<Api> {
    const res = await request.post('/api/auth/login', { data: { identifier: String(identifier), password } });
    expect(res.ok(), `sign-in of ${identifier}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return new Api(request, ((await res.json()) as { accessToken: string }).accessToken);
  }

  /** The answer of a call that must succeed. */
  async call<T>(method: TMethod, path: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, path, body);
    const text = await res.text();
    expect(res.ok(), `${method} /api${path}: ${res.status()} ${text}`).toBeTruthy();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  raw(method: TMethod, path: string, body?: unknown) {
    return this.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, data: body });
  }

  get<T>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }
}

export interface TPerson {
  id: number;
  empCode: number;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  password: string;
}

export type TRole = 'employee' | 'supervisor' | 'manager' | 'hr' | 'site_hr';

export interface TPersonSpec {
  /** The role above 'employee' (supervisor, manager, …); employee alone when left out. */
  role?: TRole;
  /** The person's manager (a TPerson of this test, or a demo account's internal id). */
  manager?: TPerson | { id: number } | null;
  /** 'Operations' (default), 'Finance' or 'Human Resources'. */
  department?: string;
  /** 'Cairo' (default) or 'Alexandria'. */
  site?: string;
  /** A site the test made itself (its id), instead of `site`. */
  siteId?: number;
  /** 'Day' (default) or 'Night': the shift whose English name starts so; null: no shift (a web clock-in at any hour is then never out of shift). */
  shift?: string | null;
  /** A shift the test made itself (its id), instead of `shift`. */
  shiftId?: number;
  language?: 'en' | 'ar';
  /** First names (English, Arabic); a unique tag is added as the family name. */
  first?: [string, string];
  hireDate?: string | null;
  birthDate?: string | null;
  /** For site_hr: the sites they look after (names). */
  hrSites?: string[];
  /** false: no invitation and no password yet (the person activates through sign-up). */
  activated?: boolean;
}

interface TOrg {
  sites: { id: number; nameEn: string }[];
  departments: { id: number; nameEn: string; sections: { id: number; nameEn: string }[] }[];
  shifts: { id: number; nameEn: string }[];
  leaveTypes: { id: number; code: string | null; nameEn: string }[];
}

let hrToken: Promise<string> | undefined;
let orgCache: Promise<TOrg> | undefined;

/**
 * HR's API, signed in once per worker (HR is only read, so its session is safe to share); the
 * token is kept, not the request context, which ends with each test.
 */
export async function asHr(request: APIRequestContext): Promise<Api> {
  hrToken ??= Api.signIn(request, HR).then(
    (a) => a.token,
    (e) => {
      hrToken = undefined;
      throw e;
    },
  );
  const api = new Api(request, await hrToken);
  // A session another spec ended (sign-out everywhere): sign in again.
  if ((await api.raw('GET', '/auth/profile')).status() === 401) {
    hrToken = undefined;
    return asHr(request);
  }
  return api;
}

/** Sites, departments with sections, shifts and leave types, read once per worker. */
export function organisation(request: APIRequestContext): Promise<TOrg> {
  orgCache ??= (async () => {
    const hr = await asHr(request);
    const [structure, shifts, types] = await Promise.all([
      hr.get<Pick<TOrg, 'sites' | 'departments'>>('/hr/structure'),
      hr.get<{ items: TOrg['shifts'] }>('/hr/shifts'),
      hr.get<{ items: TOrg['leaveTypes'] }>('/leave/types'),
    ]);
    return { ...structure, shifts: shifts.items, leaveTypes: types.items };
  })().catch((e) => {
    orgCache = undefined;
    throw e;
  });
  return orgCache;
}

/** The id of the leave type with this code ('annual', 'casual', 'sick', 'overtime', …). */
export async function leaveTypeId(request: APIRequestContext, code: string): Promise<number> {
  const t = (await organisation(request)).leaveTypes.find((x) => x.code === code);
  if (!t) throw new Error(`no leave type with code ${code}`);
  return t.id;
}

const EN_TAG = 'bcdfghjklmnprstv';
const AR_TAG = ['ب', 'ت', 'ث', 'ج', 'ح', 'د', 'ر', 'ز', 'س', 'ش', 'ص', 'ط', 'ع', 'ف', 'ق', 'ل'];
const FIRST: [string, string][] = [
  ['Amira', 'أميرة'],
  ['Bassem', 'باسم'],
  ['Dalia', 'داليا'],
  ['Hazem', 'حازم'],
  ['Ingy', 'إنجي'],
  ['Khaled', 'خالد'],
  ['Maha', 'مها'],
  ['Sherif', 'شريف'],
];

let counter = 0;
/** A number unique in this run: the worker's index (unique per run, retries included) and a counter. */
function nextSerial(info: TestInfo): number {
  return info.workerIndex * 4096 + ++counter;
}

/** Eight digits from 2–9: '9' and the serial in base 8 with digits 2–9. */
function codeOf(serial: number): number {
  let s = '';
  for (let n = serial, i = 0; i < 7; i++, n = Math.floor(n / 8)) s = String(2 + (n % 8)) + s;
  return Number(`9${s}`);
}

/** A family name of letters (the serial in base 16), in English and Arabic. */
function tagOf(serial: number): [string, string] {
  let en = '';
  const ar: string[] = [];
  for (let n = serial, i = 0; i < 4; i++, n = Math.floor(n / 16)) {
    en = EN_TAG[n % 16] + en;
    ar.unshift(AR_TAG[n % 16]);
  }
  return [`${en[0].toUpperCase()}${en.slice(1)}a`, `${ar.join('')}ي`];
}

const ROLES: Record<TRole, string[]> = {
  employee: ['employee'],
  supervisor: ['employee', 'supervisor'],
  manager: ['employee', 'manager'],
  hr: ['employee', 'hr'],
  site_hr: ['employee', 'site_hr'],
};

/** Creates a person as HR, with a password set through the invitation mail's link. */
/** A leave type of the test's own (so no other test meets its rules or its approval chain): no entitlement, approved by the manager unless `overrides` say otherwise. */
export function createLeaveType(hr: Api, names: { nameEn: string; nameAr: string }, overrides: Record<string, unknown> = {}) {
  return hr.call<{ id: number; nameEn: string; nameAr: string }>('POST', '/hr/leave-types', {
    ...names,
    balanceTypeId: null,
    entitlementRule: 'none',
    yearlyDays: 0,
    yearlyCapDays: null,
    dayBasis: 'working',
    maxConsecutiveDays: null,
    minNoticeDays: 0,
    halfDayAllowed: false,
    hoursAllowed: false,
    attachmentOverDays: null,
    approvalFlow: 'manager',
    active: true,
    ...overrides,
  });
}

export async function createPerson(request: APIRequestContext, info: TestInfo, spec: TPersonSpec = {}): Promise<TPerson> {
  const [hr, org] = await Promise.all([asHr(request), organisation(request)]);
  const serial = nextSerial(info);
  const empCode = codeOf(serial);
  const [tagEn, tagAr] = tagOf(serial);
  const [firstEn, firstAr] = spec.first ?? FIRST[serial % FIRST.length];
  const site = org.sites.find((s) => s.nameEn === (spec.site ?? 'Cairo'));
  const dept = org.departments.find((d) => d.nameEn === (spec.department ?? 'Operations'));
  const shift = spec.shift === null ? null : org.shifts.find((s) => s.nameEn.startsWith(spec.shift ?? 'Day'));
  if (!site || !dept || shift === undefined) throw new Error(`unknown site, department or shift in ${JSON.stringify(spec)}`);
  const email = `e2e.${empCode}@example.com`;
  const since = Date.now();
  const created = await hr.post<{ id: number }>('/hr/employees', {
    empCode,
    domainAccount: null,
    fullNameEn: `${firstEn} ${tagEn}`,
    fullNameAr: `${firstAr} ${tagAr}`,
    email,
    mobile: null,
    siteId: spec.siteId ?? site.id,
    departmentId: dept.id,
    sectionId: dept.sections[0]?.id ?? null,
    shiftId: spec.shiftId ?? shift?.id ?? null,
    managerId: spec.manager?.id ?? null,
    roles: ROLES[spec.role ?? 'employee'],
    hrSiteIds: (spec.hrSites ?? []).map((n) => org.sites.find((s) => s.nameEn === n)!.id),
    // Hired long ago: the past days a test gives events (or absences) to are work days for them.
    hireDate: spec.hireDate === undefined ? '2024-01-01' : spec.hireDate,
    birthDate: spec.birthDate ?? null,
    language: spec.language ?? 'en',
    sendInvitation: spec.activated !== false,
  });
  const person = { id: created.id, empCode, email, fullNameEn: `${firstEn} ${tagEn}`, fullNameAr: `${firstAr} ${tagAr}`, password: FRESH_PASSWORD };
  if (spec.activated === false) return { ...person, password: '' };
  const mail = await waitForMail(email, since);
  const token = /[?&]token=([^&\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token in the invitation to ${email}: ${mail.text}`);
  await new Api(request, '').call('POST', '/auth/reset-password', { token: decodeURIComponent(token), password: FRESH_PASSWORD });
  // Setting the password rang the bell: start with an empty one, as a demo account does.
  await (await Api.signIn(request, empCode, FRESH_PASSWORD)).call('DELETE', '/notifications');
  return person;
}

/** Signs a fresh person in through the real form. */
export function signInAs(page: Page, p: TPerson) {
  return signIn(page, p.empCode, p.password);
}

/** The API as a fresh person. */
export function apiAs(request: APIRequestContext, p: TPerson): Promise<Api> {
  return Api.signIn(request, p.empCode, p.password);
}

export interface TLeaveSpec {
  type?: string;
  startDate: string;
  endDate?: string;
  halfDay?: 'none' | 'first' | 'second';
  handover?: TPerson | null;
  reason?: string;
  /** Filed by this person for `for` (a manager filing for a team member). */
  for?: TPerson;
}

/** Files a leave request as `who` and returns its id. */
export async function fileLeave(request: APIRequestContext, who: TPerson, spec: TLeaveSpec): Promise<number> {
  const api = await apiAs(request, who);
  const r = await api.post<{ id: number }>('/leave/requests', {
    leaveTypeId: await leaveTypeId(request, spec.type ?? 'annual'),
    startDate: spec.startDate,
    endDate: spec.endDate ?? spec.startDate,
    halfDay: spec.halfDay ?? 'none',
    handoverEmployeeId: spec.handover?.id ?? null,
    shiftId: null,
    reason: spec.reason ?? 'E2E',
    ...(spec.for ? { employeeId: spec.for.id } : {}),
  });
  return r.id;
}

/** HR adds an attendance event for a person (as a device or a manual entry would). */
export async function addAttendanceEvent(request: APIRequestContext, who: TPerson, eventType: 'in' | 'out', eventTime: Date | string, reason = 'E2E set-up') {
  const hr = await asHr(request);
  return hr.post<{ eventId: number }>('/hr/attendance/events', {
    employeeId: who.id,
    eventType,
    eventTime: typeof eventTime === 'string' ? eventTime : eventTime.toISOString(),
    reason,
  });
}

export interface TTeam {
  manager: TPerson;
  supervisor: TPerson;
  employee: TPerson;
  colleague: TPerson;
}

/** What a test gets: `people.create()` for one person, `people.team()` for a manager chain. */
export interface TPeople {
  create(spec?: TPersonSpec): Promise<TPerson>;
  /** A manager, a supervisor under them, and two employees under the supervisor, in one department and site. */
  team(spec?: Pick<TPersonSpec, 'department' | 'site' | 'language' | 'shift'>): Promise<TTeam>;
}

export const test = base.extend<{ people: TPeople }>({
  people: async ({ request }, use, info) => {
    await use({
      create: (spec) => createPerson(request, info, spec),
      team: async (spec = {}) => {
        const manager = await createPerson(request, info, { ...spec, role: 'manager', shift: undefined });
        const supervisor = await createPerson(request, info, { ...spec, role: 'supervisor', manager, shift: undefined });
        const [employee, colleague] = await Promise.all([
          createPerson(request, info, { ...spec, manager: supervisor }),
          createPerson(request, info, { ...spec, manager: supervisor }),
        ]);
        return { manager, supervisor, employee, colleague };
      },
    });
  },
});
export { expect };

// ---- Dates in the organisation's time zone (the demo's: Cairo; weekend Friday and Saturday) ----

export const ORG_TZ = 'Africa/Cairo';
export const todayIn = (tz = ORG_TZ) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
/** This year in the organisation's time zone (at 22:30 UTC on 31 December it is already next year in Cairo). */
export const orgYear = () => Number(todayIn().slice(0, 4));
/** The number of days in a month ('YYYY-MM'). */
export const daysInMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The instant of a wall-clock time ('HH:MM') on a date in `tz` (daylight saving included). */
export function instantIn(date: string, hhmm: string, tz = ORG_TZ): Date {
  const guess = new Date(`${date}T${hhmm}:00Z`);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(guess)
      .map((x) => [x.type, x.value]),
  );
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return new Date(guess.getTime() - (local - guess.getTime()));
}

/** Whether a date is one of Egypt's preset public holidays (the demo's holidays). */
export function isPresetHoliday(date: string): boolean {
  return egyptHolidayPreset(Number(date.slice(0, 4))).some((h) => h.date === date);
}

/** A work day of the demo's Day shift: Sunday to Thursday, not a public holiday. */
export const isDemoWorkDay = (date: string) => weekdayOf(date) <= 4 && !isPresetHoliday(date);

/** The Sunday of the first week from `date` on whose Sunday to Thursday are all work days (no public holiday). */
export function clearWeekFrom(date: string): string {
  let d = date;
  while (weekdayOf(d) !== 0 || ![0, 1, 2, 3, 4].every((n) => isDemoWorkDay(addDays(d, n)))) d = addDays(d, 1);
  return d;
}

/** The first demo work day on or after `date`. */
export function workDayOnOrAfter(date: string): string {
  let d = date;
  while (!isDemoWorkDay(d)) d = addDays(d, 1);
  return d;
}

/** The latest work day (Sunday to Thursday, not a public holiday) at least `back` days before today. */
export function workDayBefore(back: number): string {
  let d = addDays(todayIn(), -back);
  while (!isDemoWorkDay(d)) d = addDays(d, -1);
  return d;
}

/** HR records a day's sign-in and sign-out (local times) for a person. */
export async function workedDay(request: APIRequestContext, who: TPerson, date: string, from: string, to: string) {
  await addAttendanceEvent(request, who, 'in', instantIn(date, from));
  await addAttendanceEvent(request, who, 'out', instantIn(date, to));
}
