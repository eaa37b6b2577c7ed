import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leaveTypes } from '../../db/schema.js';
import { demoWorkDay } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Deciding a request that is not yours answers the same whatever its state
 * (pending, approved, rejected), so the answer tells nothing about it. Only someone who decides
 * a step of it learns that it was decided (ALREADY_DECIDED). Reporting line: 1005 → 1004
 * (supervisor) → 1003 (manager); 1011 is Finance's manager, 1002 site_hr of Alexandria (1005 is
 * in Cairo), 1006 a colleague of 1005.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
let annual = 0;
const as = (code: number) => t.as(tokens[code]);
const Y = new Date().getUTCFullYear() + 1;
/** The month's first Thursday that is a work day (a holiday falls on one in some years). */
const thursday = (month: number) => demoWorkDay(`${Y}-${String(month).padStart(2, '0')}-01`, 4);

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await t.database.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) if (r.code === 'annual') annual = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1011]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const answer = (res: { statusCode: number; json(): { code: string } }) => `${res.statusCode} ${res.json().code}`;

describe('leave decisions', () => {
  const fileLeave = async (day: string) => {
    const res = await as(1005).post('/api/leave/requests', { leaveTypeId: annual, startDate: day, endDate: day, handoverEmployeeId: null, shiftId: null, reason: '', halfDay: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  /** What each non-decider hears when approving and rejecting request `id`, directly, in bulk and through the one inbox. */
  const heard = async (id: number) => {
    const out: string[] = [];
    for (const code of [1011, 1003, 1002, 1006]) {
      out.push(`${code} ${answer(await as(code).post(`/api/leave/requests/${id}/approve`, {}))}`);
      out.push(`${code} ${answer(await as(code).post(`/api/leave/requests/${id}/reject`, { comment: 'no' }))}`);
      const inbox = (await as(code).post('/api/inbox/decide', { items: [{ kind: 'leave', id }], decision: 'approve', comment: '' })).json();
      out.push(`${code} inbox ${inbox.results[0].code}`);
    }
    return out;
  };

  it('answers FORBIDDEN to a non-decider whether the request is pending, approved or rejected', async () => {
    const approved = await fileLeave(thursday(4));
    const rejected = await fileLeave(thursday(5));
    const pending = await heard(approved);
    expect(pending).toEqual([1011, 1003, 1002, 1006].flatMap((c) => [`${c} 403 FORBIDDEN`, `${c} 403 FORBIDDEN`, `${c} inbox FORBIDDEN`]));

    expect((await as(1004).post(`/api/leave/requests/${approved}/approve`, {})).statusCode).toBe(200);
    expect((await as(1004).post(`/api/leave/requests/${rejected}/reject`, { comment: 'busy' })).statusCode).toBe(200);
    expect(await heard(approved)).toEqual(pending);
    expect(await heard(rejected)).toEqual(pending);
  });

  it('still tells the approver and HR that a request they decide was already decided', async () => {
    const id = await fileLeave(thursday(6));
    expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    expect(answer(await as(1004).post(`/api/leave/requests/${id}/reject`, { comment: 'late' }))).toBe('409 ALREADY_DECIDED');
    expect(answer(await as(1001).post(`/api/leave/requests/${id}/reject`, { comment: 'late' }))).toBe('403 FORBIDDEN'); // no HR step on Annual
    // The requester never decides their own.
    expect(answer(await as(1005).post(`/api/leave/requests/${id}/approve`, {}))).toBe('403 FORBIDDEN');
  });

  it('cancellation by someone who cannot see the request answers NOT_FOUND in every state', async () => {
    const id = await fileLeave(thursday(7));
    const codes = async () => [answer(await as(1011).post(`/api/leave/requests/${id}/cancel`, {})), answer(await as(1006).post(`/api/leave/requests/${id}/cancel`, {}))];
    expect(await codes()).toEqual(['404 NOT_FOUND', '404 NOT_FOUND']);
    expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    expect(await codes()).toEqual(['404 NOT_FOUND', '404 NOT_FOUND']);
    expect((await as(1004).post(`/api/leave/requests/${id}/cancel`, {})).statusCode).toBe(200);
    expect(await codes()).toEqual(['404 NOT_FOUND', '404 NOT_FOUND']);
  });
});

describe('overtime decisions', () => {
  it('answers FORBIDDEN inside the viewer’s team and NOT_FOUND outside it, whatever the state', async () => {
    const res = await as(1005).post('/api/overtime', { workDate: '2026-03-10', from: '17:00', to: '18:30', reason: 'Stock count' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().request.id as number;
    // Overtime is decided only through the one inbox: the item's result carries the code.
    const decide = async (code: number, decision: 'approve' | 'reject') =>
      (await as(code).post('/api/inbox/decide', { items: [{ kind: 'overtime', id }], decision, comment: 'checked' })).json().results[0].code as string | null;
    const heard = async () => [await decide(1004, 'approve'), await decide(1011, 'reject'), await decide(1006, 'approve')];
    const pending = await heard();
    expect(pending).toEqual(['FORBIDDEN', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await decide(1003, 'approve')).toBeNull();
    expect(await heard()).toEqual(pending);
    expect(await decide(1003, 'reject')).toBe('ALREADY_DECIDED');
    // Cancelling someone else's: NOT_FOUND, approved or not.
    expect(answer(await as(1004).post(`/api/overtime/${id}/cancel`, {}))).toBe('404 NOT_FOUND');
  });
});

describe('attendance issue decisions', () => {
  it('answers FORBIDDEN to site_hr of another site whether the issue is pending or decided', async () => {
    const res = await as(1005).post('/api/attendance/issues', { eventType: 'in', eventTime: '2025-03-10T06:05:00.000Z', reason: 'Reader down' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const decide = async (code: number, decision: 'approve' | 'reject') => (await as(code).post('/api/inbox/decide', { items: [{ kind: 'attendance_issue', id }], decision, comment: 'checked' })).json().results[0].code;
    expect(await decide(1002, 'approve')).toBe('FORBIDDEN');
    expect(await decide(1001, 'reject')).toBe(null);
    expect(await decide(1002, 'approve')).toBe('FORBIDDEN');
    expect(await decide(1001, 'approve')).toBe('ALREADY_DECIDED');
  });
});
