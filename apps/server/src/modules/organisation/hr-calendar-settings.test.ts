import { egyptHolidayPreset } from '@hr/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisation } from '../../db/schema.js';
import { testToday } from '../../test/dates.js';
import { type AuditItem, shift, holiday, settings, useHrOrganisationApp } from './hr-organisation-fixture.js';

/** HR's shifts, holidays and organisation settings, on their own demo organisation. */
const { fx, call, hr, siteId, lastAudit } = useHrOrganisationApp();

describe('shifts', () => {
  it('lists the demo shifts with their people', async () => {
    const res = await hr('GET', '/shifts');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { nameEn: 'Day', nameAr: 'الوردية الصباحية', startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4], crossesMidnight: false, employeeCount: 12 },
      { nameEn: 'Night', startTime: '22:00', endTime: '06:00', graceMinutes: 10, crossesMidnight: true, employeeCount: 2 },
    ]);
  });

  it('creates, edits and deletes a shift that may cross midnight', async () => {
    const created = await hr('POST', '/shifts', { ...shift, workDays: [4, 0, 1] });
    expect(created.statusCode).toBe(200);
    const s = created.json();
    expect(s).toMatchObject({ nameEn: 'Evening', endTime: '00:00', crossesMidnight: true, workDays: [0, 1, 4], employeeCount: 0 });
    expect(await lastAudit('shift', s.id)).toMatchObject({ action: 'shift.create', after: { startTime: '16:00', endTime: '00:00' } });

    const edited = await hr('PUT', `/shifts/${s.id}`, { ...shift, startTime: '14:00', endTime: '22:00' });
    expect(edited.json()).toMatchObject({ id: s.id, startTime: '14:00', endTime: '22:00', crossesMidnight: false });
    expect(await lastAudit('shift', s.id)).toMatchObject({ action: 'shift.update', before: { startTime: '16:00' }, after: { startTime: '14:00' } });

    expect((await hr('DELETE', `/shifts/${s.id}`)).statusCode).toBe(200);
    expect(await lastAudit('shift', s.id)).toMatchObject({ action: 'shift.delete', before: { startTime: '14:00' } });
    expect((await hr('PUT', `/shifts/${s.id}`, shift)).statusCode).toBe(404);
  });

  it('validates times, grace and work days', async () => {
    const bad = async (patch: object, path: string) => {
      const res = await hr('POST', '/shifts', { ...shift, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    };
    await bad({ startTime: '24:00' }, 'startTime');
    await bad({ endTime: '8:00' }, 'endTime');
    await bad({ startTime: '09:00', endTime: '09:00' }, 'endTime');
    await bad({ graceMinutes: -1 }, 'graceMinutes');
    await bad({ workDays: [] }, 'workDays');
    await bad({ workDays: [1, 1] }, 'workDays');
    await bad({ workDays: [7] }, 'workDays.0');
  });

  it('refuses to delete a shift people work', async () => {
    const night = (await hr('GET', '/shifts')).json().items.find((s: { nameEn: string }) => s.nameEn === 'Night');
    const res = await hr('DELETE', `/shifts/${night.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNIT_IN_USE', params: { count: 2 } });
    expect((await hr('GET', '/shifts')).json().items).toHaveLength(2);
  });
});

describe('holidays', () => {
  const year = Number(testToday().slice(0, 4));

  it("has this year's Egypt holidays in the demo", async () => {
    const res = await hr('GET', `/holidays?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((h: { date: string }) => h.date)).toEqual(egyptHolidayPreset(year).map((h) => h.date));
    expect(res.json().items[0]).toMatchObject({ nameEn: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد', siteIds: [] });
  });

  it('fills a year from the preset, skipping taken dates, and is idempotent', async () => {
    const own = await hr('POST', '/holidays', { date: '2025-01-07', nameEn: 'Christmas (company)', nameAr: 'عيد الميلاد (الشركة)' });
    expect(own.statusCode).toBe(200);
    const first = await hr('POST', '/holidays/preset', { year: 2025 });
    expect(first.statusCode).toBe(200);
    const items = first.json().items;
    expect(first.json().year).toBe(2025);
    expect(items.map((h: { date: string }) => h.date)).toEqual(egyptHolidayPreset(2025).map((h) => h.date));
    expect(items[0]).toMatchObject({ date: '2025-01-07', nameEn: 'Christmas (company)' });
    expect(items.find((h: { date: string }) => h.date === '2025-04-21')).toMatchObject({ nameEn: 'Sham El-Nessim', nameAr: 'شم النسيم' });
    const audits = (await hr('GET', '/audit?entity=holiday&pageSize=100')).json();
    expect(audits.items.filter((a: AuditItem) => a.action === 'holiday.preset')).toHaveLength(items.length - 1);

    const again = await hr('POST', '/holidays/preset', { year: 2025 });
    expect(again.json().items).toEqual(items);
    expect((await hr('GET', '/audit?entity=holiday&pageSize=100')).json().total).toBe(audits.total);
    expect((await hr('POST', '/holidays/preset', { year: 1999 })).statusCode).toBe(400);
  });

  it('keeps one holiday per date', async () => {
    const F = holiday.date.slice(0, 4);
    const created = await hr('POST', '/holidays', holiday);
    expect(created.statusCode).toBe(200);
    const dup = await hr('POST', '/holidays', { ...holiday, nameEn: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('HOLIDAY_EXISTS');

    const other = (await hr('POST', '/holidays', { ...holiday, date: `${F}-03-02` })).json();
    const clash = await hr('PUT', `/holidays/${other.id}`, { ...holiday, date: `${F}-03-01` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('HOLIDAY_EXISTS');
    const moved = await hr('PUT', `/holidays/${other.id}`, { ...holiday, date: `${F}-03-05`, nameEn: 'Moved' });
    expect(moved.json()).toMatchObject({ id: other.id, date: `${F}-03-05`, nameEn: 'Moved' });
    expect(await lastAudit('holiday', other.id)).toMatchObject({ action: 'holiday.update', before: { date: `${F}-03-02` }, after: { date: `${F}-03-05` } });

    expect((await hr('DELETE', `/holidays/${other.id}`)).statusCode).toBe(200);
    expect(await lastAudit('holiday', other.id)).toMatchObject({ action: 'holiday.delete', before: { date: `${F}-03-05` }, after: null });
    expect((await hr('GET', `/holidays?year=${F}`)).json().items.map((h: { date: string }) => h.date)).toEqual([`${F}-03-01`]);
    expect((await hr('POST', '/holidays', { ...holiday, date: `${F}-02-30` })).statusCode).toBe(400);
  });

  it('may hold for some sites only; site HR sees those of their sites', async () => {
    // A year of its own: no preset, and not the year of the test above.
    const F = Number(holiday.date.slice(0, 4)) + 1;
    const cairo = await siteId('Cairo');
    const alex = await siteId('Alexandria');
    const unknown = await hr('POST', '/holidays', { date: `${F}-05-01`, nameEn: 'x', nameAr: 'س', siteIds: [alex, 9999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', fields: [{ path: 'siteIds.1' }] });

    const forAlex = await hr('POST', '/holidays', { date: `${F}-05-02`, nameEn: 'Alexandria Day', nameAr: 'عيد الإسكندرية', siteIds: [alex, alex] });
    expect(forAlex.json()).toMatchObject({ siteIds: [alex] });
    await hr('POST', '/holidays', { date: `${F}-05-03`, nameEn: 'Cairo Day', nameAr: 'عيد القاهرة', siteIds: [cairo] });
    await hr('POST', '/holidays', { date: `${F}-05-04`, nameEn: 'Everyone', nameAr: 'الجميع' });
    const names = (code: number) => call(code, 'GET', `/holidays?year=${F}`).then((r) => r.json().items.map((h: { nameEn: string }) => h.nameEn));
    expect(await names(1001)).toEqual(['Alexandria Day', 'Cairo Day', 'Everyone']);
    expect(await names(1002)).toEqual(['Alexandria Day', 'Everyone']);
  });

  it('forgets a deleted site, deleting the holidays that were only its own', async () => {
    const G = Number(holiday.date.slice(0, 4)) + 2;
    const site = (await hr('POST', '/sites', { nameEn: 'Aswan', nameAr: 'أسوان' })).json();
    const alex = await siteId('Alexandria');
    const own = (await hr('POST', '/holidays', { date: `${G}-01-02`, nameEn: 'Aswan Day', nameAr: 'عيد أسوان', siteIds: [site.id] })).json();
    const shared = (await hr('POST', '/holidays', { date: `${G}-01-03`, nameEn: 'South Day', nameAr: 'عيد الجنوب', siteIds: [alex, site.id] })).json();
    expect((await hr('DELETE', `/sites/${site.id}`)).statusCode).toBe(200);
    const items = (await hr('GET', `/holidays?year=${G}`)).json().items;
    expect(items.find((h: { id: number }) => h.id === own.id)).toBeUndefined();
    expect(items.find((h: { id: number }) => h.id === shared.id)).toMatchObject({ siteIds: [alex] });
    expect(await lastAudit('holiday', own.id)).toMatchObject({ action: 'holiday.delete' });
  });
});

describe('settings', () => {
  it('validates the time zone and the work week', async () => {
    const res = await hr('PUT', '/settings', { ...settings, timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'timeZone', message: 'validation.invalid' }] });
    expect((await hr('PUT', '/settings', { ...settings, weekendDays: [5, 5] })).statusCode).toBe(400);
    expect((await hr('PUT', '/settings', { ...settings, smtpUrl: 'http://mail' })).statusCode).toBe(400);
    expect((await hr('PUT', '/settings', { ...settings, defaultLanguage: 'fr' })).statusCode).toBe(400);
  });

  it('saves the settings, reflected in the public settings and audited', async () => {
    expect((await hr('GET', '/settings')).json()).toEqual(settings);
    const next = { ...settings, nameEn: 'Nile Textiles', nameAr: 'نسيج النيل', timeZone: 'Africa/Cairo', defaultLanguage: 'ar', signupAllowed: false, weekendDays: [6, 5] };
    const res = await hr('PUT', '/settings', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...next, weekendDays: [5, 6] });
    const pub = (await fx.t.app.inject({ method: 'GET', url: '/api/public/settings' })).json();
    expect(pub).toMatchObject({ orgName: 'Nile Textiles', orgNameAr: 'نسيج النيل', signupAllowed: false, defaultLanguage: 'ar', timeZone: 'Africa/Cairo' });
    expect(await lastAudit('organisation')).toMatchObject({ action: 'settings.update', before: { nameEn: 'HR Leave Tracker' }, after: { nameEn: 'Nile Textiles', signupAllowed: false } });
    expect((await call(1002, 'GET', '/settings')).json().nameEn).toBe('Nile Textiles');
    await hr('PUT', '/settings', settings);
  });

  it('masks the SMTP password and keeps it when the masked URL comes back', async () => {
    const res = await hr('PUT', '/settings', { ...settings, smtpUrl: 'smtps://mailer:s3cr3t@smtp.example.com:465', mailFrom: 'HR <hr@example.com>' });
    expect(res.json().smtpUrl).toBe('smtps://mailer:••••@smtp.example.com:465');
    const got = (await hr('GET', '/settings')).json();
    expect(got.smtpUrl).toBe('smtps://mailer:••••@smtp.example.com:465');
    expect(JSON.stringify(await lastAudit('organisation'))).not.toContain('s3cr3t');

    await hr('PUT', '/settings', { ...got, nameEn: 'Renamed' });
    const stored = async () => (await fx.t.database.db.select().from(organisation).where(eq(organisation.id, 1)))[0];
    expect((await stored()).smtpUrl).toBe('smtps://mailer:s3cr3t@smtp.example.com:465');

    await hr('PUT', '/settings', { ...got, smtpUrl: 'smtps://mailer:n3w@smtp.example.com:465' });
    expect((await stored()).smtpUrl).toBe('smtps://mailer:n3w@smtp.example.com:465');
    await hr('PUT', '/settings', settings);
    expect(await stored()).toMatchObject({ smtpUrl: null, mailFrom: null, nameEn: 'HR Leave Tracker' });
  });

  it('queues mail for the SMTP server of the settings as soon as they are saved', async () => {
    const latest = async () => (await hr('GET', '/outbox')).json().items[0];
    await hr('PUT', '/settings', { ...settings, smtpUrl: 'smtp://127.0.0.1:1' });
    await fx.t.as('').post('/api/auth/forgot-password', { email: 'omar.khaled@example.com' });
    expect(await latest()).toMatchObject({ status: 'queued', attempts: 0 });
    // Nothing listens on port 1: the worker's attempt fails and the mail waits for a retry.
    await fx.t.app.ctx.mailer.drain?.();
    expect(await latest()).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    await hr('PUT', '/settings', settings);
    await fx.t.as('').post('/api/auth/forgot-password', { email: 'omar.khaled@example.com' });
    expect(await latest()).toMatchObject({ status: 'outbox', attempts: 0 });
  });
});
