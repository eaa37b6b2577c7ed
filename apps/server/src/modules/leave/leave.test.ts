import { addDaysIso, weekDay } from '@hr/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, holidays, leaveLedger, leaveRequests, leaveTypes, notifications, organisation } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<number, number> = {};
const types: Record<string, number> = {};
const tokens: Record<number, string> = {};
/** Next year: no notice rules bite, and the tests do not depend on the day they run. */
const Y = new Date().getUTCFullYear() + 1;
/** The first Thursday of a month of Y, and dates from it. */
const thursday = (month: number) => {
  let d = `${Y}-${String(month).padStart(2, '0')}-01`;
  while (weekDay(d) !== 4) d = addDaysIso(d, 1);
  return d;
};
const thu = thursday(3);
const HOLIDAY = addDaysIso(thu, 3); // the Sunday after

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) if (r.code) types[r.code] = r.id;
  await db.insert(holidays).values({ date: HOLIDAY, nameEn: 'Test Holiday', nameAr: 'عطلة اختبار' });
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
/** A leave request as the approver's one inbox shows it. */
const inboxItem = async (code: number, id: number) => {
  const page = (await as(code).get('/api/inbox?kind=leave&pageSize=100')).json() as { items: { id: number; leave: Record<string, unknown> & { request: { id: number } } }[] };
  return page.items.find((i) => i.id === id)!.leave;
};
const file = (code: number, body: Record<string, unknown>) => as(code).post('/api/leave/requests', { handoverEmployeeId: null, shiftId: null, reason: '', halfDay: 'none', ...body });
const annual = (startDate: string, endDate: string, over: Record<string, unknown> = {}) => ({ leaveTypeId: types.annual, startDate, endDate, ...over });
const balance = async (code: number, type = types.annual) =>
  (await as(code).get(`/api/leave/balances?year=${Y}`)).json().items.find((b: { leaveTypeId: number }) => b.leaveTypeId === type);
const notes = async (code: number, kind: string) =>
  (await t.database.db.select({ params: notifications.params }).from(notifications).where(and(eq(notifications.employeeId, ids[code]), eq(notifications.kind, kind)))).length;

describe('types, balances and the live count', () => {
  it('offers the Egypt presets with names in both languages', async () => {
    const res = await as(1005).get('/api/leave/types');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; nameAr: string; balanceTypeId: number | null; yearlyCapDays: number | null; maxConsecutiveDays: number | null }[];
    expect(items.map((i) => i.code)).toEqual(['annual', 'casual', 'day_off', 'sick', 'mission', 'overtime', 'other']);
    const casual = items.find((i) => i.code === 'casual')!;
    expect(casual).toMatchObject({ balanceTypeId: types.annual, yearlyCapDays: 6, maxConsecutiveDays: 2, nameAr: 'عارضة' });
  });

  it('lists the shifts a request may name, for anyone', async () => {
    const res = await as(1005).get('/api/leave/shifts');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { nameEn: string }) => s.nameEn)).toEqual(expect.arrayContaining(['Day', 'Night']));
  });

  it('gives 21 days a year after the first year, and 30 from age 50', async () => {
    expect(await balance(1005)).toMatchObject({ entitled: 21, taken: 0, pending: 0 });
  });

  it('counts a range without the weekend and the holiday, and says which days it skipped', async () => {
    const res = await as(1005).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${thu}&endDate=${addDaysIso(thu, 4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q.days).toBe(2);
    expect(q.skipped.map((s: { kind: string }) => s.kind)).toEqual(['rest', 'rest', 'holiday']);
    expect(q.skipped[2]).toMatchObject({ date: HOLIDAY, nameAr: 'عطلة اختبار' });
  });
});

describe('a request from filing to approval', () => {
  let id: number;
  it('files with a handover colleague; the manager and the substitute are told, in the portal and by e-mail', async () => {
    const before = await balance(1005);
    const res = await file(1005, annual(thu, addDaysIso(thu, 4), { handoverEmployeeId: ids[1006], reason: 'Family trip' }));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    id = r.id;
    expect(r).toMatchObject({ countOfDays: 2, state: 'requested', step: 'manager', handoverState: 'pending', approver: { EmpCode: 1004 }, handover: { EmpCode: 1006 } });
    expect(await notes(1004, 'leave_submitted')).toBe(1);
    expect(await notes(1006, 'leave_handover_asked')).toBe(1);
    const mail = await t.outbox();
    expect(mail.some((m) => m.text.includes(`/vacations/${id}`) && /يطلب منك/.test(m.text))).toBe(true);
    expect(await balance(1005)).toMatchObject({ pending: 2, remaining: before.remaining - 2 });
  });

  it('nobody outside the request or the team sees or touches it, whatever id they send', async () => {
    for (const code of [1009, 1011, 1012]) {
      expect((await as(code).get(`/api/leave/requests/${id}`)).statusCode).toBe(404);
      expect((await as(code).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(403);
      expect((await as(code).post(`/api/leave/requests/${id}/cancel`, {})).statusCode).toBe(404);
    }
    expect((await as(1005).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(403);
    expect((await as(1005).post(`/api/leave/requests/${id}/handover`, { accept: true })).statusCode).toBe(404);
  });

  it('the substitute accepts; the approver sees it in the inbox with the balance after approval', async () => {
    const res = await as(1006).post(`/api/leave/requests/${id}/handover`, { accept: true, comment: 'Sure' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().handoverState).toBe('accepted');
    expect((await as(1006).post(`/api/leave/requests/${id}/handover`, { accept: false })).statusCode).toBe(409);
    const item = await inboxItem(1004, id);
    expect(item).toMatchObject({ request: { handoverState: 'accepted' }, blockedByHandover: false, onBehalfOf: null });
    expect(item.remainingAfter).toBe((await balance(1005)).remaining);
    expect((await as(1004).get('/api/inbox/counts')).json().leave).toBeGreaterThanOrEqual(1);
  });

  it('the manager approves; the requester is told and the days move from pending to taken', async () => {
    const res = await as(1004).post(`/api/leave/requests/${id}/approve`, { comment: 'Enjoy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'approved', step: null });
    expect(await notes(1005, 'leave_approved')).toBe(1);
    expect(await balance(1005)).toMatchObject({ pending: 0, taken: 2 });
    const detail = (await as(1005).get(`/api/leave/requests/${id}`)).json();
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['submitted', 'handover_accepted', 'approved']);
    expect(detail.can).toEqual({ approve: false, cancel: false, answerHandover: false });
    expect((await as(1004).post(`/api/leave/requests/${id}/reject`, {})).statusCode).toBe(409);
  });

  it('shows in the team list of the manager above, in the month calendar and in CSV', async () => {
    const list = (await as(1003).get(`/api/leave/team-requests?from=${thu}&to=${thu}`)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await as(1005).get('/api/leave/team-requests')).statusCode).toBe(403);
    const cal = (await as(1003).get(`/api/leave/calendar?month=${thu.slice(0, 7)}`)).json();
    expect(cal.absences.some((a: { requestId: number }) => a.requestId === id)).toBe(true);
    expect(cal.holidays.some((h: { date: string }) => h.date === HOLIDAY)).toBe(true);
    const csv = await as(1003).get(`/api/leave/requests.csv?scope=team&lang=ar&from=${thu}&to=${thu}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeffالطلب,')).toBe(true);
    expect(csv.body).toContain('عمر خالد');
  });

  it('only the approver or HR cancels an approved request, and the balance comes back', async () => {
    expect((await as(1005).post(`/api/leave/requests/${id}/cancel`, {})).json().code).toBe('NOT_CANCELLABLE');
    const res = await as(1004).post(`/api/leave/requests/${id}/cancel`, { comment: 'Plans changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(1005)).toMatchObject({ pending: 0, taken: 0 });
  });
});

describe('every rule, with its own error', () => {
  const code = async (res: Promise<{ json: () => { code: string } }>) => (await res).json().code;
  it('refuses overlap, disorder, two years, a half day over several days, and a range without a working day', async () => {
    const may = thursday(5);
    expect((await file(1007, annual(may, may))).statusCode).toBe(200);
    expect(await code(file(1007, annual(addDaysIso(may, -3), may)))).toBe('LEAVE_OVERLAP');
    expect(await code(file(1007, annual(addDaysIso(may, 5), may)))).toBe('VALIDATION_FAILED');
    expect(await code(file(1007, annual(`${Y}-12-30`, `${Y + 1}-01-02`)))).toBe('LEAVE_SPANS_YEARS');
    expect(await code(file(1007, annual(addDaysIso(may, 7), addDaysIso(may, 8), { halfDay: 'am' })))).toBe('VALIDATION_FAILED');
    expect(await code(file(1007, annual(addDaysIso(may, 1), addDaysIso(may, 2))))).toBe('NO_DAYS_COUNTED');
  });

  it('refuses more than the balance, more in a row than the type allows, and past the yearly cap', async () => {
    expect(await code(file(1008, annual(`${Y}-02-01`, `${Y}-06-30`)))).toBe('INSUFFICIENT_BALANCE');
    const apr = thursday(4);
    expect(await code(file(1008, { leaveTypeId: types.casual, startDate: addDaysIso(apr, -3), endDate: apr }))).toBe('MAX_CONSECUTIVE_EXCEEDED');
    for (const w of [0, 7, 14]) expect((await file(1008, { leaveTypeId: types.casual, startDate: addDaysIso(apr, w - 1), endDate: addDaysIso(apr, w) })).statusCode).toBe(200);
    const res = await file(1008, { leaveTypeId: types.casual, startDate: addDaysIso(apr, 20), endDate: addDaysIso(apr, 20) });
    expect(res.json()).toMatchObject({ code: 'YEARLY_CAP_EXCEEDED', params: { max: 6, used: 6 } });
    const casual = await balance(1008, types.casual);
    expect(casual).toMatchObject({ entitled: 6, pending: 6, remaining: 0 });
  });

  it('refuses a handover colleague from another department or on leave themselves, and sick leave without its certificate', async () => {
    const jun = thursday(6);
    expect(await code(file(1009, annual(jun, jun, { handoverEmployeeId: ids[1012] })))).toBe('HANDOVER_UNAVAILABLE');
    expect((await file(1005, annual(jun, jun))).statusCode).toBe(200);
    expect(await code(file(1006, annual(jun, jun, { handoverEmployeeId: ids[1005] })))).toBe('HANDOVER_UNAVAILABLE');
    expect(await code(file(1006, { leaveTypeId: types.sick, startDate: addDaysIso(jun, 7), endDate: addDaysIso(jun, 8) }))).toBe('ATTACHMENT_REQUIRED');
  });

  it('asks for the notice a type sets, from the person (not from a manager filing for them)', async () => {
    await t.database.db.update(leaveTypes).set({ minNoticeDays: 800 }).where(eq(leaveTypes.id, types.mission));
    try {
      const jul = thursday(7);
      expect(await code(file(1010, { leaveTypeId: types.mission, startDate: jul, endDate: jul }))).toBe('NOTICE_TOO_SHORT');
      expect((await file(1003, { leaveTypeId: types.mission, startDate: jul, endDate: jul, employeeId: ids[1010] })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(leaveTypes).set({ minNoticeDays: 0 }).where(eq(leaveTypes.id, types.mission));
    }
  });

  it('team filing: a supervisor files for their report; nobody files for someone outside their scope', async () => {
    const aug = thursday(8);
    const res = await file(1004, annual(aug, aug, { employeeId: ids[1006] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employee: { EmpCode: 1006 }, filedBy: { EmpCode: 1004 } });
    expect((await file(1004, annual(aug, aug, { employeeId: ids[1011] }))).statusCode).toBe(403);
    expect((await file(1005, annual(aug, aug, { employeeId: ids[1006] }))).statusCode).toBe(403);
  });
});

describe('the handover picker', () => {
  it('lists active colleagues of the same department, not those on leave then, and not the requester', async () => {
    const jun = thursday(6);
    const names = async (code: number, query: string) =>
      (await as(code).get(`/api/leave/handover-candidates?${query}`)).json().items.map((p: { EmpCode: number }) => p.EmpCode);
    // Operations: 1003–1010 minus the requester; 1005 has leave on `jun` (filed above).
    const all = await names(1006, '');
    expect(all).toContain(1005);
    expect(all).not.toContain(1006);
    expect(all).not.toContain(1011);
    expect(await names(1006, `startDate=${jun}&endDate=${jun}`)).not.toContain(1005);
    expect(await names(1006, 'q=%D8%B9%D9%85%D8%B1')).toEqual([1005]);
    expect(await names(1006, 'q=100')).toEqual(all.filter((c: number) => String(c).startsWith('100')));
    // For someone in the team, or nobody.
    expect(await names(1004, `employeeId=${ids[1006]}`)).toContain(1005);
    expect((await as(1005).get(`/api/leave/handover-candidates?employeeId=${ids[1006]}`)).statusCode).toBe(403);
  });
});

describe('two people at once', () => {
  it('20 parallel requests against one balance never overdraw it', async () => {
    const { db } = t.database;
    const remaining = (await balance(1012)).remaining;
    await db.insert(leaveLedger).values({ employeeId: ids[1012], leaveTypeId: types.annual, year: Y, kind: 'adjustment', days: 5 - remaining, reason: 'test' });
    expect((await balance(1012)).remaining).toBe(5);
    // 20 single working days (Sundays to Thursdays) from September.
    const days: string[] = [];
    for (let d = `${Y}-09-01`; days.length < 20; d = addDaysIso(d, 1)) if (![5, 6].includes(weekDay(d))) days.push(d);
    const results = await Promise.all(days.map((d) => file(1012, annual(d, d))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await balance(1012)).remaining).toBe(0);
  });

  it('two parallel approvals make one decision; the other approver gets a clear message', async () => {
    const oct = thursday(10);
    const id = (await file(1005, annual(oct, oct))).json().id;
    // 1003 decides as 1004's delegate while 1004 decides too.
    expect((await as(1004).post('/api/leave/delegations', { delegateId: ids[1003], startDate: new Date().toISOString().slice(0, 10), endDate: `${Y}-12-31` })).statusCode).toBe(200);
    const [a, b] = await Promise.all([as(1004).post(`/api/leave/requests/${id}/approve`, {}), as(1003).post(`/api/leave/requests/${id}/reject`, { comment: 'No' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('ALREADY_DECIDED');
    const events = (await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0];
    expect(['approved', 'rejected']).toContain(events.state);
  });
});

describe('delegation, the HR step and the handover setting', () => {
  it('offers approvers anywhere and the own team as delegates, to approvers only', async () => {
    const codes = async (code: number, q = '') => (await as(code).get(`/api/leave/delegate-candidates?q=${q}&limit=50`)).json().items.map((p: { EmpCode: number }) => p.EmpCode);
    const forSupervisor = await codes(1007);
    expect(forSupervisor).toEqual(expect.arrayContaining([1004, 1003, 1011, 1001, 1008, 1009]));
    expect(forSupervisor).not.toContain(1007);
    expect(forSupervisor).not.toContain(1012);
    expect(await codes(1007, '1004')).toEqual([1004]);
    expect((await as(1005).get('/api/leave/delegate-candidates')).statusCode).toBe(403);
  });

  it('refuses a delegate the picker would not offer (a Finance employee for an Operations supervisor)', async () => {
    const offered = (await as(1004).get('/api/leave/delegate-candidates?limit=50')).json().items.map((p: { id: number }) => p.id);
    expect(offered).not.toContain(ids[1012]);
    const range = { startDate: `${Y + 1}-06-01`, endDate: `${Y + 1}-06-02` };
    const res = await as(1004).post('/api/leave/delegations', { delegateId: ids[1012], ...range });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'delegateId', message: 'validation.invalid' }] });
    const given = async () => (await as(1004).get('/api/leave/delegations')).json().given as { id: number; delegate: { EmpCode: number } }[];
    expect((await given()).map((d) => d.delegate.EmpCode)).not.toContain(1012);
    // Someone the picker offers (here a person in the own team) is accepted.
    expect(offered).toContain(ids[1005]);
    const mine = await as(1004).post('/api/leave/delegations', { delegateId: ids[1005], ...range });
    expect(mine.statusCode, mine.body).toBe(200);
    const made = (await given()).find((d) => d.delegate.EmpCode === 1005)!;
    expect((await as(1004).delete(`/api/leave/delegations/${made.id}`)).statusCode).toBe(200);
  });

  it('a delegate sees the delegator’s inbox and decides on their behalf; the trail says so', async () => {
    const nov = thursday(11);
    const id = (await file(1006, annual(nov, nov))).json().id;
    const item = await inboxItem(1003, id);
    expect(item.onBehalfOf).toMatchObject({ EmpCode: 1004 });
    expect((await as(1003).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    const detail = (await as(1006).get(`/api/leave/requests/${id}`)).json();
    expect(detail.events.at(-1)).toMatchObject({ action: 'approved', actor: { EmpCode: 1003 }, onBehalfOf: { EmpCode: 1004 } });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'leave_request'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'leave.approved')));
    expect(row.onBehalfOfId).toBe(ids[1004]);
    // Revoked: the inbox goes back.
    const given = (await as(1004).get('/api/leave/delegations')).json().given;
    expect((await as(1004).delete(`/api/leave/delegations/${given[0].id}`)).statusCode).toBe(200);
    expect((await as(1004).post('/api/leave/delegations', { delegateId: ids[1004], startDate: `${Y}-01-01`, endDate: `${Y}-01-02` })).statusCode).toBe(400);
  });

  it('a type with an HR step goes to HR after the manager; site_hr decides for their sites only', async () => {
    const att = { fileName: 'note.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 test').toString('base64') };
    const dec = thursday(12);
    const cairo = (await file(1005, { leaveTypeId: types.sick, startDate: dec, endDate: addDaysIso(dec, 1), attachment: att })).json();
    expect(cairo).toMatchObject({ hasAttachment: true, countOfDays: 2 });
    expect((await as(1004).post(`/api/leave/requests/${cairo.id}/approve`, {})).json()).toMatchObject({ state: 'requested', step: 'hr' });
    expect(await notes(1001, 'leave_step_hr')).toBeGreaterThanOrEqual(1);
    expect((await as(1002).post(`/api/leave/requests/${cairo.id}/approve`, {})).statusCode).toBe(403);
    expect((await as(1001).post(`/api/leave/requests/${cairo.id}/approve`, {})).json()).toMatchObject({ state: 'approved' });
    const file1 = await as(1004).get(`/api/leave/requests/${cairo.id}/attachment`);
    expect(file1.statusCode).toBe(200);
    expect(file1.body).toContain('%PDF');
    const alex = (await file(1009, { leaveTypeId: types.sick, startDate: dec, endDate: dec })).json();
    expect((await as(1007).post(`/api/leave/requests/${alex.id}/approve`, {})).json().step).toBe('hr');
    expect((await as(1002).post(`/api/leave/requests/${alex.id}/approve`, {})).json().state).toBe('approved');
  });

  it('when acceptance is required, approval waits for the substitute', async () => {
    await t.database.db.update(organisation).set({ handoverAcceptanceRequired: true });
    try {
      const d = addDaysIso(thursday(2), 7);
      const id = (await file(1005, annual(d, d, { handoverEmployeeId: ids[1006] }))).json().id;
      const item = await inboxItem(1004, id);
      expect(item.blockedByHandover).toBe(true);
      expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).json().code).toBe('HANDOVER_NOT_ACCEPTED');
      expect((await as(1004).post('/api/inbox/decide', { items: [{ kind: 'leave', id }], decision: 'approve' })).json().results).toEqual([{ kind: 'leave', id, ok: false, code: 'HANDOVER_NOT_ACCEPTED' }]);
      await as(1006).post(`/api/leave/requests/${id}/handover`, { accept: true });
      expect((await as(1004).post('/api/inbox/decide', { items: [{ kind: 'leave', id }], decision: 'approve' })).json().results).toEqual([{ kind: 'leave', id, ok: true, code: null }]);
    } finally {
      await t.database.db.update(organisation).set({ handoverAcceptanceRequired: false });
    }
  });

  it('the requester cancels a pending request themselves', async () => {
    const d = addDaysIso(thursday(2), 14);
    const id = (await file(1010, annual(d, d))).json().id;
    expect((await as(1010).post(`/api/leave/requests/${id}/cancel`, {})).json().state).toBe('cancelled');
    expect(await notes(1003, 'leave_cancelled')).toBeGreaterThanOrEqual(1);
  });
});

describe('iCal feeds', () => {
  it('serves the personal and team feeds behind a secret that can be replaced', async () => {
    const feeds = (await as(1003).get('/api/leave/calendar/feeds')).json();
    expect(feeds.teamUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const path = (u: string) => new URL(u).pathname;
    const team = await t.app.inject({ url: path(feeds.teamUrl) });
    expect(team.statusCode).toBe(200);
    expect(team.headers['content-type']).toContain('text/calendar');
    expect(team.body).toContain('BEGIN:VEVENT');
    expect(team.body).toContain('Omar Khaled');
    const again = (await as(1003).post('/api/leave/calendar/feeds/regenerate', { kind: 'team' })).json();
    expect(again.teamUrl).not.toBe(feeds.teamUrl);
    expect((await t.app.inject({ url: path(feeds.teamUrl) })).statusCode).toBe(404);
    expect((await as(1005).get('/api/leave/calendar/feeds')).json().teamUrl).toBeNull();
  });
});

it('keeps the ledger untouched by requests (balances are computed)', async () => {
  const n = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(leaveLedger)).at(0)!.n;
  expect(n).toBe(1);
});

describe('balances across years (issue 12, item 3)', () => {
  /** The year after Y: it may use the days carried over from Y (and the year before). */
  const Z = Y + 1;
  const annualIn = async (year: number) => (await as(1005).get(`/api/leave/balances?year=${year}`)).json().items.find((b: { leaveTypeId: number }) => b.leaveTypeId === types.annual);
  const adjust = (year: number, days: number) =>
    t.app.inject({ method: 'POST', url: `/api/hr/employees/${ids[1005]}/balance-adjustments`, headers: { authorization: `Bearer ${tokens[1001]}` }, payload: { leaveTypeId: types.annual, year, days, reason: 'test' } });
  /** December work days of Y that 1005 has not booked. */
  const december: string[] = [];
  for (let d = `${Y}-12-14`; december.length < 5; d = addDaysIso(d, 1)) if (![5, 6].includes(weekDay(d))) december.push(d);

  it("a request this year cannot take the days next year's bookings were carried over from", async () => {
    // Next year: weeks (Sunday to Thursday), then single days, until the balance refuses.
    let d = `${Z}-01-04`;
    while (weekDay(d) !== 0) d = addDaysIso(d, 1);
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++, d = addDaysIso(d, 7)) {
      const week = (await annualIn(Z)).remaining >= 5;
      const res = await file(1005, annual(d, week ? addDaysIso(d, 4) : d));
      if (res.statusCode !== 200) {
        expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
        refused = true;
      }
    }
    expect(refused).toBe(true);
    const next = await annualIn(Z);
    expect(next.remaining).toBe(0);
    expect(next.carriedOver).toBeGreaterThan(0);
    // This year still shows days of its own, but next year has already counted on them.
    expect((await annualIn(Y)).remaining).toBeGreaterThan(0);
    const quote = (await as(1005).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${december[0]}&endDate=${december[0]}`)).json();
    expect(quote.remainingAfter).toBe(-1);
    for (const day of december) {
      const res = await file(1005, annual(day, day));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', params: { remaining: 0, days: 1 } });
    }
    for (const year of [Y, Z, Z + 1]) expect((await annualIn(year)).remaining).toBeGreaterThanOrEqual(0);
  });

  it('HR cannot deduct days a later year counts on; a day added this year can be taken once', async () => {
    const before = await annualIn(Y);
    const cut = await adjust(Y, -1);
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await annualIn(Y)).remaining).toBe(before.remaining);
    expect((await adjust(Y, 1)).statusCode).toBe(200);
    expect((await annualIn(Z)).remaining).toBe(1);
    expect((await file(1005, annual(december[0], december[0]))).statusCode).toBe(200);
    expect((await file(1005, annual(december[1], december[1]))).json().code).toBe('INSUFFICIENT_BALANCE');
    for (const year of [Y, Z, Z + 1]) expect((await annualIn(year)).remaining).toBeGreaterThanOrEqual(0);
  });
});
