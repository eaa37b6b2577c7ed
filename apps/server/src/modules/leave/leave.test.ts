import { addDaysIso, weekDay } from '@hr/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveLedger, leaveRequests, leaveTypes, organisation } from '../../db/schema.js';
import { Y, thursday, thu, HOLIDAY, useLeaveApp } from './leave-fixture.js';

const { fx, ids, types, as, inboxItem, file, annual, balance, notes } = useLeaveApp();

describe('types, balances and the live count', () => {
  it('offers the Egypt presets with names in both languages', async () => {
    const res = await as(1005).get('/api/leave/types');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; nameAr: string; balanceTypeId: number | null; yearlyCapDays: number | null; maxConsecutiveDays: number | null }[];
    expect(items.map((i) => i.code)).toEqual(['annual', 'casual', 'day_off', 'sick', 'mission', 'overtime', 'other']);
    const casual = items.find((i) => i.code === 'casual')!;
    expect(casual).toMatchObject({ balanceTypeId: types.annual, yearlyCapDays: 7, maxConsecutiveDays: 2, nameAr: 'عارضة' });
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
    expect(r).toMatchObject({ countOfDays: 2, state: 'requested', step: 'manager', approverRole: 'line_manager', handoverState: 'pending', approver: { EmpCode: 1004 }, handover: { EmpCode: 1006 } });
    // The answer is made without reading the request back: it must be what a read gives.
    expect(r).toEqual((await as(1005).get(`/api/leave/requests/${id}`)).json().request);
    expect(await notes(1004, 'leave_submitted')).toBe(1);
    expect(await notes(1006, 'leave_handover_asked')).toBe(1);
    const mail = await fx.t.outbox();
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
    // The requester reads about "your leave", the approver about the requester's.
    expect([await notes(1005, 'leave_handover_accepted_own'), await notes(1005, 'leave_handover_accepted')]).toEqual([1, 0]);
    expect([await notes(1004, 'leave_handover_accepted_own'), await notes(1004, 'leave_handover_accepted')]).toEqual([0, 1]);
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
    // Approved: the requester can no longer cancel it, only ask the approver to.
    expect(detail.can).toEqual({ approve: false, cancel: false, answerHandover: false, requestChange: true });
    expect((await as(1004).post(`/api/leave/requests/${id}/reject`, { comment: 'Too late' })).statusCode).toBe(409);
    // A rejection says why: without a reason it is refused before anything is looked at.
    const bare = await as(1004).post(`/api/leave/requests/${id}/reject`, { comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual([{ path: 'comment', message: 'validation.required' }]);
  });

  it('shows in the team list of the manager above, in the month calendar and in CSV', async () => {
    const list = (await as(1003).get(`/api/leave/team-requests?from=${thu}&to=${thu}`)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await as(1005).get('/api/leave/team-requests')).statusCode).toBe(403);
    const cal = (await as(1003).get(`/api/leave/calendar?month=${thu.slice(0, 7)}`)).json();
    // Compact: the absence names its person and type by id, each listed once.
    const absence = cal.absences.find((a: unknown[]) => a[0] === id);
    expect(absence).toEqual([id, ids[1005], types.annual, thu, addDaysIso(thu, 4), 'approved']);
    expect(cal.people).toContainEqual([ids[1005], 1005, 'Omar Khaled', 'عمر خالد']);
    expect(cal.people.length).toBe(new Set(cal.people.map((p: unknown[]) => p[0])).size);
    expect(cal.leaveTypes.find((t: unknown[]) => t[0] === types.annual)).toHaveLength(3);
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
    // Art 128 ¶1: 7 days a year; the seventh is filed, an eighth is not.
    expect((await file(1008, { leaveTypeId: types.casual, startDate: addDaysIso(apr, 20), endDate: addDaysIso(apr, 20) })).statusCode).toBe(200);
    const res = await file(1008, { leaveTypeId: types.casual, startDate: addDaysIso(apr, 21), endDate: addDaysIso(apr, 21) });
    expect(res.json()).toMatchObject({ code: 'YEARLY_CAP_EXCEEDED', params: { max: 7, used: 7 } });
    const casual = await balance(1008, types.casual);
    expect(casual).toMatchObject({ entitled: 7, pending: 7, remaining: 0 });
  });

  it('refuses a handover colleague from another department or on leave themselves, and sick leave without its certificate', async () => {
    const jun = thursday(6);
    expect(await code(file(1009, annual(jun, jun, { handoverEmployeeId: ids[1012] })))).toBe('HANDOVER_UNAVAILABLE');
    expect((await file(1005, annual(jun, jun))).statusCode).toBe(200);
    expect(await code(file(1006, annual(jun, jun, { handoverEmployeeId: ids[1005] })))).toBe('HANDOVER_UNAVAILABLE');
    expect(await code(file(1006, { leaveTypeId: types.sick, startDate: addDaysIso(jun, 7), endDate: addDaysIso(jun, 8) }))).toBe('ATTACHMENT_REQUIRED');
  });

  it('asks for the notice a type sets, from the person (not from a manager filing for them)', async () => {
    await fx.t.database.db.update(leaveTypes).set({ minNoticeDays: 800 }).where(eq(leaveTypes.id, types.mission));
    try {
      const jul = thursday(7);
      expect(await code(file(1010, { leaveTypeId: types.mission, startDate: jul, endDate: jul }))).toBe('NOTICE_TOO_SHORT');
      expect((await file(1003, { leaveTypeId: types.mission, startDate: jul, endDate: jul, employeeId: ids[1010] })).statusCode).toBe(200);
    } finally {
      await fx.t.database.db.update(leaveTypes).set({ minNoticeDays: 0 }).where(eq(leaveTypes.id, types.mission));
    }
  });

  it('team filing: a supervisor files for their report; nobody files for someone outside their scope', async () => {
    const aug = thursday(8);
    const res = await file(1004, annual(aug, aug, { employeeId: ids[1006] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employee: { EmpCode: 1006 }, filedBy: { EmpCode: 1004 } });
    expect(res.json()).toEqual((await as(1004).get(`/api/leave/requests/${res.json().id}`)).json().request);
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
    const { db } = fx.t.database;
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

  it('the same day filed six times at once is filed once: each filing reads the leave of the person only after taking their lock', async () => {
    const day = addDaysIso(thursday(9), 14);
    const results = await Promise.all(Array.from({ length: 6 }, () => file(1009, annual(day, day))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(5).fill('LEAVE_OVERLAP'));
    const filed = await fx.t.database.db.select({ id: leaveRequests.id }).from(leaveRequests).where(and(eq(leaveRequests.employeeId, ids[1009]), eq(leaveRequests.startDate, day)));
    expect(filed).toHaveLength(1);
  });

  it('two parallel approvals make one decision; the other approver gets a clear message', async () => {
    const oct = thursday(10);
    const id = (await file(1005, annual(oct, oct))).json().id;
    // 1003 decides as 1004's delegate while 1004 decides too.
    expect((await as(1004).post('/api/leave/delegations', { delegateId: ids[1003], startDate: new Date().toISOString().slice(0, 10), endDate: `${Y}-12-31` })).statusCode).toBe(200);
    const [a, b] = await Promise.all([as(1004).post(`/api/leave/requests/${id}/approve`, {}), as(1003).post(`/api/leave/requests/${id}/reject`, { comment: 'No' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('ALREADY_DECIDED');
    const events = (await fx.t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0];
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
    const [row] = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'leave_request'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'leave.approved')));
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
    await fx.t.database.db.update(organisation).set({ handoverAcceptanceRequired: true });
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
      await fx.t.database.db.update(organisation).set({ handoverAcceptanceRequired: false });
    }
  });

  it('the requester cancels a pending request themselves', async () => {
    const d = addDaysIso(thursday(2), 14);
    const id = (await file(1010, annual(d, d))).json().id;
    expect((await as(1010).post(`/api/leave/requests/${id}/cancel`, {})).json().state).toBe('cancelled');
    expect(await notes(1003, 'leave_cancelled')).toBeGreaterThanOrEqual(1);
  });
});

it('keeps the ledger untouched by requests (balances are computed)', async () => {
  const n = (await fx.t.database.db.select({ n: sql<number>`count(*)::int` }).from(leaveLedger)).at(0)!.n;
  expect(n).toBe(1);
});
