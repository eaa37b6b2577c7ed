import { describe, expect, it } from 'vitest';
import { type AuditItem, type Method, unit, shift, holiday, settings, useHrOrganisationApp } from './hr-organisation-fixture.js';

const { fx, tokens, call, hr, structure, siteId, department, sectionId, lastAudit } = useHrOrganisationApp();

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
    const res = await fx.t.app.inject({ method: 'GET', url: '/api/hr/structure' });
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
    const profile = async () => (await fx.t.as(tokens[1005]).get('/api/auth/profile')).json().user;
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
