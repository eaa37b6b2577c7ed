import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { QUICK_REPEAT_SECONDS } from './attendance-clock-service.js';

/**
 * A web punch the other way seconds after the last one (a double tap on "Sign out" whose second tap
 * lands on the freshly swapped "Sign in") is asked about, not silently recorded: attendance is
 * payroll data, one tap intention, one punch. Sign-ins confirm the out-of-shift question up front,
 * so the tests hold at any hour.
 */
let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1005, 1006, 1007, 1009]) tokens[code] = (await t.login(code)).token;
  // Whatever the demo recorded in the last hours (a night shift still open at this hour) is not this test's.
  for (const code of [1005, 1006, 1007, 1009])
    await t.database.db.delete(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[code]), sql`${attendanceEvents.occurredAt} > now() - interval '20 hours'`));
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const punch = (code: number, body: Record<string, unknown>) => as(code).post('/api/attendance/clock', { confirmOutOfShift: body.type === 'in', ...body });
/** The person's events of the last hour (the demo's history is older), oldest first. */
const recent = (code: number) => and(eq(attendanceEvents.employeeId, ids[code]), sql`${attendanceEvents.occurredAt} > now() - interval '1 hour'`);
const eventsOf = (code: number) => t.database.db.select().from(attendanceEvents).where(recent(code)).orderBy(attendanceEvents.occurredAt, attendanceEvents.id);
/** Moves the person's events of the last hour back in time, as if they were made `seconds` earlier. */
const age = (code: number, seconds: number) =>
  t.database.db
    .update(attendanceEvents)
    .set({ occurredAt: sql`${attendanceEvents.occurredAt} - make_interval(secs => ${seconds})` })
    .where(recent(code));

describe('a punch the other way seconds after the last web punch', () => {
  it('a double tap on sign-out: the second tap (a sign-in) is asked about and records nothing', async () => {
    expect((await punch(1009, { type: 'in' })).statusCode).toBe(200);
    // The first tap on "Sign out", seconds after signing in: asked about too (it is the other way).
    const first = await punch(1009, { type: 'out' });
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json()).toMatchObject({ code: 'PUNCH_QUICK_REPEAT', params: { last: 'in', seconds: expect.any(Number) } });
    expect(first.json().params.seconds).toBeGreaterThanOrEqual(1);
    expect(first.json().params.seconds).toBeLessThan(QUICK_REPEAT_SECONDS);
    // Confirmed, it is recorded.
    const out = await punch(1009, { type: 'out', confirmQuickRepeat: true });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ signedIn: false, lastEvent: { type: 'out' } });
    // The second tap of the double tap lands on the swapped "Sign in": refused, nothing stored.
    const second = await punch(1009, { type: 'in' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PUNCH_QUICK_REPEAT', params: { last: 'out' } });
    expect((await eventsOf(1009)).map((e) => e.eventType)).toEqual(['in', 'out']);
    expect((await as(1009).get('/api/attendance/clock')).json()).toMatchObject({ signedIn: false, lastEvent: { type: 'out' } });
  });

  it('someone who truly signs in again confirms it, and after the window nobody is asked', async () => {
    const again = await punch(1009, { type: 'in', confirmQuickRepeat: true });
    expect(again.statusCode, again.body).toBe(200);
    expect((await eventsOf(1009)).map((e) => e.eventType)).toEqual(['in', 'out', 'in']);
    await age(1009, QUICK_REPEAT_SECONDS + 1);
    const later = await punch(1009, { type: 'out' });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('the order checks still come first: a second sign-in is ALREADY_SIGNED_IN, not a question', async () => {
    expect((await punch(1005, { type: 'in' })).statusCode).toBe(200);
    expect((await punch(1005, { type: 'in' })).json().code).toBe('ALREADY_SIGNED_IN');
    expect((await punch(1005, { type: 'in', confirmQuickRepeat: true })).json().code).toBe('ALREADY_SIGNED_IN');
  });

  it('a terminal’s punch seconds before is another source: a web sign-out after it is not asked about', async () => {
    await t.database.db.insert(attendanceEvents).values({ employeeId: ids[1006], eventType: 'in', occurredAt: new Date(Date.now() - 5_000), source: 'device' });
    const out = await punch(1006, { type: 'out' });
    expect(out.statusCode, out.body).toBe(200);
    expect((await eventsOf(1006)).map((e) => [e.eventType, e.source])).toEqual([
      ['in', 'device'],
      ['out', 'web'],
    ]);
  });

  it('an offline replay is recorded without a question (it carries its own time); a live punch right after it is asked about', async () => {
    expect((await punch(1007, { type: 'in' })).statusCode).toBe(200);
    await age(1007, 120);
    // Signed out on the phone without a network 10 s ago, sent now: recorded as made.
    const occurredAt = new Date(Date.now() - 10_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const replay = await punch(1007, { type: 'out', offline: true, occurredAt });
    expect(replay.statusCode, replay.body).toBe(200);
    const rows = await eventsOf(1007);
    expect(rows.map((e) => [e.eventType, e.recordedOffline])).toEqual([
      ['in', false],
      ['out', true],
    ]);
    // A live sign-in seconds after that sign-out (by its own time) is the quick repeat.
    const live = await punch(1007, { type: 'in' });
    expect(live.json()).toMatchObject({ code: 'PUNCH_QUICK_REPEAT', params: { last: 'out' } });
    expect((await eventsOf(1007)).filter((e) => !e.recordedOffline)).toHaveLength(1);
  });
});
