import { addDaysIso } from '@hr/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { todayIn } from '../../core/organisation.js';

/**
 * Shift swaps: 1005 and 1006 (Operations, both under the supervisor 1004) exchange a day.
 * Their days are set by HR's overrides, so each case starts from a known roster. The colleague
 * accepts in their inbox, the supervisor approves in theirs, and the roster shows the swap.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const as = (code: number) => t.as(tokens[code]);
const shiftIds: Record<string, number> = {};
const today = todayIn('Africa/Cairo');
const day = (n: number) => addDaysIso(today, n);

async function setDay(code: number, date: string, shift: string | null) {
  const res = await as(1001).put('/api/hr/roster/overrides', { employeeId: ids[code], date, shiftId: shift ? shiftIds[shift] : null });
  expect(res.statusCode, res.body).toBe(204);
}
const ask = (code: number, body: Record<string, unknown>) => as(code).post('/api/shift-swaps', body);

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1004, 1005, 1006, 1012]) tokens[code] = (await t.login(code)).token;
  const early = await as(1001).post('/api/hr/shifts', { nameEn: 'Early', nameAr: 'مبكرة', startTime: '05:00', endTime: '13:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4], breaks: [{ start: '09:00', end: '10:00' }] });
  expect(early.statusCode, early.body).toBe(200);
  for (const s of (await as(1001).get('/api/hr/shifts')).json().items as { id: number; nameEn: string }[]) shiftIds[s.nameEn] = s.id;
});
afterAll(() => t?.close());

describe('a shift swap from asking to the roster', () => {
  let id = 0;
  it('1005 asks 1006 to swap a day', async () => {
    await setDay(1005, day(10), 'Day');
    await setDay(1006, day(10), null);
    const res = await ask(1005, { colleagueId: ids[1006], date: day(10), reason: 'Family visit' });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ state: 'requested', colleagueState: 'pending', requesterShiftIds: [shiftIds.Day], colleagueShiftIds: [null], canCancel: true });
    // The same days again, by either of them: taken.
    expect((await ask(1006, { colleagueId: ids[1005], date: day(10) })).json()).toMatchObject({ code: 'SHIFT_SWAP_TAKEN' });
  });

  it('the colleague accepts in their inbox; the supervisor approves in theirs', async () => {
    const inbox = (await as(1006).get('/api/inbox?kind=shift_swap')).json();
    expect(inbox.items).toEqual([expect.objectContaining({ kind: 'shift_swap', id, step: 'colleague' })]);
    expect(inbox.counts.shiftSwap).toBe(1);
    // Nobody else answers for the colleague, and the supervisor has nothing to decide yet.
    expect((await as(1004).post(`/api/shift-swaps/${id}/answer`, { accept: true })).statusCode).toBe(404);
    const answered = await as(1006).post(`/api/shift-swaps/${id}/answer`, { accept: true });
    expect(answered.json()).toMatchObject({ colleagueState: 'accepted', state: 'requested' });
    const sup = (await as(1004).get('/api/inbox?kind=shift_swap')).json();
    expect(sup.items).toEqual([expect.objectContaining({ id, step: 'approver' })]);
    expect(sup.items[0].shifts.map((x: { id: number }) => x.id)).toEqual([shiftIds.Day]);
    // An approver who rejects says why (the colleague need not).
    expect((await as(1004).post('/api/inbox/decide', { items: [{ kind: 'shift_swap', id }], decision: 'reject', comment: '' })).json().results).toEqual([expect.objectContaining({ ok: false, code: 'VALIDATION_FAILED' })]);
    const decided = await as(1004).post('/api/inbox/decide', { items: [{ kind: 'shift_swap', id }], decision: 'approve', comment: '' });
    expect(decided.json().results).toEqual([expect.objectContaining({ ok: true })]);
  });

  it('the roster shows the swap for both', async () => {
    const mine = (await as(1005).get(`/api/me/roster?from=${day(10)}&to=${day(10)}`)).json().cells[0];
    const theirs = (await as(1006).get(`/api/me/roster?from=${day(10)}&to=${day(10)}`)).json().cells[0];
    expect(mine).toMatchObject({ work: false, source: 'swap' });
    expect(theirs).toMatchObject({ shiftId: shiftIds.Day, work: true, source: 'swap' });
    expect((await as(1005).get('/api/shift-swaps')).json().items[0]).toMatchObject({ id, state: 'approved', canCancel: false });
  });
});

describe('refusals, each with nothing written', () => {
  it('the past, another team, nothing to change', async () => {
    expect((await ask(1005, { colleagueId: ids[1006], date: today })).json()).toMatchObject({ code: 'SHIFT_SWAP_PAST' });
    expect((await ask(1005, { colleagueId: ids[1012], date: day(20) })).json()).toMatchObject({ code: 'SHIFT_SWAP_NOT_TEAM' });
    await setDay(1005, day(20), 'Day');
    await setDay(1006, day(20), 'Day');
    expect((await ask(1005, { colleagueId: ids[1006], date: day(20) })).json()).toMatchObject({ code: 'SHIFT_SWAP_NO_CHANGE' });
    expect((await ask(1005, { colleagueId: ids[1005], date: day(20) })).statusCode).toBe(404);
    expect((await ask(1005, { colleagueId: 2147483648, date: day(20) })).statusCode).toBe(400);
    expect((await ask(1005, { colleagueId: ids[1006], date: day(20), otherDate: day(80) })).statusCode).toBe(400);
  });

  it('seven work days in a row', async () => {
    for (let n = 30; n <= 35; n++) await setDay(1005, day(n), 'Day');
    for (const n of [29, 36, 37]) await setDay(1005, day(n), null);
    await setDay(1006, day(36), 'Day');
    expect((await ask(1005, { colleagueId: ids[1006], date: day(36) })).json()).toMatchObject({ code: 'SHIFT_SWAP_REST_RULE', fields: [{ path: 'date' }] });
    // The preview shows both days and says the same before anything is asked.
    const preview = (await as(1005).get(`/api/shift-swaps/preview?colleagueId=${ids[1006]}&date=${day(36)}`)).json();
    expect(preview).toMatchObject({ dates: [day(36)], mine: [null], theirs: [shiftIds.Day], problem: { code: 'SHIFT_SWAP_REST_RULE', path: 'date' } });
    expect(preview.shifts.map((x: { id: number }) => x.id)).toEqual([shiftIds.Day]);
  });

  it('two shifts at once: an early shift before the night has ended', async () => {
    // Rest on either side, so the swap makes a run of two work days whatever weekday today is: only
    // the overlap can refuse it, not the rest rule.
    for (const n of [38, 39, 41, 42, 43]) await setDay(1005, day(n), null);
    await setDay(1005, day(40), 'Night');
    await setDay(1006, day(41), 'Early');
    expect((await ask(1005, { colleagueId: ids[1006], date: day(41) })).json()).toMatchObject({ code: 'SHIFT_SWAP_DOUBLE_SHIFT' });
    expect((await as(1005).get('/api/shift-swaps')).json().items).toHaveLength(1);
  });

  it('a declined swap is over; a withdrawn one is closed for everyone', async () => {
    await setDay(1005, day(50), 'Day');
    await setDay(1006, day(50), null);
    const a = (await ask(1005, { colleagueId: ids[1006], date: day(50) })).json();
    expect((await as(1006).post(`/api/shift-swaps/${a.id}/answer`, { accept: false })).json()).toMatchObject({ state: 'rejected', colleagueState: 'declined' });
    const b = (await ask(1005, { colleagueId: ids[1006], date: day(50) })).json();
    expect(b.requester).toMatchObject({ EmpCode: 1005 });
    expect((await as(1005).get(`/api/shift-swaps/preview?colleagueId=${ids[1006]}&date=${day(50)}`)).json().problem).toBeNull();
    expect((await as(1006).post(`/api/shift-swaps/${b.id}/cancel`)).statusCode).toBe(403);
    expect((await as(1005).post(`/api/shift-swaps/${b.id}/cancel`)).json()).toMatchObject({ state: 'cancelled' });
    expect((await as(1006).get('/api/inbox?kind=shift_swap')).json().items).toEqual([]);
    expect((await as(1005).post(`/api/shift-swaps/${b.id}/cancel`)).json()).toMatchObject({ code: 'ALREADY_DECIDED' });
  });
});

describe('two days, the colleague\'s day first', () => {
  it('is kept in date order, each day with its own shifts, and approved so', async () => {
    await setDay(1005, day(60), null);
    await setDay(1005, day(62), 'Day');
    await setDay(1006, day(60), 'Day');
    await setDay(1006, day(62), null);
    const res = await ask(1005, { colleagueId: ids[1006], date: day(62), otherDate: day(60) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ date: day(60), otherDate: day(62), requesterShiftIds: [null, shiftIds.Day], colleagueShiftIds: [shiftIds.Day, null] });
    const { id } = res.json();
    await as(1006).post(`/api/shift-swaps/${id}/answer`, { accept: true });
    expect((await as(1004).post('/api/inbox/decide', { items: [{ kind: 'shift_swap', id }], decision: 'approve', comment: '' })).json().results).toEqual([expect.objectContaining({ ok: true })]);
    const cells = (await as(1005).get(`/api/me/roster?from=${day(60)}&to=${day(62)}`)).json().cells;
    expect(cells[0]).toMatchObject({ shiftId: shiftIds.Day, source: 'swap' });
    expect(cells[2]).toMatchObject({ work: false, source: 'swap' });
  });
});
