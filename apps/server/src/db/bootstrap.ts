import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDaysIso, CASUAL_DAYS, CASUAL_OLD_DAYS, countLeaveDays, egyptHolidayPreset, nightMinutes, overtimeSpan, SESSION_TTL_DAYS, startOfDayIn, weekDay } from '@hr/shared';
import type { TConfig } from '../config.js';
import { todayIn } from '../core/organisation.js';
import { hashPassword } from '../core/passwords.js';
import { newToken } from '../core/tokens.js';
import type { Database, Db } from './client.js';
import { knownMigrations } from './restore.js';
import { DEMO_PASSWORD, demoAttendance, demoDepartments, demoEmail, demoEmployees, demoLeave, demoNightShift, demoOvertime, demoPermissions, demoShifts, demoSites, type DemoOvertime, type DemoPermission } from './demo-data.js';
import { approvals, attendanceEvents, authTokens, credentials, departments, employeeHrSites, employees, holidays, leaveEvents, leaveRequests, leaveTypes, organisation, overtimeRequests, permissionRequests, permissionTypes, sections, shifts, sites } from './schema.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Migrates, then fills an empty database: the demo organisation, or one administrator.
 * `beforeMigrate` runs when there are migrations to apply to a database that holds data (the
 * verified backup taken before every migration); if it throws, nothing is migrated.
 */
export async function bootstrap(database: Database, config: TConfig, log: Log, opts: { beforeMigrate?: () => Promise<void> } = {}): Promise<void> {
  if (opts.beforeMigrate && (await pendingMigrationsOnData(database))) await opts.beforeMigrate();
  await database.migrate();
  const { db } = database;
  await db.insert(organisation).values({ id: 1, nameEn: 'HR Leave Tracker', nameAr: 'متتبع الإجازات' }).onConflictDoNothing();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  if (n > 0) return;
  await lawFiguresForNewInstallation(db);
  if (config.DEMO_DATA) {
    await db.transaction((tx) => loadDemo(tx, { history: config.DEMO_HISTORY }));
    log.info(`Loaded the demo organisation: ${demoEmployees.length} employees; sign in as 1001 (HR), 1003 (manager) or 1005 (employee), password ${DEMO_PASSWORD}`);
  } else {
    await createFirstAdmin(db, config, log);
  }
}

/**
 * A new installation (no one in it yet) starts with the law's figures: casual leave's 7 days a year
 * (Art 128 ¶1; the migrations' preset holds the old law's 6). An existing installation keeps what
 * it has, and HR is asked on the leave types page (the leave module's law suggestions), never changed silently.
 */
async function lawFiguresForNewInstallation(db: Db): Promise<void> {
  await db
    .update(leaveTypes)
    .set({ yearlyCapDays: CASUAL_DAYS })
    .where(and(eq(leaveTypes.code, 'casual'), eq(leaveTypes.yearlyCapDays, CASUAL_OLD_DAYS)));
}

/** True when the database holds our tables and this release has migrations it has not applied. */
async function pendingMigrationsOnData(database: Database): Promise<boolean> {
  const r = await database.pool.query<{ ok: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null and to_regclass('public.employees') is not null as ok`);
  if (!r.rows[0].ok) return false;
  const applied = await database.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return applied.rows[0].n < knownMigrations().length;
}

export async function loadDemo(db: Db, { history = true }: { history?: boolean } = {}): Promise<void> {
  const siteRows = await db.insert(sites).values(demoSites.map(({ nameEn, nameAr }) => ({ nameEn, nameAr }))).returning();
  const siteId = Object.fromEntries(demoSites.map((s, i) => [s.key, siteRows[i].id]));
  const deptRows = await db.insert(departments).values(demoDepartments.map(({ nameEn, nameAr }) => ({ nameEn, nameAr }))).returning();
  const deptId = Object.fromEntries(demoDepartments.map((d, i) => [d.key, deptRows[i].id]));
  const sectionValues = demoDepartments.flatMap((d) => d.sections.map((s) => ({ key: `${d.key}.${s.key}`, departmentId: deptId[d.key], nameEn: s.nameEn, nameAr: s.nameAr })));
  const sectionRows = await db.insert(sections).values(sectionValues.map(({ key: _key, ...v }) => v)).returning();
  const sectionId = Object.fromEntries(sectionValues.map((s, i) => [s.key, sectionRows[i].id]));
  const shiftRows = await db
    .insert(shifts)
    .values(demoShifts.map(({ key: _key, workDays, ...v }) => ({ ...v, workDays: [...workDays] })))
    .returning({ id: shifts.id });
  const shiftId = Object.fromEntries(demoShifts.map((s, i) => [s.key, shiftRows[i].id]));
  // Last year's (the demo's history), this year's and next year's Egypt holidays for every site (the lunar dates are estimates HR
  // confirms): leave is often planned into the next year. The year is Cairo's: after 22:00 UTC on
  // 31 December it is already the next one there.
  const tz = 'Africa/Cairo';
  const today = todayIn(tz);
  const year = Number(today.slice(0, 4));
  await db
    .insert(holidays)
    .values([...(history ? egyptHolidayPreset(year - 1) : []), ...egyptHolidayPreset(year), ...egyptHolidayPreset(year + 1)].map((h) => ({ date: h.date, nameEn: h.nameEn, nameAr: h.nameAr, siteIds: [], legalDate: h.legalDate })))
    .onConflictDoNothing();

  const empRows = await db
    .insert(employees)
    .values(
      demoEmployees.map((e) => ({
        empCode: e.empCode,
        domainAccount: e.login,
        fullNameEn: e.en,
        fullNameAr: e.ar,
        email: demoEmail(e.login),
        mobile: e.mobile,
        siteId: siteId[e.site],
        departmentId: deptId[e.dept],
        sectionId: sectionId[`${e.dept}.${e.section}`],
        shiftId: shiftId[demoNightShift.includes(e.empCode) ? 'night' : 'day'],
        roles: e.roles,
        hireDate: e.hire,
        birthDate: e.birth,
        gender: e.gender,
        jobTitle: e.jobTitle,
        language: e.language ?? 'en',
        active: e.active ?? true,
      })),
    )
    .returning({ id: employees.id, empCode: employees.empCode });
  const idOf = new Map(empRows.map((r) => [r.empCode, r.id]));
  // Reporting lines in one statement: the manager may come after the report in the list.
  const pairs = demoEmployees.filter((e) => e.manager !== null).map((e) => sql`(${idOf.get(e.empCode)}::int, ${idOf.get(e.manager!)}::int)`);
  await db.execute(sql`update employees set manager_id = v.m from (values ${sql.join(pairs, sql`, `)}) as v(e, m) where employees.id = v.e`);

  await recordFirstJobs(db, today);

  const hrSites = demoEmployees.flatMap((e) => (e.hrSites ?? []).map((s) => ({ employeeId: idOf.get(e.empCode)!, siteId: siteId[s] })));
  if (hrSites.length) await db.insert(employeeHrSites).values(hrSites);

  // A year of work days' attendance (Sunday to Thursday, not a holiday), before today in Cairo,
  // except the days of each person's leave.
  const holidayDates = new Set([...egyptHolidayPreset(year - 1), ...egyptHolidayPreset(year), ...egyptHolidayPreset(year + 1)].map((h) => h.date));
  const workDays: string[] = [];
  for (let d = addDaysIso(today, history ? -365 : -35); d < today; d = addDaysIso(d, 1)) if (weekDay(d) <= 4 && !holidayDates.has(d)) workDays.push(d);
  const onLeave = history ? await loadDemoLeave(db, { today, tz, holidayDates, idOf, shiftOf: (code) => (demoNightShift.includes(code) ? shiftId.night : shiftId.day) }) : undefined;
  const overtime = await loadDemoOvertime(db, { today, tz, holidayDates, attendanceDays: new Set(workDays.slice(-15)), idOf, onLeave });
  // With the history, today's sign-ins and sign-outs so far too (the events in the future are
  // dropped below): a dashboard opened in the evening shows today's attendance, not a day of absences.
  const todayWorks = history && weekDay(today) <= 4 && !holidayDates.has(today);
  const attended = demoAttendance(history ? workDays : workDays.slice(-15), (code) => demoNightShift.includes(code), onLeave, todayWorks ? today : null);
  const permissions = history ? await loadDemoPermissions(db, {
        history: workDays.slice(0, -15),
        tz,
        idOf,
        busy: (code, date) => !!onLeave?.(code, date) || overtime.some((o) => o.empCode === code && o.date === date),
      }) : [];
  const events = (history ? withPermissionsTaken(withOvertimeWorked(attended, overtime), permissions) : attended).map((a) => ({
    employeeId: idOf.get(a.empCode)!,
    eventType: a.type,
    occurredAt: new Date(startOfDayIn(a.date, tz).getTime() + a.minutes * 60_000),
    source: 'device',
  })).filter((e) => e.occurredAt.getTime() < Date.now());
  for (let i = 0; i < events.length; i += 2000) await db.insert(attendanceEvents).values(events.slice(i, i + 2000));

  const withPassword = demoEmployees.filter((e) => e.password !== false);
  const hashes = await Promise.all(withPassword.map(() => hashPassword(DEMO_PASSWORD)));
  await db.insert(credentials).values(withPassword.map((e, i) => ({ employeeId: idOf.get(e.empCode)!, passwordHash: hashes[i] })));
}

/** Everyone's first dated job row (dated job data): from the hire date, with the values on the record. */
export async function recordFirstJobs(db: Db, today: string): Promise<void> {
  await db.execute(sql`insert into job_history (employee_id, effective_from, site_id, department_id, section_id, shift_id, manager_id, job_title, contract_type)
    select id, coalesce(hire_date, ${today}::date), site_id, department_id, section_id, shift_id, manager_id, job_title, contract_type from employees
    on conflict do nothing`);
}

/** The nearest manager up a demo person's reporting line (null: HR decides), as the services route requests. */
function demoApproverOf(code: number): number | null {
  const byCode = new Map(demoEmployees.map((e) => [e.empCode, e]));
  let m = byCode.get(code)?.manager ?? null;
  while (m !== null && !byCode.get(m)?.roles.includes('manager')) m = byCode.get(m)?.manager ?? null;
  return m;
}

/**
 * Inserts a kind's demo requests and their rows in the approval lifecycle, as the
 * service files them: waiting on the nearest manager (HR when there is none) under the default chain.
 */
async function withApprovals<T extends { employeeId: number; state: string; approverId: number | null; createdAt: Date; updatedAt: Date }>(
  db: Db,
  kind: string,
  rows: T[],
  insert: (values: Omit<T, 'approverId'>[]) => Promise<{ id: number }[]>,
): Promise<void> {
  const ids = await insert(rows.map(({ approverId: _, ...r }) => r));
  const siteOf = new Map((await db.select({ id: employees.id, siteId: employees.siteId }).from(employees)).map((e) => [e.id, e.siteId]));
  const state = (s: string) => (s === 'requested' ? 'waiting' : s === 'cancelled' ? 'closed' : s);
  await db.insert(approvals).values(
    rows.map((r, i) => ({
      kind,
      subjectId: ids[i].id,
      employeeId: r.employeeId,
      state: state(r.state),
      chain: [{ approver: 'manager', personId: null }],
      approverId: r.approverId,
      pool: r.approverId === null ? 'hr' : null,
      siteId: siteOf.get(r.employeeId) ?? null,
      filedAt: r.createdAt,
      stepSince: r.createdAt,
      updatedAt: r.updatedAt,
    })),
  );
}

/**
 * The demo's overtime (demo-data.ts) and conversion at 8 hours a day. Each request is routed as
 * the service routes it: to the nearest manager up the reporting line (HR when there is none).
 */
async function loadDemoOvertime(
  db: Db,
  d: { today: string; tz: string; holidayDates: Set<string>; attendanceDays: Set<string>; idOf: Map<number, number>; onLeave?: (code: number, date: string) => boolean },
): Promise<DemoOvertime[]> {
  await db.update(organisation).set({ otConversionEnabled: true, otHoursPerDay: 8 });
  const workDays: string[] = [];
  const restDays: string[] = [];
  // Before the first attendance day, so no request contradicts the recorded days.
  const firstAttendance = [...d.attendanceDays].sort()[0] ?? d.today;
  for (let x = addDaysIso(d.today, -95); x < firstAttendance; x = addDaysIso(x, 1)) {
    if (!d.holidayDates.has(x)) (weekDay(x) <= 4 ? workDays : restDays).push(x);
  }
  let planned = addDaysIso(d.today, 4);
  while (weekDay(planned) > 4 || d.holidayDates.has(planned)) planned = addDaysIso(planned, 1);
  const approverOf = demoApproverOf;
  // Overtime is worked on a day at work, never on a day of the person's leave.
  const list = demoOvertime({ workDays, restDays, planned, free: (code, date) => !d.onLeave?.(code, date) });
  const rows = list.map((o) => {
    const span = overtimeSpan(o.date, o.from, o.to, d.tz);
    const filed = new Date(startOfDayIn(o.date < d.today ? addDaysIso(o.date, 1) : addDaysIso(d.today, -1), d.tz).getTime() + 9 * 3_600_000);
    const approver = approverOf(o.empCode);
    return {
      employeeId: d.idOf.get(o.empCode)!,
      workDate: o.date,
      startsAt: span.start,
      endsAt: span.end,
      minutes: span.minutes,
      nightMinutes: nightMinutes(span, '19:00', '07:00', d.tz),
      dayKind: weekDay(o.date) <= 4 ? 'workday' : 'rest_day',
      reason: o.reason,
      state: o.state,
      approverId: approver === null ? null : d.idOf.get(approver)!,
      decidedById: o.decidedBy ? d.idOf.get(o.decidedBy)! : null,
      decidedAt: o.decidedBy ? new Date(filed.getTime() + 26 * 3_600_000) : null,
      decisionComment: o.comment ?? '',
      filedById: d.idOf.get(o.empCode)!,
      createdAt: filed,
      updatedAt: filed,
    };
  });
  if (rows.length) await withApprovals(db, 'overtime', rows, (v) => db.insert(overtimeRequests).values(v).returning({ id: overtimeRequests.id }));
  return list.filter((o) => o.date < d.today);
}

/** The demo's approved permissions, decided by the nearest manager as the service routes them. */
async function loadDemoPermissions(
  db: Db,
  d: { history: readonly string[]; tz: string; idOf: Map<number, number>; busy: (empCode: number, date: string) => boolean },
): Promise<DemoPermission[]> {
  // Never on a day of the person's leave or overtime: the day's attendance tells one story.
  const list = demoPermissions(d.history).filter((x) => !d.busy(x.empCode, x.date));
  const types = new Map((await db.select({ id: permissionTypes.id, kind: permissionTypes.kind }).from(permissionTypes)).map((t) => [t.kind, t.id]));
  const rows = list.map((x) => {
    const filed = new Date(startOfDayIn(addDaysIso(x.date, -1), d.tz).getTime() + 10 * 3_600_000);
    const approver = demoApproverOf(x.empCode);
    return {
      employeeId: d.idOf.get(x.empCode)!,
      typeId: types.get(x.kind)!,
      workDate: x.date,
      startTime: x.from,
      endTime: x.to,
      minutes: 90,
      reason: x.reason,
      state: 'approved',
      approverId: approver === null ? null : d.idOf.get(approver)!,
      decidedById: approver === null ? d.idOf.get(1001)! : d.idOf.get(approver)!,
      decidedAt: new Date(filed.getTime() + 3 * 3_600_000),
      filedById: d.idOf.get(x.empCode)!,
      createdAt: filed,
      updatedAt: filed,
    };
  });
  if (rows.length && types.size === 2) await withApprovals(db, 'permission', rows, (v) => db.insert(permissionRequests).values(v).returning({ id: permissionRequests.id }));
  return list;
}

/** The attendance of a permission's day agrees with it: in at 09:15 after a late arrival, out at 14:35 for an early leave. */
function withPermissionsTaken(events: TDemoEvent[], permissions: readonly DemoPermission[]): TDemoEvent[] {
  const at = new Map(permissions.map((p) => [`${p.empCode}|${p.date}`, p.kind]));
  return events.map((e) => {
    const kind = at.get(`${e.empCode}|${e.date}`);
    if (kind === 'late_arrival' && e.type === 'in') return { ...e, minutes: 9 * 60 + 15 };
    if (kind === 'early_leave' && e.type === 'out') return { ...e, minutes: 14 * 60 + 35 };
    return e;
  });
}

type TDemoEvent = ReturnType<typeof demoAttendance>[number];
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The attendance agrees with the overtime: on a day with approved or waiting
 * overtime the person came in before it began and left after it ended; on a rest day they came
 * in for it only.
 */
function withOvertimeWorked(events: TDemoEvent[], overtime: DemoOvertime[]): TDemoEvent[] {
  const out = [...events];
  for (const o of overtime) {
    if (o.state === 'rejected') continue;
    const from = minutesOf(o.from);
    const to = minutesOf(o.to) + (o.to <= o.from ? 1440 : 0);
    const ins = out.filter((e) => e.empCode === o.empCode && e.date === o.date && e.type === 'in');
    const outs = out.filter((e) => e.empCode === o.empCode && e.date === o.date && e.type === 'out');
    if (!ins.length && !outs.length) {
      out.push({ empCode: o.empCode, date: o.date, type: 'in', minutes: from - 7 }, { empCode: o.empCode, date: o.date, type: 'out', minutes: to + 6 });
      continue;
    }
    for (const e of ins) e.minutes = Math.min(e.minutes, from - 7);
    for (const e of outs) e.minutes = Math.max(e.minutes, to + 6);
  }
  return out;
}

/**
 * The demo's leave (demo-data.ts), approved as the service would: by the person's manager, and by
 * HR after them for a type with an HR step; counted on the organisation's calendar. Returns who is
 * on leave on which day, so their attendance leaves those days out.
 */
async function loadDemoLeave(
  db: Db,
  d: { today: string; tz: string; holidayDates: Set<string>; idOf: Map<number, number>; shiftOf: (code: number) => number },
): Promise<(code: number, date: string) => boolean> {
  const types = new Map((await db.select().from(leaveTypes)).map((t) => [t.code, t]));
  const isWork = (x: string) => weekDay(x) <= 4 && !d.holidayDates.has(x);
  const workDay = (x: string) => {
    let y = x;
    while (!isWork(y)) y = addDaysIso(y, 1);
    return y;
  };
  let sunday = d.today;
  while (weekDay(sunday) !== 0) sunday = addDaysIso(sunday, -1);
  const sundays = Array.from({ length: 53 }, (_, i) => addDaysIso(sunday, -7 * (52 - i)));
  const cal = { isRestDay: (x: string) => weekDay(x) > 4, isHoliday: (x: string) => d.holidayDates.has(x) };
  const byCode = new Map(demoEmployees.map((e) => [e.empCode, e]));
  const hrOf = (code: number) => (byCode.get(code)?.site === 'alx' ? 1002 : 1001);
  const leave = demoLeave({ sundays, workDay, plus: addDaysIso }).filter((l) => l.endDate >= l.startDate);
  const taken = new Set<string>();
  for (const l of leave) {
    const type = types.get(l.type)!;
    const manager = byCode.get(l.empCode)?.manager ?? null;
    const needsHr = type.approvalFlow === 'manager_hr';
    const filed = new Date(startOfDayIn(addDaysIso(l.startDate, l.type === 'sick' ? 1 : -10), d.tz).getTime() + 9 * 3_600_000);
    const decided = new Date(filed.getTime() + 5 * 3_600_000);
    const days = countLeaveDays({ startDate: l.startDate, endDate: l.endDate, halfDay: 'none' }, type.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
    if (days <= 0) continue;
    const idOf = (code: number | null) => (code === null ? null : d.idOf.get(code)!);
    const [row] = await db
      .insert(leaveRequests)
      .values({
        employeeId: idOf(l.empCode)!,
        leaveTypeId: type.id,
        balanceTypeId: type.balanceTypeId,
        year: Number(l.startDate.slice(0, 4)),
        startDate: l.startDate,
        endDate: l.endDate,
        days,
        state: 'approved',
        approverId: idOf(manager),
        managerApprovedById: idOf(manager),
        decidedById: needsHr ? idOf(hrOf(l.empCode)) : idOf(manager),
        shiftId: d.shiftOf(l.empCode),
        reason: l.reason,
        filedById: idOf(l.empCode),
        createdAt: filed,
        updatedAt: decided,
      })
      .returning({ id: leaveRequests.id });
    // Its way through the leave type's chain: the manager, then HR for a two-step type.
    await db.insert(approvals).values({
      kind: 'leave',
      subjectId: row.id,
      employeeId: idOf(l.empCode)!,
      state: 'approved',
      chain: needsHr ? [{ approver: 'manager', personId: null }, { approver: 'hr', personId: null }] : [{ approver: 'manager', personId: null }],
      scopeId: type.id,
      step: needsHr ? 1 : 0,
      approverId: needsHr ? null : idOf(manager),
      pool: needsHr ? 'hr' : null,
      filedAt: filed,
      stepSince: decided,
      updatedAt: decided,
    });
    await db.insert(leaveEvents).values([
      { requestId: row.id, actorId: idOf(l.empCode), action: 'submitted', fromState: null, toState: 'requested', createdAt: filed },
      ...(needsHr ? [{ requestId: row.id, actorId: idOf(manager), action: 'approved_step', fromState: 'requested', toState: 'requested', createdAt: decided }] : []),
      { requestId: row.id, actorId: needsHr ? idOf(hrOf(l.empCode)) : idOf(manager), action: 'approved', fromState: 'requested', toState: 'approved', createdAt: decided },
    ]);
    for (let x = l.startDate; x <= l.endDate; x = addDaysIso(x, 1)) taken.add(`${l.empCode}|${x}`);
  }
  return (code, date) => taken.has(`${code}|${date}`);
}

async function createFirstAdmin(db: Db, config: TConfig, log: Log): Promise<void> {
  // A new organisation starts tracking attendance today: nobody imported with a hire
  // date years back is absent on the days before the portal existed. HR may move it in the settings.
  const [org] = await db.select({ timeZone: organisation.timeZone }).from(organisation).where(sql`id = 1`);
  await db.update(organisation).set({ trackingStart: todayIn(org?.timeZone ?? 'Africa/Cairo') }).where(sql`id = 1 and tracking_start is null`);
  // A new organisation applies Art 125 from its first year: no annual day expires (law rule annualSettlement; decision 0010).
  await db.update(organisation).set({ annualNoExpiryFrom: sql`leave_start_year` }).where(sql`id = 1 and annual_no_expiry_from is null`);
  const email = config.ADMIN_EMAIL ?? 'admin@example.com';
  const [admin] = await db
    .insert(employees)
    .values({ empCode: 1, domainAccount: 'admin', fullNameEn: 'Administrator', fullNameAr: 'مسؤول النظام', email, roles: ['employee', 'hr', 'admin'] })
    .returning({ id: employees.id });
  await recordFirstJobs(db, todayIn(org?.timeZone ?? 'Africa/Cairo'));
  if (config.ADMIN_PASSWORD) {
    await db.insert(credentials).values({ employeeId: admin.id, passwordHash: await hashPassword(config.ADMIN_PASSWORD) });
    log.info(`Created the administrator account ${email} (company ID 1) with ADMIN_PASSWORD.`);
    return;
  }
  const { token, hash } = newToken();
  await db.insert(authTokens).values({
    employeeId: admin.id,
    purpose: 'setup',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
  });
  log.warn(
    `No ADMIN_PASSWORD was given. Open this one-time link within ${SESSION_TTL_DAYS} days to set the administrator password ` +
      `(sign in afterwards as ${email} or company ID 1):\n\n    ${config.PUBLIC_URL}/session/reset-password?token=${token}\n`,
  );
}
