import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { approvals, employees } from '../../db/schema.js';
import { addDays, testToday } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The approval API tests' app: a fresh demo organisation, the accounts a file uses signed in, and the
 * helpers the files share (chains, overtime filed on a fresh past day each, its approval row). Call
 * once per file, at its top.
 */
export function useApprovalApp(codes: number[], setUp?: (t: TestApp) => Promise<unknown>) {
  const fx = { t: undefined as unknown as TestApp };
  const ids: Record<number, number> = {};
  const tokens: Record<number, string> = {};
  beforeAll(async () => {
    fx.t = await createTestApp();
    for (const r of await fx.t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
    for (const code of codes) tokens[code] = (await fx.t.login(code)).token;
    await setUp?.(fx.t);
  });
  afterAll(() => fx.t?.close());

  const as = (code: number) => fx.t.as(tokens[code]);
  const put = (code: number, payload: object) => fx.t.app.inject({ method: 'PUT', url: '/api/hr/approval-chains', headers: { authorization: `Bearer ${tokens[code]}` }, payload });
  const today = testToday();
  let day = 0;
  /** Files overtime for `code` on a fresh past day (each request its own day). */
  const fileOvertime = async (code: number) => {
    day += 1;
    const res = await as(code).post('/api/overtime', { workDate: addDays(today, -day), from: '17:00', to: '19:00', reason: 'Order' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().request.id as number;
  };
  const approvalOf = async (id: number) => (await fx.t.database.db.select().from(approvals).where(and(eq(approvals.kind, 'overtime'), eq(approvals.subjectId, id))))[0];
  return { fx, ids, tokens, as, put, fileOvertime, approvalOf };
}
