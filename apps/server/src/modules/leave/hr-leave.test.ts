import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests, organisation } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [1001, 1002, 1003, 1004, 1005, 1008, 1012]) {
    const { token, user } = await t.login(code);
    tokens[code] = token;
    ids[code] = user.id;
  }
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(code: number, method: Method, url: string, body?: unknown) {
  return t.app.inject({ method, url: `/api/hr${url}`, headers: { authorization: `Bearer ${tokens[code]}` }, ...(body === undefined ? {} : { payload: body as object }) });
}
const hr = (method: Method, url: string, body?: unknown) => call(1001, method, url, body);

interface LeaveType {
  id: number;
  code: string | null;
  nameEn: string;
  balanceTypeId: number | null;
  tracksBalance: boolean;
  entitlementRule: string;
  yearlyCapDays: number | null;
  active: boolean;
}
async function types(): Promise<LeaveType[]> {
  const res = await hr('GET', '/leave-types');
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
const typeOf = async (code: string) => (await types()).find((x) => x.code === code)!;

const input = {
  nameEn: 'Study',
  nameAr: 'دراسية',
  balanceTypeId: null as number | null,
  entitlementRule: 'fixed',
  yearlyDays: 5,
  yearlyCapDays: null,
  dayBasis: 'working',
  maxConsecutiveDays: 3,
  minNoticeDays: 7,
  halfDayAllowed: true,
  attachmentOverDays: 0,
  approvalFlow: 'manager_hr',
  active: true,
};
const year = new Date().getUTCFullYear();

async function audits(entity: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));
}

describe('authorisation', () => {
  const endpoints = (): [Method, string, unknown?][] => [
    ['GET', '/leave-types'],
    ['POST', '/leave-types', input],
    ['PUT', '/leave-types/1', input],
    ['DELETE', '/leave-types/1'],
    ['GET', '/leave-settings'],
    ['PUT', '/leave-settings', { handoverAcceptanceRequired: false, carryOverYears: 2 }],
    ['GET', `/employees/${ids[1012]}/balances`],
    ['POST', `/employees/${ids[1012]}/balance-adjustments`, { leaveTypeId: 1, year, days: 1, reason: 'x' }],
    ['GET', `/employees/${ids[1012]}/ledger?leaveTypeId=1`],
  ];

  it('refuses employees, supervisors and managers everywhere', async () => {
    for (const code of [1012, 1005, 1004, 1003]) {
      for (const [method, url, body] of endpoints()) {
        const res = await call(code, method, url, body);
        expect(res.statusCode, `${code} ${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hr/leave-types' });
    expect(res.statusCode).toBe(401);
  });

  it('lets site HR read types, settings and the balances of their sites only, and write nothing', async () => {
    for (const [method, url, body] of endpoints()) {
      const res = await call(1002, method, url.replace(`/employees/${ids[1012]}/`, `/employees/${ids[1008]}/`), body);
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
    }
    // 1012 works in Cairo; site HR 1002 looks after Alexandria.
    expect((await call(1002, 'GET', `/employees/${ids[1012]}/balances`)).statusCode).toBe(404);
    expect((await call(1002, 'GET', `/employees/${ids[1012]}/ledger?leaveTypeId=1`)).statusCode).toBe(404);
  });
});

describe('leave types', () => {
  it('lists the presets with their balances', async () => {
    const all = await types();
    expect(all.map((x) => x.code)).toEqual(['annual', 'casual', 'day_off', 'sick', 'mission', 'overtime', 'other']);
    const annual = all.find((x) => x.code === 'annual')!;
    expect(annual).toMatchObject({ tracksBalance: true, balanceTypeId: annual.id, entitlementRule: 'egypt_annual' });
    expect(all.find((x) => x.code === 'casual')).toMatchObject({ tracksBalance: false, balanceTypeId: annual.id, yearlyCapDays: 7 });
    expect(all.find((x) => x.code === 'sick')).toMatchObject({ tracksBalance: false, balanceTypeId: null });
  });

  it('gives a new type with an entitlement its own balance, audited', async () => {
    const res = await hr('POST', '/leave-types', input);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ ...input, code: null, balanceTypeId: created.id, tracksBalance: true });
    const row = (await audits('leave_type')).find((a) => a.action === 'leave_type.create' && a.entityId === String(created.id));
    expect(row?.after).toMatchObject({ nameEn: 'Study', balanceTypeId: created.id });
    expect(row?.actorId).toBe(ids[1001]);
    // It shows in everyone's balances.
    const balances = (await hr('GET', `/employees/${ids[1012]}/balances`)).json();
    expect(balances.items.find((b: { leaveTypeId: number }) => b.leaveTypeId === created.id)).toMatchObject({ entitled: 5, remaining: 5 });
  });

  it('refuses a type with an entitlement drawing on another balance', async () => {
    const annual = await typeOf('annual');
    const res = await hr('POST', '/leave-types', { ...input, balanceTypeId: annual.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'balanceTypeId' }] });
  });

  it('lets a type without an entitlement draw on nothing or on a type with its own balance, not on one without', async () => {
    const annual = await typeOf('annual');
    const sick = await typeOf('sick');
    const none = (await hr('POST', '/leave-types', { ...input, nameEn: 'Unpaid', entitlementRule: 'none', balanceTypeId: null })).json();
    expect(none).toMatchObject({ balanceTypeId: null, tracksBalance: false });
    const drawing = (await hr('POST', '/leave-types', { ...input, nameEn: 'Bridge', entitlementRule: 'none', balanceTypeId: annual.id })).json();
    expect(drawing).toMatchObject({ balanceTypeId: annual.id, tracksBalance: false });
    for (const balanceTypeId of [sick.id, drawing.id, 99999]) {
      const res = await hr('POST', '/leave-types', { ...input, entitlementRule: 'none', balanceTypeId });
      expect(res.statusCode, String(balanceTypeId)).toBe(400);
      expect(res.json().fields[0].path).toBe('balanceTypeId');
    }
    // On update, a type without an entitlement may draw on itself (a balance only adjustments fill).
    const own = await hr('PUT', `/leave-types/${none.id}`, { ...input, nameEn: 'Unpaid', entitlementRule: 'none', balanceTypeId: none.id });
    expect(own.json()).toMatchObject({ balanceTypeId: none.id, tracksBalance: true });
  });

  it('edits a type, auditing before and after', async () => {
    const mission = await typeOf('mission');
    const body = { ...input, nameEn: 'Business trip', nameAr: 'مأمورية عمل', entitlementRule: 'none', balanceTypeId: null, yearlyDays: 0, attachmentOverDays: null };
    const res = await hr('PUT', `/leave-types/${mission.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, id: mission.id, code: 'mission', tracksBalance: false });
    const row = (await audits('leave_type')).find((a) => a.action === 'leave_type.update' && a.entityId === String(mission.id));
    expect(row?.before).toMatchObject({ nameEn: 'Mission', maxConsecutiveDays: null });
    expect(row?.after).toMatchObject({ nameEn: 'Business trip', maxConsecutiveDays: 3 });
    expect((await hr('PUT', '/leave-types/99999', body)).statusCode).toBe(404);
  });

  it('keeps the own balance of a type others draw on', async () => {
    const annual = await typeOf('annual');
    const res = await hr('PUT', `/leave-types/${annual.id}`, { ...input, nameEn: 'Annual', nameAr: 'اعتيادي', entitlementRule: 'none', balanceTypeId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('balanceTypeId');
  });

  it('deletes an unused type, audited; refuses one in use with LEAVE_TYPE_IN_USE and the count', async () => {
    const created = (await hr('POST', '/leave-types', { ...input, nameEn: 'Temporary' })).json();
    expect((await hr('DELETE', `/leave-types/${created.id}`)).json()).toEqual({ ok: true });
    expect((await types()).some((x) => x.id === created.id)).toBe(false);
    const row = (await audits('leave_type')).find((a) => a.action === 'leave_type.delete' && a.entityId === String(created.id));
    expect(row?.before).toMatchObject({ nameEn: 'Temporary' });
    expect((await hr('DELETE', `/leave-types/${created.id}`)).statusCode).toBe(404);

    const sick = await typeOf('sick');
    const request = { employeeId: ids[1012], leaveTypeId: sick.id, balanceTypeId: null, year, startDate: `${year}-03-01`, endDate: `${year}-03-02`, days: 2 };
    await t.database.db.insert(leaveRequests).values([request, { ...request, startDate: `${year}-04-01`, endDate: `${year}-04-01`, days: 1, state: 'cancelled' }]);
    const res = await hr('DELETE', `/leave-types/${sick.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LEAVE_TYPE_IN_USE', params: { count: 2 } });

    // Annual: Casual and Day Off draw on it.
    const annual = await typeOf('annual');
    const drawn = await hr('DELETE', `/leave-types/${annual.id}`);
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().code).toBe('LEAVE_TYPE_IN_USE');

    // A type whose balance has ledger rows.
    const adjusted = (await hr('POST', '/leave-types', { ...input, nameEn: 'Adjusted' })).json();
    await hr('POST', `/employees/${ids[1012]}/balance-adjustments`, { leaveTypeId: adjusted.id, year, days: 1, reason: 'test' });
    const ledgerUse = await hr('DELETE', `/leave-types/${adjusted.id}`);
    expect(ledgerUse.statusCode).toBe(409);
    expect(ledgerUse.json()).toMatchObject({ code: 'LEAVE_TYPE_IN_USE', params: { count: 1 } });
  });

  it('validates the body with the shared schema', async () => {
    const res = await hr('POST', '/leave-types', { ...input, nameEn: '', dayBasis: 'lunar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('leave settings', () => {
  it('reads and saves handover acceptance and carry-over, keeping the other settings, audited', async () => {
    expect((await hr('GET', '/leave-settings')).json()).toEqual({ handoverAcceptanceRequired: false, handoverConflictBlocks: false, carryOverYears: 2 });
    const before = (await hr('GET', '/settings')).json();
    const res = await hr('PUT', '/leave-settings', { handoverAcceptanceRequired: true, carryOverYears: 3 });
    expect(res.json()).toEqual({ handoverAcceptanceRequired: true, handoverConflictBlocks: false, carryOverYears: 3 });
    expect((await hr('GET', '/leave-settings')).json()).toEqual({ handoverAcceptanceRequired: true, handoverConflictBlocks: false, carryOverYears: 3 });
    expect((await hr('GET', '/settings')).json()).toEqual(before);
    const row = (await audits('organisation')).find((a) => a.action === 'leave_settings.update');
    expect(row).toMatchObject({ before: { handoverAcceptanceRequired: false, handoverConflictBlocks: false, carryOverYears: 2 }, after: { handoverAcceptanceRequired: true, handoverConflictBlocks: false, carryOverYears: 3 } });
    expect((await hr('PUT', '/leave-settings', { handoverAcceptanceRequired: true, carryOverYears: 6 })).statusCode).toBe(400);
    await hr('PUT', '/leave-settings', { handoverAcceptanceRequired: false, carryOverYears: 2 });
  });
});

describe('balances, adjustments and the ledger', () => {
  it('shows a balance per type with its own balance and per capped type', async () => {
    const annual = await typeOf('annual');
    const casual = await typeOf('casual');
    const res = await hr('GET', `/employees/${ids[1005]}/balances?year=${year}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ employeeId: ids[1005], year });
    expect(body.items.find((b: { leaveTypeId: number }) => b.leaveTypeId === annual.id)).toMatchObject({ entitled: 21, adjusted: 0, taken: 0, pending: 0, remaining: 21 });
    expect(body.items.find((b: { leaveTypeId: number }) => b.leaveTypeId === casual.id)).toMatchObject({ entitled: 7, remaining: 7 });
    expect((await hr('GET', `/employees/${ids[1005]}/balances`)).json().year).toBe(year);
    expect((await hr('GET', '/employees/99999/balances')).statusCode).toBe(404);
  });

  it('adjusts a balance by half days with a reason, audited, shown in the balances and the ledger', async () => {
    const annual = await typeOf('annual');
    const res = await hr('POST', `/employees/${ids[1005]}/balance-adjustments`, { leaveTypeId: annual.id, year, days: 2.5, reason: 'Worked the Eid' });
    expect(res.statusCode).toBe(200);
    const b = res.json().items.find((x: { leaveTypeId: number }) => x.leaveTypeId === annual.id);
    expect(b).toMatchObject({ entitled: 21, adjusted: 2.5, remaining: 23.5 });
    await hr('POST', `/employees/${ids[1005]}/balance-adjustments`, { leaveTypeId: annual.id, year, days: -1, reason: 'Correction' });

    const rows = (await audits('leave_balance')).filter((a) => a.entityId === String(ids[1005]));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'leave_balance.adjust', actorId: ids[1001], before: { remaining: 21 }, after: { remaining: 23.5, change: 2.5, reason: 'Worked the Eid' } });

    // Approved and pending requests on the balance.
    const base = { employeeId: ids[1005], leaveTypeId: annual.id, balanceTypeId: annual.id, year };
    const [approved, pending] = await t.database.db
      .insert(leaveRequests)
      .values([
        { ...base, startDate: `${year}-02-01`, endDate: `${year}-02-02`, days: 2, state: 'approved' },
        { ...base, startDate: `${year}-01-05`, endDate: `${year}-01-05`, days: 0.5, halfDay: 'am', state: 'requested' },
        { ...base, startDate: `${year}-01-06`, endDate: `${year}-01-06`, days: 1, state: 'rejected' },
      ])
      .returning({ id: leaveRequests.id });

    const ledger = await hr('GET', `/employees/${ids[1005]}/ledger?leaveTypeId=${annual.id}&year=${year}`);
    expect(ledger.statusCode).toBe(200);
    const l = ledger.json();
    expect(l.balance).toMatchObject({ leaveTypeId: annual.id, entitled: 21, adjusted: 1.5, taken: 2, pending: 0.5, remaining: 20 });
    const today = new Date().toISOString().slice(0, 10);
    const kinds = l.entries.map((e: { kind: string; days: number }) => [e.kind, e.days]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['entitlement', 21],
        ['adjustment', 2.5],
        ['adjustment', -1],
        ['taken', -2],
        ['pending', -0.5],
      ]),
    );
    expect(l.entries).toHaveLength(5);
    expect(l.entries[0]).toMatchObject({ date: `${year}-01-01`, kind: 'entitlement' });
    expect(l.entries.map((e: { date: string }) => e.date)).toEqual([...l.entries.map((e: { date: string }) => e.date)].sort());
    expect(l.entries.find((e: { kind: string }) => e.kind === 'taken')).toMatchObject({ requestId: approved.id, date: `${year}-02-01` });
    expect(l.entries.find((e: { kind: string }) => e.kind === 'pending')).toMatchObject({ requestId: pending.id });
    const adj = l.entries.find((e: { days: number }) => e.days === 2.5);
    expect(adj).toMatchObject({ reason: 'Worked the Eid', actor: { EmpCode: 1001, FullName: 'Mona Hassan' } });
    expect(Math.abs(Date.parse(adj.date) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);

    // Casual draws on Annual: its ledger is Annual's.
    const casual = await typeOf('casual');
    expect((await hr('GET', `/employees/${ids[1005]}/ledger?leaveTypeId=${casual.id}&year=${year}`)).json().balance.leaveTypeId).toBe(annual.id);
    const cleanup = and(eq(leaveRequests.employeeId, ids[1005]), eq(leaveRequests.year, year));
    await t.database.db.delete(leaveRequests).where(cleanup);
  });

  it('shows the carry-over of last year when there is one', async () => {
    const annual = await typeOf('annual');
    // Balances start last year: its 21 days and an adjustment, all unused, carry over.
    const [org] = await t.database.db.select({ leaveStartYear: organisation.leaveStartYear }).from(organisation);
    await t.database.db.update(organisation).set({ leaveStartYear: year - 1 });
    await hr('POST', `/employees/${ids[1008]}/balance-adjustments`, { leaveTypeId: annual.id, year: year - 1, days: 4, reason: 'Brought over from the old system' });
    const l = (await call(1002, 'GET', `/employees/${ids[1008]}/ledger?leaveTypeId=${annual.id}&year=${year}`)).json();
    expect(l.entries).toMatchObject([
      { kind: 'entitlement', days: 21, date: `${year}-01-01` },
      { kind: 'carry_over', days: 25, date: `${year}-01-01` },
    ]);
    expect(l.balance).toMatchObject({ entitled: 21, carriedOver: 25, remaining: 46 });
    const last = (await hr('GET', `/employees/${ids[1008]}/ledger?leaveTypeId=${annual.id}&year=${year - 1}`)).json();
    expect(last.entries.map((e: { kind: string; days: number }) => [e.kind, e.days])).toEqual([
      ['entitlement', 21],
      ['adjustment', 4],
    ]);
    await t.database.db.update(organisation).set({ leaveStartYear: org.leaveStartYear });
  });

  it('refuses adjustments to a type without its own balance, unknown people and bad days', async () => {
    const casual = await typeOf('casual');
    const sick = await typeOf('sick');
    for (const leaveTypeId of [casual.id, sick.id, 99999]) {
      const res = await hr('POST', `/employees/${ids[1012]}/balance-adjustments`, { leaveTypeId, year, days: 1, reason: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].path).toBe('leaveTypeId');
    }
    const annual = await typeOf('annual');
    expect((await hr('POST', '/employees/99999/balance-adjustments', { leaveTypeId: annual.id, year, days: 1, reason: 'x' })).statusCode).toBe(404);
    for (const days of [0, 0.3, 400]) {
      expect((await hr('POST', `/employees/${ids[1012]}/balance-adjustments`, { leaveTypeId: annual.id, year, days, reason: 'x' })).statusCode).toBe(400);
    }
    expect((await hr('POST', `/employees/${ids[1012]}/balance-adjustments`, { leaveTypeId: annual.id, year, days: 1, reason: ' ' })).statusCode).toBe(400);
    expect((await hr('GET', `/employees/${ids[1012]}/ledger?leaveTypeId=${sick.id}`)).statusCode).toBe(400);
  });
});
