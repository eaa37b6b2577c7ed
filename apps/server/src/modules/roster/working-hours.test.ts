import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { attendanceEvents, employees, organisation } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addDays, cairoTime, demoWorkDay, testToday } from '../../test/dates.js';
import { factsOfDays } from '../attendance/index.js';
import { getDirectory } from '../people/index.js';

/**
 * Working hours (Labour Law 14/2025, Arts 117–121) and workers under 18 (Art 65), through the API on
 * a real database. The demo's Day shift (08:00–16:00) and Night shift (22:00–06:00) have no breaks:
 * they are existing data, marked under Art 118 and never refused until their hours are edited.
 * 1005 is made 15 years old (born 2011) before anything reads the directory.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const hr = () => t.as(tokens[1001]);
const shiftIds: Record<string, number> = {};
type TShiftBody = { id: number; nameEn: string; lawFindings: { rule: string; article: number }[]; lawReason: string | null; breaks: { start: string; end: string }[] };
const long = { nameAr: 'طويلة', startTime: '07:00', endTime: '18:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4], breaks: [{ start: '12:00', end: '13:00' }] };

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  await t.database.db.update(employees).set({ birthDate: '2011-05-10' }).where(eq(employees.id, ids[1005]));
  for (const code of [1001, 1005, 1006]) tokens[code] = (await t.login(code)).token;
  for (const s of (await hr().get('/api/hr/shifts')).json().items as TShiftBody[]) shiftIds[s.nameEn] = s.id;
});
afterAll(() => t?.close());

describe('shifts beyond the legal hours (Arts 117–121)', () => {
  it('Art 118: the demo shifts, without breaks, are marked and not changed', async () => {
    const items = (await hr().get('/api/hr/shifts')).json().items as TShiftBody[];
    expect(items.find((s) => s.nameEn === 'Day')).toMatchObject({ breaks: [], lawFindings: [{ rule: 'hoursBreaks', article: 118 }], lawReason: null });
  });

  it('Art 118: an older shift is not refused until its hours are edited; HR may state a reason for it', async () => {
    const day = (await hr().get('/api/hr/shifts')).json().items.find((s: TShiftBody) => s.nameEn === 'Day');
    const base = { nameEn: 'Day', nameAr: day.nameAr, startTime: day.startTime, endTime: day.endTime, graceMinutes: day.graceMinutes, workDays: day.workDays };
    // Its grace minutes only: saved as it is, still marked.
    const grace = await hr().put(`/api/hr/shifts/${day.id}`, { ...base, graceMinutes: 20 });
    expect(grace.statusCode, grace.body).toBe(200);
    expect(grace.json()).toMatchObject({ graceMinutes: 20, lawFindings: [{ rule: 'hoursBreaks' }], lawReason: null });
    // Its hours: refused without a reason, naming the field.
    const later = await hr().put(`/api/hr/shifts/${day.id}`, { ...base, startTime: '08:30', endTime: '16:30' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ code: 'WORKING_HOURS_REASON_REQUIRED', fields: [{ path: 'lawReason' }] });
    // A reason on the hours as they are: kept, shown and audited.
    const stated = await hr().put(`/api/hr/shifts/${day.id}`, { ...base, lawReason: '  Breaks are taken in turns on the line  ' });
    expect(stated.json()).toMatchObject({ lawReason: 'Breaks are taken in turns on the line', lawFindings: [{ rule: 'hoursBreaks' }] });
    const audit = await t.database.db.execute(sql`select after from audit_log where entity = 'shift' and entity_id = ${String(day.id)} order by id desc limit 1`);
    expect((audit.rows[0] as { after: unknown }).after).toMatchObject({ lawReason: 'Breaks are taken in turns on the line' });
    // With breaks the shift is within the law: the reason goes.
    const fixed = await hr().put(`/api/hr/shifts/${day.id}`, { ...base, breaks: [{ start: '12:00', end: '13:00' }] });
    expect(fixed.json()).toMatchObject({ lawFindings: [], lawReason: null, breaks: [{ start: '12:00', end: '13:00' }] });
  });

  it('Arts 117 and 119: a shift of 10 actual hours over 11 is refused without a reason, saved with one', async () => {
    const refused = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Long days' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'WORKING_HOURS_REASON_REQUIRED' });
    expect(refused.json().details.map((f: { rule: string; article: number }) => `${f.rule}:${f.article}`)).toEqual(['hoursDaily:117', 'hoursWeekly:117', 'hoursSpan:119']);
    const saved = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Long days', lawReason: 'Stock count season, notified to the labour office' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lawReason: 'Stock count season, notified to the labour office', lawFindings: [{ rule: 'hoursDaily' }, { rule: 'hoursWeekly' }, { rule: 'hoursSpan' }] });
    shiftIds['Long days'] = saved.json().id;
  });

  it('Art 121: presence over 12 hours is refused whatever the reason; breaks outside the shift are refused', async () => {
    const over = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Too long', endTime: '19:30', lawReason: 'Any' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'endTime', message: 'errors.WORKING_PRESENCE_OVER_MAX' }] });
    const outside = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Odd break', breaks: [{ start: '19:00', end: '20:00' }] });
    expect(outside.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'breaks', message: 'errors.SHIFT_BREAKS_INVALID' }] });
    const many = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Many breaks', breaks: Array(7).fill({ start: '12:00', end: '12:05' }) });
    expect(many.statusCode).toBe(400);
    // Hostile input: a translated 4xx, never a 5xx.
    for (const bad of [{ startTime: '24:00' }, { breaks: [{ start: 'x', end: 1 }] }, { breaks: 'none' }, { lawReason: 'x'.repeat(501) }, { lawReason: 'a\u0000b' }]) {
      const res = await hr().post('/api/hr/shifts', { ...long, nameEn: 'Hostile', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('rotation patterns beyond the legal week (Arts 117 and 120)', () => {
  it('Art 120: seven work days in a row are refused without a reason, saved with one, and a rename keeps it', async () => {
    const day = shiftIds.Day;
    const days = [day, day, day, day, day, day, day, null];
    const refused = await hr().post('/api/hr/rotation-patterns', { nameEn: 'Seven on', nameAr: 'سبعة أيام', days });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'WORKING_HOURS_REASON_REQUIRED', details: [{ rule: 'hoursWeekly', article: 117 }, { rule: 'hoursWeeklyRest', article: 120 }] });
    const saved = await hr().post('/api/hr/rotation-patterns', { nameEn: 'Seven on', nameAr: 'سبعة أيام', days, lawReason: 'Weekly rests grouped at the remote site' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ lawReason: 'Weekly rests grouped at the remote site', lawFindings: [{ rule: 'hoursWeekly' }, { rule: 'hoursWeeklyRest' }] });
    const renamed = await hr().put(`/api/hr/rotation-patterns/${saved.json().id}`, { nameEn: 'Seven on, one off', nameAr: 'سبعة أيام', days });
    expect(renamed.json()).toMatchObject({ nameEn: 'Seven on, one off', lawReason: 'Weekly rests grouped at the remote site' });
    const within = await hr().post('/api/hr/rotation-patterns', { nameEn: 'Five on', nameAr: 'خمسة أيام', days: [day, day, day, day, day, null, null] });
    expect(within.json()).toMatchObject({ lawFindings: [], lawReason: null });
  });
});

describe('the legal day on the payroll sheet (Art 117)', () => {
  it('Art 117: the hours of a full day beyond 8 are overtime, from the first day the rule holds', async () => {
    // A work day well in the past, in an open month: 1009 works the long shift that day (an override).
    const date = addDays(testToday(), -20);
    const put = await hr().put('/api/hr/roster/overrides', { employeeId: ids[1009], date, shiftId: shiftIds['Long days'], reason: 'Stock count' });
    expect(put.statusCode, put.body).toBe(204);
    await t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1009], eventType: 'in', occurredAt: cairoTime(date, '07:00'), source: 'device' },
      { employeeId: ids[1009], eventType: 'out', occurredAt: cairoTime(date, '18:00'), source: 'device' },
    ]);
    const facts = async () => {
      const p = (await getDirectory(t.app.ctx)).get(ids[1009])!;
      return (await factsOfDays(t.app.ctx, [p], date, date)).get(p.id)!.get(date)!;
    };
    expect(await facts()).toMatchObject({ present: 1, overtime: 120 });
    // A day before the rule holds (in a month closed when it came in) stays as it was issued.
    await t.database.db.update(organisation).set({ legalDayOvertimeFrom: addDays(date, 1) });
    expect(await facts()).toMatchObject({ present: 1, overtime: 0 });
    await t.database.db.update(organisation).set({ legalDayOvertimeFrom: null });
  });

  it('Art 117: a closed month keeps the breaks it was paid on when HR edits the shift afterwards', async () => {
    // The 15th of two months ago (a month that has ended), on the long shift.
    const first = `${addDays(`${testToday().slice(0, 7)}-01`, -40).slice(0, 7)}-01`;
    const date = demoWorkDay(addDays(first, 14));
    const month = date.slice(0, 7);
    expect((await hr().put('/api/hr/roster/overrides', { employeeId: ids[1009], date, shiftId: shiftIds['Long days'], reason: 'Stock count' })).statusCode).toBe(204);
    await t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1009], eventType: 'in', occurredAt: cairoTime(date, '07:00'), source: 'device' },
      { employeeId: ids[1009], eventType: 'out', occurredAt: cairoTime(date, '18:00'), source: 'device' },
    ]);
    const facts = async () => {
      const p = (await getDirectory(t.app.ctx)).get(ids[1009])!;
      return (await factsOfDays(t.app.ctx, [p], date, date)).get(p.id)!.get(date)!;
    };
    expect(await facts()).toMatchObject({ overtime: 120 });
    const closed = await hr().post(`/api/hr/payroll-months/${month}/close`, { force: true, reason: 'Test close' });
    expect(closed.statusCode, closed.body).toBe(200);
    // Half an hour's break instead of an hour: 10.5 hours of work from now on, the closed day as it was paid.
    const edited = await hr().put(`/api/hr/shifts/${shiftIds['Long days']}`, { ...long, nameEn: 'Long days', breaks: [{ start: '12:00', end: '12:30' }], lawReason: 'Stock count season' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await facts()).toMatchObject({ overtime: 120 });
    const rule = (await t.as(tokens[1001]).get('/api/hr/shifts')).json().items.find((s: TShiftBody) => s.id === shiftIds['Long days']);
    expect(rule.breaks).toEqual([{ start: '12:00', end: '12:30' }]);
  });
});

describe('workers under 18 (Art 65)', () => {
  it('Art 65: an overtime request of a worker under 18 is refused, naming the article', async () => {
    const res = await t.as(tokens[1005]).post('/api/overtime', { workDate: addDays(testToday(), -1), from: '16:00', to: '18:00', reason: 'Stock count' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MINOR_NO_OVERTIME', fields: [{ path: 'workDate' }] });
  });

  it('Art 65: the team roster marks the days a worker under 18 is rostered beyond the limits', async () => {
    const date = addDays(testToday(), 10);
    const night = await hr().put('/api/hr/roster/overrides', { employeeId: ids[1005], date, shiftId: shiftIds.Night, reason: 'Cover' });
    expect(night.statusCode, night.body).toBe(204);
    const res = await hr().get(`/api/team/roster?from=${date}&to=${addDays(date, 1)}&pageSize=200`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json().people.find((p: { id: number }) => p.id === ids[1005]);
    expect(person.cells[0]).toMatchObject({ shiftId: shiftIds.Night, minor: ['minorHours', 'minorNight'] });
    // An adult on the same night: no mark.
    await hr().put('/api/hr/roster/overrides', { employeeId: ids[1009], date, shiftId: shiftIds.Night, reason: 'Cover' });
    const adult = (await hr().get(`/api/team/roster?from=${date}&to=${date}&pageSize=200`)).json().people.find((p: { id: number }) => p.id === ids[1009]);
    expect(adult.cells[0].minor).toBeUndefined();
  });

  it('Art 65: a worker under 18 may not take a colleague’s night shift by a swap: the preview says so and the filing is refused', async () => {
    const date = demoWorkDay(addDays(testToday(), 20));
    expect((await hr().put('/api/hr/roster/overrides', { employeeId: ids[1006], date, shiftId: shiftIds.Night, reason: 'Cover' })).statusCode).toBe(204);
    const preview = (await t.as(tokens[1005]).get(`/api/shift-swaps/preview?colleagueId=${ids[1006]}&date=${date}`)).json();
    expect(preview).toMatchObject({ mine: [shiftIds.Day], theirs: [shiftIds.Night], problem: { code: 'MINOR_WORKING_HOURS', path: 'date' } });
    const asked = await t.as(tokens[1005]).post('/api/shift-swaps', { colleagueId: ids[1006], date });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'MINOR_WORKING_HOURS', fields: [{ path: 'date', message: 'errors.MINOR_WORKING_HOURS' }] });
  });
});
