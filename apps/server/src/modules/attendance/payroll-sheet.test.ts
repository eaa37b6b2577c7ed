import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cairoTime } from '../../test/dates.js';

/**
 * The monthly sheet payroll uses. Real early leave, an approved permission and approved
 * overtime (part converted into leave) in January 2026; administrator accounts that are not
 * employees are left off, an administrator who is one stays.
 */
let t: TestApp;
let hr = '';
const local = (d: string, hm: string) => cairoTime(d, hm).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
  const db = t.database.db;
  await db.execute(sql`update organisation set tracking_start = null`);
  const id = async (code: number) => ((await db.execute(sql`select id from employees where emp_code = ${code}`)).rows[0] as { id: number }).id;
  const nour = await id(1006);
  // Monday 12 January: in at 08:45 (an approved late-arrival permission of an hour covers it), out at 15:00 (an hour early).
  await db.execute(sql`insert into attendance_events (employee_id, event_type, occurred_at, source) values
    (${nour}, 'in', ${local('2026-01-12', '08:45')}::timestamptz, 'device'), (${nour}, 'out', ${local('2026-01-12', '15:00')}::timestamptz, 'device'),
    (${nour}, 'in', ${local('2026-01-13', '08:00')}::timestamptz, 'device'), (${nour}, 'out', ${local('2026-01-13', '18:00')}::timestamptz, 'device')`);
  const late = (await db.execute(sql`select id from permission_types where kind = 'late_arrival' order by id limit 1`)).rows[0] as { id: number };
  await db.execute(sql`insert into permission_requests (employee_id, type_id, work_date, start_time, end_time, minutes, state, reason)
    values (${nour}, ${late.id}, '2026-01-12', '08:00', '09:00', 60, 'approved', 'Clinic')`);
  // Overtime on the 13th: 16:00–18:00 approved (an hour of it converted into leave), and a rejected one that does not count.
  await db.execute(sql`insert into overtime_requests (employee_id, work_date, starts_at, ends_at, minutes, state, converted_minutes, reason) values
    (${nour}, '2026-01-13', ${local('2026-01-13', '16:00')}::timestamptz, ${local('2026-01-13', '18:00')}::timestamptz, 120, 'approved', 60, 'Month end'),
    (${nour}, '2026-01-14', ${local('2026-01-14', '16:00')}::timestamptz, ${local('2026-01-14', '20:00')}::timestamptz, 240, 'rejected', 0, 'Not needed')`);
  // The administrator made at set-up (no shift, no hire date), and an administrator who is also an employee.
  const day = ((await db.execute(sql`select id from shifts where name_en = 'Day'`)).rows[0] as { id: number }).id;
  await db.execute(sql`insert into employees (emp_code, full_name_en, full_name_ar, email, roles) values (9001, 'Administrator', 'مسؤول النظام', 'admin9001@example.com', ${'{employee,hr,admin}'}::text[])`);
  await db.execute(sql`insert into employees (emp_code, full_name_en, full_name_ar, email, roles, shift_id, hire_date) values
    (9002, 'Working Admin', 'مدير يعمل', 'admin9002@example.com', ${'{employee,admin}'}::text[], ${day}, '2020-01-01')`);
});
afterAll(() => t?.close());

const sheet = (format: 'csv' | 'xlsx', lang: 'en' | 'ar') => t.app.inject({ method: 'GET', url: `/api/attendance/sheet?month=2026-01&format=${format}&lang=${lang}`, headers: { authorization: `Bearer ${hr}` } });

describe('the payroll sheet', () => {
  it('has early leave, permission minutes, approved overtime, site, section and shift, with totals that agree', async () => {
    const res = await sheet('csv', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...lines] = res.body.replace(/^\ufeff/, '').split('\r\n');
    const cols = head.split(',');
    expect(cols.slice(0, 6)).toEqual(['User ID', 'User Name', 'Department', 'Section', 'Site', 'Shift']);
    const row = lines.find((l) => l.startsWith('1006,'))!.split(',');
    const cell = (name: string) => row[cols.indexOf(name)];
    expect(cell('Site')).toBe('Cairo');
    expect(cell('Shift')).toBe('Day');
    expect(cell('Section')).not.toBe('');
    expect(cell('12')).toBe('P');
    expect(Number(cell('Late minutes'))).toBe(0);
    expect(Number(cell('Early-leave minutes'))).toBe(60);
    expect(Number(cell('Permission minutes'))).toBe(60);
    expect(Number(cell('Approved overtime hours'))).toBe(2);
    expect(Number(cell('Overtime converted to leave (hours)'))).toBe(1);
    expect(Number(cell('Days out of shift'))).toBe(0);
    // The totals agree with the day codes: present counts P, I, C, F and O days, absent A and D days.
    const days = cols.map((c, i) => (/^\d\d$/.test(c) ? row[i] : null)).filter((c): c is string => c !== null);
    const counted = days.filter((c) => ['P', 'I', 'C', 'F', 'O'].includes(c)).length;
    expect(Number(cell('Days present'))).toBe(counted);
    expect(Number(cell('Days absent'))).toBe(days.filter((c) => c === 'A' || c === 'D').length);
  });

  it('leaves off the administrator who is not an employee, and keeps the one who is', async () => {
    const res = await sheet('csv', 'en');
    const codes = res.body.split('\r\n').map((l) => l.split(',')[0]);
    expect(codes).not.toContain('9001');
    expect(codes).toContain('9002');
  });

  it('in Arabic XLSX: headers and names in Arabic, right to left, the same figures', async () => {
    const res = await sheet('xlsx', 'ar');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.views[0]).toMatchObject({ rightToLeft: true });
    const head = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    for (const h of ['القسم', 'الموقع', 'الوردية', 'دقائق الانصراف المبكر', 'ساعات العمل الإضافي المعتمدة', 'أيام خارج الوردية']) expect(head).toContain(h);
    let row: unknown[] = [];
    ws.eachRow((r) => {
      if (r.getCell(1).value === 1006) row = (r.values as unknown[]).slice(1);
    });
    expect(row[head.indexOf('الوردية')]).toBe('الوردية الصباحية');
    expect(row[head.indexOf('دقائق الانصراف المبكر')]).toBe(60);
    expect(row[head.indexOf('ساعات العمل الإضافي المعتمدة')]).toBe(2);
  });
});
