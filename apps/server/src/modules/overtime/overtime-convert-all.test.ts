import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveLedger, overtimeRequests } from '../../db/schema.js';
import { type TRow, useOvertimeApp } from './overtime-fixture.js';

/** Converting all of one's approved overtime into leave days at once, on its own demo organisation. */
const { fx, ids, as, put, file, decide } = useOvertimeApp();

describe('converting all approved overtime at once', () => {
  // 1004 (supervisor; no demo overtime) on April 2026 work days, decided by 1003; 1005 must stay untouched.
  type TList = { convertibleMinutes: number; convertibleDays: number; items: (TRow & { convertedMinutes: number })[] };
  const mineOf = async (code: number) => (await as(code).get('/api/overtime?pageSize=1')).json() as TList;
  const fileApproved = async (workDate: string, from: string, to: string) => {
    const res = await file(1004, workDate, from, to, 'Short evening');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().request.id as number;
    expect(await decide(1003, id, 'approve')).toBeNull();
    return id;
  };
  const converted = async (id: number) => (await fx.t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, id)))[0].convertedMinutes;
  const ledgerOf = (code: number) => fx.t.database.db.select().from(leaveLedger).where(and(eq(leaveLedger.employeeId, ids[code]), eq(leaveLedger.kind, 'conversion')));
  const balance1004 = async () => ((await as(1004).get('/api/leave/balances')).json().items as { nameEn: string; remaining: number }[]).find((b) => b.nameEn === 'Overtime')!.remaining;
  const others = async () => (await fx.t.database.db.select({ id: overtimeRequests.id, c: overtimeRequests.convertedMinutes }).from(overtimeRequests).where(eq(overtimeRequests.employeeId, ids[1005]))).map((r) => `${r.id}:${r.c}`).sort();
  let first: number, second: number;

  it('adds short requests up to half a day, spread oldest first; one ledger row; the rest stays', async () => {
    expect((await mineOf(1004)).convertibleMinutes).toBe(0);
    expect((await as(1004).post('/api/overtime/convert')).json().code).toBe('OVERTIME_NOTHING_TO_CONVERT');
    // Filed newest first: the oldest work date is still drawn on first.
    second = await fileApproved('2026-04-06', '16:00', '19:00');
    first = await fileApproved('2026-04-05', '16:00', '18:00');
    const list = await mineOf(1004);
    expect(list).toMatchObject({ convertibleMinutes: 300, convertibleDays: 0.5 });
    expect(list.items.every((r) => (r as unknown as { convertibleDays: number }).convertibleDays === 0)).toBe(true);
    const theirs = await others();
    const team = (await as(1003).get('/api/overtime/team?pageSize=1')).json();
    expect(team).toMatchObject({ convertibleMinutes: 0, convertibleDays: 0 });
    const before = await balance1004();
    const res = await as(1004).post('/api/overtime/convert');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ days: 0.5, minutes: 240, requests: 2 });
    expect(res.json().balance.remaining).toBe(before + 0.5);
    expect(await balance1004()).toBe(before + 0.5);
    expect(await converted(first)).toBe(120);
    expect(await converted(second)).toBe(120);
    const ledger = await ledgerOf(1004);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ days: 0.5 });
    expect(ledger[0].reason).toContain('2 requests');
    const trail = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'overtime.convert_all'), eq(auditLog.entityId, String(ids[1004]))));
    expect(trail).toHaveLength(1);
    expect(await mineOf(1004)).toMatchObject({ convertibleMinutes: 60, convertibleDays: 0 });
    const again = await as(1004).post('/api/overtime/convert');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OVERTIME_NOTHING_TO_CONVERT');
    expect(await others()).toEqual(theirs);
  });

  it('converts once when two calls come together', async () => {
    const third = await fileApproved('2026-04-07', '16:00', '20:00');
    expect(await mineOf(1004)).toMatchObject({ convertibleMinutes: 300, convertibleDays: 0.5 });
    const [a, b] = await Promise.all([as(1004).post('/api/overtime/convert'), as(1004).post('/api/overtime/convert')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('OVERTIME_NOTHING_TO_CONVERT');
    expect([a, b].find((r) => r.statusCode === 200)!.json()).toMatchObject({ days: 0.5, minutes: 240, requests: 2 });
    expect(await converted(second)).toBe(180);
    expect(await converted(third)).toBe(180);
    expect(await ledgerOf(1004)).toHaveLength(2);
  });

  it('refuses while HR has conversion off and changes nothing', async () => {
    await fileApproved('2026-04-08', '16:00', '20:00');
    const s = (await as(1001).get('/api/hr/overtime-settings')).json();
    expect((await put(1001, '/api/hr/overtime-settings', { ...s, conversionEnabled: false })).statusCode).toBe(200);
    try {
      expect(await mineOf(1004)).toMatchObject({ convertibleMinutes: 300, convertibleDays: 0 });
      const mine = await fx.t.database.db.select({ c: overtimeRequests.convertedMinutes }).from(overtimeRequests).where(eq(overtimeRequests.employeeId, ids[1004]));
      const res = await as(1004).post('/api/overtime/convert');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('OVERTIME_CONVERSION_DISABLED');
      expect(await fx.t.database.db.select({ c: overtimeRequests.convertedMinutes }).from(overtimeRequests).where(eq(overtimeRequests.employeeId, ids[1004]))).toEqual(mine);
      expect(await ledgerOf(1004)).toHaveLength(2);
    } finally {
      expect((await put(1001, '/api/hr/overtime-settings', s)).statusCode).toBe(200);
    }
    expect(await mineOf(1004)).toMatchObject({ convertibleMinutes: 300, convertibleDays: 0.5 });
  });
});
