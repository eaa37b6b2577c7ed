import { addDaysIso, employeeToInput } from '@hr/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, leaveTypes } from '../../db/schema.js';
import { thursday, useLeaveApp, Y } from './leave-fixture.js';

/**
 * Egypt Labour Law 14/2025, leave types and the annual entitlement, through the API:
 * casual leave's 7 days (Art 128 ¶1), paternity (Art 128 ¶2), childcare (Art 57), times in service
 * counted by event (Arts 54, 128, 130), Hajj or Jerusalem (Art 130), the annual entitlement's
 * service before joining, short stature and hazardous or remote work (Art 124), and the leave the
 * law protects from splitting (Art 125).
 */
const { fx, ids, types, as, file, annual, balance } = useLeaveApp();
const sun = addDaysIso(thursday(9), 3);
const db = () => fx.t.database.db;
const record = async (code: number) => (await as(1001).get(`/api/hr/employees/${ids[code]}`)).json();
const setRecord = async (code: number, change: Record<string, unknown>) => {
  const res = await as(1001).put(`/api/hr/employees/${ids[code]}`, { ...employeeToInput(await record(code)), ...change });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const addPreset = async (code: string): Promise<number> => {
  const res = await as(1001).post(`/api/hr/leave-types/presets/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
};

describe('Art 128 ¶1: casual leave, 7 days a year', () => {
  it('Art 128 ¶1: a new installation starts with 7 days, at most 2 at a time, from Annual; nothing to ask', async () => {
    const casual = (await as(1001).get('/api/hr/leave-types')).json().items.find((t: { code: string }) => t.code === 'casual');
    expect(casual).toMatchObject({ yearlyCapDays: 7, maxConsecutiveDays: 2, balanceTypeId: types.annual });
    expect((await as(1001).get('/api/hr/leave-types/law-suggestions')).json().items).toEqual([]);
  });

  it('Art 128 ¶1: an installation still at the old 6 days is asked once; "Keep" changes nothing and is audited', async () => {
    await db().update(leaveTypes).set({ yearlyCapDays: 6 }).where(eq(leaveTypes.code, 'casual'));
    const list = (await as(1001).get('/api/hr/leave-types/law-suggestions')).json();
    expect(list.items).toEqual([expect.objectContaining({ id: 'casualDays', leaveTypeId: types.casual, current: { yearlyCapDays: 6 }, proposed: { yearlyCapDays: 7 } })]);
    // Only HR answers; an employee may not even read them.
    expect((await as(1005).get('/api/hr/leave-types/law-suggestions')).statusCode).toBe(403);
    expect((await as(1001).post('/api/hr/leave-types/law-suggestions/casualDays', { answer: 'maybe' })).statusCode).toBe(400);
    const kept = await as(1001).post('/api/hr/leave-types/law-suggestions/casualDays', { answer: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().items).toEqual([]);
    const [row] = await db().select({ cap: leaveTypes.yearlyCapDays }).from(leaveTypes).where(eq(leaveTypes.code, 'casual'));
    expect(row.cap).toBe(6);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'law_suggestion.keep'));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ suggestion: 'casualDays', answer: 'keep', yearlyCapDays: 6 });
    // Asked once: answering again is refused.
    expect((await as(1001).post('/api/hr/leave-types/law-suggestions/casualDays', { answer: 'apply' })).statusCode).toBe(404);
    await db().update(leaveTypes).set({ yearlyCapDays: 7 }).where(eq(leaveTypes.code, 'casual'));
  });
});

describe('Art 130: Hajj or visit to Jerusalem', () => {
  it('Art 130: the preset names the visit to Jerusalem; a type with the old name is offered the new one, "Apply" renames it (audited)', async () => {
    const id = await addPreset('hajj');
    const added = (await as(1001).get('/api/hr/leave-types')).json().items.find((t: { id: number }) => t.id === id);
    expect(added).toMatchObject({ nameEn: 'Hajj or visit to Jerusalem', nameAr: 'الحج أو زيارة بيت المقدس', maxTimesInService: 1, minServiceMonths: 60 });
    await db().update(leaveTypes).set({ nameEn: 'Hajj', nameAr: 'إجازة حج' }).where(eq(leaveTypes.id, id));
    const list = (await as(1001).get('/api/hr/leave-types/law-suggestions')).json();
    expect(list.items.map((s: { id: string }) => s.id)).toEqual(['hajjName']);
    const applied = await as(1001).post('/api/hr/leave-types/law-suggestions/hajjName', { answer: 'apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    const renamed = (await as(1001).get('/api/hr/leave-types')).json().items.find((t: { id: number }) => t.id === id);
    expect(renamed).toMatchObject({ nameEn: 'Hajj or visit to Jerusalem', nameAr: 'الحج أو زيارة بيت المقدس' });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'law_suggestion.apply'))).toHaveLength(1);
  });
});

describe('Art 128 ¶2 and Art 54: paternity, and times counted by event', () => {
  let paternity = 0;
  const day = (d: string, eventDate: string | null) => ({ leaveTypeId: paternity, startDate: d, endDate: d, eventDate });

  it('Art 128 ¶2: one day for men, drawn on no balance; the birth date is asked', async () => {
    paternity = await addPreset('paternity');
    const quote = (await as(1005).get(`/api/leave/quote?leaveTypeId=${paternity}&startDate=${sun}&endDate=${sun}`)).json();
    expect(quote).toMatchObject({ days: 1, remainingAfter: null, eventDateRequired: true });
    const noEvent = await file(1005, day(sun, null));
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().code).toBe('LEAVE_EVENT_DATE_REQUIRED');
    expect((await file(1006, day(sun, sun))).json().code).toBe('LEAVE_FOR_MEN_ONLY');
    expect((await file(1005, { ...day(sun, sun), endDate: addDaysIso(sun, 1) })).json().code).toBe('MAX_CONSECUTIVE_EXCEEDED');
    const ok = await file(1005, day(sun, sun));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('Art 128 ¶2: a second child born the same year is a second time; a fourth birth is refused', async () => {
    expect((await file(1005, day(addDaysIso(sun, 14), addDaysIso(sun, 14)))).statusCode).toBe(200);
    expect((await file(1005, day(addDaysIso(sun, 21), addDaysIso(sun, 21)))).statusCode).toBe(200);
    const fourth = await file(1005, day(addDaysIso(sun, 28), addDaysIso(sun, 28)));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ code: 'LEAVE_TIMES_USED', params: { count: 3 } });
    expect((await as(1005).get('/api/leave/types/offered')).json().items.map((t: { id: number }) => t.id)).not.toContain(paternity);
  });
});

describe('Art 54: maternity, times counted by birth', () => {
  const attachment = { fileName: 'certificate.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 test').toString('base64') };
  let maternity = 0;
  const part = (start: string, days: number, eventDate: string) => ({ leaveTypeId: maternity, startDate: start, endDate: addDaysIso(start, days - 1), eventDate, attachment });
  // March: the birth's parts stay within the year.
  const march = addDaysIso(thursday(3), 4);
  const birth = addDaysIso(march, 20);

  it('Art 54: one birth filed in two parts is one time, and its parts together stay within four months', async () => {
    maternity = await addPreset('maternity');
    expect((await file(1006, part(march, 20, birth))).statusCode).toBe(200);
    expect((await file(1006, part(birth, 60, birth))).statusCode).toBe(200);
    const over = await file(1006, part(addDaysIso(birth, 60), 41, birth));
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('MAX_CONSECUTIVE_EXCEEDED');
    // Two more births: the third time is the last.
    expect((await file(1006, part(`${Y + 1}-02-01`, 10, `${Y + 1}-02-05`))).statusCode).toBe(200);
    expect((await file(1006, part(`${Y + 1}-06-01`, 10, `${Y + 1}-06-05`))).statusCode).toBe(200);
    expect((await file(1006, part(`${Y + 1}-09-01`, 10, `${Y + 1}-09-05`))).json().code).toBe('LEAVE_TIMES_USED');
  });

  it('Art 54: requests filed before the event was asked count as one time each', async () => {
    // The last two births' requests cancelled, and the first birth's date forgotten on its two parts: two times, so one birth is left.
    const later = (await db().execute<{ id: number }>(sql`select id from leave_requests where leave_type_id = ${maternity} and start_date >= ${`${Y + 1}-01-01`}`)).rows;
    for (const r of later) expect((await as(1006).post(`/api/leave/requests/${r.id}/cancel`, { comment: '' })).statusCode).toBe(200);
    await db().execute(sql`update leave_requests set event_date = null where leave_type_id = ${maternity}`);
    expect((await file(1006, part(`${Y + 1}-02-01`, 10, `${Y + 1}-02-05`))).statusCode).toBe(200);
    expect((await file(1006, part(`${Y + 1}-06-01`, 10, `${Y + 1}-06-05`))).json().code).toBe('LEAVE_TIMES_USED');
  });
});

describe('Art 57: childcare', () => {
  let childcare = 0;
  const leave = (start: string, days = 30) => ({ leaveTypeId: childcare, startDate: start, endDate: addDaysIso(start, days - 1), eventDate: '2026-01-10' });

  it('Art 57: refused where fewer than 50 people work, with the article', async () => {
    childcare = await addPreset('childcare');
    const small = await file(1006, leave(sun));
    expect(small.statusCode).toBe(400);
    const active = (await db().execute<{ n: number }>(sql`select count(*)::int as n from employees where active`)).rows[0].n;
    expect(small.json()).toMatchObject({ code: 'LEAVE_WORKFORCE_TOO_SMALL', params: { min: 50, count: Number(active) } });
    expect((await as(1006).get('/api/leave/types/offered')).json().items.map((t: { id: number }) => t.id)).not.toContain(childcare);
  });

  it('Art 57: with 50 workers, for women after a year; two years at least between the first and the second', async () => {
    const active = Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from employees where active`)).rows[0].n);
    await db().insert(employees).values(Array.from({ length: Math.max(0, 50 - active) }, (_, i) => ({ empCode: 9000 + i, fullNameEn: `Worker ${i}`, fullNameAr: `عامل ${i}`, hireDate: '2020-01-01' })));
    // The workforce is read through the cache: a new hire bumps it.
    expect((await file(1005, leave(sun))).json().code).toBe('LEAVE_FOR_WOMEN_ONLY');
    // Nour was on maternity leave in the spring; her childcare starts in November.
    const nov = thursday(11);
    const first = await file(1006, leave(nov));
    expect(first.statusCode, first.body).toBe(200);
    const second = await file(1006, { ...leave(addDaysIso(nov, 40), 10), eventDate: '2027-03-01' });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('LEAVE_TOO_SOON_AFTER_FIRST');
  });
});

describe('Art 124: the annual entitlement', () => {
  it('Art 124 ¶1: months of service before joining count toward the ten years (the default reading), not with "this employer only"', async () => {
    // Omar, hired July 2021: 77 months by the end of next year, 21 days.
    expect((await balance(1005)).entitled).toBe(21);
    const saved = await setRecord(1005, { priorServiceMonths: 43 });
    expect(saved.priorServiceMonths).toBe(43);
    expect((await balance(1005)).entitled).toBe(30);
    const law = (await as(1001).get('/api/hr/labour-law')).json();
    expect((await as(1001).put('/api/hr/labour-law/readings', { ...law.readings, priorService: 'this_employer' })).statusCode).toBe(200);
    expect((await balance(1005)).entitled).toBe(21);
    expect((await as(1001).put('/api/hr/labour-law/readings', { ...law.readings, priorService: 'any_employer' })).statusCode).toBe(200);
    await setRecord(1005, { priorServiceMonths: 0 });
    // Bounded input: a 4xx, never a 5xx.
    const bad = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...employeeToInput(await record(1005)), priorServiceMonths: 10_000 });
    expect(bad.statusCode).toBe(400);
  });

  it('Art 124 ¶1: a person of short stature gets 45 days, like a disability', async () => {
    await setRecord(1009, { shortStature: true });
    expect((await balance(1009)).entitled).toBe(45);
    await setRecord(1009, { shortStature: false });
  });

  it('Art 124 ¶3: seven more days for hazardous work or a remote site, shown with the reason', async () => {
    expect((await balance(1012)).extra ?? null).toBeNull();
    await setRecord(1012, { hazardousWork: true });
    expect(await balance(1012)).toMatchObject({ entitled: 28, extra: { days: 7, reasons: ['hazardous'] } });
    // HR sees the same on the person's balances.
    const hr = (await as(1001).get(`/api/hr/employees/${ids[1012]}/balances?year=${Y}`)).json();
    expect(hr.items.find((b: { leaveTypeId: number }) => b.leaveTypeId === types.annual)).toMatchObject({ entitled: 28, extra: { reasons: ['hazardous'] } });
    await setRecord(1012, { hazardousWork: false });
    // Dina works in Cairo: the site marked remote gives its people the same seven days.
    const site = (await record(1012)).site.id;
    const s = (await as(1001).get('/api/hr/structure')).json().sites.find((x: { id: number }) => x.id === site);
    const marked = await as(1001).put(`/api/hr/sites/${site}`, { nameEn: s.nameEn, nameAr: s.nameAr, remoteArea: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().remoteArea).toBe(true);
    expect(await balance(1012)).toMatchObject({ entitled: 28, extra: { days: 7, reasons: ['remote'] } });
    await as(1001).put(`/api/hr/sites/${site}`, { nameEn: s.nameEn, nameAr: s.nameAr, remoteArea: false });
    expect((await balance(1012)).entitled).toBe(21);
  });
});

describe('Art 125: leave that may not be split', () => {
  it('Art 125: a second part of the year’s annual leave of a protected person is flagged on the quote; others are not', async () => {
    const start = thursday(10);
    expect((await file(1008, annual(addDaysIso(start, 3), addDaysIso(start, 4)))).statusCode).toBe(200);
    const q = (code: number) => as(code).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${addDaysIso(start, 17)}&endDate=${addDaysIso(start, 18)}`);
    expect((await q(1008)).json().splitsProtected ?? null).toBeNull();
    await setRecord(1008, { disability: true });
    expect((await q(1008)).json().splitsProtected).toBe('disability');
    await setRecord(1008, { disability: false });
  });
});

describe('Art 124: the record through the employee import', () => {
  const post = (lines: string[], apply: boolean) =>
    as(1001).post('/api/hr/employees/import', {
      fileName: 'people.csv',
      contentBase64: Buffer.from(['empCode,shortStature,hazardousWork,priorServiceMonths', ...lines].join('\r\n'), 'utf8').toString('base64'),
      apply,
    });

  it('Art 124: short stature, hazardous work and months of service before joining are columns; a bad month count is a row error', async () => {
    const bad = await post(['1013,no,no,abc'], false);
    expect(bad.statusCode, bad.body).toBe(200);
    expect(JSON.stringify(bad.json())).toContain('priorServiceMonths');
    const ok = await post(['1013,yes,yes,24'], true);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await db().select({ s: employees.shortStature, h: employees.hazardousWork, m: employees.priorServiceMonths }).from(employees).where(eq(employees.empCode, 1013));
    expect(row).toEqual({ s: true, h: true, m: 24 });
    // 45 days (short stature) and 7 more (hazardous work).
    const hrBalances = (await as(1001).get(`/api/hr/employees/${ids[1013]}/balances?year=${Y}`)).json();
    expect(hrBalances.items.find((b: { leaveTypeId: number }) => b.leaveTypeId === types.annual).entitled).toBe(52);
    expect((await record(1013))).toMatchObject({ shortStature: true, hazardousWork: true, priorServiceMonths: 24 });
  });
});
