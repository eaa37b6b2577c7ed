import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, organisation, payrollMonths } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Art 125 on the annual balance: the move from expiry, HR's settlement list and decisions, the payments for payroll, the end of service and the yearly minimum. */
let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};
let today = '';
let year = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [1001, 1005, 1008, 1012]) {
    const { token, user } = await t.login(code);
    tokens[code] = token;
    ids[code] = user.id;
  }
  const [org] = await t.database.db.select({ timeZone: organisation.timeZone }).from(organisation);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: org.timeZone }).format(new Date());
  year = Number(today.slice(0, 4));
  // Ten years of service for two people, balances kept for five years: grants of every year.
  await t.database.db.update(organisation).set({ leaveStartYear: year - 4, carryOverYears: 2 });
  for (const code of [1008, 1012]) await t.database.db.update(employees).set({ hireDate: `${year - 10}-01-01`, birthDate: '1995-01-01', endDate: null }).where(eq(employees.id, ids[code]));
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST';
const call = (code: number, method: Method, url: string, body?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[code]}` }, ...(body === undefined ? {} : { payload: body as object }) });
const hr = (method: Method, url: string, body?: unknown) => call(1001, method, url, body);
const annualRemaining = async (code: number, y = year) => {
  const res = await hr('GET', `/hr/employees/${ids[code]}/balances?year=${y}`);
  const types = (await hr('GET', '/hr/leave-types')).json().items as { id: number; code: string }[];
  const annual = types.find((x) => x.code === 'annual')!;
  return (res.json().items as { leaveTypeId: number; remaining: number }[]).find((b) => b.leaveTypeId === annual.id)!.remaining;
};
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('Art 125: moving an installation from expiry to the law’s rule', () => {
  it('shows what each year would change, changes no balance shown when confirmed with the latest year, once, audited', async () => {
    const rule = (await hr('GET', '/hr/annual-settlements/rule')).json();
    expect(rule).toMatchObject({ noExpiryFrom: null, carryOverYears: 2, maxFrom: year + 1 });
    expect(rule.preview.from).toBe(year + 1);
    // The grant of two years ago expires next 1 January under the old rule: the law's rule keeps it.
    const line = rule.preview.changes.find((c: { employee: { id: number } }) => c.employee.id === ids[1012]);
    expect(line.remainingNow).toBe(line.remainingAfter);
    expect(line.keptNextYear).toBeGreaterThan(0);
    // The earliest year brings back days that expired on a 1 January under the law.
    const early = (await hr('GET', `/hr/annual-settlements/rule?from=${rule.minFrom}`)).json();
    if (rule.minFrom <= year) expect(early.preview.changes.find((c: { employee: { id: number } }) => c.employee.id === ids[1012]).remainingAfter).toBeGreaterThan(line.remainingNow);

    const before = await annualRemaining(1012);
    expect((await call(1012, 'POST', '/hr/annual-settlements/rule', { from: year + 1, confirm: true })).statusCode).toBe(403);
    expect((await hr('POST', '/hr/annual-settlements/rule', { from: year + 1 })).statusCode).toBe(400);
    expect((await hr('POST', '/hr/annual-settlements/rule', { from: year + 2, confirm: true })).json().code).toBe('VALIDATION_FAILED');
    const res = await hr('POST', '/hr/annual-settlements/rule', { from: year + 1, confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().noExpiryFrom).toBe(year + 1);
    expect(await annualRemaining(1012)).toBe(before);
    // Next year the grant of two years before is still there.
    expect(await annualRemaining(1012, year + 1)).toBeGreaterThan(before - line.keptNextYear);
    const again = await hr('POST', '/hr/annual-settlements/rule', { from: year + 1, confirm: true });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SETTLEMENT_RULE_SET']);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'annual_settlement.rule'));
    expect(audit.after).toMatchObject({ annualNoExpiryFrom: year + 1 });
  });
});

describe('Art 125: the settlement list and HR’s decisions', () => {
  beforeAll(async () => {
    // As a new installation: no day has ever expired, so grants over three years old are still there.
    await t.database.db.update(organisation).set({ annualNoExpiryFrom: year - 4 });
  });

  it('lists grants over three years old; grant needs a date to come, refusal a date and a note', async () => {
    const list = (await hr('GET', '/hr/annual-settlements')).json();
    expect(list.noExpiryFrom).toBe(year - 4);
    const item = list.items.find((i: { employee: { id: number } }) => i.employee.id === ids[1012]);
    expect(item.state).toBe('due');
    expect(item.dueYears.map((d: { year: number }) => d.year)).toEqual([year - 4, year - 3]);
    expect(item.dueDays).toBeGreaterThan(0);
    expect((await call(1012, 'GET', '/hr/annual-settlements')).statusCode).toBe(403);

    const past = await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'grant', takeBy: addDays(today, -1) });
    expect([past.statusCode, past.json().fields[0].path]).toEqual([400, 'takeBy']);
    expect((await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'grant' })).statusCode).toBe(400);
    expect((await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'refused', refusedOn: today, note: '' })).statusCode).toBe(400);
    expect((await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'nope' })).statusCode).toBe(400);

    const granted = await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'grant', takeBy: addDays(today, 30), note: 'Before the audit' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().item).toMatchObject({ state: 'scheduled', takeBy: addDays(today, 30) });
    expect(granted.json().history[0]).toMatchObject({ decision: 'grant', note: 'Before the audit', decidedBy: { EmpCode: 1001 } });

    const refused = await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'refused', refusedOn: today, note: 'Letter of refusal on file' });
    expect(refused.json().item).toMatchObject({ state: 'refused' });
    expect(refused.json().item.refusedDays).toBe(item.dueDays);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'annual_settlement'));
    expect(audits.map((a) => a.action)).toEqual(['annual_settlement.grant', 'annual_settlement.refused']);
  });

  it('pays the due days: they leave the balance and go to the first payroll month not closed', async () => {
    const before = await annualRemaining(1008);
    const item = (await hr('GET', `/hr/annual-settlements/${ids[1008]}`)).json().item;
    // This month is closed for payroll: the payment goes to the next.
    const month = today.slice(0, 7);
    await t.database.db.insert(payrollMonths).values({ month, siteId: null, version: 1, state: 'closed', closedById: ids[1001], closedAt: new Date() });
    const paid = await hr('POST', `/hr/annual-settlements/${ids[1008]}`, { decision: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().item).toBeNull();
    const next = month.endsWith('-12') ? `${Number(month.slice(0, 4)) + 1}-01` : `${month.slice(0, 5)}${String(Number(month.slice(5)) + 1).padStart(2, '0')}`;
    expect(paid.json().history[0]).toMatchObject({ decision: 'pay', payrollMonth: next });
    expect(await annualRemaining(1008)).toBe(Math.round((before - item.dueDays) * 1000) / 1000);
    const again = await hr('POST', `/hr/annual-settlements/${ids[1008]}`, { decision: 'pay' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'NOTHING_TO_SETTLE']);

    const csv = await hr('GET', `/hr/annual-settlements/payments.csv?month=${next}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${next.slice(5)}/${next.slice(0, 4)},1008,`);
    expect(csv.body).toContain(`,${year - 4},`);
    expect((await hr('GET', `/hr/annual-settlements/payments.csv?month=${month}`)).body).not.toContain(',1008,');
    expect((await hr('GET', '/hr/annual-settlements/payments.csv?month=2026-13')).statusCode).toBe(400);
    const ar = await hr('GET', `/hr/annual-settlements/payments.csv?month=${next}&lang=ar`);
    expect(ar.body).toContain('شهر الرواتب');
    await t.database.db.delete(payrollMonths).where(sql`true`);
  });

  it('Art 125: at the end of service the balance left is owed in cash, less refused days, and paying it empties the balance', async () => {
    await t.database.db.update(employees).set({ endDate: addDays(today, 10) }).where(eq(employees.id, ids[1012]));
    const remaining = await annualRemaining(1012);
    const item = (await hr('GET', `/hr/annual-settlements/${ids[1012]}`)).json().item;
    expect(item.endDate).toBe(addDays(today, 10));
    expect(item.endOfServiceDays).toBe(Math.round((remaining - item.refusedDays) * 1000) / 1000);
    const paid = await hr('POST', `/hr/annual-settlements/${ids[1012]}`, { decision: 'pay', note: 'Final settlement' });
    expect(paid.statusCode).toBe(200);
    expect(await annualRemaining(1012)).toBe(item.refusedDays);
    const csv = (await hr('GET', '/hr/annual-settlements/payments.csv')).body;
    expect(csv).toContain('End of service (Art 125)');
    await t.database.db.update(employees).set({ endDate: null }).where(eq(employees.id, ids[1012]));
  });
});

describe('Art 125: at least 15 days a year, six in a row', () => {
  it('reports who will not get the minimum, and the dashboard count matches', async () => {
    const res = await hr('GET', `/reports/annual-minimum?year=${year}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const line = body.items.find((i: { employee: { id: number } }) => i.employee.id === ids[1005]);
    if (line) expect(line).toMatchObject({ required: expect.any(Number), requiredRun: 6 });
    expect(body.items.every((i: { short: boolean; noRun: boolean }) => i.short || i.noRun)).toBe(true);
    const count = (await hr('GET', `/reports/annual-minimum/count?year=${year}`)).json();
    expect(count).toEqual({ year, count: body.total });
    expect((await call(1012, 'GET', `/reports/annual-minimum?year=${year}`)).statusCode).toBe(403);
    expect((await hr('GET', '/reports/annual-minimum?year=abc')).statusCode).toBe(400);
  });
});
