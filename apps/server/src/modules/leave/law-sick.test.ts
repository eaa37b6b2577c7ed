import { addDaysIso } from '@hr/shared';
import { describe, expect, it } from 'vitest';
import { thursday, Y, useLeaveApp } from './leave-fixture.js';

/** Sick leave under Art 131: HR confirms a chronic illness (¶1); the worker turns sick leave into annual leave (¶4). */
const { as, file, annual, balance, types } = useLeaveApp();

const paper = { fileName: 'report.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 medical report').toString('base64') };
/** The Monday and Tuesday after the first Thursday of September next year. */
const mon = addDaysIso(thursday(9), 4);
const tue = addDaysIso(mon, 1);

/** Files sick leave as `code` and has it approved by the line manager and HR. */
async function approvedSick(code: number, startDate: string, endDate: string, withPaper: boolean, manager = 1004) {
  const res = await file(code, { leaveTypeId: types.sick, startDate, endDate, ...(withPaper && { attachment: paper }) });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  for (const approver of [manager, 1001]) {
    const r = await as(approver).post(`/api/leave/requests/${id}/approve`, {});
    if (r.json().state === 'approved') break;
  }
  expect((await as(code).get(`/api/leave/requests/${id}`)).json().request.state).toBe('approved');
  return id;
}
const chronic = (code: number, id: number, body: unknown) => as(code).post(`/api/hr/leave-requests/${id}/chronic`, body);
const ask = (code: number, id: number, body: Record<string, unknown>) => as(code).post(`/api/leave/requests/${id}/change`, body);

describe('a chronic illness on sick leave (Art 131 ¶1, Law 148/2019)', () => {
  let withPaper: number;
  let without: number;
  it('files two approved sick leaves, one with its medical paper', async () => {
    withPaper = await approvedSick(1005, mon, tue, true);
    without = await approvedSick(1006, mon, mon, false);
    expect((await as(1005).get(`/api/leave/requests/${withPaper}`)).json().request.sick).toEqual({ chronic: false });
  });
  it('Art 131 ¶1: HR confirms it only with the medical paper, only on sick leave, and nobody else may', async () => {
    expect((await chronic(1004, withPaper, { confirmed: true })).statusCode).toBe(403);
    expect((await chronic(1001, without, { confirmed: true })).json().code).toBe('CHRONIC_PAPER_REQUIRED');
    expect((await chronic(1001, withPaper, { confirmed: 'yes' })).statusCode).toBe(400);
    expect((await chronic(1001, withPaper, { confirmed: true, extra: 1 })).statusCode).toBe(400);
    expect((await chronic(1001, 99_999_999, { confirmed: true })).statusCode).toBe(404);
    const leave = (await file(1005, annual(addDaysIso(mon, 14), addDaysIso(mon, 14)))).json();
    const refused = await chronic(1001, leave.id, { confirmed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('SICK_LEAVE_ONLY');
  });
  it('Art 131 ¶1: confirmed, the leave says so and its history names it; HR may withdraw it', async () => {
    const res = await chronic(1001, withPaper, { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sick).toEqual({ chronic: true });
    const detail = (await as(1005).get(`/api/leave/requests/${withPaper}`)).json();
    expect(detail.events.at(-1).action).toBe('chronic_confirmed');
    expect((await chronic(1001, withPaper, { confirmed: false })).json().sick).toEqual({ chronic: false });
  });
});

describe('sick leave turned into annual leave (Art 131 ¶4)', () => {
  it('Art 131 ¶4: the worker asks, the approver decides, and the days move to the annual balance', async () => {
    const id = await approvedSick(1012, mon, tue, true, 1011);
    const before = await balance(1012);
    const res = await ask(1012, id, { kind: 'to_annual', reason: 'I would rather use my annual leave' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().change).toMatchObject({ kind: 'to_annual' });
    // The ask goes to the approver of the leave (the line manager), like any change.
    const ok = await as(1011).post(`/api/leave/requests/${id}/approve`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const d = (await as(1012).get(`/api/leave/requests/${id}`)).json();
    expect(d.request).toMatchObject({ state: 'approved', change: null, countOfDays: 2, leaveType: { id: types.annual }, sick: null });
    const after = await balance(1012);
    expect(after.remaining).toBe(before.remaining - 2);
  });
  it('Art 131 ¶4: refused for leave that is not sick leave, and when the annual balance does not allow it', async () => {
    const a = (await file(1010, annual(addDaysIso(mon, 21), addDaysIso(mon, 21)))).json();
    await as(1003).post(`/api/leave/requests/${a.id}/approve`, {});
    const notSick = await ask(1010, a.id, { kind: 'to_annual', reason: 'x' });
    expect(notSick.statusCode, notSick.body).toBe(400);
    expect(notSick.json().code).toBe('SICK_LEAVE_ONLY');
    // Seven months of sick leave are more than any annual balance.
    const long = await approvedSick(1010, `${Y}-02-01`, `${Y}-08-31`, true, 1003);
    const res = await ask(1010, long, { kind: 'to_annual', reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await as(1010).get(`/api/leave/requests/${long}`)).json().request.change).toBeNull();
  });
});
