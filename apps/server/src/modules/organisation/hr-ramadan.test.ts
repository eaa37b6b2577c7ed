import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso as addDays } from '@hr/shared';
import { ramadanPeriods } from '../../db/schema.js';
import { type Method, shift, useHrOrganisationApp } from './hr-organisation-fixture.js';

/** HR's Ramadan working hours: the year's period and each shift's Ramadan hours. */
const { fx, call, hr, lastAudit } = useHrOrganisationApp();

const stored = async (hijriYear: number) => (await fx.t.database.db.select().from(ramadanPeriods).where(eq(ramadanPeriods.hijriYear, hijriYear)))[0] ?? null;
const fieldOf = (body: { fields?: { path: string; message: string }[] }, path: string) => body.fields?.find((f) => f.path === path)?.message;

describe('the Ramadan periods of a year, kept by Hijri year', () => {
  it('suggests the Umm al-Qura dates, flagged as an estimate, while none is saved', async () => {
    const res = await hr('GET', '/ramadan?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ year: 2026, periods: [{ hijriYear: 1447, year: 2026, startDate: '2026-02-18', endDate: '2026-03-19', estimated: true, updatedAt: null }] });
    expect((await hr('GET', '/ramadan?year=2027')).json().periods).toMatchObject([{ hijriYear: 1448, startDate: '2027-02-08', endDate: '2027-03-08', estimated: true }]);
    expect(await stored(1447)).toBeNull();
  });

  it('lists, saves and removes the two Ramadans of 2030 (1451 and 1452) one by one', async () => {
    const two = (await hr('GET', '/ramadan?year=2030')).json();
    expect(two.periods).toMatchObject([
      { hijriYear: 1451, startDate: '2030-01-05', endDate: '2030-02-03', estimated: true },
      { hijriYear: 1452, startDate: '2030-12-26', endDate: '2031-01-23', estimated: true },
    ]);
    const late = await hr('PUT', '/ramadan/1452', { startDate: '2030-12-27', endDate: '2031-01-25' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ hijriYear: 1452, year: 2030, startDate: '2030-12-27', estimated: false });
    expect((await hr('PUT', '/ramadan/1451', { startDate: '2030-01-05', endDate: '2030-02-03' })).statusCode).toBe(200);
    // Saving one keeps the other: both are saved, in the order they start.
    expect((await hr('GET', '/ramadan?year=2030')).json().periods).toMatchObject([
      { hijriYear: 1451, startDate: '2030-01-05', estimated: false },
      { hijriYear: 1452, startDate: '2030-12-27', endDate: '2031-01-25', estimated: false },
    ]);
    expect((await hr('GET', '/ramadan?year=2031')).json().periods.map((p: { hijriYear: number }) => p.hijriYear)).toEqual([1453]);
    expect(await lastAudit('ramadan', 1452)).toMatchObject({ action: 'ramadan.create', after: { startDate: '2030-12-27' } });
    expect((await hr('DELETE', '/ramadan/1451')).statusCode).toBe(200);
    expect(await stored(1451)).toBeNull();
    expect(await stored(1452)).toMatchObject({ year: 2030, startDate: '2030-12-27' });
    expect((await hr('GET', '/ramadan?year=2030')).json().periods).toMatchObject([{ hijriYear: 1451, estimated: true }, { hijriYear: 1452, estimated: false }]);
  });

  it('lists a saved period that the sighting moved before 1 January in the year it starts in', async () => {
    // Ramadan 1453 starts on 16 December 2031 by Umm al-Qura; a period from the 14th is 2031's.
    const est = (await hr('GET', '/ramadan?year=2031')).json().periods[0];
    expect(est).toMatchObject({ hijriYear: 1453, estimated: true });
    expect((await hr('PUT', '/ramadan/1453', { startDate: addDays(est.startDate, -2), endDate: addDays(est.endDate, -2) })).statusCode).toBe(200);
    expect((await hr('GET', '/ramadan?year=2031')).json().periods).toMatchObject([{ hijriYear: 1453, startDate: addDays(est.startDate, -2), estimated: false }]);
  });

  it('saves, changes and removes a Hijri year’s period, audited', async () => {
    const saved = await hr('PUT', '/ramadan/1447', { startDate: '2026-02-19', endDate: '2026-03-19' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hijriYear: 1447, year: 2026, startDate: '2026-02-19', endDate: '2026-03-19', estimated: false, updatedAt: expect.any(String) });
    expect((await hr('GET', '/ramadan?year=2026')).json().periods).toMatchObject([{ startDate: '2026-02-19', estimated: false }]);
    expect(await lastAudit('ramadan', 1447)).toMatchObject({ action: 'ramadan.create', after: { startDate: '2026-02-19', endDate: '2026-03-19' }, actor: { EmpCode: 1001 } });

    const moved = await hr('PUT', '/ramadan/1447', { startDate: '2026-02-18', endDate: '2026-03-19' });
    expect(moved.json()).toMatchObject({ startDate: '2026-02-18', estimated: false });
    expect(await lastAudit('ramadan', 1447)).toMatchObject({ action: 'ramadan.update', before: { startDate: '2026-02-19' }, after: { startDate: '2026-02-18' } });

    expect((await hr('DELETE', '/ramadan/1447')).statusCode).toBe(200);
    expect(await lastAudit('ramadan', 1447)).toMatchObject({ action: 'ramadan.delete', before: { startDate: '2026-02-18' } });
    expect((await hr('GET', '/ramadan?year=2026')).json().periods).toMatchObject([{ startDate: '2026-02-18', estimated: true, updatedAt: null }]);
    expect((await hr('DELETE', '/ramadan/1447')).statusCode).toBe(404);
  });

  it('refuses bad input with a translated code and stores nothing', async () => {
    await hr('PUT', '/ramadan/1449', { startDate: '2028-01-27', endDate: '2028-02-25' });
    const before = await stored(1449);
    const refused = async (url: string, body: unknown, expected: { status?: number; code: string; field?: [string, string] }) => {
      const res = await hr('PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(expected.status ?? 400);
      expect(res.json().code).toBe(expected.code);
      if (expected.field) expect(fieldOf(res.json(), expected.field[0])).toBe(expected.field[1]);
    };
    await refused('/ramadan/1449', { startDate: '2028-02-25', endDate: '2028-01-27' }, { code: 'VALIDATION_FAILED', field: ['endDate', 'errors.DATES_OUT_OF_ORDER'] });
    await refused('/ramadan/1449', { startDate: '2028-01-27', endDate: '2028-02-28' }, { code: 'VALIDATION_FAILED', field: ['endDate', 'errors.RAMADAN_TOO_LONG'] });
    // Another Hijri year's Ramadan, or a start more than three days from 1 Ramadan 1449.
    await refused('/ramadan/1449', { startDate: '2027-02-08', endDate: '2027-03-08' }, { code: 'RAMADAN_NOT_IN_YEAR', field: ['startDate', 'errors.RAMADAN_NOT_IN_YEAR'] });
    await refused('/ramadan/1449', { startDate: '2028-02-01', endDate: '2028-02-28' }, { code: 'RAMADAN_NOT_IN_YEAR', field: ['startDate', 'errors.RAMADAN_NOT_IN_YEAR'] });
    // 1451 is the January Ramadan of 2030: December's dates are 1452's.
    await refused('/ramadan/1451', { startDate: '2030-12-26', endDate: '2031-01-23' }, { code: 'RAMADAN_NOT_IN_YEAR' });
    await refused('/ramadan/1449', { startDate: '2028-02-30', endDate: '2028-03-01' }, { code: 'VALIDATION_FAILED', field: ['startDate', 'validation.invalid'] });
    await refused('/ramadan/1449', { startDate: '2028-01-27' }, { code: 'VALIDATION_FAILED', field: ['endDate', 'validation.required'] });
    // Gregorian years are not Hijri ones; outside 1317–1626 AH nothing is supported.
    for (const y of ['2028', '1316', '1627', '1449.5', 'abc']) await refused(`/ramadan/${y}`, { startDate: '2028-01-27', endDate: '2028-02-25' }, { code: 'VALIDATION_FAILED' });
    for (const q of ['year=1899', 'year=2200', 'year=20.5', 'year=x', '']) expect((await hr('GET', `/ramadan?${q}`)).statusCode, q).toBe(400);
    expect((await hr('DELETE', '/ramadan/2028')).statusCode).toBe(400);
    expect(await stored(1449)).toEqual(before);
    expect(await stored(1451)).toBeNull();
  });

  it('is HR’s: employees, supervisors and managers are refused; site HR reads only', async () => {
    const attempts: [Method, string, unknown?][] = [
      ['GET', '/ramadan?year=2026'],
      ['PUT', '/ramadan/1447', { startDate: '2026-02-18', endDate: '2026-03-19' }],
      ['DELETE', '/ramadan/1449'],
    ];
    for (const code of [1005, 1004, 1003]) {
      for (const [method, url, body] of attempts) expect((await call(code, method, url, body)).statusCode, `${code} ${method} ${url}`).toBe(403);
    }
    expect((await call(1002, 'GET', '/ramadan?year=2026')).statusCode).toBe(200);
    const siteHr = await call(1002, 'PUT', '/ramadan/1447', { startDate: '2026-02-18', endDate: '2026-03-19' });
    expect(siteHr.statusCode).toBe(403);
    expect(siteHr.json().code).toBe('FORBIDDEN');
    expect((await call(1002, 'DELETE', '/ramadan/1449')).statusCode).toBe(403);
    expect(await stored(1447)).toBeNull();
    expect(await stored(1449)).not.toBeNull();
  });
});

describe('a shift’s Ramadan hours', () => {
  it('saves both, clears both, and refuses one without the other', async () => {
    const created = await hr('POST', '/shifts', { ...shift, startTime: '08:00', endTime: '16:00', ramadanStartTime: '09:00', ramadanEndTime: '15:00' });
    expect(created.statusCode, created.body).toBe(200);
    const s = created.json();
    expect(s).toMatchObject({ startTime: '08:00', endTime: '16:00', ramadanStartTime: '09:00', ramadanEndTime: '15:00' });
    expect(await lastAudit('shift', s.id)).toMatchObject({ action: 'shift.create', after: { ramadanStartTime: '09:00', ramadanEndTime: '15:00' } });
    expect((await hr('GET', '/shifts')).json().items.find((x: { id: number }) => x.id === s.id)).toMatchObject({ ramadanStartTime: '09:00', ramadanEndTime: '15:00' });

    const night = await hr('PUT', `/shifts/${s.id}`, { ...shift, startTime: '22:00', endTime: '06:00', ramadanStartTime: '21:00', ramadanEndTime: '03:00' });
    expect(night.json()).toMatchObject({ crossesMidnight: true, ramadanStartTime: '21:00', ramadanEndTime: '03:00' });
    // A cleared time field sends an empty string: the usual hours in Ramadan too.
    const cleared = await hr('PUT', `/shifts/${s.id}`, { ...shift, ramadanStartTime: '', ramadanEndTime: '' });
    expect(cleared.json()).toMatchObject({ ramadanStartTime: null, ramadanEndTime: null });
    // Without the fields (an older client): none either.
    expect((await hr('PUT', `/shifts/${s.id}`, shift)).json()).toMatchObject({ ramadanStartTime: null, ramadanEndTime: null });

    const bad = async (patch: object, path: string, message: string) => {
      const res = await hr('PUT', `/shifts/${s.id}`, { ...shift, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(fieldOf(res.json(), path), JSON.stringify(res.json())).toBe(message);
    };
    await bad({ ramadanStartTime: '09:00' }, 'ramadanEndTime', 'errors.RAMADAN_HOURS_INCOMPLETE');
    await bad({ ramadanStartTime: '', ramadanEndTime: '15:00' }, 'ramadanStartTime', 'errors.RAMADAN_HOURS_INCOMPLETE');
    await bad({ ramadanStartTime: '9:00', ramadanEndTime: '15:00' }, 'ramadanStartTime', 'validation.invalid');
    await bad({ ramadanStartTime: '09:00', ramadanEndTime: '24:00' }, 'ramadanEndTime', 'validation.invalid');
    await bad({ ramadanStartTime: '09:00', ramadanEndTime: '09:00' }, 'ramadanEndTime', 'validation.invalid');
    expect((await hr('GET', '/shifts')).json().items.find((x: { id: number }) => x.id === s.id)).toMatchObject({ ramadanStartTime: null, ramadanEndTime: null });
  });
});
