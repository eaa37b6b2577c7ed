import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoTime } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The payroll sheet under Art 131 (sick days by pay band) and Arts 54 and 56 (a mother's working
 * day), on fixed dates in 2026: approved sick leave is written as it would be after approval.
 */
let t: TestApp;
let hr = '';
const ids: Record<number, number> = {};
const local = (d: string, hm: string) => cairoTime(d, hm).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
  const db = t.database.db;
  await db.execute(sql`update organisation set tracking_start = null`);
  for (const r of (await db.execute(sql`select id, emp_code from employees`)).rows as { id: number; emp_code: number }[]) ids[r.emp_code] = r.id;
  const sick = ((await db.execute(sql`select id from leave_types where code = 'sick'`)).rows[0] as { id: number }).id;
  const leave = (code: number, s: string, e: string, days: number, chronic: string | null = null) =>
    db.execute(sql`insert into leave_requests (employee_id, leave_type_id, year, start_date, end_date, days, state, chronic_illness) values (${ids[code]}, ${sick}, 2026, ${s}, ${e}, ${days}, 'approved', ${chronic})`);
  // 1006: 84 sick days from 1 January to 25 March, then 5 to 14 April: days 85 to 94 of the year.
  await leave(1006, '2026-01-01', '2026-03-25', 59);
  await leave(1006, '2026-04-05', '2026-04-14', 8);
  // 1012: a chronic illness HR confirmed, 1 to 10 April.
  await leave(1012, '2026-04-01', '2026-04-10', 8, 'confirmed');
  // Monday 6 April: 1010 (nursing hour at the end of the day) and 1004 (no record) both leave at 15:00 on the 08:00–16:00 shift.
  for (const code of [1010, 1004]) {
    await db.execute(sql`insert into attendance_events (employee_id, event_type, occurred_at, source) values
      (${ids[code]}, 'in', ${local('2026-04-06', '08:00')}::timestamptz, 'device'), (${ids[code]}, 'out', ${local('2026-04-06', '15:00')}::timestamptz, 'device')`);
  }
  // 1010 arrives at 09:00 on Tuesday 7 April: with the nursing hour at the end, that is lateness.
  await db.execute(sql`insert into attendance_events (employee_id, event_type, occurred_at, source) values
    (${ids[1010]}, 'in', ${local('2026-04-07', '09:00')}::timestamptz, 'device'), (${ids[1010]}, 'out', ${local('2026-04-07', '15:00')}::timestamptz, 'device')`);
  const put = await t.as(hr).put(`/api/hr/employees/${ids[1010]}/mother-record`, { expectedDelivery: null, childBirthDate: '2025-10-01', nursingChoice: 'end' });
  if (put.statusCode !== 200) throw new Error(put.body);
});
afterAll(() => t?.close());

const sheet = async (month: string) => {
  const res = await t.as(hr).get(`/api/attendance/sheet?month=${month}&format=csv&lang=en`);
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...lines] = res.body.replace(/^\ufeff/, '').split('\r\n');
  const cols = head.split(',');
  return (code: number) => {
    const row = lines.find((l) => l.startsWith(`${code},`))!.split(',');
    return (name: string) => row[cols.indexOf(name)];
  };
};

describe('sick days by pay band on the payroll sheet (Art 131 ¶1, Law 148/2019)', () => {
  it('Art 131 ¶1: days 85 to 90 of the year are at 75 %, days 91 to 94 at 85 %, counting the sick days of earlier months', async () => {
    const cell = (await sheet('2026-04'))(1006);
    expect(Number(cell('Sick days at 75 %'))).toBe(6);
    expect(Number(cell('Sick days at 85 %'))).toBe(4);
    expect(Number(cell('Sick days at full pay'))).toBe(0);
    expect(Number(cell('Sick days unpaid'))).toBe(0);
  });
  it('Art 131 ¶1: a chronic illness HR confirmed is at full pay', async () => {
    const cell = (await sheet('2026-04'))(1012);
    expect(Number(cell('Sick days at full pay'))).toBe(10);
    expect(Number(cell('Sick days at 75 %'))).toBe(0);
  });
  it('the Arabic sheet names the bands', async () => {
    const res = await t.as(hr).get('/api/attendance/sheet?month=2026-04&format=csv&lang=ar');
    expect(res.body).toContain('أيام مرضية بنسبة 75٪');
  });
});

describe('a mother’s working day (Art 56)', () => {
  it('Art 56: leaving an hour early on her nursing hour is not early leave; without a record it is', async () => {
    const rows = await sheet('2026-04');
    expect(rows(1010)('06')).toBe('P');
    expect(Number(rows(1004)('Early-leave minutes'))).toBeGreaterThanOrEqual(60);
    // 1010's only early leave is none; her lateness is Tuesday's hour (the nursing hour is at the end, not the start).
    expect(Number(rows(1010)('Early-leave minutes'))).toBe(0);
    // The Day shift's 15 minutes of grace: 45 late minutes.
    expect(Number(rows(1010)('Late minutes'))).toBe(45);
    expect(Number(rows(1010)('Permission minutes'))).toBe(0);
  });
});

describe('the industrial tiers (Art 131 ¶2) and a closed month', () => {
  it('Art 131 ¶2: with the industrial setting the bands follow three years of service; a closed month keeps its sheet as issued', async () => {
    const closed = await t.as(hr).post('/api/hr/payroll-months/2026-04/close', { force: true, reason: 'Law test' });
    expect(closed.statusCode, closed.body).toBe(200);
    await t.database.db.execute(sql`update organisation set law_readings = '{"sickPayScheme":"industrial"}'::jsonb`);
    t.app.ctx.reads.bump('org');
    // 1006 was hired on 12 February 2023: her cycle started on 12 February 2026, so March is at full pay.
    const march = (await sheet('2026-03'))(1006);
    expect(Number(march('Sick days at full pay'))).toBe(25);
    expect(Number(march('Sick days at 75 %'))).toBe(0);
    // April was closed under Law 148's bands: it still says so.
    const april = (await sheet('2026-04'))(1006);
    expect(Number(april('Sick days at 75 %'))).toBe(6);
    expect(Number(april('Sick days at full pay'))).toBe(0);
  });
});
