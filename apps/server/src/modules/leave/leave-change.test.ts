import { addDaysIso } from '@hr/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { thursday, useLeaveApp } from './leave-fixture.js';

const { fx, as, file, annual, balance, notes } = useLeaveApp();

/** Sunday to Thursday of the second week of July next year: 5 working days. */
const sun = addDaysIso(thursday(7), 3);
const tue = addDaysIso(sun, 2);
const thu2 = addDaysIso(sun, 4);

type TDetail = {
  request: { countOfDays: number; state: string; endDate: string; change: { kind: string; endDate: string | null; reason: string } | null };
  events: { action: string; comment: string | null }[];
  can: { requestChange: boolean };
};
const detail = async (code: number, id: number) => (await as(code).get(`/api/leave/requests/${id}`)).json() as TDetail;
const ask = (code: number, id: number, body: Record<string, unknown>) => as(code).post(`/api/leave/requests/${id}/change`, body);

describe('the employee asks to cancel or shorten approved leave; the approver decides', () => {
  let id: number;
  let before: { taken: number; remaining: number };

  it('files and approves five working days', async () => {
    before = await balance(1005);
    const res = await file(1005, annual(sun, thu2));
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    expect((await detail(1005, id)).can.requestChange).toBe(true);
    // The approver sees no such button on someone else's leave.
    expect((await detail(1004, id)).can.requestChange).toBe(false);
  });

  it('refuses a bad ask with a clear error and changes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'shorten', endDate: thu2, reason: 'x' }, 400, 'VALIDATION_FAILED'], // not earlier than the end
      [{ kind: 'shorten', endDate: addDaysIso(sun, -1), reason: 'x' }, 400, 'VALIDATION_FAILED'], // before the start
      [{ kind: 'shorten', endDate: null, reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'shorten', endDate: '2099-02-30', reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'extend', reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'cancel', reason: '' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'cancel', reason: 'bad\u0000byte' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'cancel', reason: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await ask(1005, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    // Somebody else's leave: not found.
    expect((await ask(1006, id, { kind: 'cancel', reason: 'mine now' })).statusCode).toBe(404);
    expect((await detail(1005, id)).request.change).toBeNull();
  });

  it('an ask to end it on Tuesday waits in the approver inbox; a second ask is refused', async () => {
    const res = await ask(1005, id, { kind: 'shorten', endDate: tue, reason: 'Back early for the audit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().change).toMatchObject({ kind: 'shorten', endDate: tue, reason: 'Back early for the audit' });
    expect(res.json().state).toBe('approved');
    const again = await ask(1005, id, { kind: 'cancel', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHANGE_PENDING');
    const inbox = (await as(1004).get('/api/inbox?kind=leave&pageSize=100')).json() as { items: { id: number; leave: { request: { change: unknown } } }[] };
    expect(inbox.items.find((i) => i.id === id)?.leave.request.change).toMatchObject({ kind: 'shorten', endDate: tue });
    expect(await notes(1004, 'leave_change_requested')).toBe(1);
    expect((await detail(1005, id)).events.at(-1)).toMatchObject({ action: 'change_requested', comment: 'Back early for the audit' });
  });

  it('a rejection says why; the leave stays as approved and the person is told', async () => {
    const bare = await as(1004).post(`/api/leave/requests/${id}/reject`, { comment: '' });
    expect(bare.statusCode).toBe(400);
    const res = await as(1004).post(`/api/leave/requests/${id}/reject`, { comment: 'The audit moved' });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(1005, id);
    expect(d.request).toMatchObject({ state: 'approved', countOfDays: 5, endDate: thu2, change: null });
    expect(d.events.at(-1)).toMatchObject({ action: 'change_rejected', comment: 'The audit moved' });
    expect(await notes(1005, 'leave_change_rejected')).toBe(1);
    expect((await as(1004).get('/api/inbox?kind=leave&pageSize=100')).json().items.some((i: { id: number }) => i.id === id)).toBe(false);
  });

  it('approved from the one inbox, the leave ends on Tuesday: 3 days, and the balance gives 2 back', async () => {
    expect((await ask(1005, id, { kind: 'shorten', endDate: tue, reason: 'Back early' })).statusCode).toBe(200);
    const res = await as(1004).post('/api/inbox/decide', { decision: 'approve', comment: '', items: [{ kind: 'leave', id }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([{ kind: 'leave', id, ok: true, code: null }]);
    const d = await detail(1005, id);
    expect(d.request).toMatchObject({ state: 'approved', countOfDays: 3, endDate: tue, change: null });
    expect(d.events.at(-1)).toMatchObject({ action: 'change_approved' });
    expect(await balance(1005)).toMatchObject({ taken: before.taken + 3, remaining: before.remaining - 3 });
    expect(await notes(1005, 'leave_change_approved')).toBe(1);
    const audit = await fx.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'leave.change.approve'));
    expect(audit.at(-1)?.after).toMatchObject({ endDate: tue, days: 3 });
  });

  it('an ask to cancel, approved, cancels it: every day goes back; two approvers at once decide it once', async () => {
    expect((await ask(1005, id, { kind: 'cancel', reason: 'Trip called off' })).statusCode).toBe(200);
    const [a, b] = await Promise.all([as(1004).post(`/api/leave/requests/${id}/approve`, {}), as(1004).post(`/api/leave/requests/${id}/approve`, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const d = await detail(1005, id);
    expect(d.request).toMatchObject({ state: 'cancelled', change: null });
    expect(await balance(1005)).toMatchObject({ taken: before.taken, remaining: before.remaining });
    // Cancelled leave cannot be changed again.
    const res = await ask(1005, id, { kind: 'cancel', reason: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_CHANGEABLE');
  });

  it('pending leave is not changed this way (it is cancelled directly); leave under way can only be shortened, not into the past', async () => {
    const pending = (await file(1005, annual(addDaysIso(sun, 14), addDaysIso(sun, 15)))).json().id as number;
    expect((await ask(1005, pending, { kind: 'cancel', reason: 'x' })).json().code).toBe('NOT_CHANGEABLE');
    const today = new Date().toISOString().slice(0, 10);
    // Leave under way: today among its days, all in one year (on 31 December it began a week before).
    const yearEnd = `${today.slice(0, 4)}-12-31`;
    const end = addDaysIso(today, 8) <= yearEnd ? addDaysIso(today, 8) : yearEnd;
    const start = addDaysIso(end, -8) < today ? addDaysIso(end, -8) : today;
    const now = await file(1005, annual(start, end, { reason: 'Under way' }));
    expect(now.statusCode, now.body).toBe(200);
    const started = now.json().id as number;
    expect((await as(1004).post(`/api/leave/requests/${started}/approve`, {})).statusCode).toBe(200);
    const cancel = await ask(1005, started, { kind: 'cancel', reason: 'x' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('NOT_CANCELLABLE');
    expect((await ask(1005, started, { kind: 'shorten', endDate: addDaysIso(today, -1), reason: 'x' })).statusCode).toBe(400);
    // Shortened to a day still ahead (none is left before its end on the year's last day).
    const back = addDaysIso(today, 2) < end ? addDaysIso(today, 2) : null;
    if (back) expect((await ask(1005, started, { kind: 'shorten', endDate: back, reason: 'Needed back' })).statusCode).toBe(200);
    else expect(end).toBe(today);
  });
});
