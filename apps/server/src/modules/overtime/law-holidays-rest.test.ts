import { and, eq, gte, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, compensatoryDaysOff, employees, holidays, organisation, sites } from '../../db/schema.js';
import { useOvertimeApp } from './overtime-fixture.js';

/**
 * The labour law on rest days, holiday work and night (Arts 1(12), 121, 129) and Decree 294/2025's
 * holidays, through the API. Fixed days of 2026 (Sunday to Thursday work days, Friday and Saturday
 * the weekend). 1005 reports to 1004 (supervisor) and 1003 (manager, who decides); 1001 is HR.
 */
const { fx, ids, as, put, file, decide } = useOvertimeApp();
const db = () => fx.t.database.db;
const settings = { premiumDay: 1.35, premiumNight: 1.7, premiumRestDay: 2, premiumHoliday: 3, nightStart: '19:00', nightEnd: '07:00', conversionEnabled: false, hoursPerDay: 8 };

describe('Art 129, Decree 294/2025: the holiday preset', () => {
  it('Art 129 (Decree 294/2025): 2026 has Eid al-Fitr on 2 days and 25 January given on 29 January, its legal date kept, for HR to confirm', async () => {
    // The preset on an empty year (the demo seeds some years itself).
    await db().delete(holidays).where(and(gte(holidays.date, '2026-01-01'), lte(holidays.date, '2026-12-31')));
    const applied = await as(1001).post('/api/hr/holidays/preset', { year: 2026 });
    expect(applied.statusCode, applied.body).toBe(200);
    const list = (await as(1001).get('/api/hr/holidays?year=2026')).json().items as { id: number; date: string; nameEn: string; estimated: boolean; legalDate: string | null }[];
    expect(list.find((h) => h.date === '2026-01-25')).toBeUndefined();
    const moved = list.find((h) => h.date === '2026-01-29')!;
    expect(moved).toMatchObject({ legalDate: '2026-01-25', estimated: true });
    expect(list.filter((h) => h.nameEn.startsWith('Eid al-Fitr')).map((h) => h.date)).toEqual(['2026-03-20', '2026-03-21']);
    expect(list.some((h) => h.nameEn.includes('(day 3)'))).toBe(false);
    // HR confirms the move: the legal date stays beside it.
    const confirmed = await as(1001).post(`/api/hr/holidays/${moved.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ date: '2026-01-29', legalDate: '2026-01-25', estimated: false });
  });
});

describe('Arts 121 and 129 ¶2: the overtime premiums', () => {
  it('Art 121: a day premium of ×1.25 and a night one of ×1.5 are refused, each field citing the article; nothing is saved', async () => {
    const before = (await db().select().from(organisation))[0];
    const res = await put(1001, '/api/hr/overtime-settings', { ...settings, premiumDay: 1.25, premiumNight: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'premiumDay', message: 'validation.premiumBelowLawDay' },
        { path: 'premiumNight', message: 'validation.premiumBelowLawNight' },
      ]),
    );
    expect((await db().select().from(organisation))[0].otPremiumDay).toBe(before.otPremiumDay);
  });

  it('Art 129 ¶2: a holiday premium of ×2 is refused; ×3 is saved and audited', async () => {
    const low = await put(1001, '/api/hr/overtime-settings', { ...settings, premiumHoliday: 2 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual([{ path: 'premiumHoliday', message: 'validation.premiumBelowLawHoliday' }]);
    const ok = await put(1001, '/api/hr/overtime-settings', { ...settings, premiumHoliday: 3.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ premiumHoliday: 3.5, belowLaw: [] });
  });

  it('Art 129 ¶2: an older setting below the law is shown to HR as it is, with the minimum, and never changed', async () => {
    await db().update(organisation).set({ otPremiumHoliday: 2, otPremiumDay: 1.25 });
    const res = await as(1001).get('/api/hr/overtime-settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      premiumHoliday: 2,
      premiumDay: 1.25,
      belowLaw: [
        { premium: 'day', value: 1.25, minimum: 1.35, article: 121 },
        { premium: 'holiday', value: 2, minimum: 3, article: 129 },
      ],
    });
    expect((await db().select().from(organisation))[0]).toMatchObject({ otPremiumHoliday: 2, otPremiumDay: 1.25 });
    await db().update(organisation).set({ otPremiumHoliday: 3, otPremiumDay: 1.35 });
  });

  it('the settings are HR’s: an employee may neither read nor change them', async () => {
    expect((await as(1005).get('/api/hr/overtime-settings')).statusCode).toBe(403);
  });
});

describe('Art 121: work on the weekly rest day', () => {
  it('Art 121: approved work on Friday 6 March owes a replacement rest day in the week of 8 to 14 March, seen by the worker and HR', async () => {
    const filed = await file(1005, '2026-03-06', '09:00', '13:00', 'Stock count on the rest day');
    expect(filed.statusCode, filed.body).toBe(201);
    const { request } = filed.json();
    expect(request.dayKind).toBe('rest_day');
    // Nothing is owed before the approval.
    expect((await as(1005).get('/api/overtime/days-off')).json().items).toEqual([]);
    expect(await decide(1003, request.id, 'approve')).toBeNull();
    const mine = (await as(1005).get('/api/overtime/days-off')).json().items;
    expect(mine).toEqual([expect.objectContaining({ overtimeRequestId: request.id, kind: 'rest_day', workDate: '2026-03-06', dueFrom: '2026-03-08', dueTo: '2026-03-14', state: 'due', takenOn: null, userId: 1005 })]);
    const all = (await as(1001).get('/api/hr/compensatory-days?state=due')).json().items as { id: number; overtimeRequestId: number }[];
    expect(all.some((d) => d.overtimeRequestId === request.id)).toBe(true);
  });

  it('Art 121: HR records the replacement day taken (audited); the worker sees it; a day before the work is refused', async () => {
    const [row] = await db().select().from(compensatoryDaysOff).where(eq(compensatoryDaysOff.employeeId, ids[1005]));
    const early = await put(1001, `/api/hr/compensatory-days/${row.id}`, { state: 'taken', takenOn: '2026-03-05' });
    expect(early.statusCode).toBe(400);
    const missing = await put(1001, `/api/hr/compensatory-days/${row.id}`, { state: 'taken' });
    expect(missing.statusCode).toBe(400);
    const ok = await put(1001, `/api/hr/compensatory-days/${row.id}`, { state: 'taken', takenOn: '2026-03-10' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'taken', takenOn: '2026-03-10' });
    expect((await as(1005).get('/api/overtime/days-off')).json().items[0]).toMatchObject({ state: 'taken', takenOn: '2026-03-10' });
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.action, 'compensatory_day.update'), eq(auditLog.entityId, String(row.id))));
    expect(trail).toHaveLength(1);
    // Only HR records it.
    expect((await put(1005, `/api/hr/compensatory-days/${row.id}`, { state: 'not_taken' })).statusCode).toBe(403);
    expect((await put(1001, '/api/hr/compensatory-days/999999', { state: 'not_taken' })).statusCode).toBe(404);
  });

  it('Art 121: rejected work on the rest day owes nothing', async () => {
    const filed = await file(1005, '2026-03-13', '09:00', '11:00', 'Maybe');
    expect(filed.statusCode, filed.body).toBe(201);
    expect(await decide(1003, filed.json().request.id, 'reject', 'Not needed')).toBeNull();
    const owed = await db().select().from(compensatoryDaysOff).where(eq(compensatoryDaysOff.overtimeRequestId, filed.json().request.id));
    expect(owed).toEqual([]);
  });
});

describe('Art 129 ¶2: work on an official holiday', () => {
  it('Art 129 ¶2: the worker’s written request for a day off instead is kept on file and, approved, owes another day off', async () => {
    await db().insert(holidays).values({ date: '2026-04-01', nameEn: 'Test holiday', nameAr: 'عطلة اختبار', siteIds: [] });
    const filed = await as(1005).post('/api/overtime', { workDate: '2026-04-01', from: '09:00', to: '13:00', reason: 'Urgent delivery', dayOffInstead: true });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().request).toMatchObject({ dayKind: 'holiday', dayOffInstead: true });
    expect(await decide(1003, filed.json().request.id, 'approve')).toBeNull();
    const mine = (await as(1005).get('/api/overtime/days-off')).json().items as { kind: string; dueFrom: string; dueTo: string | null }[];
    expect(mine.find((d) => d.kind === 'holiday')).toMatchObject({ dueFrom: '2026-04-02', dueTo: null });
  });

  it('Art 129 ¶2: without the request (paid 3×) nothing is owed; on a work day the request means nothing', async () => {
    await db().insert(holidays).values({ date: '2026-04-08', nameEn: 'Test holiday 2', nameAr: 'عطلة اختبار 2', siteIds: [] });
    const paid = await file(1005, '2026-04-08', '09:00', '11:00', 'Urgent');
    expect(paid.json().request).toMatchObject({ dayKind: 'holiday', dayOffInstead: false });
    expect(await decide(1003, paid.json().request.id, 'approve')).toBeNull();
    expect(await db().select().from(compensatoryDaysOff).where(eq(compensatoryDaysOff.overtimeRequestId, paid.json().request.id))).toEqual([]);
    const workday = await as(1005).post('/api/overtime', { workDate: '2026-04-07', from: '18:00', to: '19:00', reason: 'Late order', dayOffInstead: true });
    expect(workday.json().request).toMatchObject({ dayKind: 'workday', dayOffInstead: false });
  });
});

describe('Art 1(12): night is sunset to sunrise at the site', () => {
  it('Art 1(12): at a site with a location (Cairo), 16:30–19:30 on 9 March has about 100 night minutes from sunset; the overtime says so', async () => {
    const [me] = await db().select({ siteId: employees.siteId }).from(employees).where(eq(employees.id, ids[1005]));
    await db().update(sites).set({ latitude: 30.0444, longitude: 31.2357, radiusMeters: 500 }).where(eq(sites.id, me.siteId!));
    const res = await file(1005, '2026-03-09', '16:30', '19:30', 'Inventory');
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().request;
    expect(r.nightSource).toBe('sun');
    // Sunset in Cairo on 9 March is about 17:53 (UTC+2).
    expect(r.nightMinutes).toBeGreaterThanOrEqual(90);
    expect(r.nightMinutes).toBeLessThanOrEqual(105);
    await db().update(sites).set({ latitude: null, longitude: null, radiusMeters: null }).where(eq(sites.id, me.siteId!));
  });

  it('Art 1(12): without a location, the organisation’s fixed window (19:00–07:00), and the overtime says so', async () => {
    const res = await file(1005, '2026-03-10', '16:30', '19:30', 'Inventory');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request).toMatchObject({ nightSource: 'window', nightMinutes: 30 });
  });
});
