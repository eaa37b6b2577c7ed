import { egyptHolidayPreset } from '@hr/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [1001, 1002, 1003, 1004, 1005]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** test-app has no PUT helper; one inject for every method. */
function call(code: number, method: Method, url: string, body?: unknown) {
  return t.app.inject({ method, url: `/api/hr${url}`, headers: { authorization: `Bearer ${tokens[code]}` }, ...(body === undefined ? {} : { payload: body as object }) });
}
const hr = (method: Method, url: string, body?: unknown) => call(1001, method, url, body);

interface Structure {
  sites: { id: number; nameEn: string; employeeCount: number }[];
  departments: { id: number; nameEn: string; employeeCount: number; sections: { id: number; nameEn: string; departmentId: number; employeeCount: number }[] }[];
}
async function structure(code = 1001): Promise<Structure> {
  const res = await call(code, 'GET', '/structure');
  expect(res.statusCode).toBe(200);
  return res.json();
}
const siteId = async (nameEn: string) => (await structure()).sites.find((s) => s.nameEn === nameEn)!.id;
const department = async (nameEn: string) => (await structure()).departments.find((d) => d.nameEn === nameEn)!;
const sectionId = async (nameEn: string) => (await structure()).departments.flatMap((d) => d.sections).find((s) => s.nameEn === nameEn)!.id;

interface AuditItem {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: { EmpCode: number; FullName: string; fullNameAr: string } | null;
}
async function lastAudit(entity: string, entityId?: number | string): Promise<AuditItem> {
  const res = await hr('GET', `/audit?entity=${entity}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  const items: AuditItem[] = res.json().items;
  const hit = entityId === undefined ? items[0] : items.find((i) => i.entityId === String(entityId));
  expect(hit).toBeDefined();
  return hit!;
}

const unit = { nameEn: 'Giza', nameAr: 'الجيزة' };
const shift = { nameEn: 'Evening', nameAr: 'المسائية', startTime: '16:00', endTime: '00:00', graceMinutes: 5, workDays: [0, 1, 2, 3, 4] };
const holiday = { date: '2028-03-01', nameEn: 'Company Day', nameAr: 'يوم الشركة' };
const settings = {
  nameEn: 'HR Leave Tracker',
  nameAr: 'متتبع الإجازات',
  timeZone: 'Africa/Cairo',
  defaultLanguage: 'en',
  signupAllowed: true,
  weekendDays: [5, 6],
  smtpUrl: '',
  mailFrom: '',
};

describe('authorisation', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/structure'],
    ['POST', '/sites', unit],
    ['PUT', '/sites/1', unit],
    ['DELETE', '/sites/1'],
    ['POST', '/departments', unit],
    ['PUT', '/departments/1', unit],
    ['DELETE', '/departments/1'],
    ['POST', '/sections', { ...unit, departmentId: 1 }],
    ['PUT', '/sections/1', { ...unit, departmentId: 1 }],
    ['DELETE', '/sections/1'],
    ['GET', '/shifts'],
    ['POST', '/shifts', shift],
    ['PUT', '/shifts/1', shift],
    ['DELETE', '/shifts/1'],
    ['GET', '/holidays?year=2026'],
    ['POST', '/holidays', holiday],
    ['PUT', '/holidays/1', holiday],
    ['DELETE', '/holidays/1'],
    ['POST', '/holidays/preset', { year: 2026 }],
    ['GET', '/settings'],
    ['PUT', '/settings', settings],
    ['GET', '/audit'],
  ];

  it.each([1005, 1004, 1003])('refuses %i (employee, supervisor, manager) on every endpoint', async (code) => {
    for (const [method, url, body] of endpoints) {
      const res = await call(code, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets site HR read but not write, nor read the audit log', async () => {
    for (const [method, url, body] of endpoints) {
      const res = await call(1002, method, url, body);
      const readable = method === 'GET' && url !== '/audit';
      expect(res.statusCode, `${method} ${url}`).toBe(readable ? 200 : 403);
    }
    // Even an invalid body is refused as forbidden, not validated.
    expect((await call(1002, 'POST', '/sites', {})).statusCode).toBe(403);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hr/structure' });
    expect(res.statusCode).toBe(401);
  });

  it('changed nothing', async () => {
    const s = await structure();
    expect(s.sites.map((x) => x.nameEn)).toEqual(['Cairo', 'Alexandria']);
    expect((await hr('GET', '/audit?entity=site')).json().total).toBe(0);
  });
});

describe('structure', () => {
  it('lists sites and departments with sections and active employee counts', async () => {
    const s = await structure();
    expect(s.sites).toMatchObject([
      { nameEn: 'Cairo', employeeCount: 9 },
      { nameEn: 'Alexandria', employeeCount: 5 },
    ]);
    expect(s.departments.map((d) => [d.nameEn, d.employeeCount, d.sections.map((x) => [x.nameEn, x.employeeCount])])).toEqual([
      ['Human Resources', 3, [['Recruitment', 2], ['Payroll', 1]]],
      ['Operations', 8, [['Production', 5], ['Quality', 3]]],
      ['Finance', 3, [['Accounting', 2], ['Treasury', 1]]],
    ]);
  });

  it('shows site HR their sites only, counting their people', async () => {
    const s = await structure(1002);
    expect(s.sites).toMatchObject([{ nameEn: 'Alexandria', employeeCount: 5 }]);
    expect(s.departments.map((d) => [d.nameEn, d.employeeCount])).toEqual([
      ['Human Resources', 1],
      ['Operations', 3],
      ['Finance', 1],
    ]);
  });

  it('creates, renames and deletes a site, auditing before and after', async () => {
    const created = await hr('POST', '/sites', unit);
    expect(created.statusCode).toBe(200);
    const site = created.json();
    expect(site).toMatchObject({ ...unit, employeeCount: 0 });
    let entry = await lastAudit('site', site.id);
    expect(entry).toMatchObject({ action: 'site.create', before: null, after: { id: site.id, ...unit }, actor: { EmpCode: 1001, FullName: 'Mona Hassan', fullNameAr: 'منى حسن' } });

    const renamed = await hr('PUT', `/sites/${site.id}`, { nameEn: ' 6th of October ', nameAr: 'السادس من أكتوبر' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: site.id, nameEn: '6th of October' });
    entry = await lastAudit('site', site.id);
    expect(entry).toMatchObject({ action: 'site.update', before: { nameEn: 'Giza' }, after: { nameEn: '6th of October' } });

    expect((await hr('DELETE', `/sites/${site.id}`)).json()).toEqual({ ok: true });
    entry = await lastAudit('site', site.id);
    expect(entry).toMatchObject({ action: 'site.delete', before: { nameEn: '6th of October' }, after: null });
    expect((await structure()).sites.some((s) => s.id === site.id)).toBe(false);
    expect((await hr('DELETE', `/sites/${site.id}`)).statusCode).toBe(404);
    expect((await hr('PUT', `/sites/${site.id}`, unit)).statusCode).toBe(404);
  });

  it('validates names', async () => {
    const res = await hr('POST', '/sites', { nameEn: '  ', nameAr: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'nameEn', message: 'validation.required' })]));
  });

  it('refuses to delete a unit that still has people, with the count, deleting nothing', async () => {
    const before = await structure();
    const cairo = await hr('DELETE', `/sites/${await siteId('Cairo')}`);
    expect(cairo.statusCode).toBe(409);
    expect(cairo.json()).toMatchObject({ code: 'UNIT_IN_USE', params: { count: 9 } });
    // Alexandria: five active people and Hany, who has left (his record still points there).
    expect((await hr('DELETE', `/sites/${await siteId('Alexandria')}`)).json()).toMatchObject({ code: 'UNIT_IN_USE', params: { count: 6 } });
    // Finance counts its sections' people, the inactive one too.
    const finance = await department('Finance');
    expect((await hr('DELETE', `/departments/${finance.id}`)).json()).toMatchObject({ code: 'UNIT_IN_USE', params: { count: 4 } });
    expect((await hr('DELETE', `/sections/${await sectionId('Treasury')}`)).json()).toMatchObject({ code: 'UNIT_IN_USE', params: { count: 2 } });
    expect(await structure()).toEqual(before);
  });

  it('deletes an empty department with its empty sections', async () => {
    const dep = (await hr('POST', '/departments', { nameEn: 'Legal', nameAr: 'الشؤون القانونية' })).json();
    expect(dep).toMatchObject({ nameEn: 'Legal', employeeCount: 0, sections: [] });
    const sec = await hr('POST', '/sections', { nameEn: 'Contracts', nameAr: 'العقود', departmentId: dep.id });
    expect(sec.statusCode).toBe(200);
    expect(sec.json()).toMatchObject({ departmentId: dep.id, nameEn: 'Contracts', employeeCount: 0 });
    expect((await structure()).departments.find((d) => d.id === dep.id)!.sections).toHaveLength(1);

    expect((await hr('DELETE', `/departments/${dep.id}`)).statusCode).toBe(200);
    const s = await structure();
    expect(s.departments.some((d) => d.id === dep.id)).toBe(false);
    expect((await lastAudit('section', sec.json().id)).action).toBe('section.delete');
    expect(await lastAudit('department', dep.id)).toMatchObject({ action: 'department.delete', before: { nameEn: 'Legal', sections: [{ nameEn: 'Contracts' }] } });
  });

  it('keeps a section in an existing department', async () => {
    const unknown = await hr('POST', '/sections', { ...unit, departmentId: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_REFERENCE');
    expect((await hr('POST', '/sections', unit)).statusCode).toBe(400);

    // A section with people cannot move to another department; an empty one can.
    const ops = await department('Operations');
    const finance = await department('Finance');
    const quality = ops.sections.find((s) => s.nameEn === 'Quality')!;
    const move = await hr('PUT', `/sections/${quality.id}`, { nameEn: 'Quality', nameAr: 'الجودة', departmentId: finance.id });
    expect(move.statusCode).toBe(400);
    expect(move.json()).toMatchObject({ code: 'SECTION_NOT_IN_DEPARTMENT', params: { count: 3 } });
    const renamed = await hr('PUT', `/sections/${quality.id}`, { nameEn: 'Quality Control', nameAr: 'مراقبة الجودة', departmentId: ops.id });
    expect(renamed.json()).toMatchObject({ id: quality.id, nameEn: 'Quality Control', employeeCount: 3 });
    expect(await lastAudit('section', quality.id)).toMatchObject({ action: 'section.update', before: { nameEn: 'Quality' }, after: { nameEn: 'Quality Control' } });

    const empty = (await hr('POST', '/sections', { nameEn: 'Audit', nameAr: 'المراجعة', departmentId: ops.id })).json();
    const moved = await hr('PUT', `/sections/${empty.id}`, { nameEn: 'Audit', nameAr: 'المراجعة', departmentId: finance.id });
    expect(moved.json()).toMatchObject({ departmentId: finance.id });
    expect((await hr('PUT', `/sections/${empty.id}`, { nameEn: 'Audit', nameAr: 'المراجعة', departmentId: 9999 })).json().code).toBe('UNKNOWN_REFERENCE');
    expect((await hr('DELETE', `/sections/${empty.id}`)).statusCode).toBe(200);
    expect((await department('Finance')).sections.map((s) => s.nameEn)).toEqual(['Accounting', 'Treasury']);
  });

  it("shows a renamed unit in its people's sessions at once", async () => {
    const profile = async () => (await t.as(tokens[1005]).get('/api/auth/profile')).json().user;
    expect((await profile()).section.nameEn).toBe('Production'); // cached from here on
    const prod = await sectionId('Production');
    const ops = await department('Operations');
    await hr('PUT', `/sections/${prod}`, { nameEn: 'Manufacturing', nameAr: 'التصنيع', departmentId: ops.id });
    await hr('PUT', `/sites/${await siteId('Cairo')}`, { nameEn: 'Cairo HQ', nameAr: 'القاهرة - المقر' });
    expect(await profile()).toMatchObject({ section: { nameEn: 'Manufacturing' }, site: { nameEn: 'Cairo HQ', nameAr: 'القاهرة - المقر' } });
    await hr('PUT', `/sites/${await siteId('Cairo HQ')}`, { nameEn: 'Cairo', nameAr: 'القاهرة' });
    await hr('PUT', `/sections/${prod}`, { nameEn: 'Production', nameAr: 'الإنتاج', departmentId: ops.id });
  });

  it('renames a department', async () => {
    const hrDep = await department('Human Resources');
    const res = await hr('PUT', `/departments/${hrDep.id}`, { nameEn: 'People', nameAr: 'شؤون العاملين' });
    expect(res.json()).toMatchObject({ id: hrDep.id, nameEn: 'People', employeeCount: 3, sections: [{ nameEn: 'Recruitment' }, { nameEn: 'Payroll' }] });
    expect(await lastAudit('department', hrDep.id)).toMatchObject({ before: { nameEn: 'Human Resources' }, after: { nameEn: 'People' } });
  });
});

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
  const year = new Date().getUTCFullYear();

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
    const created = await hr('POST', '/holidays', holiday);
    expect(created.statusCode).toBe(200);
    const dup = await hr('POST', '/holidays', { ...holiday, nameEn: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('HOLIDAY_EXISTS');

    const other = (await hr('POST', '/holidays', { ...holiday, date: '2028-03-02' })).json();
    const clash = await hr('PUT', `/holidays/${other.id}`, { ...holiday, date: '2028-03-01' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('HOLIDAY_EXISTS');
    const moved = await hr('PUT', `/holidays/${other.id}`, { ...holiday, date: '2028-03-05', nameEn: 'Moved' });
    expect(moved.json()).toMatchObject({ id: other.id, date: '2028-03-05', nameEn: 'Moved' });
    expect(await lastAudit('holiday', other.id)).toMatchObject({ action: 'holiday.update', before: { date: '2028-03-02' }, after: { date: '2028-03-05' } });

    expect((await hr('DELETE', `/holidays/${other.id}`)).statusCode).toBe(200);
    expect(await lastAudit('holiday', other.id)).toMatchObject({ action: 'holiday.delete', before: { date: '2028-03-05' }, after: null });
    expect((await hr('GET', '/holidays?year=2028')).json().items.map((h: { date: string }) => h.date)).toEqual(['2028-03-01']);
    expect((await hr('POST', '/holidays', { ...holiday, date: '2028-02-30' })).statusCode).toBe(400);
  });

  it('may hold for some sites only; site HR sees those of their sites', async () => {
    const cairo = await siteId('Cairo');
    const alex = await siteId('Alexandria');
    const unknown = await hr('POST', '/holidays', { date: '2029-05-01', nameEn: 'x', nameAr: 'س', siteIds: [alex, 9999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', fields: [{ path: 'siteIds.1' }] });

    const forAlex = await hr('POST', '/holidays', { date: '2029-05-02', nameEn: 'Alexandria Day', nameAr: 'عيد الإسكندرية', siteIds: [alex, alex] });
    expect(forAlex.json()).toMatchObject({ siteIds: [alex] });
    await hr('POST', '/holidays', { date: '2029-05-03', nameEn: 'Cairo Day', nameAr: 'عيد القاهرة', siteIds: [cairo] });
    await hr('POST', '/holidays', { date: '2029-05-04', nameEn: 'Everyone', nameAr: 'الجميع' });
    const names = (code: number) => call(code, 'GET', '/holidays?year=2029').then((r) => r.json().items.map((h: { nameEn: string }) => h.nameEn));
    expect(await names(1001)).toEqual(['Alexandria Day', 'Cairo Day', 'Everyone']);
    expect(await names(1002)).toEqual(['Alexandria Day', 'Everyone']);
  });

  it('forgets a deleted site, deleting the holidays that were only its own', async () => {
    const site = (await hr('POST', '/sites', { nameEn: 'Aswan', nameAr: 'أسوان' })).json();
    const alex = await siteId('Alexandria');
    const own = (await hr('POST', '/holidays', { date: '2030-01-02', nameEn: 'Aswan Day', nameAr: 'عيد أسوان', siteIds: [site.id] })).json();
    const shared = (await hr('POST', '/holidays', { date: '2030-01-03', nameEn: 'South Day', nameAr: 'عيد الجنوب', siteIds: [alex, site.id] })).json();
    expect((await hr('DELETE', `/sites/${site.id}`)).statusCode).toBe(200);
    const items = (await hr('GET', '/holidays?year=2030')).json().items;
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
    const pub = (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json();
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
    const stored = async () => (await t.database.db.select().from(organisation).where(eq(organisation.id, 1)))[0];
    expect((await stored()).smtpUrl).toBe('smtps://mailer:s3cr3t@smtp.example.com:465');

    await hr('PUT', '/settings', { ...got, smtpUrl: 'smtps://mailer:n3w@smtp.example.com:465' });
    expect((await stored()).smtpUrl).toBe('smtps://mailer:n3w@smtp.example.com:465');
    await hr('PUT', '/settings', settings);
    expect(await stored()).toMatchObject({ smtpUrl: null, mailFrom: null, nameEn: 'HR Leave Tracker' });
  });

  it('queues mail for the SMTP server of the settings as soon as they are saved', async () => {
    const latest = async () => (await hr('GET', '/outbox')).json().items[0];
    await hr('PUT', '/settings', { ...settings, smtpUrl: 'smtp://127.0.0.1:1' });
    await t.as('').post('/api/auth/forgot-password', { email: 'omar.khaled@example.com' });
    expect(await latest()).toMatchObject({ status: 'queued', attempts: 0 });
    // Nothing listens on port 1: the worker's attempt fails and the mail waits for a retry.
    await t.app.ctx.mailer.drain?.();
    expect(await latest()).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    await hr('PUT', '/settings', settings);
    await t.as('').post('/api/auth/forgot-password', { email: 'omar.khaled@example.com' });
    expect(await latest()).toMatchObject({ status: 'outbox', attempts: 0 });
  });
});

describe('audit log', () => {
  it('pages newest first with the actor, filtered by person, entity and date', async () => {
    await hr('POST', '/sites', { nameEn: 'Luxor', nameAr: 'الأقصر' });
    const all = await hr('GET', '/audit?pageSize=2');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThan(10);
    expect(body.items[0]).toMatchObject({ action: 'site.create', after: { nameEn: 'Luxor' }, actor: { EmpCode: 1001 } });
    expect(Date.parse(body.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(body.items[1].createdAt));
    const page2 = (await hr('GET', '/audit?pageSize=2&page=1')).json();
    expect(page2.items[0].id).not.toBe(body.items[0].id);

    // Sign-ins are audited too (by the auth service) and carry their actor.
    const logins = (await hr('GET', '/audit?actorEmpCode=1003&pageSize=100')).json();
    expect(logins.items.length).toBeGreaterThan(0);
    expect(logins.items.every((i: AuditItem) => i.actor?.EmpCode === 1003)).toBe(true);
    expect((await hr('GET', '/audit?actorEmpCode=1001&entity=site')).json().items.every((i: AuditItem) => i.entity === 'site')).toBe(true);
    expect((await hr('GET', '/audit?actorEmpCode=99999')).json()).toEqual({ items: [], total: 0 });

    // Dates are calendar dates in the organisation's time zone, both ends included.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const dayAfter = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await hr('GET', `/audit?from=${today}&to=${today}`)).json().total).toBe(body.total);
    expect((await hr('GET', `/audit?from=${dayAfter}`)).json().total).toBe(0);
    expect((await hr('GET', `/audit?to=2020-01-01`)).json().total).toBe(0);
    expect((await hr('GET', '/audit?from=yesterday')).statusCode).toBe(400);
  });
});
