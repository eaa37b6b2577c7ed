import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { addDaysIso, factsOf, NO_FACTS, sameFacts, type TDayFacts } from '@hr/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees, payrollDirtyDays, payrollMonths } from '../../db/schema.js';
import { lastDayOf } from '../../core/closed-months.js';
import { cairoTime, isDemoWorkDay, testToday } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { factsOfDays } from '../attendance/index.js';
import { getDirectory } from '../people/index.js';
import { removeStaleClosings } from './payroll-repository.js';

/**
 * Closing a month for payroll: the checklist, the files as issued, late changes carried as
 * adjustment lines into the next closed month (issued + carried = recomputed, checked over random
 * late changes), reopening and version 2, and every refusal translated with nothing written.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const as = (code: number) => t.as(tokens[code]);
const monthBefore = (m: string) => {
  const [y, mo] = m.split('-').map(Number);
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
};
const THIS = testToday().slice(0, 7);
const L = monthBefore(THIS);
const L2 = monthBefore(L);
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const countClosings = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from payroll_months`)).rows[0] as { n: number }).n);
/** A work day of a month (the demo's day shift), the `n`th. */
const workDayOf = (month: string, n: number) => {
  const days: string[] = [];
  for (let d = `${month}-01`; d <= lastDayOf(month); d = addDaysIso(d, 1)) if (isDemoWorkDay(d)) days.push(d);
  return days[Math.min(n, days.length - 1)];
};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1005]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

/** What payroll was last told of each day of a month: the issued facts, overridden by the latest closed carried line. */
async function toldOf(month: string): Promise<Map<string, TDayFacts>> {
  const rows = (
    await t.database.db.execute(sql`select x.employee_id, to_char(x.work_date, 'YYYY-MM-DD') as date, x.facts from (
        select pd.employee_id, pd.work_date, pd.facts, m.closed_at from payroll_days pd join payroll_months m on m.id = pd.payroll_month_id where m.state = 'closed' and m.month = ${month}
        union all
        select pa.employee_id, pa.work_date, pa.after, m.closed_at from payroll_adjustments pa join payroll_months m on m.id = pa.payroll_month_id where m.state = 'closed' and to_char(pa.work_date, 'YYYY-MM') = ${month}
      ) x order by x.closed_at`)
  ).rows as { employee_id: number; date: string; facts: unknown }[];
  const out = new Map<string, TDayFacts>();
  for (const r of rows) out.set(`${r.employee_id}|${r.date}`, factsOf(r.facts));
  return out;
}

/** The invariant: for every person and day of the month, what payroll was told equals the day recomputed now. */
async function expectInvariant(month: string) {
  const told = await toldOf(month);
  const dir = await getDirectory(t.app.ctx);
  const now = await factsOfDays(t.app.ctx, dir.people.filter((p) => p.active), `${month}-01`, lastDayOf(month));
  const keys = new Set([...told.keys()]);
  for (const [pid, days] of now) for (const d of days.keys()) keys.add(`${pid}|${d}`);
  const wrong = [...keys].filter((k) => {
    const [pid, date] = k.split('|');
    return !sameFacts(told.get(k) ?? NO_FACTS, now.get(Number(pid))?.get(date) ?? NO_FACTS);
  });
  expect(wrong).toEqual([]);
}

describe('refusals: translated, nothing written', () => {
  it('refuses a month not ended, a bad month, site HR and employees, a reopen without a reason or of an open month', async () => {
    const notEnded = await as(1001).post(`/api/hr/payroll-months/${THIS}/close`, { force: true, reason: 'x' });
    expect(notEnded.statusCode).toBe(400);
    expect(notEnded.json().code).toBe('MONTH_NOT_ENDED');
    for (const m of ['2026-13', 'abc', '2026-1', '1800-01']) expect((await as(1001).post(`/api/hr/payroll-months/${m}/close`, {})).statusCode, m).toBe(400);
    expect((await as(1001).post(`/api/hr/payroll-months/${L}/close`, { force: true })).statusCode).toBe(400); // forced without a reason
    expect((await as(1001).post(`/api/hr/payroll-months/${L}/close`, { siteId: 99999999999 })).statusCode).toBe(400);
    expect((await as(1001).post(`/api/hr/payroll-months/${L}/close`, { reason: 'a\u0000b', force: true })).statusCode).toBe(400);
    const siteHr = await as(1002).post(`/api/hr/payroll-months/${L}/close`, {});
    expect(siteHr.statusCode).toBe(403);
    expect((await as(1005).post(`/api/hr/payroll-months/${L}/close`, {})).statusCode).toBe(403);
    const noReason = await as(1001).post(`/api/hr/payroll-months/${L}/reopen`, {});
    expect(noReason.statusCode).toBe(400);
    const notClosed = await as(1001).post(`/api/hr/payroll-months/${L}/reopen`, { reason: 'wrong' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().code).toBe('MONTH_NOT_CLOSED');
    expect(await countClosings()).toBe(0);
  });

  it('with items open, a close without force answers 409 with the checklist, and closes nothing', async () => {
    const list = await as(1001).get(`/api/hr/payroll-months/${L2}/checklist`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { kind: string }) => i.kind)).toEqual(['waitingRequests', 'unresolvedAbsences', 'silentTerminals']);
    // The demo's history has absences nobody resolved.
    expect(list.json().open).toBe(true);
    const res = await as(1001).post(`/api/hr/payroll-months/${L2}/close`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYROLL_CHECKLIST_OPEN', details: { open: true } });
    expect(await countClosings()).toBe(0);
  });
});

describe('closing, late changes as adjustments, reopening', () => {
  let v1L: number;
  let free = '';
  /** A work day of L2 on which Omar has no leave (the demo's history has some): a late punch pair makes it present. */
  const omarDay = () => free;
  beforeAll(async () => {
    const leave = (await t.database.db.execute(sql`select to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e from leave_requests
        where employee_id = ${ids[1005]} and state in ('approved', 'requested')`)).rows as { s: string; e: string }[];
    for (let n = 3; n < 30 && (!free || leave.some((l) => l.s <= free && free <= l.e)); n++) free = workDayOf(L2, n);
  });

  it('closes a month with a reason: four files as issued, downloaded byte for byte ever after', async () => {
    const res = await as(1001).post(`/api/hr/payroll-months/${L2}/close`, { force: true, reason: 'Payroll runs today' });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({ month: L2, version: 1, state: 'closed', forced: true, forceReason: 'Payroll runs today', closedBy: { empCode: 1001 } });
    expect(m.files).toHaveLength(4);
    for (const [format, lang] of [['csv', 'en'], ['xlsx', 'ar']] as const) {
      const sheet = await as(1001).get(`/api/attendance/sheet?month=${L2}&format=${format}&lang=${lang}`);
      expect(sheet.statusCode).toBe(200);
      expect(sha(sheet.rawPayload)).toBe(m.files.find((f: { format: string; lang: string }) => f.format === format && f.lang === lang).sha256);
    }
    const again = await as(1001).post(`/api/hr/payroll-months/${L2}/close`, { force: true, reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MONTH_ALREADY_CLOSED');
    await expectInvariant(L2);
  });

  it('refuses direct edits of closed days: a holiday, a dated job change, a roster day', async () => {
    const roster = await as(1001).put('/api/hr/roster/overrides', { employeeId: ids[1005], date: omarDay(), shiftId: null, reason: 'rest' });
    expect(roster.statusCode).toBe(409);
    expect(roster.json()).toMatchObject({ code: 'PAYROLL_MONTH_CLOSED', params: { month: `${omarDay().slice(5, 7)}/${omarDay().slice(0, 4)}` } });
    const hol = await as(1001).post('/api/hr/holidays', { date: omarDay(), nameEn: 'Late', nameAr: 'متأخر', siteIds: [] });
    expect(hol.statusCode).toBe(409);
    expect(hol.json().code).toBe('PAYROLL_MONTH_CLOSED');
    const omar = (await as(1001).get(`/api/hr/employees/${ids[1005]}`)).json();
    const { employeeToInput } = await import('@hr/shared');
    const moved = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...employeeToInput(omar), jobTitle: 'Clerk', effectiveFrom: omarDay() });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('PAYROLL_MONTH_CLOSED');
  });

  it("a terminal's late batch is kept, listed as arrived after closing, and carried into the next closed month as an adjustment", async () => {
    const day = omarDay();
    const sheetBefore = await as(1001).get(`/api/attendance/sheet?month=${L2}&format=csv&lang=en`);
    // Omar was absent that day in the demo? Whatever he was, a late punch pair makes him present.
    await t.database.db.delete(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[1005]), sql`(occurred_at at time zone 'Africa/Cairo')::date = ${day}::date`));
    await t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1005], eventType: 'in', occurredAt: cairoTime(day, '08:05'), source: 'device' },
      { employeeId: ids[1005], eventType: 'out', occurredAt: cairoTime(day, '16:10'), source: 'device' },
    ]);
    // The issued month does not move.
    const sheetAfter = await as(1001).get(`/api/attendance/sheet?month=${L2}&format=csv&lang=en`);
    expect(sheetAfter.body).toBe(sheetBefore.body);
    const late = (await as(1001).get('/api/hr/payroll-months/late-punches')).json();
    expect(late.items.filter((i: { employee: { empCode: number }; month: string }) => i.employee.empCode === 1005 && i.month === L2)).toHaveLength(2);
    // The next month's close carries it: a line naming the day dd/MM/yyyy, present now.
    const res = await as(1001).post(`/api/hr/payroll-months/${L}/close`, { force: true, reason: 'Payroll runs today' });
    expect(res.statusCode, res.body).toBe(200);
    v1L = res.json().id;
    const csv = (await as(1001).get(`/api/attendance/sheet?month=${L}&format=csv&lang=en`)).body;
    expect(csv).toContain('Adjustments for earlier months');
    const written = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const line = csv.split('\r\n').find((l) => l.startsWith('1005,') && l.includes(written));
    expect(line).toBeDefined();
    expect(line!.split(',')[4]).toBe('P');
    const ar = (await as(1001).get(`/api/attendance/sheet?month=${L}&format=csv&lang=ar`)).body;
    expect(ar).toContain('تسويات عن شهور سابقة');
    await expectInvariant(L2);
    await expectInvariant(L);
    // Carried once: the live sheet of this month has nothing more to carry for it (a mark made in the
    // last minutes is measured again and found unchanged).
    const live = (await as(1001).get(`/api/attendance/sheet?month=${THIS}&format=csv&lang=en`)).body;
    expect(live).not.toContain(written);
    expect(await t.database.db.select().from(payrollDirtyDays).where(eq(payrollDirtyDays.employeeId, ids[1005]))).not.toEqual([]);
  });

  it('reopens only the latest month, with a reason; the next close is version 2, version 1 stays downloadable, and nothing is carried twice', async () => {
    const older = await as(1001).post(`/api/hr/payroll-months/${L2}/reopen`, { reason: 'Fix' });
    expect(older.statusCode).toBe(409);
    expect(older.json().code).toBe('LATER_MONTH_CLOSED');
    const reopened = await as(1001).post(`/api/hr/payroll-months/${L}/reopen`, { reason: 'A leave was approved late' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'reopened', reopenReason: 'A leave was approved late', reopenedBy: { empCode: 1001 } });
    // A change to the open month, then the close again.
    const day = workDayOf(L, 2);
    await t.database.db.insert(attendanceEvents).values({ employeeId: ids[1006], eventType: 'in', occurredAt: cairoTime(day, '07:55'), source: 'device' }).onConflictDoNothing();
    const v2 = await as(1001).post(`/api/hr/payroll-months/${L}/close`, { force: true, reason: 'Again' });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().version).toBe(2);
    const v1file = await as(1001).get(`/api/hr/payroll-months/versions/${v1L}/file?format=csv&lang=en`);
    expect(v1file.statusCode).toBe(200);
    expect(v1file.body).toContain('Adjustments for earlier months');
    const changes = (await as(1001).get(`/api/hr/payroll-months/versions/${v2.json().id}/changes`)).json();
    expect(changes).toMatchObject({ fromVersion: 1, toVersion: 2 });
    // Omar's late day of L2 is carried by version 2 again (version 1 no longer counts), once.
    const carried = (await t.database.db.execute(sql`select count(*)::int as n from payroll_adjustments pa join payroll_months m on m.id = pa.payroll_month_id
        where m.state = 'closed' and pa.employee_id = ${ids[1005]} and pa.work_date = ${omarDay()}::date`)).rows[0] as { n: number };
    expect(Number(carried.n)).toBe(1);
    await expectInvariant(L2);
    await expectInvariant(L);
    const list = (await as(1002).get('/api/hr/payroll-months')).json();
    expect(list.items.map((m: { month: string; version: number; state: string }) => `${m.month} v${m.version} ${m.state}`)).toEqual([`${L} v2 closed`, `${L} v1 reopened`, `${L2} v1 closed`]);
  });

  it('holds issued + carried = recomputed over random late changes to closed days', async () => {
    const people = [1003, 1004, 1005, 1006, 1007, 1008].map((c) => ids[c]);
    const days = [0, 1, 4, 7, 10, 15].flatMap((n) => [workDayOf(L2, n), workDayOf(L, n)]);
    const change = fc.record({ person: fc.constantFrom(...people), day: fc.constantFrom(...days), kind: fc.constantFrom('in', 'out', 'clear'), minute: fc.integer({ min: 6 * 60, max: 19 * 60 }) });
    // Each run: reopen L, make late changes to both months, close L again; then check both months.
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        expect((await as(1001).post(`/api/hr/payroll-months/${L}/reopen`, { reason: 'property' })).statusCode).toBe(200);
        for (const c of changes) {
          if (c.kind === 'clear') await t.database.db.delete(attendanceEvents).where(and(eq(attendanceEvents.employeeId, c.person), sql`(occurred_at at time zone 'Africa/Cairo')::date = ${c.day}::date`));
          else {
            const hm = `${String(Math.floor(c.minute / 60)).padStart(2, '0')}:${String(c.minute % 60).padStart(2, '0')}`;
            await t.database.db.insert(attendanceEvents).values({ employeeId: c.person, eventType: c.kind, occurredAt: cairoTime(c.day, hm), source: 'device' }).onConflictDoNothing();
          }
        }
        const closed = await as(1001).post(`/api/hr/payroll-months/${L}/close`, { force: true, reason: 'property' });
        expect(closed.statusCode, closed.body).toBe(200);
        await expectInvariant(L2);
        await expectInvariant(L);
      }),
      { numRuns: 4, seed: 20261207 },
    );
  }, 240_000);

  it('a closing whose process died is removed by the sweep: the month is open again', async () => {
    await t.database.db.insert(payrollMonths).values({ month: '2020-01', siteId: null, version: 1, state: 'closing', closedById: ids[1001], createdAt: new Date(Date.now() - 3_600_000) });
    expect(await removeStaleClosings(t.database.db, 15)).toBe(1);
    expect(await t.database.db.select().from(payrollMonths).where(inArray(payrollMonths.state, ['closing']))).toEqual([]);
  });
});
