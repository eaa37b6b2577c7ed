import { addDaysIso } from '@hr/shared';
import { describe, expect, it } from 'vitest';
import { thursday, useLeaveApp, Y } from './leave-fixture.js';

/**
 * Casual leave comes out of the Annual balance (at most 6 a year): the balances say so on both
 * sides (Casual draws on Annual; Annual's taken and pending include Casual's days), the request
 * form's quote names the balance the days come out of and what the cap leaves, and the balances
 * report carries the same, in its table and its export. Nour (1006) files next year, where she has
 * nothing yet; her line manager Sara (1004) approves.
 */
const { fx, as, file, annual, balance } = useLeaveApp();

type TShare = { leaveTypeId: number; nameEn: string; taken: number; pending: number };

describe('a shared balance: Casual out of Annual', () => {
  it('is said on both balances, in the quote and in the report', async () => {
    const casual = fx.types.casual;
    const start = thursday(9);
    const before = await balance(1006);
    // Two days of Annual and one of Casual, approved; one more day of Casual waiting.
    const a = await file(1006, annual(addDaysIso(start, 3), addDaysIso(start, 4)));
    expect(a.statusCode, a.body).toBe(200);
    const c1 = await file(1006, { leaveTypeId: casual, startDate: start, endDate: start });
    expect(c1.statusCode, c1.body).toBe(200);
    for (const id of [a.json().id, c1.json().id]) expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    const c2 = await file(1006, { leaveTypeId: casual, startDate: addDaysIso(start, 7), endDate: addDaysIso(start, 7) });
    expect(c2.statusCode, c2.body).toBe(200);

    const list = (await as(1006).get(`/api/leave/balances?year=${Y}`)).json().items as { leaveTypeId: number; taken: number; pending: number; remaining: number; drawsOn?: { nameEn: string } | null; includes?: TShare[] }[];
    const annualLine = list.find((b) => b.leaveTypeId === fx.types.annual)!;
    const casualLine = list.find((b) => b.leaveTypeId === casual)!;
    // Annual's taken 3 is 2 Annual and 1 Casual; its pending 1 is Casual's.
    expect(annualLine).toMatchObject({ taken: before.taken + 3, pending: before.pending + 1, includes: [{ leaveTypeId: casual, nameEn: 'Casual', taken: 1, pending: 1 }] });
    expect(casualLine).toMatchObject({ entitled: 7, taken: 1, pending: 1, remaining: 5, drawsOn: { leaveTypeId: fx.types.annual, nameEn: 'Annual', nameAr: 'اعتيادي' } });
    expect(annualLine.drawsOn ?? null).toBeNull();

    // The approver's card: the balance after approval is Annual's, and says so.
    const card = ((await as(1004).get('/api/inbox?kind=leave&pageSize=100')).json().items as { id: number; leave: { remainingAfter: number; sharedBalance?: { nameEn: string } | null } }[]).find((i) => i.id === c2.json().id)!.leave;
    expect(card).toMatchObject({ remainingAfter: annualLine.remaining, sharedBalance: { nameEn: 'Annual' } });

    // The form's quote for one more day of Casual: after it, Annual has one day less, and 4 Casual days are left this year (7 a year, Art 128 ¶1).
    const day = addDaysIso(start, 14);
    const quote = (await as(1006).get(`/api/leave/quote?leaveTypeId=${casual}&startDate=${day}&endDate=${day}`)).json();
    expect(quote).toMatchObject({ days: 1, remainingAfter: annualLine.remaining - 1, balanceType: { leaveTypeId: fx.types.annual, nameEn: 'Annual' }, sharedBalance: true, capLeftAfter: 4 });
    // Annual draws on itself: its quote names it and has no cap.
    const own = (await as(1006).get(`/api/leave/quote?leaveTypeId=${fx.types.annual}&startDate=${day}&endDate=${day}`)).json();
    expect(own).toMatchObject({ balanceType: { leaveTypeId: fx.types.annual }, sharedBalance: false, capLeftAfter: null });

    // HR's report: the same on both lines, and a column in the export.
    const report = (await as(1001).get(`/api/reports/balances?year=${Y}&q=1006`)).json();
    const lines = report.items[0].balances as typeof list;
    expect(lines.find((b) => b.leaveTypeId === fx.types.annual)).toMatchObject({ includes: [{ nameEn: 'Casual', taken: 1, pending: 1 }] });
    expect(lines.find((b) => b.leaveTypeId === casual)).toMatchObject({ drawsOn: { nameEn: 'Annual' } });
    const csv = (await as(1001).get(`/api/reports/balances/export?year=${Y}&format=csv&q=1006`)).body.replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0].endsWith(',Shared balance')).toBe(true);
    expect(csv.find((l) => l.includes(',Annual,'))).toContain('Includes Casual: 1 taken, 1 pending');
    expect(csv.find((l) => l.includes(',Casual,'))).toContain('Taken from Annual');
  });
});
