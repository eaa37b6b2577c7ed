import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { attendanceEvents, employees, overtimeRequests } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cairoTime } from '../../test/dates.js';

export type TRow = { id: number; userId: number; state: string; workDate: string; from: string; to: string; canDecide: boolean; minutes: number };

/**
 * The overtime API tests' app: a fresh demo organisation, the accounts the tests use signed in,
 * and the helpers the overtime test files share. Call once per file, at its top.
 */
export function useOvertimeApp() {
  const fx = { t: undefined as unknown as TestApp, ids: {} as Record<number, number>, tokens: {} as Record<number, string> };
  beforeAll(async () => {
    fx.t = await createTestApp();
    for (const r of await fx.t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) fx.ids[r.empCode] = r.id;
    for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1008, 1011]) fx.tokens[code] = (await fx.t.login(code)).token;
  });
  afterAll(() => fx.t?.close());

  const local = (d: string, hm: string) => cairoTime(d, hm);
  const addEvents = async (code: number, list: [string, string, 'in' | 'out'][]) => {
    await fx.t.database.db.insert(attendanceEvents).values(list.map(([d, hm, type]) => ({ employeeId: fx.ids[code], eventType: type, occurredAt: local(d, hm), source: 'device' })));
  };
  const as = (code: number) => fx.t.as(fx.tokens[code]);
  const put = (code: number, url: string, payload: object) => fx.t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${fx.tokens[code]}` }, payload });
  const count = async () => (await fx.t.database.db.select({ n: sql<number>`count(*)::int` }).from(overtimeRequests))[0].n;
  const file = (code: number, workDate: string, from: string, to: string, reason = 'Urgent order') => as(code).post('/api/overtime', { workDate, from, to, reason });
  /** Decides one request through the one inbox (the only way to decide); the item's result code, null when it went through. */
  const decide = async (code: number, id: number, decision: 'approve' | 'reject', comment = '') => {
    const res = await as(code).post('/api/inbox/decide', { items: [{ kind: 'overtime', id }], decision, comment });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results[0].code as string | null;
  };
  /** The overtime requests waiting on the viewer, from the one inbox. */
  const inboxOf = async <T extends object = TRow>(code: number) => {
    const res = await as(code).get('/api/inbox?kind=overtime&pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { overtime: TRow & T }[]).map((i) => i.overtime);
  };
  return { fx, ids: fx.ids, tokens: fx.tokens, local, addEvents, as, put, count, file, decide, inboxOf };
}
