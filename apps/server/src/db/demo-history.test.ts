import { addDaysIso } from '@hr/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../test/test-app.js';
import { todayIn } from '../core/organisation.js';
import { bootstrap } from './bootstrap.js';

/**
 * The demo as `npm start` loads it: a year of history consistent with the
 * rules, so nobody is absent on the month's first days, the 12-week chart has every week, and the
 * leave lists, balances and reports have real-looking data. (The other API tests use the fixed
 * demo without the year: DEMO_HISTORY=off.)
 */
describe('the demo organisation has a believable year behind it', { timeout: 180_000 }, () => {
  let s: { app: Awaited<ReturnType<typeof buildApp>>; close: () => Promise<void>; query: <T>(q: ReturnType<typeof sql>) => Promise<T[]> };
  const tokens: Record<number, string> = {};
  const get = (code: number, url: string) => s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[code]}` } });

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '1000' });
    await bootstrap(database, config, { info: () => {}, warn: () => {} });
    const app = await buildApp({ config, database, logger: false });
    s = {
      app,
      query: async <T,>(q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as T[],
      close: async () => {
        await app.close();
        await database.close();
        await drop?.();
      },
    };
    for (const code of [1001, 1003, 1005]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: String(code), password: 'demo1234' } });
      tokens[code] = res.json().accessToken;
    }
  });
  afterAll(() => s?.close());

  it('has a year of attendance and no absence older than the last weeks (leave days are covered)', async () => {
    const [{ days }] = await s.query<{ days: number }>(sql`select count(distinct (occurred_at at time zone 'Africa/Cairo')::date)::int as days from attendance_events`);
    expect(days).toBeGreaterThan(230);
    const today = todayIn('Africa/Cairo');
    for (let from = addDaysIso(today, -330); from < addDaysIso(today, -40); from = addDaysIso(from, 85)) {
      const to = addDaysIso(from, 84) < addDaysIso(today, -40) ? addDaysIso(from, 84) : addDaysIso(today, -40);
      const res = await get(1001, `/api/attendance/team-absences?from=${from}&to=${to}&status=absent&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items, `${from}..${to}`).toEqual([]);
    }
  });

  it('shows every one of the 12 weeks on the team chart', async () => {
    const res = await get(1003, '/api/dashboard/team/trends');
    expect(res.statusCode, res.body).toBe(200);
    const weeks = res.json().weeks as { from: string; to: string; rate: number | null; expected: number }[];
    expect(weeks).toHaveLength(12);
    for (const w of weeks.filter((x) => x.expected > 0)) expect(w.rate, `${w.from}..${w.to}`).toBeGreaterThan(0.5);
    // This week's rate counts today's attendance so far, and nothing the demo recorded is in the future.
    const [{ future }] = await s.query<{ future: number }>(sql`select count(*)::int as future from attendance_events where occurred_at > now()`);
    expect(future).toBe(0);
  });

  it('has approved leave in the past and planned leave ahead, counted in the balances', async () => {
    const all = (await get(1001, '/api/leave/team-requests?pageSize=100')).json() as { items: { state: string; startDate: string }[]; total: number };
    expect(all.total).toBeGreaterThan(20);
    expect(all.items.every((r) => r.state === 'approved')).toBe(true);
    const today = todayIn('Africa/Cairo');
    expect(all.items.some((r) => r.startDate > today)).toBe(true);
    // Each leave has its history: filed, then approved.
    const [{ n }] = await s.query<{ n: number }>(sql`select count(*)::int as n from leave_requests r where not exists (select 1 from leave_events e where e.request_id = r.id and e.action = 'approved')`);
    expect(n).toBe(0);
  });

  it("agrees with itself: nobody signs in on a day of their approved leave, and approved overtime falls within the day's attendance", async () => {
    // A sign-in on a leave day (a night shift's sign-out the morning after its last work day is no clash).
    const clash = await s.query(sql`select r.employee_id, a.occurred_at from leave_requests r join attendance_events a on a.employee_id = r.employee_id and a.event_type = 'in'
      and (a.occurred_at at time zone 'Africa/Cairo')::date between r.start_date and r.end_date where r.state = 'approved' limit 3`);
    expect(clash).toEqual([]);
    const uncovered = await s.query(sql`select o.id from overtime_requests o where o.state = 'approved' and o.work_date < (now() at time zone 'Africa/Cairo')::date and not (
      exists (select 1 from attendance_events a where a.employee_id = o.employee_id and a.event_type = 'in' and a.occurred_at <= o.starts_at and a.occurred_at > o.starts_at - interval '16 hours')
      and exists (select 1 from attendance_events a where a.employee_id = o.employee_id and a.event_type = 'out' and a.occurred_at >= o.ends_at and a.occurred_at < o.ends_at + interval '16 hours'))`);
    expect(uncovered).toEqual([]);
  });

  it('has approved permissions whose days agree: the late arrival is covered, the sheet counts the minutes', async () => {
    const rows = await s.query<{ code: number; d: string; kind: string }>(sql`select e.emp_code as code, p.work_date::text as d, t.kind from permission_requests p
      join permission_types t on t.id = p.type_id join employees e on e.id = p.employee_id where p.state = 'approved' order by p.work_date`);
    expect(rows.length).toBeGreaterThan(20);
    // Every one on a day the person came in and went home.
    const [{ n }] = await s.query<{ n: number }>(sql`select count(*)::int as n from permission_requests p where not exists (select 1 from attendance_events a
      where a.employee_id = p.employee_id and a.event_type = 'in' and (a.occurred_at at time zone 'Africa/Cairo')::date = p.work_date)`);
    expect(n).toBe(0);
    // 1005's first late arrival: in at 09:15, yet no late minutes that month; 90 permission minutes.
    const first = rows.find((r) => Number(r.code) === 1005 && r.kind === 'late_arrival')!;
    const month = first.d.slice(0, 7);
    const sheet = await get(1001, `/api/attendance/sheet?month=${month}&format=csv&lang=en`);
    const [head, ...lines] = sheet.body.replace(/^\ufeff/, '').split('\r\n');
    const row = lines.find((l) => l.startsWith('1005,'))!.split(',');
    const cell = (name: string) => Number(row[head.split(',').indexOf(name)]);
    const ofMonth = rows.filter((r) => Number(r.code) === 1005 && r.d.startsWith(month)).length;
    expect(cell('Late minutes')).toBe(0);
    expect(cell('Permission minutes')).toBe(90 * ofMonth);
  });
});
