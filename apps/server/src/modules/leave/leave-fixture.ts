import { addDaysIso, weekDay } from '@hr/shared';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { employees, holidays, leaveTypes, notifications } from '../../db/schema.js';
import { testToday } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Next year in Cairo: no notice rules bite. */
export const Y = Number(testToday().slice(0, 4)) + 1;
/** The first Thursday of a month of Y, and dates from it. */
export const thursday = (month: number) => {
  let d = `${Y}-${String(month).padStart(2, '0')}-01`;
  while (weekDay(d) !== 4) d = addDaysIso(d, 1);
  return d;
};
export const thu = thursday(3);
export const HOLIDAY = addDaysIso(thu, 3); // the Sunday after

/**
 * The leave API tests' app: a fresh demo organisation with a holiday on HOLIDAY, every demo
 * account signed in, and the helpers the leave test files share. Call once per file, at its top.
 */
export function useLeaveApp() {
  const fx = { t: undefined as unknown as TestApp, ids: {} as Record<number, number>, types: {} as Record<string, number>, tokens: {} as Record<number, string> };
  beforeAll(async () => {
    fx.t = await createTestApp();
    const { db } = fx.t.database;
    for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) fx.ids[r.empCode] = r.id;
    for (const r of await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) if (r.code) fx.types[r.code] = r.id;
    // From Y on, the organisation has only the holidays the tests add: Egypt's preset moves from year
    // to year (Arafat Day fell on the first Thursday of May 2028), and a test that files "the first
    // Thursday of May" means a work day.
    await db.delete(holidays).where(gte(holidays.date, `${Y}-01-01`));
    await db.insert(holidays).values({ date: HOLIDAY, nameEn: 'Test Holiday', nameAr: 'عطلة اختبار' });
    for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012]) fx.tokens[code] = (await fx.t.login(code)).token;
  });
  afterAll(() => fx.t?.close());

  const as = (code: number) => fx.t.as(fx.tokens[code]);
  /** A leave request as the approver's one inbox shows it. */
  const inboxItem = async (code: number, id: number) => {
    const page = (await as(code).get('/api/inbox?kind=leave&pageSize=100')).json() as { items: { id: number; leave: Record<string, unknown> & { request: { id: number } } }[] };
    return page.items.find((i) => i.id === id)!.leave;
  };
  const file = (code: number, body: Record<string, unknown>) => as(code).post('/api/leave/requests', { handoverEmployeeId: null, shiftId: null, reason: '', halfDay: 'none', ...body });
  const annual = (startDate: string, endDate: string, over: Record<string, unknown> = {}) => ({ leaveTypeId: fx.types.annual, startDate, endDate, ...over });
  const balance = async (code: number, type = fx.types.annual) =>
    (await as(code).get(`/api/leave/balances?year=${Y}`)).json().items.find((b: { leaveTypeId: number }) => b.leaveTypeId === type);
  const notes = async (code: number, kind: string) =>
    (await fx.t.database.db.select({ params: notifications.params }).from(notifications).where(and(eq(notifications.employeeId, fx.ids[code]), eq(notifications.kind, kind)))).length;
  return { fx, ids: fx.ids, types: fx.types, tokens: fx.tokens, as, inboxItem, file, annual, balance, notes };
}
