import { addDaysIso, weekDay } from '@hr/shared';
import { describe, expect, it } from 'vitest';
import { demoWorkDay, testToday } from '../../test/dates.js';
import { Y, useLeaveApp } from './leave-fixture.js';

/** iCal feeds and balances across years, on their own demo organisation. */
const { fx, ids, types, tokens, as, file, annual } = useLeaveApp();

describe('iCal feeds', () => {
  it('serves the personal and team feeds behind a secret that can be replaced', async () => {
    // Omar's approved day is in the feed of his manager's team (which runs a year ahead: a day in
    // six weeks is in it whatever today is).
    const day = demoWorkDay(addDaysIso(testToday(), 45));
    const id = (await file(1005, annual(day, day))).json().id;
    expect((await as(1004).post(`/api/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    const feeds = (await as(1003).get('/api/leave/calendar/feeds')).json();
    expect(feeds.teamUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const path = (u: string) => new URL(u).pathname;
    const team = await fx.t.app.inject({ url: path(feeds.teamUrl) });
    expect(team.statusCode).toBe(200);
    expect(team.headers['content-type']).toContain('text/calendar');
    expect(team.body).toContain('BEGIN:VEVENT');
    expect(team.body).toContain('Omar Khaled');
    const again = (await as(1003).post('/api/leave/calendar/feeds/regenerate', { kind: 'team' })).json();
    expect(again.teamUrl).not.toBe(feeds.teamUrl);
    expect((await fx.t.app.inject({ url: path(feeds.teamUrl) })).statusCode).toBe(404);
    expect((await as(1005).get('/api/leave/calendar/feeds')).json().teamUrl).toBeNull();
  });
});

describe('balances across years', () => {
  /** The year after Y: it may use the days carried over from Y (and the year before). */
  const Z = Y + 1;
  const annualIn = async (year: number) => (await as(1005).get(`/api/leave/balances?year=${year}`)).json().items.find((b: { leaveTypeId: number }) => b.leaveTypeId === types.annual);
  const adjust = (year: number, days: number) =>
    fx.t.app.inject({ method: 'POST', url: `/api/hr/employees/${ids[1005]}/balance-adjustments`, headers: { authorization: `Bearer ${tokens[1001]}` }, payload: { leaveTypeId: types.annual, year, days, reason: 'test' } });
  /** December work days of Y that 1005 has not booked. */
  const december: string[] = [];
  for (let d = `${Y}-12-14`; december.length < 5; d = addDaysIso(d, 1)) if (![5, 6].includes(weekDay(d))) december.push(d);

  it("a request this year cannot take the days next year's bookings were carried over from", async () => {
    // Next year: weeks (Sunday to Thursday), then single days, until the balance refuses.
    let d = `${Z}-01-04`;
    while (weekDay(d) !== 0) d = addDaysIso(d, 1);
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++, d = addDaysIso(d, 7)) {
      const week = (await annualIn(Z)).remaining >= 5;
      const res = await file(1005, annual(d, week ? addDaysIso(d, 4) : d));
      if (res.statusCode !== 200) {
        expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
        refused = true;
      }
    }
    expect(refused).toBe(true);
    const next = await annualIn(Z);
    expect(next.remaining).toBe(0);
    expect(next.carriedOver).toBeGreaterThan(0);
    // This year still shows days of its own, but next year has already counted on them.
    expect((await annualIn(Y)).remaining).toBeGreaterThan(0);
    const quote = (await as(1005).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${december[0]}&endDate=${december[0]}`)).json();
    expect(quote.remainingAfter).toBe(-1);
    for (const day of december) {
      const res = await file(1005, annual(day, day));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', params: { remaining: 0, days: 1 } });
    }
    for (const year of [Y, Z, Z + 1]) expect((await annualIn(year)).remaining).toBeGreaterThanOrEqual(0);
  });

  it('HR cannot deduct days a later year counts on; a day added this year can be taken once', async () => {
    const before = await annualIn(Y);
    const cut = await adjust(Y, -1);
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await annualIn(Y)).remaining).toBe(before.remaining);
    expect((await adjust(Y, 1)).statusCode).toBe(200);
    expect((await annualIn(Z)).remaining).toBe(1);
    expect((await file(1005, annual(december[0], december[0]))).statusCode).toBe(200);
    expect((await file(1005, annual(december[1], december[1]))).json().code).toBe('INSUFFICIENT_BALANCE');
    for (const year of [Y, Z, Z + 1]) expect((await annualIn(year)).remaining).toBeGreaterThanOrEqual(0);
  });
});
